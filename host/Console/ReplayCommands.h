/**
 * @file Console/ReplayCommands.h
 * Replay robots: "sl <name> <file>" starts one, and the sub-commands of "log" that navigate,
 * edit and save the log of the selected one (docs/logs.md, "Replaying a log"); LogCommands runs
 * them for a replay robot.
 */
#pragma once

#include "Console/ConsoleCore.h"
#include "Console/SubCommandTable.h"

class LogPlayer;

class ReplayCommands
{
public:
  explicit ReplayCommands(ConsoleCore& core);
  void addCommands(CommandTable& table);
  /** What "log ..." does for a replay robot. */
  const SubCommandTable& logSubCommands() const { return subCommands; }

private:
  using Result = ConsoleCore::Result;
  using Call = ConsoleCore::Call;

  /** sl <name> <file>. */
  Result startReplay(const Call& call);
  /** Adds the sub-commands of "log" for replay robots. */
  void addPlaying();
  void addEditing();
  void addSaving();
  /** log mr, log sync. */
  void addConfiguring();
  /** log forward | backward [fast | image]. */
  Result step(LogPlayer& player, const Call& call);
  /** log trim until | from | between. */
  Result trim(LogPlayer& player, const Call& call);
  /** log saveImages [raw] [<nth>] [<dir>]. */
  Result saveImages(LogPlayer& player, const Call& call);
  /** log mr [list]. */
  Result moduleRequests(bool listOnly);
  /** Prints "Error: why"; failed. */
  Result failed(const std::string& why);
  /** The selected robot's log player (log() found it is a replay robot). */
  LogPlayer& player();

  ConsoleCore& core;
  SubCommandTable subCommands;
};
