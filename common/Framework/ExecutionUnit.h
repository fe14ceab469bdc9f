/**
 * @file Framework/ExecutionUnit.h
 * How a thread is paced (the "executionUnit" of threads.cfg): whether to run a frame now, and
 * what to wait for after it: a trigger from another thread, a fixed frequency, or a device
 * (the robot's units block on LoLA, cameras or microphones).
 *
 * Units are registered by name: MAKE_EXECUTION_UNIT(Name, class). Built in:
 *  - "Triggered": waits until another thread sends it data (Upper and Lower trigger Cognition).
 *  - "<N>Hz", e.g. "100Hz": runs at a fixed frequency.
 */
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <vector>

class ThreadFrame;

class ExecutionUnit
{
public:
  virtual ~ExecutionUnit() = default;
  /** Whether the thread runs a frame now. */
  virtual bool beforeFrame(ThreadFrame&) { return true; }
  /** Waits for the next frame (a trigger, a period, a device). Must return within ~100 ms to allow stopping. */
  virtual void afterFrame(ThreadFrame& frame) = 0;

  using Factory = std::function<std::unique_ptr<ExecutionUnit>()>;
  /** Registers a unit under a name. */
  static void add(const std::string& name, Factory factory);
  /** Creates the unit with this name (built-in ones included); nullptr if unknown. */
  static std::unique_ptr<ExecutionUnit> create(const std::string& name);
  /**
   * What is wrong with a unit name without creating the unit: "" if create() would succeed,
   * else "no execution unit given", "execution unit Warp is unknown" or "execution unit 0Hz:
   * the frequency is not in 0 < N <= 100000 Hz".
   */
  static std::string problem(const std::string& name);

  /** The registered names (sorted), without the built-in ones. */
  static std::vector<std::string> registered();

  /** The frequencies "<N>Hz" may have: 0 < N <= maxFrequency. */
  static constexpr double maxFrequency = 100000;
};

/** Waits until another thread triggers this one; runs a frame only when triggered. */
class TriggeredExecutionUnit : public ExecutionUnit
{
public:
  bool beforeFrame(ThreadFrame&) override { return triggered; }
  void afterFrame(ThreadFrame& frame) override;

private:
  bool triggered = true; ///< The first frame runs without a trigger.
};

/** Runs at a fixed frequency (missed periods are skipped, not made up). */
class FrequencyExecutionUnit : public ExecutionUnit
{
public:
  explicit FrequencyExecutionUnit(double hz);
  void afterFrame(ThreadFrame& frame) override;

private:
  std::chrono::nanoseconds period;
  std::chrono::steady_clock::time_point next;
};

#define MAKE_EXECUTION_UNIT(name, type) \
  static const bool _tlExecutionUnit##name = (ExecutionUnit::add(#name, [] { return std::unique_ptr<ExecutionUnit>(new type); }), true)
