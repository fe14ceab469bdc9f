/**
 * @file Console/MotionCommands.h
 * The command "motion": a short way to set the robot's MotionRequest (docs/motion.md); it runs
 * the command "set" of the table.
 */
#pragma once

#include "Console/ConsoleCore.h"

class MotionCommands
{
public:
  explicit MotionCommands(ConsoleCore& core) : core(core) {}
  void addCommands(CommandTable& table);

private:
  using Result = ConsoleCore::Result;
  using Call = ConsoleCore::Call;

  Result motion(const ConsoleCore::Call& call);

  ConsoleCore& core;
};
