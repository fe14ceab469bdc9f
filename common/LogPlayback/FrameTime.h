/**
 * @file LogPlayback/FrameTime.h
 * When a log frame was recorded (ms on the robot's clock): the time of its idStopwatch message,
 * else the time of its FrameInfo (when the log's FrameInfo starts with "unsigned time"). Used
 * to play logs at their speed, to synchronise several logs and by the tools' exports.
 *
 *   FrameTime times(log);
 *   if(std::optional<unsigned> ms = times(log.frame(i))) ...
 */
#pragma once
#include "LogPlayback/LogFile.h"
#include <optional>

class FrameTime
{
public:
  explicit FrameTime(const LogFile& log);
  /** The frame's time; nullopt if it has neither a stopwatch nor a FrameInfo. */
  std::optional<unsigned> operator()(const LogFile::Frame& frame) const;
  /** The time in an idStopwatch payload (its second-to-last u32); nullopt if it is too short. */
  static std::optional<unsigned> ofStopwatch(const LogFile::Message& message);

private:
  bool frameInfoHasTime = false;
};
