/**
 * @file Console/ConsoleCore.h
 * What the command groups (GameControllerCommands, LogCommands, ...) see of the console engine:
 * printing, the robots and the selected one, running a line, the command table. Console
 * implements it; a group registers its commands in the table and keeps the state they need.
 *
 * Adding a command group: a class with a constructor that takes a ConsoleCore& and an
 * addCommands(CommandTable&) that adds its ConsoleCommand entries; Console's constructor makes
 * it and calls addCommands (docs/console.md, "Adding a command").
 */
#pragma once

#include "Console/ConsoleCommand.h"
#include "Framework/Configuration.h"
#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <vector>

class RobotConnection;
class ReplayRobot;

class ConsoleCore
{
public:
  using Result = ConsoleCommand::Result;
  using Call = ConsoleCommand::Call;

  /** Prints a line (and adds it to what execute() collects). */
  virtual void print(const std::string& line) = 0;
  /** The selected robot if it is connected, else nullptr (and why printed). */
  virtual RobotConnection* robot() = 0;
  /** The selected robot, connected or not; nullptr if there is none (nothing printed; for completion). */
  virtual RobotConnection* selectedConnection() const = 0;
  /** The indices (in robotList()) of the selected robots; the first is the one robot() returns. */
  virtual const std::vector<std::size_t>& selectedIndices() const = 0;
  /** Selects these robots (not empty); the first is the one robot() returns. */
  virtual void select(const std::vector<std::size_t>& which) = 0;
  /**
   * Runs a command once for each of these robots, each selected in turn (its name printed first
   * if there are several), then selects the robots selected before. Stops at a usage error.
   */
  virtual Result forEachRobot(std::vector<std::size_t> which, const std::function<Result()>& runOne) = 0;
  /** Connects to a robot under a name ("": its head name, made unique) and selects it (Console::connect). */
  virtual bool connect(const std::string& name, const std::string& host, unsigned short port, std::string& error) = 0;
  /** Every robot ever connected (also while disconnected), in order; while a command runs. */
  virtual const std::vector<std::unique_ptr<RobotConnection>>& robotList() const = 0;
  /** Runs a command line as execute() does, on the thread that runs commands. */
  virtual Result run(const std::string& line) = 0;
  /** Runs a script (Console::executeFile). */
  virtual bool executeFile(const std::string& fileName) = 0;
  /** Prints the syntax of a command after a usage error ("Syntax Error: ..."). */
  virtual void printUsage(const ConsoleCommand& command) = 0;
  /** How long commands wait for answers from a robot. */
  virtual std::chrono::milliseconds timeout() const = 0;
  /** Waits until done() for an answer of a robot (at most timeout()), telling the console's activity what for. */
  virtual bool waitFor(RobotConnection& connection, const std::string& what, const std::function<bool()>& done) = 0;
  /** Makes sure the request names are known (polls if necessary). */
  virtual bool ensurePolled(RobotConnection& connection) = 0;
  /** The console's commands (help lists them, motion runs set). */
  virtual CommandTable& commandTable() = 0;
  /** Waits (briefly) for the lists of the robots' own commands that were asked for. */
  virtual void awaitRobotCommands() = 0;
  /** Makes sure the type information is known; refresh: asks for it anew. */
  virtual bool ensureTypeInfo(RobotConnection& connection, bool refresh = false) = 0;
  /** Makes sure the module table is known; refresh: asks for it anew. */
  virtual bool ensureModuleTable(RobotConnection& connection, bool refresh) = 0;
  /** Sends a configuration to the robot and waits until it confirms or rejects it (printed why). */
  virtual bool sendModuleRequest(RobotConnection& connection, const Configuration& configuration) = 0;
  /** Starts a robot that replays a log and selects it (Console::startReplay). */
  virtual bool startReplay(const std::string& name, const std::string& file, std::string& error) = 0;
  /** The replay robot of a connection, or nullptr. */
  virtual ReplayRobot* replayOf(const RobotConnection& connection) const = 0;
  /** Lets the replay robots play together by their time, or each on its own. */
  virtual void setSynchronised(bool on) = 0;
  /** Prints what the log players want the user to read. */
  virtual void printPlayerMessages() = 0;

protected:
  ~ConsoleCore() = default;
};
