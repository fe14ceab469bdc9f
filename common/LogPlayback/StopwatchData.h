/**
 * @file LogPlayback/StopwatchData.h
 * The timing data of one thread frame (message idStopwatch): watch names (sent a few per
 * frame), durations, the frame's start time and number.
 */
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

struct StopwatchData
{
  std::vector<std::pair<unsigned short, std::string>> names;   ///< Watch id and name (some of them).
  std::vector<std::pair<unsigned short, unsigned>> durations;  ///< Watch id and microseconds.
  unsigned frameStartTime = 0; ///< System time in ms when the frame started.
  unsigned frameNumber = 0;    ///< Per-thread frame counter.

  /** Decodes an idStopwatch payload; false if it is malformed. */
  bool decode(const char* payload, std::size_t size);
};
