/**
 * @file Platform/Thread.h
 * Threads with a name and a scheduling priority, and a semaphore to trigger them.
 *
 * Priorities (Linux): > 0 SCHED_FIFO with that priority, 0 the normal scheduler, -1 SCHED_BATCH,
 * -2 SCHED_IDLE. Real-time priorities need root, CAP_SYS_NICE or RLIMIT_RTPRIO; without them the
 * thread runs normally (a warning says why). Each thread gets a sigaltstack for crash handlers.
 */
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

/** A counting semaphore with waiting for a limited time. */
class Semaphore
{
public:
  void post()
  {
    {
      std::lock_guard lock(mutex);
      ++count;
    }
    condition.notify_one();
  }

  /** Waits until posted or the timeout is over; returns whether it was posted. */
  bool wait(std::chrono::microseconds timeout)
  {
    std::unique_lock lock(mutex);
    if(!condition.wait_for(lock, timeout, [this] { return count > 0; }))
      return false;
    --count;
    return true;
  }

  /** Takes every pending post without waiting; returns how many there were. */
  unsigned drain()
  {
    std::lock_guard lock(mutex);
    const unsigned posted = count;
    count = 0;
    return posted;
  }

private:
  std::mutex mutex;
  std::condition_variable condition;
  unsigned count = 0;
};

class Thread
{
public:
  Thread() = default;
  Thread(const Thread&) = delete;
  Thread& operator=(const Thread&) = delete;
  ~Thread() { stop(); }

  /**
   * Starts the thread; it calls body() until stop() is called.
   * @return A warning if the priority could not be set ("" otherwise).
   */
  std::string start(const std::string& name, int priority, std::function<void()> body);
  /** Asks the thread to end after the current body() call and waits for it. */
  void stop();
  /** Asks the thread to end after the current body() call (stop() waits for it). */
  void requestStop() { running = false; }
  bool isRunning() const { return running; }

  /** The longest name the operating system keeps for a thread (Linux: 16 bytes with the final 0). */
  static constexpr std::size_t maxNameLength = 15;
  /** The highest SCHED_FIFO priority (Linux). */
  static constexpr int maxPriority = 99;

  /** Sets the calling thread's name (at most maxNameLength characters are kept) and priority. */
  static std::string setPriority(const std::string& name, int priority);
  /** The calling thread's name (as setPriority() set it; "Upper" in the thread Upper). */
  static std::string currentName();

private:
  std::thread thread;
  std::atomic<bool> running{false};
};
