/**
 * @file LogPlayback/FrameTime.h
 * When a log frame was recorded (ms on the robot's clock): the time of its idStopwatch message,
 * else the time of its FrameInfo (when the log's FrameInfo starts with "unsigned time"), else the
 * time stamp of its camera image (idCameraImage, idJPEGImage: the frames of the camera threads in
 * a remote log, which hold nothing else). Used to play logs at their speed, to synchronise
 * several logs and by the tools' exports.
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
  /** The frame's time; nullopt if it has neither a stopwatch nor a FrameInfo nor a camera image. */
  std::optional<unsigned> operator()(const LogFile::Frame& frame) const;
  /** The time in an idStopwatch payload (its second-to-last u32); nullopt if it is too short. */
  static std::optional<unsigned> ofStopwatch(const LogFile::Message& message);
  /** The time stamp of an idCameraImage or idJPEGImage payload (u32 width, u32 height, u32 time stamp); nullopt if too short. */
  static std::optional<unsigned> ofImage(const LogFile::Message& message);

private:
  bool frameInfoHasTime = false;
};
