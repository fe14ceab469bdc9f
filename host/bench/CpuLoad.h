/**
 * @file CpuLoad.h
 * Busy-loop processes that keep cores busy during a measurement.
 */
#pragma once

#include <string>
#include <sys/types.h>
#include <vector>

/**
 * Busy-loop processes that keep cores busy (normal scheduler, nice 0), each pinned to one CPU
 * or free to move, and helpers to find, pin and describe a thread of another process.
 * The processes end with SIGKILL in stop(), in the destructor, or when the bench dies.
 */
class CpuLoad
{
public:
  CpuLoad() = default;
  ~CpuLoad() { stop(); }
  CpuLoad(const CpuLoad&) = delete;
  CpuLoad& operator=(const CpuLoad&) = delete;

  /** Starts one busy process per entry of cpus (-1: not pinned); false if fork failed. */
  bool start(const std::vector<int>& cpus);
  void stop();

  /** The thread id of a thread called name in a child process of parent (0 if none). */
  static pid_t findThread(pid_t parent, const std::string& name);
  /** Pins a thread to one CPU; "" or why that failed. */
  static std::string pin(pid_t thread, int cpu);
  /** E.g. "SCHED_FIFO 20, CPUs 0". */
  static std::string describe(pid_t thread);

private:
  std::vector<pid_t> children;
};
