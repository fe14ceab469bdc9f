/**
 * @file Console/RobotCommands.h
 * Several robots at once: sc connects one more, robot ? | all | <name> {<name>} selects where
 * commands go (a command that is about a robot, ConsoleCommand::runsPerRobot, then runs for each
 * selected robot), and for <robot> {<robot>} [<thread> {<thread>}] <command> runs one command for
 * each robot named, or for some threads only.
 */
#pragma once

#include "Console/ConsoleCore.h"

class RobotCommands
{
public:
  explicit RobotCommands(ConsoleCore& core) : core(core) {}
  void addCommands(CommandTable& table);

private:
  using Result = ConsoleCore::Result;
  using Call = ConsoleCore::Call;
  using Arguments = std::vector<std::string>;

  /** sc [<name>] <host>[:<port>]. */
  Result connect(const Call& call);
  /** robot ? | all | <name> {<name>}. */
  Result selectRobots(const Call& call);
  /** The index of a robot by name; robotList().size() if there is none. */
  std::size_t robotIndex(const std::string& name) const;
  /** for <robot> {<robot>} <command>, for [<robot> ...] <thread> {<thread>} <command>. */
  Result forCommand(const Call& call);
  /** for <thread> {<thread>} <command>, for the selected robot. */
  Result forThreads(const Call& call);
  /** The threads, then (after at least one) the commands for which "for" applies; a command's own words after it. */
  void completeFor(const ConsoleCommand::Completion& completion, std::set<std::string>& candidates);

  ConsoleCore& core;
};
