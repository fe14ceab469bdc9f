/**
 * @file Console/Console.h
 * The console engine: executes the console commands (docs/console.md) against connected robots
 * and prints what they answer. Used by touchline-console and (later) the studio; no Qt.
 *
 *   Console console([](const std::string& line) { std::cout << line << "\n"; });
 *   console.connect("127.0.0.1", 9999, error);
 *   console.execute("dr representation:JointRequest");
 *   console.execute("get module:HeadMotionEngine");
 *
 * Commands that need information from the robot (request names, the module table, type
 * information, a value) ask for it and wait until it arrives (at most waitTimeout). Thread-safe:
 * execute(), update() and completions() may be called from different threads.
 *
 * Every command is one entry of a CommandTable (ConsoleCommand.h): the built-in ones are added by
 * the files that implement them (ConsoleData.cpp: get and set, ...), a program adds its own with
 * addCommand().
 */
#pragma once

#include "Console/ConsoleCommand.h"
#include "Console/ConsoleCore.h"
#include "Console/RobotConnection.h"
#include "Console/DevGameController.h"
#include "Console/GamePadMapping.h"
#include "Streaming/OutStreams.h"
#include <chrono>
#include <fstream>
#include <map>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

class LogPlayer;
class LogSync;
class ReplayRobot;

class GameControllerCommands;
class GamePadCommands;
class HelpCommands;
class MotionCommands;
class LogCommands;
class ReplayCommands;

class Console : private ConsoleCore
{
public:
  using Output = std::function<void(const std::string& line)>;

  explicit Console(Output output);
  ~Console();

  /**
   * Connects to a robot's debug link and selects it; starts polling its request names (without
   * waiting for them), so that they can be completed soon.
   */
  bool connect(const std::string& host, unsigned short port, std::string& error);
  /**
   * Executes one command line; false if it failed: the command printed why, or, if the line does
   * not fit the command's syntax, "Syntax Error" and the command's syntax are printed.
   */
  bool execute(const std::string& line);
  /** As execute(), and the lines it printed (also printed as usual) are added to printed. */
  bool execute(const std::string& line, std::vector<std::string>& printed);
  /**
   * Executes a script: one command per line, comments allowed. Stops at the first command that
   * fails and prints "file(line): line" after what the command printed. Relative names are
   * found as docs/console.md says ("Where files go").
   */
  bool executeFile(const std::string& fileName);
  /** Adds a command (the studio adds its view commands); replaces one of the same name. */
  void addCommand(ConsoleCommand command);
  /**
   * Connects under a name of the user's (sc); the connection comes back by itself when it drops
   * (maintain()). false and why if it cannot connect now.
   */
  bool connect(const std::string& name, const std::string& host, unsigned short port, std::string& error);
  /**
   * Reconnects robots whose link dropped (at most once a second each) and says so; their debug
   * requests are sent again. Called regularly by the program (ConsoleThread does).
   */
  void maintain();
  /**
   * Starts a robot that replays a log (sl, docs/logs.md) under a name ("" : the file's name
   * without directory and extension, made unique) and selects it. Its warnings are printed.
   * false and why if the log cannot be replayed.
   */
  bool startReplay(const std::string& name, const std::string& file, std::string& error) override;
  /** The log player of a robot that replays a log; nullptr for other robots. Any thread. */
  LogPlayer* logPlayer(const std::string& robotName) const;
  /** Whether the replay robots play together by their time ("log sync on"). */
  bool isSynchronised() const;
  /** Lets the replay robots play together by their time, or each on its own ("log sync on | off"). Any thread. */
  void setSynchronised(bool on) override;
  /** Whether connections come back by themselves (the studio; not touchline-console). */
  bool reconnect = false;
  /** Every robot ever connected (also while disconnected), in order; any thread. */
  std::vector<RobotConnection*> connections() const;
  /** The selected robot ("" if none; the first if several are selected); any thread. */
  std::string selectedRobot() const;
  /** The selected robots (robot all, robot A B: commands go to each of them); any thread. */
  std::vector<std::string> selectedRobots() const;
  /** What a command is waiting for ("polling Nao07 for its debug requests"); "" if nothing. Any thread. */
  std::string activity() const;
  /** Handles what the robots sent (text is printed); waits at most timeout. Returns the number of frames handled. */
  std::size_t update(std::chrono::milliseconds timeout = std::chrono::milliseconds(0));
  /** Completions of a partial command line (commands, request names, data names, modules). */
  std::vector<std::string> completions(const std::string& line);
  /** As completions(), but nothing at once while a command runs (a GUI does not wait for it). */
  std::vector<std::string> completionsIfIdle(const std::string& line);
  /**
   * What a game pad did (the studio reads one, host/Views/RemoteControl/GamePad.h; call it on the
   * thread that runs commands, e.g. through ConsoleThread::run): runs the commands jc binds to it
   * (GamePadMapping) and returns them.
   */
  std::vector<std::string> gamePad(const GamePadMapping::Input& input);
  /** Whether the selected robot is still connected. */
  bool isConnected();
  /** Why the selected robot's connection ended. */
  std::string disconnectReason();

