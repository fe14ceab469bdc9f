/**
 * @file LogPlayback/FrameTime.cpp
 * The recording time of log frames.
 */
#include "LogPlayback/FrameTime.h"
#include <cstring>

FrameTime::FrameTime(const LogFile& log)
{
  const TypeInfo* types = log.typeInfo();
  const TypeInfo& info = types ? *types : TypeInfo::current();
  const auto frameInfo = info.classes.find("FrameInfo");
  frameInfoHasTime = frameInfo != info.classes.end() && !frameInfo->second.empty() && frameInfo->second.front().name == "time" &&
                     frameInfo->second.front().type == "unsigned int";
}

std::optional<unsigned> FrameTime::operator()(const LogFile::Frame& frame) const
{
  std::optional<unsigned> frameInfoTime;
  std::optional<unsigned> imageTime;
  for(const LogFile::Message& message : frame.messages())
    if(message.id == idStopwatch)
    {
      if(const std::optional<unsigned> time = ofStopwatch(message))
        return time;
    }
    else if(message.id == idFrameInfo && frameInfoHasTime && message.size >= 4 && !frameInfoTime)
    {
      unsigned time = 0;
      std::memcpy(&time, message.payload, 4);
      frameInfoTime = time;
    }
    else if((message.id == idCameraImage || message.id == idJPEGImage) && !imageTime)
      imageTime = ofImage(message);
  return frameInfoTime ? frameInfoTime : imageTime;
}

std::optional<unsigned> FrameTime::ofImage(const LogFile::Message& message)
{
  if(message.size < 12)
    return std::nullopt;
  unsigned time = 0;
  std::memcpy(&time, message.payload + 8, 4);
  return time != 0 ? std::optional<unsigned>(time) : std::nullopt; // 0: no image taken (an empty one)
}

std::optional<unsigned> FrameTime::ofStopwatch(const LogFile::Message& message)
{
  // u16 name count, u16 watch count and the two u32 at the end at least; little endian.
  if(message.size < 12)
    return std::nullopt;
  unsigned time = 0;
  std::memcpy(&time, message.payload + message.size - 8, 4);
  return time;
}
