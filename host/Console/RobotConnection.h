/**
 * @file Console/RobotConnection.h
 * The host's side of the debug link to one robot: connects, reads the robot's version info,
 * sends requests to the robot's threads (message ids translated by name, as the robot may
 * number them differently) and keeps what the robot told (RobotState).
 *
 * One thread (the console engine's) connects, pumps and waits; send(), sendDebugRequest(),
 * isRequested(), isConnected() and bytesReceived() may be called from any thread (a studio's
 * views send their requests at once, without waiting for a command the engine runs).
 */
#pragma once

#include "Console/RobotState.h"
#include "Console/SessionChanges.h"
#include <atomic>
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>

class StreamClient;

class RobotConnection : public RobotState
{
public:
  RobotConnection();
  ~RobotConnection();
  RobotConnection(const RobotConnection&) = delete;
  RobotConnection& operator=(const RobotConnection&) = delete;

  /** Connects and waits for the robot's version info. */
  bool connect(const std::string& host, unsigned short port, std::chrono::milliseconds timeout, std::string& error);
  bool isConnected() const;
  /** Why the connection ended ("" while connected). */
  std::string disconnectReason() const;
  /** The name the console shows: the robot's head name, or host:port. */
  const std::string& name() const { return displayName; }
  /** The host name or address given to connect(). */
  const std::string& host() const { return hostName; }

  /** Sends a message (a host MessageID; translated to the robot's) to a component; any thread. */
  bool send(unsigned component, MessageID id, const std::string& payload);
  /**
   * Sends a command line to the robot's own commands (idConsole, docs/formats/debug-link.md);
   * returns its number for takeAnswer(), 0 if it could not be sent. quiet: see expectAnswer().
   */
  unsigned sendCommand(const std::string& line, bool quiet = false);
  /** Sends a debug request to a component (0: every thread); any thread. */
  bool sendDebugRequest(const std::string& request, bool enable, unsigned component = DebugLink::debugComponent);
  /** Whether the last debug request of this name sent to a component switched it on. */
  bool isRequested(const std::string& request, unsigned component) const;

  /** Handles what arrived, waiting at most timeout for the first frame; returns the number of frames. */
  std::size_t pump(std::chrono::milliseconds timeout);
  /** Pumps until done() is true or the time is over; returns done(). */
  bool waitFor(const std::function<bool()>& done, std::chrono::milliseconds timeout);

  /** Asks the robot for its type information / module table (the answers update the state); any thread, never waits. */
  bool askForTypeInfo() { return sendDebugRequest("automated requests:TypeInfo", true, DebugLink::debugComponent); }
  bool askForModuleTable() { return sendDebugRequest("automated requests:ModuleTable", true, DebugLink::debugComponent); }

  /** Asks every thread for its 2-D and 3-D drawing tables; any thread, never waits. */
  bool askForDrawingTables();
  /** Starts polling: forgets the known request names and asks every thread for them (and for the drawing tables). */
  bool startPolling();

  /** Gives the connection a name of the user's (shown instead of the robot's head name). */
  void setName(const std::string& name) { givenName = name; displayName = name; }
  /**
   * Connects again to where connect() went and sends the debug requests that were on again;
   * false and why if that does not work within timeout.
   */
  bool reconnect(std::chrono::milliseconds timeout, std::string& error);
  /** How many debug requests the last successful reconnect() sent again. */
  std::size_t requestsSentAgain() const { return requestsResent; }
  /** The port given to connect(). */
  unsigned short port() const { return portNumber; }
  /** Bytes received over this connection (and the earlier ones of this object); any thread. */
  std::uint64_t bytesReceived() const;

  /** Whether the user closed it (no reconnection). */
  bool closedByUser = false;
  /** When reconnect() was last tried. */
  std::chrono::steady_clock::time_point lastReconnect;
  /** Whether the loss of the link was reported. */
  bool lossReported = false;
  /** The "set" values and "mr" changes to send again after a reconnection (the console's thread only). */
  SessionChanges session;

private:
  std::unique_ptr<StreamClient> client;
  /** The debug requests sent, per component and name, with whether on: sent again after a reconnection. */
  std::map<std::pair<unsigned, std::string>, bool> sentRequests;
  mutable std::mutex requestsMutex; ///< Guards sentRequests: requests are sent from any thread.
  std::string displayName;
  std::string givenName;
  std::string hostName;
  unsigned short portNumber = 0;
  std::atomic<std::uint64_t> bytesOfEarlierConnections{0};
  std::size_t requestsResent = 0;
  /** When the drawing tables were last asked for (steady clock ticks); any thread. */
  std::atomic<std::chrono::steady_clock::rep> lastDrawingTablesRequest{0};
};