  /** How long commands wait for answers from a robot. */
  std::chrono::milliseconds waitTimeout{10000};

private:
  using Arguments = std::vector<std::string>;
  /** The threads a command is for ("for ..."); empty: all. */
  using Targets = std::vector<unsigned>;
  using Result = ConsoleCommand::Result;
  using Call = ConsoleCommand::Call;

  /** Waits until done() for an answer of a robot, telling activity() what for. */
  bool waitFor(RobotConnection& connection, const std::string& what, const std::function<bool()>& done);
  /** A name for a new robot: base without dots (view paths use them), with "_2", "_3" ... if taken. */
  std::string uniqueName(std::string base) const;
  /**
   * Adds a connected robot and selects it; a replay robot's robot too, so that it replays from
   * the moment it is seen in connections() on (logPlayer() finds it).
   */
  void addRobot(std::unique_ptr<RobotConnection> connection, std::unique_ptr<ReplayRobot>* replay);
  /** connect() of a replay robot (replay, or nullptr): it is added with its robot (addRobot()). */
  bool connectRobot(const std::string& name, const std::string& host, unsigned short port, std::string& error,
                    std::unique_ptr<ReplayRobot>* replay);
  Result connectCommand(const Call& call);

  /** Adds the commands of each file (help, echo, ...; robot; dr; get, set; mr; log; gc, pr). */
  void addGeneralCommands();
  /** robot ? | all | <name> {<name>} (ConsoleRobots.cpp). */
  void addRobotCommands();
  Result selectRobots(const Call& call);
  /** The index of a robot by name; robots.size() if there is none. */
  std::size_t robotIndex(const std::string& name) const;
  /** Selects these robots (not empty); the first is the one selected() names. */
  void select(const std::vector<std::size_t>& which);
  /**
   * Runs a command once for each of these robots, each selected in turn (its name printed first
   * if there are several), then selects the robots selected before. Stops at a usage error. which
   * is a copy: it is often the selection itself, which changes meanwhile.
   */
  Result forEachRobot(std::vector<std::size_t> which, const std::function<Result()>& runOne);
  /** for <robot> {<robot>} <command>, for [<robot> ...] <thread> {<thread>} <command>. */
  Result forCommand(const std::string& line, const Arguments& args);
  void addRequestCommands();
  void addDataCommands();
  void addModuleCommands();
  /** The replay robot of a connection, or nullptr. */
  ReplayRobot* replayOf(const RobotConnection& connection) const override;
  /** Prints what the log players want the user to read. */
  void printPlayerMessages() override;

  /** Runs a line; "Syntax Error" and the usage are printed here, other failures by the command. */
  Result run(const std::string& line) override;
  /**
   * A command that is not the console's: one of the robots' own (docs/console.md, "Commands of
   * the robots"), sent to the selected robot if it has it, else to the one robot that has it; its
   * answer is printed.
   */
  Result robotCommand(const std::string& name, const std::string& line);
  /** Waits (briefly) for the lists of the robots' own commands that were asked for. */
  void awaitRobotCommands() override;
  /** for <thread> {<thread>} <command>. */
  Result forThreads(const std::string& line, const Arguments& args);
  Result debugRequest(const Call& call);
  Result get(const Call& call);
  Result set(const Call& call);
  Result moduleRequest(const Call& call);
  Result message(const Call& call);
  Result sleep(const Call& call);
  /** Prints the syntax of a command after a usage error. */
  void printUsage(const ConsoleCommand& command);

