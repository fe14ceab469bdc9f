/**
 * @file LogPlayback/LogIndexCheck.cpp
 * Checking a stored log index against the data it claims to describe (LogIndex::check) and
 * naming the first difference between two indices (LogIndex::difference).
 */
#include "LogPlayback/LogIndex.h"
#include "Streaming/MessageQueue.h"
#include <algorithm>
#include <set>

namespace
{
  /** The smallest frame: idFrameBegin with an empty thread name (4 + 4 bytes), an empty idFrameFinished (4). */
  constexpr std::uint64_t minFrameSize = 2 * MessageQueue::headerSize + 4;

  /** The number of messages of a thread whose logged id maps to one of the ids. */
  std::uint64_t countOf(const LogIndex::ThreadStatistics& thread, const std::array<MessageID, 256>& idMap,
                        std::initializer_list<MessageID> ids)
  {
    std::uint64_t count = 0;
    for(std::size_t logged = 0; logged < thread.messages.size(); ++logged)
      for(MessageID id : ids)
        if(idMap[logged] == id)
          count += thread.messages[logged].count;
    return count;
  }

  std::string threadName(const std::string& name) { return "thread \"" + name + "\""; }
}

bool LogIndex::check(std::uint64_t dataSize, const std::array<MessageID, 256>& idMap, std::string& error) const
{
  auto fail = [&](const std::string& what) {
    error = "index: " + what;
    return false;
  };
  if(usedSize != dataSize)
    return fail("it describes " + std::to_string(usedSize) + " bytes of message data, the log has " + std::to_string(dataSize));

  // Frames are disjoint byte ranges in order, each at least a minimal frame long.
  for(std::size_t i = 0; i < frames.size(); ++i)
  {
    const std::uint64_t offset = frameOffset(i);
    const std::uint64_t end = i + 1 < frames.size() ? frameOffset(i + 1) : usedSize;
    if(offset > end || end - offset < minFrameSize)
      return fail("frame " + std::to_string(i) + " at byte " + std::to_string(offset) + " of the data has no room before " +
                  (i + 1 < frames.size() ? "frame " + std::to_string(i + 1) + " at byte " + std::to_string(end) : "the end of the data"));
  }

  // Statistics: sizes possible for their counts, one idFrameBegin and one idFrameFinished per frame.
  std::set<std::string> threadNames;
  std::uint64_t totalBytes = 0, totalFrames = 0, imageMessages = 0;
  for(const ThreadStatistics& thread : threads)
  {
    if(!threadNames.insert(thread.thread).second)
      return fail(threadName(thread.thread) + " has statistics twice");
    if(thread.messages.size() > 256)
      return fail(threadName(thread.thread) + " has statistics of " + std::to_string(thread.messages.size()) + " message ids (at most 256)");
    for(std::size_t logged = 0; logged < thread.messages.size(); ++logged)
    {
      const MessageStatistics& s = thread.messages[logged];
      const std::uint64_t maxBytes = s.count * (MessageQueue::headerSize + MessageQueue::maxMessageSize);
      if(s.count > dataSize / MessageQueue::headerSize || s.bytes < s.count * MessageQueue::headerSize || s.bytes > maxBytes ||
         s.bytes > dataSize - totalBytes)
        return fail(threadName(thread.thread) + ": " + std::to_string(s.count) + " messages of logged id " + std::to_string(logged) +
                    " cannot be " + std::to_string(s.bytes) + " bytes in " + std::to_string(dataSize) + " bytes of data");
      totalBytes += s.bytes;
    }
    const std::uint64_t begins = countOf(thread, idMap, {idFrameBegin});
    const std::uint64_t ends = countOf(thread, idMap, {idFrameFinished});
    if(begins == 0 || begins != ends)
      return fail(threadName(thread.thread) + " has " + std::to_string(begins) + " idFrameBegin and " + std::to_string(ends) +
                  " idFrameFinished messages (one each per frame, at least one frame)");
    totalFrames += begins;
    imageMessages += countOf(thread, idMap, {idCameraImage, idJPEGImage});
  }
  if(totalFrames != frames.size())
    return fail(std::to_string(frames.size()) + " frames, but the statistics count " + std::to_string(totalFrames) + " idFrameBegin messages");
  std::uint64_t imageFrames = 0;
  for(std::size_t i = 0; i < frames.size(); ++i)
    imageFrames += frameHasImage(i) ? 1 : 0;
  if(imageFrames > imageMessages || (imageMessages > 0 && imageFrames == 0))
    return fail(std::to_string(imageFrames) + " frames are marked as holding images, but the statistics count " + std::to_string(imageMessages) +
                " image messages");

  // Annotations: in a frame that exists, of a thread that logged that many of them, in order.
  std::set<std::string> annotatedThreads;
  for(const ThreadAnnotations& thread : annotations)
  {
    if(!annotatedThreads.insert(thread.thread).second)
      return fail("the annotations of " + threadName(thread.thread) + " are listed twice");
    const auto statistics = std::find_if(threads.begin(), threads.end(), [&](const ThreadStatistics& t) { return t.thread == thread.thread; });
    const std::uint64_t logged = statistics == threads.end() ? 0 : countOf(*statistics, idMap, {idAnnotation});
    if(thread.annotations.empty() || thread.annotations.size() > logged)
      return fail(threadName(thread.thread) + " has " + std::to_string(thread.annotations.size()) + " annotations, but " +
                  std::to_string(logged) + " idAnnotation messages");
    for(std::size_t i = 0; i < thread.annotations.size(); ++i)
    {
      const Annotation& a = thread.annotations[i];
      const std::string which = "annotation " + std::to_string(i) + " of " + threadName(thread.thread);
      if(a.frame >= frames.size())
        return fail(which + " is in frame " + std::to_string(a.frame) + ", but the log has " + std::to_string(frames.size()) + " frames");
      if(i > 0 && a.frame < thread.annotations[i - 1].frame)
        return fail(which + " is in frame " + std::to_string(a.frame) + ", before the one ahead of it (frame " +
                    std::to_string(thread.annotations[i - 1].frame) + ")");
      if(a.number > 0x7fffffffu || a.name.empty())
        return fail(which + " has " + (a.name.empty() ? std::string("no name") : "number " + std::to_string(a.number) + " (at most 2^31 - 1)"));
    }
  }
  return true;
}

std::string LogIndex::difference(const LogIndex& other) const
{
  if(usedSize != other.usedSize)
    return "data size " + std::to_string(usedSize) + " instead of " + std::to_string(other.usedSize);
  if(frames.size() != other.frames.size())
    return std::to_string(frames.size()) + " frames instead of " + std::to_string(other.frames.size());
  for(std::size_t i = 0; i < frames.size(); ++i)
    if(frames[i] != other.frames[i])
      return "frame " + std::to_string(i) + (frameOffset(i) != other.frameOffset(i)
                                               ? " at byte " + std::to_string(frameOffset(i)) + " instead of " + std::to_string(other.frameOffset(i))
                                               : std::string(frameHasImage(i) ? " marked as holding an image" : " not marked as holding an image"));
  if(threads.size() != other.threads.size())
    return "statistics of " + std::to_string(threads.size()) + " threads instead of " + std::to_string(other.threads.size());
  for(std::size_t i = 0; i < threads.size(); ++i)
    if(!(threads[i] == other.threads[i]))
      return "statistics of " + threadName(threads[i].thread) + (threads[i].thread == other.threads[i].thread ? "" : " instead of " + threadName(other.threads[i].thread));
  if(!(annotations == other.annotations))
    return "annotations";
  return {};
}
