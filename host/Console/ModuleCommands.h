/**
 * @file Console/ModuleCommands.h
 * The command "mr": which module provides which representation in which thread.
 */
#pragma once

#include "Console/ConsoleCore.h"
#include "Framework/ModuleTable.h"

class ModuleCommands
{
public:
  explicit ModuleCommands(ConsoleCore& core) : core(core) {}
  void addCommands(CommandTable& table);

private:
  using Result = ConsoleCore::Result;
  using Call = ConsoleCore::Call;
  using Targets = std::vector<unsigned>;

  Result moduleRequest(const Call& call);
  /** mr ? [pattern]: the providers of every representation, the current one marked. */
  void listProviders(const RobotConnection& connection, const std::string& pattern, const Targets& targets);
  /** mr modules [pattern]: what each module requires and provides. */
  void listModules(const ModuleTable& table, const std::string& pattern);
  /** mr save [file]: the robot's configuration as threads.cfg. */
  bool saveConfiguration(const ModuleTable& table, const std::string& fileName);

  ConsoleCore& core;
};
