/**
 * @file SimClock.cpp
 * The pace of the simulated world.
 */
#include "SimClock.h"
#include "Platform/Nao/LolaProtocol.h"
#include <algorithm>

SimClock::SimClock(SimOptions::Mode mode, double factor) : mode(mode), factor(factor), next(Clock::now()) {}

const char* SimClock::name(SimOptions::Mode mode)
{
  switch(mode)
  {
    case SimOptions::Mode::realtime: return "realtime";
    case SimOptions::Mode::lockstep: return "lockstep";
    default: return "fast";
  }
}

SimClock::Clock::duration SimClock::period() const
{
  return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double, std::milli>(Lola::cycleMilliseconds / factor));
}

void SimClock::pause(bool on)
{
  if(paused && !on)
    next = Clock::now();
  paused = on;
}

void SimClock::setFactor(double newFactor)
{
  factor = std::clamp(newFactor, 0.01, 100.0);
  next = std::min(next, Clock::now() + period());
}

bool SimClock::due(Clock::time_point now, bool answered) const
{
  if(paused && pendingSteps == 0)
    return false;
  switch(mode)
  {
    case SimOptions::Mode::realtime: return now >= next;
    case SimOptions::Mode::lockstep: return answered && now >= next;
    default: return answered;
  }
}

void SimClock::ran(Clock::time_point now, double dt)
{
  if(pendingSteps > 0)
    --pendingSteps;
  if(!started)
  {
    started = true;
    first = now;
    next = now;
  }
  simulated += dt;
  const Clock::duration cycle = period();
  next += cycle;
  // Behind by more than 5 cycles (realtime: the process was stopped) or by more than one
  // (lockstep: a late answer): go on from now instead of catching up.
  if(now - next > (mode == SimOptions::Mode::realtime ? 5 : 1) * cycle)
    next = now;
  history.emplace_back(now, simulated);
  while(history.size() > 2 && now - history.front().first > std::chrono::seconds(2))
    history.pop_front();
}

long long SimClock::cyclesBehind(Clock::time_point now) const
{
  return started && mode == SimOptions::Mode::realtime ? static_cast<long long>((now - next) / period()) : 0;
}

SimClock::Clock::time_point SimClock::wakeUp(Clock::time_point now) const
{
  if(mode == SimOptions::Mode::fast || (paused && pendingSteps == 0))
    return now + std::chrono::milliseconds(100);
  return next;
}

double SimClock::realTimeFactor(Clock::time_point now) const
{
  if(history.size() < 2 || (paused && pendingSteps == 0))
    return 0.0;
  const double wall = std::chrono::duration<double>(std::max(now, history.back().first) - history.front().first).count();
  return wall > 0.0 ? (history.back().second - history.front().second) / wall : 0.0;
}

double SimClock::averageFactor() const
{
  if(history.empty())
    return 0.0;
  const double wall = std::chrono::duration<double>(history.back().first - first).count();
  return wall > 0.0 ? simulated / wall : 0.0;
}
