/**
 * @file Replay/FrameRates.h
 * How many frames of each thread a log player played in the last second: the frame rates the
 * studio's status bar shows for a replay robot (the threads of a replay send frames to the host
 * only when asked for something, so the frames the host receives are not the threads' rate).
 * Thread-safe.
 */
#pragma once

#include <chrono>
#include <deque>
#include <map>
#include <mutex>
#include <string>
#include <vector>

class FrameRates
{
public:
  using Clock = std::chrono::steady_clock;

  /** Threads that are listed (at 0 Hz) before they played a frame. */
  explicit FrameRates(const std::vector<std::string>& threads);
  /** A frame of a thread was played now. */
  void played(const std::string& thread, Clock::time_point now = Clock::now());
  /** Frames per second of each thread: the frames played in the second before now. */
  std::map<std::string, float> rates(Clock::time_point now = Clock::now()) const;

private:
  mutable std::mutex mutex;
  std::map<std::string, std::deque<Clock::time_point>> recent;
};
