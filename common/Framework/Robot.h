/**
 * @file Framework/Robot.h
 * The threads of the robot code, as threads.cfg describes them: created, connected (every
 * thread can send to every other), started, reconfigured at run time, stopped.
 *
 *   Robot robot(settings);
 *   std::vector<std::string> errors;
 *   if(!robot.load("threads.cfg", errors) || !robot.start(errors)) ...
 *   robot.requestConfiguration(changed, errors);   // other providers, applied between frames
 *   robot.stop();
 */
#pragma once

#include "Framework/Configuration.h"
#include "Framework/ExecutionUnit.h"
#include "Framework/LockStep.h"
#include "Framework/ModuleGraphCreator.h"
#include "Framework/Settings.h"
#include "Framework/ThreadFrame.h"
#include "Platform/Thread.h"
#include <memory>
#include <mutex>
#include <string>
#include <vector>

class Robot
{
public:
  explicit Robot(const Settings& settings = Settings());
  ~Robot();
  Robot(const Robot&) = delete;
  Robot& operator=(const Robot&) = delete;

  /** Reads a threads.cfg (found through the search path of the settings) and configures. */
  bool load(const std::string& fileName, std::vector<std::string>& errors);
  /** Creates the threads of a configuration (before start()); check() must accept it. */
  bool configure(const Configuration& configuration, std::vector<std::string>& errors);

  /**
   * Reads a threads.cfg as load() does: syntax errors ("file(line, column): ..."), content
   * errors ("file, threads[0].priority: ..."), a file without threads. Fields may be left out.
   * @param fileName Found through File's current search path (or absolute, or "./name").
   */
  static bool read(const std::string& fileName, Configuration& configuration, std::vector<std::string>& errors);

  /**
   * Every check of a configuration before its threads are created: the module graph
   * (ModuleGraphCreator), then per thread its name (at most Thread::maxNameLength characters),
   * execution unit (ExecutionUnit::problem), priority (at most Thread::maxPriority) and debug
   * queue sizes (the infrastructure part not larger than the queue), then the message ids of
   * the provided representations. configure() and "touchline-config threads" both check with
   * this function, so the tool accepts exactly what the robot starts with.
   * @param values Receives what every thread runs (empty if the configuration is invalid).
   * @param errors Receives every error found.
   */
  static bool check(const Configuration& configuration, const ModuleGraphCreator& graphCreator, std::vector<ExecutionValues>& values,
                    std::vector<std::string>& errors);
  /**
   * Runs the threads in lock-step from start() on (docs/threads.md, "Lock-step"): one thread
   * leads every simulated instant (its execution unit's leadsLockStep()), the others run one after
   * the other when their units are due. Call before start(), which fails if no unit leads.
   */
  void setLockStep(bool on) { lockStepRequested = on; }
  /** Whether the threads run in lock-step (after start()). */
  bool isLockStep() const { return lockStep != nullptr; }
  /** The lock-step of the running threads (nullptr if they do not run in lock-step). */
  const LockStep* getLockStep() const { return lockStep.get(); }

  /**
   * Starts all threads. Each thread first creates its modules (ThreadFrame::prepare()), then runs
   * its frames.
   * @param warnings Receives what could not be done as asked (e.g. priorities without permission),
   *                 or why the threads did not start.
   */
  bool start(std::vector<std::string>& warnings);
  /** Stops all threads (each finishes its current frame). */
  void stop();
  bool isRunning() const { return running; }

  /**
   * Applies other providers while running (or before start()). The threads must stay the same;
   * an invalid configuration is rejected and the current one stays active.
   */
  bool requestConfiguration(const Configuration& configuration, std::vector<std::string>& errors);

  const Configuration& getConfiguration() const { return configuration; }
  ThreadFrame* getThread(const std::string& name);
  const std::vector<std::unique_ptr<ThreadFrame>>& getThreads() const { return frames; }
  /** Errors the threads reported since the last call. */
  std::vector<std::string> takeErrors();

private:
  Settings settings;
  Configuration configuration;
  ModuleGraphCreator graphCreator;
  std::vector<std::unique_ptr<ThreadFrame>> frames;
  std::vector<std::unique_ptr<ExecutionUnit>> units;
  std::vector<std::unique_ptr<Thread>> threads;
  unsigned timestamp = 0xffffffff; ///< The initial configuration, as B-Human numbers it.
  bool running = false;
  bool lockStepRequested = false;
  std::unique_ptr<LockStep> lockStep; ///< While the threads run in lock-step.
  std::mutex requestMutex;
};
