/**
 * @file Platform/Time.cpp
 * The robot's clock: monotonic, or set by the simulated cycles.
 */
#include "Platform/Time.h"
#include <atomic>
#include <chrono>

namespace
{
  std::atomic<bool> simulated{false};
  std::atomic<unsigned> simulatedTime{Time::simulatedStart};
}

unsigned Time::getCurrentSystemTime()
{
  if(simulated.load(std::memory_order_relaxed))
    return simulatedTime.load(std::memory_order_acquire);
  const auto now = std::chrono::steady_clock::now().time_since_epoch();
  return static_cast<unsigned>(std::chrono::duration_cast<std::chrono::milliseconds>(now).count());
}

unsigned Time::fromMonotonic(std::chrono::steady_clock::time_point moment)
{
  if(isSimulated())
    return getCurrentSystemTime();
  return static_cast<unsigned>(std::chrono::duration_cast<std::chrono::milliseconds>(moment.time_since_epoch()).count());
}

bool Time::isSimulated()
{
  return simulated.load(std::memory_order_relaxed);
}

void Time::useSimulatedTime()
{
  simulatedTime.store(simulatedStart, std::memory_order_release);
  simulated.store(true, std::memory_order_release);
}

void Time::useMonotonicTime()
{
  simulated.store(false, std::memory_order_release);
}

void Time::setSimulatedTime(unsigned time)
{
  unsigned current = simulatedTime.load(std::memory_order_relaxed);
  while(static_cast<int>(time - current) > 0 && !simulatedTime.compare_exchange_weak(current, time, std::memory_order_acq_rel))
    ;
}
