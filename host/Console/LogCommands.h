/**
 * @file Console/LogCommands.h
 * The command "log": remote logging of a robot (log start, stop, clear, save, ?), "log load"
 * and, for a replay robot, the replay's sub-commands (ReplayCommands). Each is an entry of a
 * SubCommandTable, so "help log" and completion list them.
 */
#pragma once

#include "Console/ConsoleCore.h"
#include "Console/SubCommandTable.h"

class LogCommands
{
public:
  /** replaySubCommands: what "log ..." does for a replay robot (ReplayCommands). */
  LogCommands(ConsoleCore& core, const SubCommandTable& replaySubCommands);
  void addCommands(CommandTable& table);

private:
  using Result = ConsoleCore::Result;
  using Call = ConsoleCore::Call;

  Result log(const Call& call);
  /** Adds load and the recording's sub-commands. */
  void addSubCommands();
  Result start(RobotConnection& connection);
  Result stop(RobotConnection& connection);
  /** log ?: the messages recorded per id. */
  Result printRecording(RobotConnection& connection);
  bool saveLog(RobotConnection& connection, const std::string& fileName);

  ConsoleCore& core;
  SubCommandTable load;      ///< log load (any robot, none).
  SubCommandTable recording; ///< Remote logging of a connected robot.
  const SubCommandTable& replay;
};
