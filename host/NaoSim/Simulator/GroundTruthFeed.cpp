/**
 * @file Simulator/GroundTruthFeed.cpp
 * Handing the simulated world to the simulator robot's thread, and the execution unit "Simulator".
 */
#include "Simulator/GroundTruthFeed.h"
#include "Framework/ThreadFrame.h"
#include <map>
#include <mutex>
#include <thread>

namespace
{
  std::mutex feedsMutex;
  std::map<const ThreadFrame*, GroundTruthFeed*>& feeds()
  {
    static std::map<const ThreadFrame*, GroundTruthFeed*> map;
    return map;
  }
  thread_local GroundTruthFeed* currentFeed = nullptr;
}

MAKE_EXECUTION_UNIT(Simulator, SimulatorExecutionUnit);

GroundTruthFeed::GroundTruthFeed(ThreadFrame& thread) : thread(thread)
{
  std::lock_guard lock(feedsMutex);
  feeds()[&thread] = this;
}

GroundTruthFeed::~GroundTruthFeed()
{
  std::lock_guard lock(feedsMutex);
  feeds().erase(&thread);
}

GroundTruthFeed* GroundTruthFeed::of(const ThreadFrame& thread)
{
  std::lock_guard lock(feedsMutex);
  const auto feed = feeds().find(&thread);
  return feed == feeds().end() ? nullptr : feed->second;
}

void GroundTruthFeed::publish()
{
  buffer.publish();
  thread.trigger();
}

bool GroundTruthFeed::begin()
{
  const Packet* packet = buffer.take();
  if(packet)
    newest = packet;
  ::currentFeed = this;
  return packet != nullptr;
}

void GroundTruthFeed::end()
{
  ::currentFeed = nullptr;
}

GroundTruthFeed* GroundTruthFeed::currentFeed()
{
  return ::currentFeed;
}

const GroundTruthFeed::Packet* GroundTruthFeed::current()
{
  return ::currentFeed ? ::currentFeed->newest : nullptr;
}

bool SimulatorExecutionUnit::beforeFrame(ThreadFrame& frame)
{
  began = GroundTruthFeed::of(frame);
  const bool fresh = began && began->begin();
  // Without a new packet (the world is paused), the thread still answers the host: polls,
  // requests for drawings and data.
  if(fresh || frame.hostWaits() || frame.getFrameCount() == 0)
    return true;
  if(began)
    began->end();
  began = nullptr;
  return false;
}

void SimulatorExecutionUnit::afterFrame(ThreadFrame& frame)
{
  if(began)
  {
    began->end();
    began = nullptr;
    // At most one frame per minPeriod: the packets published meanwhile are skipped but the newest.
    const auto now = std::chrono::steady_clock::now();
    if(now < lastFrame + minPeriod)
      std::this_thread::sleep_until(lastFrame + minPeriod);
    lastFrame = std::chrono::steady_clock::now();
  }
  if(frame.waitForTrigger(std::chrono::milliseconds(20)))
    frame.drainTriggers();
}
