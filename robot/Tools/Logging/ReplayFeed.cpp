/**
 * @file Tools/Logging/ReplayFeed.cpp
 * Handing replayed frames to threads, and the execution unit "Replay".
 */
#include "Tools/Logging/ReplayFeed.h"
#include "Framework/ThreadFrame.h"
#include <map>

namespace
{
  std::mutex feedsMutex;
  std::map<const ThreadFrame*, ReplayFeed*>& feeds()
  {
    static std::map<const ThreadFrame*, ReplayFeed*> map;
    return map;
  }
  thread_local const ReplayFeed::Frame* currentFrame = nullptr;
}

MAKE_EXECUTION_UNIT(Replay, ReplayExecutionUnit);

ReplayFeed::ReplayFeed(ThreadFrame& thread) : thread(thread)
{
  std::lock_guard lock(feedsMutex);
  feeds()[&thread] = this;
}

ReplayFeed::~ReplayFeed()
{
  std::lock_guard lock(feedsMutex);
  feeds().erase(&thread);
}

ReplayFeed* ReplayFeed::of(const ThreadFrame& thread)
{
  std::lock_guard lock(feedsMutex);
  const auto feed = feeds().find(&thread);
  return feed == feeds().end() ? nullptr : feed->second;
}

bool ReplayFeed::play(const LogFile::Frame& frame, LogDataReader& reader, const std::atomic<bool>& cancel)
{
  {
    std::lock_guard lock(mutex);
    if(cancel.load())
      return false;
    pending = Frame{frame, &reader, ++serials};
    waiting = true;
  }
  thread.trigger();
  std::unique_lock lock(mutex);
  bool ran = true;
  while(waiting || running)
  {
    finished.wait_for(lock, std::chrono::milliseconds(10));
    if(cancel.load() && waiting)
    {
      waiting = false; // not begun: taken back
      ran = false;
    }
    // A frame that runs is waited for even when cancelled: it reads the caller's bytes.
  }
  return ran;
}

bool ReplayFeed::begin()
{
  std::lock_guard lock(mutex);
  if(!waiting)
    return false;
  waiting = false;
  running = true;
  currentFrame = &pending;
  return true;
}

void ReplayFeed::end()
{
  {
    std::lock_guard lock(mutex);
    running = false;
    currentFrame = nullptr;
  }
  finished.notify_all();
}

const ReplayFeed::Frame* ReplayFeed::current()
{
  return currentFrame;
}

bool ReplayExecutionUnit::beforeFrame(ThreadFrame& frame)
{
  ReplayFeed* feed = ReplayFeed::of(frame);
  began = feed && feed->begin() ? feed : nullptr;
  // Without a frame of the log, the thread still answers the host (polls, requests for
  // drawings and data): it runs a frame on the data it has.
  return began != nullptr || frame.hostWaits();
}

void ReplayExecutionUnit::afterFrame(ThreadFrame& frame)
{
  if(began)
  {
    began->end();
    began = nullptr;
  }
  // Wakes every 20 ms to look for messages of the host (they do not trigger the thread).
  if(frame.waitForTrigger(std::chrono::milliseconds(20)))
    frame.drainTriggers();
}
