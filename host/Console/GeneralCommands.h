/**
 * @file Console/GeneralCommands.h
 * The commands that are about the console itself: echo, cls, call (a script) and sleep.
 */
#pragma once

#include "Console/ConsoleCore.h"

class GeneralCommands
{
public:
  explicit GeneralCommands(ConsoleCore& core) : core(core) {}
  void addCommands(CommandTable& table);

private:
  using Result = ConsoleCore::Result;
  using Call = ConsoleCore::Call;

  /** sleep <seconds>: what the robots send is handled meanwhile. */
  Result sleep(const Call& call);

  ConsoleCore& core;
};
