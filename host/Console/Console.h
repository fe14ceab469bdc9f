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
 */
#pragma once

#include "Console/RobotConnection.h"
#include "Console/DevGameController.h"
#include <chrono>
#include <fstream>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

class Console
{
public:
  using Output = std::function<void(const std::string& line)>;

  explicit Console(Output output);
  ~Console();

  /** Connects to a robot's debug link and selects it. */
  bool connect(const std::string& host, unsigned short port, std::string& error);
  /** Executes one command line; false (and a message printed) if it failed. */
  bool execute(const std::string& line);
  /** Executes a script: one command per line, comments allowed; stops at the first error. */
  bool executeFile(const std::string& fileName);
  /** Handles what the robots sent (text is printed); waits at most timeout. */
  void update(std::chrono::milliseconds timeout = std::chrono::milliseconds(0));
  /** Completions of a partial command line (commands, request names, data names, modules). */
  std::vector<std::string> completions(const std::string& line);
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

  bool run(const std::string& line);
  bool robotCommand(const std::string& command, const Arguments& args, const std::string& rest, const Targets& targets);
  bool debugRequest(const Arguments& args, const Targets& targets);
  bool get(const Arguments& args, const Targets& targets);
  bool set(const Arguments& args, const std::string& rest, const Targets& targets);
  bool moduleRequest(const Arguments& args, const Targets& targets);
  bool log(const Arguments& args);
  bool message(const Arguments& args);
  bool help(const Arguments& args);
  /** gc and pr: the development GameController (ConsoleGameController.cpp). */
  bool gameController(const std::string& command, const Arguments& args);
  /** Sends the GameController's packets to the connected robots, or to everyone (broadcast). */
  void gameControllerTargets(bool broadcast);

  /** The selected robot, or nullptr (an error is printed). */
  RobotConnection* robot();
  /** Makes sure the request names are known (polls if necessary). */
  bool ensurePolled(RobotConnection& connection);
  bool ensureTypeInfo(RobotConnection& connection);
  bool ensureModuleTable(RobotConnection& connection, bool refresh);
  /** Whether a thread of the robot is one of the targets ("for <thread>"; none: all threads). */
  static bool inTargets(const RobotConnection& connection, const std::string& thread, const Targets& targets);
  /** mr ? [pattern]: the providers of every representation, the current one marked. */
  bool listProviders(const RobotConnection& connection, const std::string& pattern, const Targets& targets);
  /** mr modules [pattern]: what each module requires and provides. */
  bool listModules(const ModuleTable& table, const std::string& pattern);
  /** mr save [file]: the robot's configuration as threads.cfg. */
  bool saveConfiguration(const ModuleTable& table, const std::string& fileName);
  /** mr <representation> <module|default|off>: changes the configuration (the targets' threads, else those that provide it). */
  bool chooseProvider(const RobotConnection& connection, Configuration& configuration, const std::string& representation,
                      const std::string& choice, const Targets& targets);
  /** Sends a configuration to the robot and waits until it confirms or rejects it. */
  bool sendModuleRequest(RobotConnection& connection, const Configuration& configuration);
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
  /** The C-like structure of a type ("{float x; float y;}"). */
  std::string describeType(const TypeInfo& info, const std::string& type, unsigned depth = 0) const;
  bool saveLog(RobotConnection& connection, const std::string& fileName);

  void print(const std::string& line);
  void printText(const std::string& text);

  Output output;
  std::recursive_mutex mutex;
  std::vector<std::unique_ptr<RobotConnection>> robots;
  std::size_t selected = 0;
  bool printMessages = true;
  std::ofstream messageLog;
  unsigned scriptDepth = 0;
  std::unique_ptr<DevGameController> devGameController; ///< Started by the first gc or pr.
};
