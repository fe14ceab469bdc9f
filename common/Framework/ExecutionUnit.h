/**
 * @file Framework/ExecutionUnit.h
 * How a thread is paced (the "executionUnit" of threads.cfg): whether to run a frame now, and
 * what to wait for after it: a trigger from another thread, a fixed frequency, or a device
 * (the robot's units block on LoLA, cameras or microphones).
 *
 * Units are registered by name: MAKE_EXECUTION_UNIT(Name, class). Built in:
 *  - "Triggered": waits until another thread sends it data (Upper and Lower trigger Cognition).
 *  - "<N>Hz", e.g. "100Hz": runs at a fixed frequency.
 *
 * In lock-step (Robot::setLockStep(), docs/threads.md "Lock-step") the threads do not pace
 * themselves: the thread whose unit leads (its device advances the simulated clock: LoLA) runs a
 * frame per simulated instant and then, one after the other, every other thread whose unit says
 * it is due at that instant (dueInLockStep()), each in its own thread.
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

  /** Lock-step: whether this unit's thread leads every simulated instant (its device advances the clock). */
  virtual bool leadsLockStep() const { return false; }
  /**
   * Lock-step, called in the leading thread once per simulated instant: whether this unit's thread
   * runs a frame at the time now (ms of the robot's clock, Time). The unit keeps its own schedule.
   * By default a frame at every instant.
   */
  virtual bool dueInLockStep(ThreadFrame&, unsigned /*now*/) { return true; }
  /** Lock-step, in the unit's own thread, before a frame that is due at now: waits for the frame's data (an image of that instant). */
  virtual void beforeLockStepFrame(ThreadFrame&, unsigned /*now*/) {}
  /** Lock-step, in the unit's own thread, after that frame (e.g. asks for the data of its next instant). */
  virtual void afterLockStepFrame(ThreadFrame&) {}

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
  /** Lock-step: the first instant, and every instant after a thread sent it data. */
  bool dueInLockStep(ThreadFrame& frame, unsigned now) override;

private:
  bool triggered = true; ///< The first frame runs without a trigger.
};

/**
 * A schedule at a fixed frequency in the robot's time (lock-step): due at the first instant and
 * then whenever a period has passed; periods that fell between two instants are not made up.
 */
class LockStepSchedule
{
public:
  explicit LockStepSchedule(double hz);
  /** Whether a frame is due at the instant now (ms); if so, the next one is scheduled. */
  bool due(unsigned now);
  /** When the next frame is due (ms of the robot's clock; only after the first due()). */
  unsigned next() const;

private:
  double period;          ///< ms
  double nextDue = 0.0;   ///< ms since the first instant
  unsigned first = 0;     ///< The first instant (ms).
  bool started = false;
};

/** Runs at a fixed frequency (missed periods are skipped, not made up). */
class FrequencyExecutionUnit : public ExecutionUnit
{
public:
  explicit FrequencyExecutionUnit(double hz);
  void afterFrame(ThreadFrame& frame) override;
  /** Lock-step: at the frequency in the robot's time. */
  bool dueInLockStep(ThreadFrame&, unsigned now) override { return schedule.due(now); }

private:
  std::chrono::nanoseconds period;
  std::chrono::steady_clock::time_point next;
  LockStepSchedule schedule;
};

#define MAKE_EXECUTION_UNIT(name, type) \
  static const bool _tlExecutionUnit##name = (ExecutionUnit::add(#name, [] { return std::unique_ptr<ExecutionUnit>(new type); }), true)
