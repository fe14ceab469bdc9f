/**
 * @file Framework/ModuleRunner.h
 * Modules on a blackboard of their own, updated by hand in a given order (as a thread would, but
 * without threads and without threads.cfg): the robot's unit tests and the motion lab
 * (host/NaoSim/MotionLab) run modules this way. The blackboard is the calling thread's while the
 * runner exists.
 *
 *   ModuleRunner runner;
 *   runner.add("WalkingEngine");
 *   runner.provide("WalkingEngineOutput", "WalkingEngine");
 *   runner.run();   // one frame
 */
#pragma once

#include "Framework/Blackboard.h"
#include "Framework/Module.h"
#include <memory>
#include <string>
#include <utility>
#include <vector>

class ModuleRunner
{
public:
  ModuleRunner();
  ~ModuleRunner();
  ModuleRunner(const ModuleRunner&) = delete;
  ModuleRunner& operator=(const ModuleRunner&) = delete;

  /** Creates a module (it allocates its representations on the blackboard); throws std::runtime_error if that fails. */
  void add(const std::string& name);

  /** Adds the provider of a representation by a module (added before) to the order; throws std::runtime_error if it has none. */
  void provide(const std::string& representation, const std::string& moduleName);

  /** Runs one frame: every provider in order. */
  void run();

  template<typename T> T& get(const std::string& name) { return blackboard.get<T>(name); }

private:
  Blackboard blackboard;
  std::vector<std::pair<std::string, std::unique_ptr<ModuleBase>>> modules;
  std::vector<std::pair<void (*)(ModuleBase&), ModuleBase*>> order;
};
