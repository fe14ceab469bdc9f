/**
 * @file Console/RobotState.h
 * What the host knows about one robot from the messages it sent over the debug link: its
 * version info (threads, message id names), the debug request names each thread reported,
 * debug data, the module table, the type information, and the recorded frames (remote
 * logging), plots, the timing of its threads, the last message of every representation it
 * sent, and the drawings and images of each thread's last complete frame (RobotDrawings), the
 * annotations it sent (while "annotation" is requested). Every message from the robot goes through handle(), which accepts any bytes: malformed
 * messages are reported through onText and otherwise ignored.
 *
 * One thread (the console's) handles messages and reads freely; other threads (the studio's
 * views) read through read(), under a lock that handle() holds only while it stores one message.
 * takeChanges() tells them what changed since they last looked.
 */
#pragma once

#include "Console/PlotSeries.h"
#include "Console/RemoteLogRecorder.h"
#include "Console/RobotDrawings.h"
#include "Console/ThreadTiming.h"
#include "Debugging/DebugLink.h"
#include "Framework/ModuleTable.h"
#include "Streaming/MessageQueue.h"
#include "Streaming/TypeInfo.h"
#include <array>
#include <atomic>
#include <chrono>
#include <deque>
#include <mutex>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class RobotState
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

  /** What changed (bits of takeChanges()). */
  enum Change : unsigned
  {
    connectionChanged = 1 << 0,
    requestsChanged = 1 << 1,
    dataChanged = 1 << 2,
    moduleTableChanged = 1 << 3,
    typeInfoChanged = 1 << 4,
    plotsChanged = 1 << 5,
    timingChanged = 1 << 6,
    representationsChanged = 1 << 7,
    framesChanged = 1 << 8,
    drawingsChanged = 1 << 9, ///< 2-D or 3-D drawings.
    imagesChanged = 1 << 10,  ///< Debug images, camera images.
    annotationsChanged = 1 << 11, ///< Annotations arrived, or the display was held or released.
  };

  /** An annotation the robot sent (ANNOTATION, idAnnotation). */
  struct Annotation
  {
    unsigned number = 0;        ///< The thread's counter of annotations.
    unsigned component = 0;     ///< The thread that sent it.
    std::string thread;
    unsigned frame = 0;         ///< The frame of the thread (frames received from it, counted from 1) that holds it.
    std::string source;         ///< ANNOTATION's first argument.
    std::string text;
    std::chrono::system_clock::time_point received;
  };

  /** The last message of a representation (a data message of a thread's frame). */
  struct Representation
  {
    unsigned component;  ///< The thread that sent it.
    MessageID id;        ///< This program's id.
    std::string payload; ///< The representation, binary.
    unsigned sequence;   ///< Counts all representation messages.
  };

  /** One of the robot's own commands (its answer to "help"), e.g. a simulator's "mv". */
  struct RobotCommand
  {
    std::string name;    ///< The first word of the syntax.
    std::string syntax;  ///< "mv <robot> <x> <y> [<z> <rot>]"
    std::string meaning;
  };

  /** Frames received per thread (frames with debug output only). */
  struct FrameCount
  {
    unsigned frames = 0;
    std::deque<std::chrono::steady_clock::time_point> recent; ///< Arrival of the frames of the last second.
  };

  /** Bounds of what a robot can make the host keep. */
  static constexpr std::size_t maxPlots = 1000;
  static constexpr std::size_t maxDebugDataNames = 10000;
  static constexpr std::size_t maxRequestNames = 100000; ///< Per thread.
  static constexpr std::size_t maxThreads = 256;
  static constexpr std::size_t maxAnnotations = 10000; ///< The oldest are forgotten.

  RobotState();
  RobotState(const RobotState&) = delete;
  RobotState& operator=(const RobotState&) = delete;

  /** Calls f with this state under the lock: how other threads read it. */
  template<typename F> auto read(F&& f) const
  {
    std::lock_guard guard(lock);
    return f(*this);
  }
  /** What changed since the last call (Change bits); clears them. */
  unsigned takeChanges() { return changes.exchange(0); }
  /** Marks something as changed (e.g. the connection). */
  void changed(unsigned what) { changes.fetch_or(what); }

  /** Handles one message (a frame's component, type and payload) from the robot. */
  void handle(unsigned component, unsigned type, const std::string& payload);

  bool hasVersion() const { return versionReceived; }
  const VersionInfo& version() const { return versionInfo; }
  /** The component of a thread (1, 2, ...), or -1 if the robot has no such thread. */
  int component(const std::string& thread) const;
  /** The name of a component ("Debug" for 0). */
  std::string threadName(unsigned component) const;
  unsigned numberOfComponents() const { return static_cast<unsigned>(versionInfo.threads.size()) + 1; }
  /** The robot's id for one of this program's ids; -1 if the robot does not know it. */
  int robotId(MessageID id) const { return hostToRobot[id]; }

  /** Forgets the version info (before connecting again: a new one must arrive). */
  void forgetVersion();
  /** Forgets the known request names (before polling). */
  void resetPolling();
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
  /** How many times the type information arrived (it is asked for again after a reconnection). */
  unsigned typeInfoSequence() const { return typesSequence; }

  /** The values of every plot the robot sent (PLOT while "plot:<name>" is requested). */
  const std::map<std::string, PlotSeries>& plots() const { return plotSeries; }
  /** The timing of every thread that sent stopwatch data ("timing"), by component. */
  const std::map<unsigned, ThreadTiming>& timing() const { return timings; }
  /** The last message of each representation the robot sent (requested with "dr representation:<Name>"), by name. */
  const std::map<std::string, Representation>& representations() const { return lastRepresentations; }
  /**
   * The drawings (2-D and 3-D) and images (debug images, CameraImage, JPEGImage) of each thread's
   * last complete frame, and the threads' drawing tables.
   */
  const RobotDrawings& drawings() const { return drawingStore; }
  /** Whether shapes of drawings arrived that the drawing tables do not name (the tables should be asked for); clears it. */
  bool takeDrawingTablesWanted();
  /** Frames received per component. */
  const std::map<unsigned, FrameCount>& frameCounts() const { return framesByComponent; }
  /** Frames per second received from a component over the last second. */
  float frameRate(unsigned component, std::chrono::steady_clock::time_point now) const;
  /** Forgets the values of a plot (or of all plots). */
  void clearPlot(const std::string& name = "");

  /** The last maxAnnotations annotations, oldest first. */
  const std::deque<Annotation>& annotations() const { return annotationList; }
  /** How many annotations arrived since the start (also counts the forgotten ones). */
  std::uint64_t annotationCount() const { return annotationsReceived; }
  /** Forgets the annotations. */
  void clearAnnotations();
  /**
   * Stopping at annotations (the live counterpart of a replay pausing at one): while set, an
   * annotation for which it is true holds the display at the end of the frame that holds it.
   * Called on the console's thread (under the lock); nullptr: never.
   */
  void setStopAt(std::function<bool(const Annotation&)> matches);
  /**
   * Whether the display is held: the drawings, images, plots, timing and representations that
   * arrive are dropped, so every view shows the frame of the annotation; debug data, module
   * tables, answers and text still arrive, and a recording still records everything.
   */
  bool isHeld() const { return held; }
  /** The annotation that holds the display (valid while isHeld()). */
  const Annotation& heldAt() const { return holdingAnnotation; }
  /** Lets the display follow the robot again. */
  void release();

  /**
   * The robot's own commands (docs/formats/debug-link.md, "Commands of the robot"): registers a
   * command line sent as idConsole and returns its number; quiet: its answer is the list of the
   * robot's commands (the "help" asked for when connecting), not shown.
   */
  unsigned expectAnswer(bool quiet);
  /** A command registered with expectAnswer() could not be sent: no answer comes. */
  void forgetCommand(unsigned command);
  /** Whether the answer to a command came; if so, it is moved to text. */
  bool takeAnswer(unsigned command, std::string& text);
  /** Nobody waits for the answer to this command any more: when it comes, it is shown through onText. */
  void abandonAnswer(unsigned command);
  /** Whether the robot's answer to "help" is still awaited. */
  bool commandsPending() const { return commandsAwaited; }
  /** The robot's own commands (empty if it has none or did not say). */
  const std::vector<RobotCommand>& robotCommands() const { return ownCommands; }
  /** Whether one of the robot's own commands has this name. */
  bool hasCommand(const std::string& name) const;

  /** Called with every text message (idText, idConsole) and with reports of malformed messages. */
  std::function<void(const std::string& text)> onText;

  /**
   * Remote logging: while on, the frames of the robot's threads go into the recording file
   * (docs/logs.md). Off ends a stretch of recording (RemoteLogRecorder::pause()).
   */
  void setRecording(bool on);
  bool isRecording() const { return recording; }
  /** Takes a recorder whose file is open; the frames go into it from the next setRecording(true) on. */
  void startRecording(std::unique_ptr<RemoteLogRecorder> opened);
  /** Forgets the recording (and removes its file). */
  void clearRecording();
  /** The recording; nullptr if there is none. */
  RemoteLogRecorder* recordingFile() const { return recorder.get(); }

