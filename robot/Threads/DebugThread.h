/**
 * @file Threads/DebugThread.h
 * The Debug thread: the robot's end of the debug link (docs/debugging.md,
 * docs/formats/debug-link.md). It accepts TCP connections from hosts (port 9999 by default),
 * tells each new client who the robot is (VersionInfo), hands the hosts' requests to the
 * threads, forwards the threads' debug messages to the hosts, answers module requests, and
 * broadcasts a discovery beacon once per second. It takes the threads' errors
 * (Robot::takeErrors()): each is printed (Options::onThreadError), sent to the connected hosts as
 * "Error: <error>", and kept: the last maxKeptErrors are sent to every host that connects later,
 * after its VersionInfo, as "Error (before this console connected, 12.3 s ago): <error>".
 *
 * A robot may have commands of its own (Options::onCommand; touchline-naosim's simulator robot
 * has them): a host sends a command line as idConsole to component 0, and gets exactly one
 * idConsole answer per command line, in order ("Error: ..." if it failed). A robot without
 * commands answers each with an error (docs/formats/debug-link.md, "Commands of the robot").
 *
 * No robot thread ever waits for it: the threads hand over their messages with try_lock, and
 * the link's send queues drop drawings, images, plots and text first when a host is slow.
 */
#pragma once

#include "Framework/Robot.h"
#include "Framework/Settings.h"
#include "Platform/NetworkDefaults.h"
#include "Platform/Thread.h"
#include "Streaming/MessageQueue.h"
#include <chrono>
#include <cstdint>
#include <functional>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

class BeaconSender;
class BroadcastPeer;
class StreamServer;

class DebugThread
{
public:
  struct Options
  {
    /** TCP port; 0: an ephemeral one (see port()). */
    std::uint16_t port = 9999;
    std::string bindAddress = "0.0.0.0";
    /** IPv4 addresses or blocks that may connect; empty: everyone. */
    std::vector<std::string> allowedAddresses;
    /** Frames from a host above this size close its connection. */
    std::uint32_t maxPayloadSize = 64u << 20;
    /** Bytes queued per host before frames are dropped. */
    std::size_t sendQueueCapacity = 8u << 20;
    /** Broadcast a discovery beacon once per second. */
    bool beacon = true;
    std::uint16_t discoveryPort = 9998;
    /** Where beacons go (Settings::broadcastAddress): loopback on desktops, the robot's network on robots. */
    std::string beaconDestination = NetworkDefaults::broadcastAddress;
    /** Prints an error of the threads (default: a line on stderr). */
    std::function<void(const std::string& error)> onThreadError;
    /**
     * The robot's own commands: called on the Debug thread with a host's command line; must
     * return at once and answer later through answer(client, ...). nullptr: the robot has none.
     */
    std::function<void(std::uint32_t client, const std::string& command)> onCommand;
  };

  /** The longest command line a host may send (bytes); a longer one is answered with an error. */
  static constexpr std::size_t maxCommandLength = 16384;

  /** How many errors of the threads are kept for hosts that connect later (the newest ones). */
  static constexpr std::size_t maxKeptErrors = 50;

  /** Options from the robot's settings (port, allowed clients). */
  static Options fromSettings(const Settings& settings);

  DebugThread(Robot& robot, const Settings& settings, Options options);
  ~DebugThread();
  DebugThread(const DebugThread&) = delete;
  DebugThread& operator=(const DebugThread&) = delete;

  /** Opens the port and starts the thread; false and why if the port cannot be opened. */
  bool start(std::string& error);
  void stop();
  /** Whether start() succeeded (and stop() was not called since). */
  bool isRunning() const { return server != nullptr; }
  /** The TCP port listened on (after start()). */
  std::uint16_t port() const;
  /** Where the beacons go ("127.255.255.255:9998"); empty if none are sent (after start()). */
  std::string beaconTarget() const;
  /** What happened on the link (connects, disconnects with reasons, refusals) since the last call. */
  std::vector<std::string> takeLog();
  /**
   * Answers a command a host sent (Options::onCommand); any thread, never waits for the network.
   * Every command gets exactly one answer; one of a failed command begins with "Error: ".
   */
  void answer(std::uint32_t client, const std::string& text);

private:
  struct Incoming
  {
    std::uint32_t client = 0;
    std::uint16_t component = 0;
    std::uint16_t type = 0;
    std::string payload;
  };

  void run();
  void handle(const Incoming& message);
  void handleDebugRequest(const Incoming& message);
  void handleModuleRequest(const Incoming& message);
  /** idConsole: a command line for the robot's own commands. */
  void handleCommand(const Incoming& message);
  /** Sends the answers given since the last frame. */
  void sendAnswers();
  /** Passes a message to one thread (component > 0) or all threads (component 0). */
  void toThreads(std::uint16_t component, MessageID id, const std::string& payload);
  void forwardThreadMessages();
  void sendOwn(MessageID id, const std::string& payload, bool droppable = false);
  void sendText(const std::string& text);
  void sendModuleTable();
  /** Takes the threads' errors: prints them, sends them to the hosts, keeps the newest ones. */
  void handleThreadErrors();
  /** Sends a text message to one host. */
  void sendTextTo(std::uint32_t client, const std::string& text);
  std::string versionInfo() const;
  void log(const std::string& line);

  Robot& robot;
  Settings settings;
  Options options;
  std::unique_ptr<StreamServer> server;
  std::unique_ptr<BroadcastPeer> peer;
  std::unique_ptr<BeaconSender> beacons;
  Thread thread;
  Semaphore wake;

  std::mutex incomingMutex;
  std::deque<Incoming> incoming;
  std::size_t incomingBytes = 0;
  unsigned clients = 0;             ///< Guarded by incomingMutex.
  bool hostsAsked = false;          ///< A host sent a message since the threads were last told to stop (incomingMutex).
  bool lastClientLeft = false;      ///< Guarded by incomingMutex.

  std::vector<std::uint32_t> connected;    ///< Hosts that connected since the last frame (incomingMutex).
  std::vector<std::uint32_t> disconnected; ///< Hosts that left since the last frame (incomingMutex).

  // Only the Debug thread uses these.
  struct KeptError
  {
    std::chrono::steady_clock::time_point when;
    std::string text;
  };
  std::deque<KeptError> keptErrors; ///< The newest maxKeptErrors errors of the threads.
  std::size_t droppedErrors = 0;    ///< Older errors that were not kept.
  std::vector<std::uint32_t> hosts; ///< The hosts that were sent the kept errors.

  MessageQueue threadMessages;      ///< Reused for each thread's messages.
  std::mutex answersMutex;
  std::vector<std::pair<std::uint32_t, std::string>> answers; ///< Answers to send (answersMutex).
  std::mutex logMutex;
  std::vector<std::string> logLines;
};
