/**
 * @file Console/RobotConnection.h
 * The host's side of the debug link to one robot: connects, reads the robot's version info,
 * translates message ids by name (the robot may number them differently), sends requests to
 * the robot's threads and keeps what the robot told: polled debug request names per thread,
 * debug data, the module table, the type information, text. Remote logging records the
 * robot's frames.
 *
 * Not thread-safe: one thread uses a connection (the console engine guards it).
 */
#pragma once

#include "Debugging/DebugLink.h"
#include "Framework/ModuleTable.h"
#include "Streaming/MessageQueue.h"
#include "Streaming/TypeInfo.h"
#include <array>
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class StreamClient;

class RobotConnection
{
public:
  /** A debug data value the robot sent (idDebugDataResponse). */
  struct DebugData
  {
    std::string type;     ///< Normalised type name.
    std::string data;     ///< The value, binary.
    unsigned component;   ///< The thread that sent it.
    unsigned sequence;    ///< Counts all responses; tells a fresh answer from an old one.
  };

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
  const VersionInfo& version() const { return versionInfo; }

  /** The component of a thread (1, 2, ...), or -1 if the robot has no such thread. */
  int component(const std::string& thread) const;
  /** The name of a component ("Debug" for 0). */
  std::string threadName(unsigned component) const;
  unsigned numberOfComponents() const { return static_cast<unsigned>(versionInfo.threads.size()) + 1; }

  /** Sends a message (a host MessageID; translated to the robot's) to a component. */
  bool send(unsigned component, MessageID id, const std::string& payload);
  /** Sends a debug request to a component (0: every thread). */
  bool sendDebugRequest(const std::string& request, bool enable, unsigned component = DebugLink::debugComponent);

  /** Handles what arrived, waiting at most timeout for the first frame. */
  void pump(std::chrono::milliseconds timeout);
  /** Pumps until done() is true or the time is over; returns done(). */
  bool waitFor(const std::function<bool()>& done, std::chrono::milliseconds timeout);

  /** Starts polling: forgets the known request names and asks every thread for them. */
  bool startPolling();
  /** Whether every thread and the Debug thread have answered the last poll. */
  bool pollingDone() const { return polled && finishedPolls >= numberOfComponents(); }
  bool hasPolled() const { return polled; }
  /** The request names each component reported, with whether they are active. */
  const std::vector<std::map<std::string, bool>>& requests() const { return requestsByComponent; }

  const std::map<std::string, DebugData>& debugData() const { return data; }
  unsigned debugDataSequence() const { return dataSequence; }
  const std::optional<ModuleTable>& moduleTable() const { return modules; }
  unsigned moduleTableSequence() const { return moduleSequence; }
  const std::optional<TypeInfo>& typeInfo() const { return types; }

  /** Called with every text message (idText, idConsole), prefixed by nothing. */
  std::function<void(const std::string& text)> onText;

  /** Remote logging: frames of the robot's threads are recorded while this is on. */
  void setRecording(bool on) { recording = on; }
  bool isRecording() const { return recording; }
  void clearRecording();
  /** The recorded messages (the robot's ids) and their number of frames. */
  const MessageQueue& recorded() const { return log; }
  unsigned recordedFrames() const { return logFrames; }

private:
  void handle(unsigned component, unsigned type, const std::string& payload);
  void handleVersion(const std::string& payload);
  void record(MessageID hostId, unsigned robotId, const std::string& payload);

  std::unique_ptr<StreamClient> client;
  std::string displayName;
  VersionInfo versionInfo;
  bool versionReceived = false;
  std::array<MessageID, 256> robotToHost{};
  std::array<int, 256> hostToRobot{};

  bool polled = false;
  unsigned finishedPolls = 0;
  std::vector<std::map<std::string, bool>> requestsByComponent;
  std::map<std::string, DebugData> data;
  unsigned dataSequence = 0;
  std::optional<ModuleTable> modules;
  unsigned moduleSequence = 0;
  std::optional<TypeInfo> types;

  bool recording = false;
  bool inFrame = false;
  MessageQueue log;
  unsigned logFrames = 0;
};
