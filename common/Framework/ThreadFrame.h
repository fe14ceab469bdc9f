/**
 * @file Framework/ThreadFrame.h
 * One thread of the robot code: its blackboard, its modules, and one frame of work: receive
 * the newest data from the other threads, run the providers in order, send data on.
 *
 * A new configuration (ExecutionValues) can be handed over at any time; it is applied between
 * frames: modules no longer needed are destroyed, representations whose provider changed are
 * reset if they hold FUNCTIONs, new modules are created when first needed.
 */
#pragma once

#include "Debugging/DebugDataTable.h"
#include "Debugging/DebugRequest.h"
#include "Debugging/ThreadDebugging.h"
#include "Framework/Blackboard.h"
#include "Framework/Configuration.h"
#include "Framework/FrameRecorder.h"
#include "Framework/ModuleGraphCreator.h"
#include "Framework/TripleBuffer.h"
#include "Platform/FutexSemaphore.h"
#include "Platform/Thread.h"
#include "Streaming/OutStreams.h"
#include <atomic>
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

class ThreadFrame
{
public:
  /** Time spent by one provider in the last frame. */
  struct ProviderTime
  {
    std::string representation;
    std::chrono::nanoseconds duration;
  };

  explicit ThreadFrame(const Configuration::Thread& configuration);
  ~ThreadFrame();
  ThreadFrame(const ThreadFrame&) = delete;
  ThreadFrame& operator=(const ThreadFrame&) = delete;

  const std::string& name() const { return configuration.name; }
  const Configuration::Thread& getConfiguration() const { return configuration; }

  /** Lets this thread receive packets from another (call for every pair before starting). */
  void addSender(const std::string& sender);
  /** Lets this thread send packets to another. */
  void addReceiver(ThreadFrame& receiver);

  /**
   * Hands over a new configuration; it is applied before the next frame. Packets of other
   * threads that still run the previous configuration (another timestamp) are skipped.
   */
  void setExecutionValues(const ExecutionValues& values, unsigned timestamp);

  /** Runs one frame in the calling thread. Returns whether providers ran. */
  bool runFrame();
  /**
   * In the thread, before its first frame: applies the configuration and creates every module
   * it configures (a module that cannot be created is reported, as in a frame). So the modules
   * exist before the thread's execution unit first waits for their device (the camera, LoLA).
   */
  void prepare();
  /**
   * Between frames, in the thread, when the host waits (hostWaits()) and no frame runs (a held or
   * paused simulation, a camera without images): handles the host's debug messages and answers
   * them from the representations as they are, without running a provider: the requested
   * representations and MODIFY-able values are sent (nothing is overridden before the next frame),
   * polls are answered. What the threads compute is not changed, so a lock-step run stays the same whatever
   * a host asks for (docs/threads.md, "Lock-step").
   */
  void serveHost();

  /** Wakes the thread if it waits for a trigger. */
  void trigger() { triggers.post(); }
  /** Forgets pending triggers (the frame about to run handles all data that arrived); returns how many there were. */
  unsigned drainTriggers() { return triggers.drain(); }
  /** Waits for a trigger (at most timeout); returns whether one came. */
  bool waitForTrigger(std::chrono::microseconds timeout) { return triggers.wait(timeout); }

  /**
   * Queues debug messages for this thread (idDebugRequest, idDebugDataChangeRequest); they are
   * handled before its next frame. Never makes the thread wait.
   */
  void addDebugMessages(const MessageQueue& messages);
  /**
   * Whether the host waits for this thread: debug messages wait for the next frame, or a poll is
   * being answered, which takes a few frames (call in the thread itself, e.g. in an execution unit).
   */
  bool hostWaits();
  /** Appends the messages this thread wrote (responses, representations, text) to a queue. */
  void takeDebugMessages(MessageQueue& into);

  /**
   * Hands every frame to a recorder (the online logger), before the thread starts; nullptr:
   * none. While it records, the providers and STOPWATCH blocks are timed; the thread's
   * annotations are collected for it from now on.
   */
  void setRecorder(FrameRecorder* recorder);

  Blackboard& getBlackboard() { return blackboard; }
  /** Provider timing of the last frame. */
  const std::vector<ProviderTime>& getProviderTimes() const { return providerTimes; }
  /** The number of frames run (may be asked from other threads). */
  unsigned getFrameCount() const { return frames; }
  /** Errors since the last call (modules that could not be created, ...), then cleared. */
  std::vector<std::string> takeErrors();
  /** The module-request timestamp this thread runs with (may be asked from other threads). */
  unsigned getTimestamp() const { return timestamp; }
  /** Packets from other threads that were skipped because of a different timestamp. */
  unsigned getSkippedPackets() const { return skippedPackets; }

private:
  struct Incoming
  {
    TripleBuffer<OutBinaryMemory> buffer;
  };

  void applyExecutionValues();
  void handleDebugMessages();
  /** The frame's work (runFrame() sets and restores the thread's globals around it). */
  bool execute();
  /** Calls work with the thread's globals pointing to this frame, and restores them afterwards. */
  template<typename Work> auto withGlobals(Work work);
  /** Creates the module of every provider that has none yet; false for those that cannot be created (reported once). */
  void createModules();
  /** Hands the frame's debug messages to the debug link (between idFrameBegin and idFrameFinished); they wait if it holds the lock. */
  void handOverDebugMessages();
  /** The module with this name, created if needed; nullptr (reported) if it cannot be created. */
  ModuleBase* createModule(const std::string& name);
  /** The representations a module provides under the current configuration. */
  std::vector<std::string> providedBy(const std::string& module) const;
  void receive();
  void send();
  void error(const std::string& message);

  Configuration::Thread configuration;
  Blackboard blackboard;
  std::map<std::string, std::unique_ptr<ModuleBase>> modules;
  ExecutionValues values;
  std::vector<ModuleBase*> providerModules;  ///< The module of each provider (nullptr until created).
  std::vector<bool> creationFailed;          ///< Per provider: creating its module failed under this configuration.
  std::atomic<unsigned> timestamp{0};
  bool configured = false;
  bool firstFrameDone = false;
  bool receiveErrorReported = false; ///< A packet held data nothing here uses (reported once per configuration).

  std::mutex pendingMutex;
  std::optional<std::pair<ExecutionValues, unsigned>> pending;
  std::atomic<bool> hasPending{false}; ///< pending holds a configuration (the frame looks without the lock).

  std::map<std::string, std::unique_ptr<Incoming>> incoming; ///< By sender.
  std::map<std::string, ThreadFrame*> receivers;             ///< By receiver.
  FutexSemaphore triggers; ///< Posted without a lock: a real-time sender never waits for it.

  DebugRequestTable debugRequests;
  DebugDataTable debugData;
  ThreadDebugging debugging;          ///< Drawings, stopwatches, annotations of this thread.
  std::vector<unsigned short> timingIds; ///< Stopwatch id of each provider (0xffff: not assigned yet).
  FrameRecorder* recorder = nullptr;
  MessageQueue debugOut;      ///< What the thread writes during frames.
  MessageQueue inbox;         ///< Debug messages for the thread (guarded by inboxMutex).
  MessageQueue outbox;        ///< Debug messages of the thread (guarded by outboxMutex).
  MessageQueue handling;      ///< The messages being handled (the thread's own).
  std::mutex inboxMutex;
  std::mutex outboxMutex;

  std::vector<ProviderTime> providerTimes;
  std::atomic<unsigned> frames{0};
  std::atomic<unsigned> skippedPackets{0};
  std::mutex errorMutex;
  std::vector<std::string> errors;
};
