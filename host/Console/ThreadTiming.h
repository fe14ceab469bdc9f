/**
 * @file Console/ThreadTiming.h
 * The timing of one robot thread from its stopwatch messages (idStopwatch, sent while "timing"
 * is requested): per stopwatch the durations of the last frames, and the thread's frame rate.
 */
#pragma once

#include "LogPlayback/StopwatchData.h"
#include <chrono>
#include <deque>
#include <map>
#include <string>
#include <vector>

class ThreadTiming
{
public:
  using Clock = std::chrono::steady_clock;

  /** Frames over which the statistics are taken. */
  static constexpr std::size_t frames = 100;
  /** Stopwatches kept per thread (a robot could announce any number). */
  static constexpr std::size_t maxWatches = 4096;

  /** The statistics of one stopwatch, in milliseconds. */
  struct Row
  {
    std::string name;
    float min = 0, max = 0, average = 0;
    std::size_t samples = 0;
    Clock::time_point lastSeen; ///< When it last had a duration (rows go grey when old).
  };

  /** Adds the data of one frame, received at now. */
  void add(const StopwatchData& data, Clock::time_point now);
  /** Every stopwatch that had a duration, sorted by name. */
  std::vector<Row> rows() const;
  /** Frames per second over the last frames (0 with fewer than two). */
  float frequency() const;
  /** The shortest and longest time between the starts of two of the last frames, in ms. */
  float minFrameTime() const;
  float maxFrameTime() const;
  Clock::time_point lastUpdate() const { return updated; }

private:
  struct Watch
  {
    std::deque<unsigned> durations; ///< Microseconds, newest last.
    Clock::time_point lastSeen;
  };
  std::map<unsigned short, std::string> names;
  std::map<unsigned short, Watch> watches;
  std::deque<unsigned> frameStarts; ///< Start times (ms, robot clock) of the last frames, newest last.
  Clock::time_point updated;
};
