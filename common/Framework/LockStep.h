/**
 * @file Framework/LockStep.h
 * The threads of a Robot one after the other per simulated instant, in a fixed order, so that
 * a simulated situation repeats byte for byte (docs/threads.md, "Lock-step").
 */
#pragma once

#include "Platform/FutexSemaphore.h"
#include <atomic>
#include <chrono>
#include <cstddef>
#include <vector>

class ExecutionUnit;
class ThreadFrame;

/**
 * Runs a robot's threads in lock-step. One thread leads (its execution unit's device advances
 * the simulated clock: the Motion thread with LoLA): after each of its frames it calls
 * runInstant(), which hands the turn to every other thread whose unit is due at that instant
 * (ExecutionUnit::dueInLockStep()), in the order of threads.cfg, one at a time, and waits until
 * each has run its frame. The other threads run serve() in a loop: they sleep until it is their
 * turn, let their unit wait for the instant's data, run the frame and hand the turn back. So
 * every thread sees exactly the data the threads before it sent in this instant and before, and
 * nothing depends on how the operating system schedules the threads.
 */
class LockStep
{
public:
  /**
   * @param frames The threads in the order of threads.cfg.
   * @param units Their execution units (same order).
   * @param leader The index of the leading thread.
   */
  LockStep(std::vector<ThreadFrame*> frames, std::vector<ExecutionUnit*> units, std::size_t leader);

  /** The index of the first thread whose unit leads, or frames' count if none does. */
  static std::size_t findLeader(const std::vector<ExecutionUnit*>& units);

  /** In the leading thread after its frame: runs the other threads that are due at now (ms), one after the other. */
  void runInstant(unsigned now);
  /** In the thread with this index (not the leader): waits at most timeout for its turn; if it comes, runs the frame. */
  void serve(std::size_t index, std::chrono::microseconds timeout);
  /** Wakes everyone: the leader stops waiting for the others and they take no new turns (before the threads are stopped). */
  void stop();
  /** The number of instants run so far. */
  unsigned instants() const { return instantCount.load(std::memory_order_relaxed); }

private:
  std::vector<ThreadFrame*> frames;
  std::vector<ExecutionUnit*> units;
  std::size_t leader;
  std::vector<FutexSemaphore> turns; ///< Per thread: its turn has come.
  FutexSemaphore done;               ///< The thread whose turn it was has run its frame.
  std::atomic<unsigned> instant{0};  ///< The instant of the current turn (ms).
  std::atomic<bool> stopping{false};
  std::atomic<unsigned> instantCount{0};
};
