/**
 * @file Console/HelpCommands.h
 * help | ? [<pattern>]: the help of the console's commands (from the command table) and of the
 * robots' own.
 */
#pragma once

#include "Console/ConsoleCore.h"

class HelpCommands
{
public:
  explicit HelpCommands(ConsoleCore& core) : core(core) {}
  void addCommands(CommandTable& table);

private:
  using Result = ConsoleCore::Result;
  using Call = ConsoleCore::Call;

  Result help(const Call& call);

  ConsoleCore& core;
};
