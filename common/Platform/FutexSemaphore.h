/**
 * @file Platform/FutexSemaphore.h
 * A counting semaphore whose post() never takes a lock: for a real-time thread that wakes a
 * thread of lower priority (the logger's writer), so that it can never be kept waiting by a
 * thread that holds a lock and is not scheduled (priority inversion).
 */
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>

/**
 * The count is one atomic word; post() increments it and, only if a thread sleeps on it, wakes
 * one with the futex system call. wait() takes one post, sleeping in the kernel while there is
 * none. Any number of threads may post and wait.
 */
class FutexSemaphore
{
public:
  /** Adds one to the count and wakes a waiting thread. Lock-free; one system call at most. */
  void post();

  /** Waits until the count is > 0 (at most timeout), then takes one. Returns whether it took one. */
  bool wait(std::chrono::microseconds timeout);

  /** Takes every pending post without waiting; returns how many there were. */
  unsigned drain() { return count.exchange(0, std::memory_order_acquire); }

private:
  std::atomic<std::uint32_t> count{0};
  std::atomic<std::uint32_t> sleepers{0}; ///< Threads in wait() that may sleep in the kernel.
};
