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
 * the command groups (DataCommands: get and set, ...), which see the console through ConsoleCore;
 * a program adds its own with addCommand().
 */
#pragma once

#include "Console/ConsoleCommand.h"
#include "Console/ConsoleCore.h"
#include "Console/RobotConnection.h"
#include "Console/GamePadMapping.h"
#include <chrono>
#include <map>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

class LogPlayer;
class LogSync;
class ReplayRobot;

class DataCommands;
class GameControllerCommands;
class GamePadCommands;
class GeneralCommands;
class HelpCommands;
class LogCommands;
class MessageCommands;
class ModuleCommands;
class MotionCommands;
class ReplayCommands;
class RequestCommands;
class RobotCommands;
class SimulationCommands;

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
   * found as docs/console.md says ("Where files go"): a script found elsewhere than the name says
   * is named first ("running ..."); one not found names the places looked in.
   */
  bool executeFile(const std::string& fileName) override;
  /** Adds a command (the studio adds its view commands); replaces one of the same name. */
  void addCommand(ConsoleCommand command);
  /**
   * Connects under a name of the user's (sc); the connection comes back by itself when it drops
   * (maintain()). false and why if it cannot connect now.
   */
  bool connect(const std::string& name, const std::string& host, unsigned short port, std::string& error) override;
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
  void printUsage(const ConsoleCommand& command) override;

  RobotConnection* robot() override;
  RobotConnection* selectedConnection() const override;
  const std::vector<std::size_t>& selectedIndices() const override { return selection; }
  void select(const std::vector<std::size_t>& which) override;
  Result forEachRobot(std::vector<std::size_t> which, const std::function<Result()>& runOne) override;
  const std::vector<std::unique_ptr<RobotConnection>>& robotList() const override { return robots; }
  CommandTable& commandTable() override { return commands; }
  std::chrono::milliseconds timeout() const override { return waitTimeout; }

  // Waiting for what a robot answers (ConsoleQueries.cpp).
  bool waitFor(RobotConnection& connection, const std::string& what, const std::function<bool()>& done) override;
  bool ensurePolled(RobotConnection& connection) override;
  bool ensureTypeInfo(RobotConnection& connection, bool refresh = false) override;
  bool ensureModuleTable(RobotConnection& connection, bool refresh) override;
  bool sendModuleRequest(RobotConnection& connection, const Configuration& configuration) override;
  /**
   * After a reconnection: sends the robot's remembered "set" values and "mr" changes again
   * (ConsoleSession.cpp) and returns what was sent, for the console's line
   * ("sent again: 3 debug requests, set test:shape, mr TestCounter CountdownProvider").
   */
  std::string restoreSession(RobotConnection& connection);

  /** The replay robot of a connection, or nullptr. */
  ReplayRobot* replayOf(const RobotConnection& connection) const override;
  /** Prints what the log players want the user to read. */
  void printPlayerMessages() override;

  /**
   * Where a script may be, in the order looked in: a name with a directory part as given; else in
   * the working directory, Config/Scenes/, Config/Scripts/.
   */
  static std::vector<std::string> scriptFileNames(const std::string& name);

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
  unsigned scriptDepth = 0;
  std::unique_ptr<GeneralCommands> generalCommands;               ///< echo, cls, call, sleep.
  std::unique_ptr<MessageCommands> messageCommands;               ///< msg (and the robots' text messages).
  std::unique_ptr<RobotCommands> robotCommands;                   ///< sc, robot, for.
  std::unique_ptr<SimulationCommands> simulationCommands;         ///< sim.
  std::unique_ptr<RequestCommands> requestCommands;               ///< dr, poll.
  std::unique_ptr<DataCommands> dataCommands;                     ///< get, set.
  std::unique_ptr<ModuleCommands> moduleCommands;                 ///< mr.
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
