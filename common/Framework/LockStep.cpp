/**
 * @file Framework/LockStep.cpp
 * Handing the turn from thread to thread within a simulated instant.
 */
#include "Framework/LockStep.h"
#include "Framework/ExecutionUnit.h"
#include "Framework/ThreadFrame.h"

LockStep::LockStep(std::vector<ThreadFrame*> frames, std::vector<ExecutionUnit*> units, std::size_t leader)
  : frames(std::move(frames)), units(std::move(units)), leader(leader), turns(this->frames.size()) {}

std::size_t LockStep::findLeader(const std::vector<ExecutionUnit*>& units)
{
  for(std::size_t i = 0; i < units.size(); ++i)
    if(units[i]->leadsLockStep())
      return i;
  return units.size();
}

void LockStep::runInstant(unsigned now)
{
  instantCount.fetch_add(1, std::memory_order_relaxed);
  for(std::size_t i = 0; i < frames.size(); ++i)
  {
    if(i == leader || stopping.load(std::memory_order_acquire) || !units[i]->dueInLockStep(*frames[i], now))
      continue;
    instant.store(now, std::memory_order_release);
    turns[i].post();
    // Wait for the frame; wake now and then only to see whether the robot stops.
    while(!done.wait(std::chrono::milliseconds(100)))
      if(stopping.load(std::memory_order_acquire))
        return;
  }
}

void LockStep::serve(std::size_t index, std::chrono::microseconds timeout)
{
  if(!turns[index].wait(timeout))
  {
    // Not its turn (the world is held or slow): it still answers a host that waits.
    if(!stopping.load(std::memory_order_acquire) && frames[index]->hostWaits())
      frames[index]->serveHost();
    return;
  }
  if(!stopping.load(std::memory_order_acquire))
  {
    const unsigned now = instant.load(std::memory_order_acquire);
    units[index]->beforeLockStepFrame(*frames[index], now);
    frames[index]->runFrame();
    units[index]->afterLockStepFrame(*frames[index]);
  }
  done.post();
}

void LockStep::stop()
{
  stopping.store(true, std::memory_order_release);
  done.post();
}