private:
  /** Reads a binary-streamed value from a payload; reports "Error: malformed <what>: ..." if that fails. */
  template<typename T> bool decode(const std::string& payload, T& value, const char* what);
  void handleVersion(const std::string& payload);
  /** A debug request name and its state ("<name> true"), or the end of a poll. */
  void handleDebugResponse(unsigned component, const std::string& payload);
  void handleDebugData(unsigned component, const std::string& payload);
  void handleModuleTable(const std::string& payload);
  void handleTypeInfo(const std::string& payload);
  void handlePlot(unsigned component, const std::string& payload);
  void handleStopwatch(unsigned component, const std::string& payload);
  void handleFrame(unsigned component, MessageID id, const std::string& payload);
  void handleAnnotation(unsigned component, const std::string& payload);
  /** idConsole: the answer to the oldest command line sent (component 0), else text to show. */
  void handleAnswer(unsigned component, const std::string& text);
  /** Reads the answer to "help": a line "<syntax>\t<meaning>" per command. */
  void readCommands(const std::string& text);
  void report(const std::string& text);

  mutable std::mutex lock;
  std::atomic<unsigned> changes{0};

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
  unsigned typesSequence = 0;

  std::map<std::string, PlotSeries> plotSeries;
  std::map<unsigned, ThreadTiming> timings;
  std::map<std::string, Representation> lastRepresentations;
  unsigned representationSequence = 0;
  std::map<unsigned, FrameCount> framesByComponent;
  RobotDrawings drawingStore;
  std::deque<Annotation> annotationList;
  std::uint64_t annotationsReceived = 0;
  std::function<bool(const Annotation&)> stopAt;
  std::atomic<bool> held{false};
  int holdAfterFrameOf = -1;     ///< The component whose frame holds a matching annotation (-1: none).
  Annotation holdingAnnotation;
  std::vector<std::string> drawingWarnings; ///< Reported after the lock is released.

  /** A command line sent, waiting for its answer. */
  struct SentCommand
  {
    unsigned number;
    bool quiet;
  };
  std::deque<SentCommand> sentCommands;
  unsigned commandsSent = 0;
  std::map<unsigned, std::string> answers;   ///< Answers nobody has taken yet, by command.
  std::vector<unsigned> abandoned;           ///< Commands whose answer nobody waits for.
  std::vector<RobotCommand> ownCommands;
  bool commandsAwaited = false;

  bool recording = false;
  std::unique_ptr<RemoteLogRecorder> recorder;
};
