/**
 * @file Console/RequestCommands.h
 * The commands "dr" (switching the robot's debug requests) and "poll" (asking for their names again).
 */
#pragma once

#include "Console/ConsoleCore.h"

class RequestCommands
{
public:
  explicit RequestCommands(ConsoleCore& core) : core(core) {}
  void addCommands(CommandTable& table);

private:
  using Result = ConsoleCore::Result;
  using Call = ConsoleCore::Call;

  Result debugRequest(const Call& call);
  Result poll(const Call& call);

  ConsoleCore& core;
};
