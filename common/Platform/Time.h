/**
 * @file Platform/Time.h
 * The robot's clock: the one time every module, execution unit and time stamp of the robot code
 * reads (docs/nao.md, "The clock").
 */
#pragma once

#include <chrono>

/**
 * The robot's clock in milliseconds. On a NAO, and by default, it is the monotonic clock
 * (std::chrono::steady_clock, the kernel's CLOCK_MONOTONIC that also stamps V4L2 buffers). Under
 * touchline-naosim it is the simulated clock: the program switches to it at start
 * (useSimulatedTime()) and the thread that receives LoLA's state messages sets it from the
 * simulated cycle each message carries (setSimulatedTime()); it never runs backwards. Until the
 * first state message it stands at simulatedStart. The debug link, the console and everything on
 * the host that waits for a network stay on the wall clock (std::chrono).
 */
class Time
{
public:
  /** The simulated clock's time before the first simulated cycle (ms): far from 0, which modules use for "never". */
  static constexpr unsigned simulatedStart = 100000;

  /** The robot's time (ms). */
  static unsigned getCurrentSystemTime();
  /** Milliseconds since timestamp (negative if it lies in the future). */
  static int getTimeSince(unsigned timestamp) { return static_cast<int>(getCurrentSystemTime() - timestamp); }
  /**
   * The robot's time of a moment of the monotonic clock, e.g. when the kernel received a
   * datagram; on simulated time, the robot's time now (a moment of the wall clock has no
   * simulated time: what arrives is taken at the instant it is read).
   */
  static unsigned fromMonotonic(std::chrono::steady_clock::time_point moment);

  /** Whether the clock is the simulated one. */
  static bool isSimulated();
  /** Switches to the simulated clock (at simulatedStart); call before the threads start. */
  static void useSimulatedTime();
  /**
   * Leaves the simulated clock for the monotonic one for good (a simulator that sends no time).
   * Call it before anything was stamped with simulated time, and say why where the user sees it.
   */
  static void useMonotonicTime();
  /** Sets the simulated clock (ms); a time before the current one is ignored. */
  static void setSimulatedTime(unsigned time);
};
