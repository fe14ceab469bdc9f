/**
 * @file SimClock.h
 * When the simulated world advances: real time, lock-step or as fast as possible, paused or
 * stepped, at a real-time factor; and how fast it really advanced.
 */
#pragma once

#include "SimOptions.h"
#include <chrono>
#include <deque>
#include <utility>

/**
 * Decides when the next 12-ms cycle of the world is due (docs/naosim.md, "Time"):
 * - realtime: every 12 ms / factor of wall clock;
 * - lockstep: when every attached program has answered and 12 ms / factor have passed since the
 *   last cycle was due (a late answer delays the world, it never catches up by running faster);
 * - fast: as soon as every attached program has answered.
 * Paused, no cycle is due except those asked for with step(). Measures the real-time factor
 * over the last two seconds of wall clock.
 */
class SimClock
{
public:
  using Clock = std::chrono::steady_clock;

  SimClock(SimOptions::Mode mode, double factor);

  /** Whether a cycle is due at now, given whether every attached program has answered. */
  bool due(Clock::time_point now, bool answered) const;
  /** A cycle of dt simulated seconds was run at now. */
  void ran(Clock::time_point now, double dt);
  /** realtime: how many whole cycles the world is behind the wall clock at now. */
  long long cyclesBehind(Clock::time_point now) const;
  /** When the loop has to wake up for the next cycle at the latest (it also wakes on every event). */
  Clock::time_point wakeUp(Clock::time_point now) const;
  /** The wall-clock time at which the next paced cycle is due (realtime, lockstep). */
  Clock::time_point nextDue() const { return next; }

  /** Pauses or resumes; after a pause the pace starts anew from the moment of resuming (no cycles are made up). */
  void pause(bool on);
  bool isPaused() const { return paused; }
  /** While paused: run n more cycles. */
  void step(int n) { pendingSteps += n; }
  void setFactor(double newFactor);
  void setMode(SimOptions::Mode newMode) { mode = newMode; }
  double getFactor() const { return factor; }
  SimOptions::Mode getMode() const { return mode; }
  static const char* name(SimOptions::Mode mode);

  /** Simulated seconds per wall-clock second over the last two seconds (0 before a cycle ran). */
  double realTimeFactor(Clock::time_point now) const;
  /** Simulated seconds per wall-clock second since the first cycle. */
  double averageFactor() const;

private:
  Clock::duration period() const;

  SimOptions::Mode mode;
  double factor;
  bool paused = false;
  int pendingSteps = 0;
  Clock::time_point next;
  bool started = false;
  Clock::time_point first;
  double simulated = 0.0;                               ///< since the first cycle
  std::deque<std::pair<Clock::time_point, double>> history; ///< (wall, simulated) of recent cycles
};