  /** The selected robot, or nullptr (an error is printed). */
  RobotConnection* robot() override;
  const std::vector<std::unique_ptr<RobotConnection>>& robotList() const override { return robots; }
  CommandTable& commandTable() override { return commands; }
  /** Makes sure the request names are known (polls if necessary). */
  bool ensurePolled(RobotConnection& connection);
  /** Makes sure the type information is known; refresh: asks for it anew (the robot's program may have changed). */
  bool ensureTypeInfo(RobotConnection& connection, bool refresh = false) override;
  bool ensureModuleTable(RobotConnection& connection, bool refresh) override;
  /** Whether a thread of the robot is one of the targets ("for <thread>"; none: all threads). */
  static bool inTargets(const RobotConnection& connection, const std::string& thread, const Targets& targets);
  /** mr ? [pattern]: the providers of every representation, the current one marked. */
  void listProviders(const RobotConnection& connection, const std::string& pattern, const Targets& targets);
  /** mr modules [pattern]: what each module requires and provides. */
  void listModules(const ModuleTable& table, const std::string& pattern);
  /** mr save [file]: the robot's configuration as threads.cfg. */
  bool saveConfiguration(const ModuleTable& table, const std::string& fileName);
  /** mr <representation> <module|default|off>: changes the configuration (the targets' threads, else those that provide it). */
  bool chooseProvider(const RobotConnection& connection, Configuration& configuration, const std::string& representation,
                      const std::string& choice, const Targets& targets);
  /**
   * After a reconnection: sends the robot's remembered "set" values and "mr" changes again
   * (ConsoleSession.cpp) and returns what was sent, for the console's line
   * ("sent again: 3 debug requests, set test:shape, mr TestCounter CountdownProvider").
   */
  std::string restoreSession(RobotConnection& connection);
  /** Sends a configuration to the robot and waits until it confirms or rejects it. */
  bool sendModuleRequest(RobotConnection& connection, const Configuration& configuration) override;
  /** The original request name for a typed one (exact or translated), "" if unknown. */
  std::string findRequest(RobotConnection& connection, const std::string& typed, const Targets& targets) const;
  /**
   * Prints the request names the robot reported (sorted, each once) as shown(name) shows them;
   * names shown as "" or not matching the pattern are left out.
   */
  void printRequests(const RobotConnection& connection, const Targets& targets, const std::string& pattern,
                     const std::function<std::string(const std::string&)>& shown);
  /** The components that reported a request name. */
  Targets componentsWith(const RobotConnection& connection, const std::string& request, const Targets& targets) const;
  /** Fetches a debug data value; nullptr (an error printed) if it did not come. */
  const RobotConnection::DebugData* fetch(RobotConnection& connection, const std::string& name, const Targets& targets);
  /** The value as single-line map text. */
  bool toText(RobotConnection& connection, const RobotConnection::DebugData& value, std::string& text);
  /**
   * Converts a typed value to the binary form of the current value's type: for a record, the
   * fields given replace those of the current value. false (and why printed) if it does not fit.
   */
  bool toBinary(RobotConnection& connection, const RobotConnection::DebugData& current, const std::string& name,
                const std::string& value, OutBinaryMemory& data);
  /** The C-like structure of a type ("{float x; float y;}"). */
  std::string describeType(const TypeInfo& info, const std::string& type, unsigned depth = 0) const;
  /**
   * Where a configuration file of a robot is written (docs/console.md, "Where files go"): a name
   * with a directory part as given; else the first file of that name on the robot's search path
   * (for its head, body, location and scenario), else Scenarios/<scenario>/ of the configuration
   * directory.
   */
  static std::string configFileName(const RobotConnection& connection, const std::string& name);
  /** A script's file: a name with a directory part as given; else in the working directory if there, else in Config/Scenes/ or Config/Scripts/. */
  static std::string scriptFileName(const std::string& name);

  void print(const std::string& line) override;
  void printText(const std::string& text);

  Output output;
  /** Where execute() collects what a command prints (nullptr: nowhere). */
  std::vector<std::string>* captured = nullptr;
  CommandTable commands;
  std::recursive_mutex mutex;
  /** Guards robots (adding) and selected for connections() and selectedRobot(), which other threads call. */
  mutable std::mutex robotsMutex;
  std::vector<std::unique_ptr<RobotConnection>> robots;
  std::size_t selected = 0;
  /** Indices of the selected robots (selected is the first); more than one after robot all, robot A B. */
  std::vector<std::size_t> selection;
  mutable std::mutex activityMutex;
  std::string waitingFor;
  bool printMessages = true;
  std::ofstream messageLog;
  unsigned scriptDepth = 0;
  std::unique_ptr<GameControllerCommands> gameControllerCommands; ///< gc, pr.
  std::unique_ptr<ReplayCommands> replayCommands;                 ///< sl; log for replay robots.
  std::unique_ptr<LogCommands> logCommands;                       ///< log.
  std::unique_ptr<HelpCommands> helpCommands;                     ///< help, ?.
  std::unique_ptr<MotionCommands> motionCommands;                 ///< motion.
  std::unique_ptr<GamePadCommands> gamePadCommands;               ///< jc.
  /** The replay robots by their connection (robotsMutex); destroyed before the connections. */
  std::map<const RobotConnection*, std::unique_ptr<ReplayRobot>> replays;
  std::unique_ptr<LogSync> logSync; ///< While "log sync on" (changed under syncMutex and robotsMutex).
  std::mutex syncMutex;             ///< Serialises setSynchronised() and the start of replay robots.
};
