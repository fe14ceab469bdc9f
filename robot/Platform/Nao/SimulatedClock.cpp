/**
 * @file Platform/Nao/SimulatedClock.cpp
 * The simulated clock from LoLA's cycle counts.
 */
#include "Platform/Nao/SimulatedClock.h"
#include "Platform/Nao/LolaProtocol.h"
#include "Platform/Time.h"
#include <atomic>
#include <cmath>

namespace
{
  std::atomic<SimulatedClock::Mode> currentMode{SimulatedClock::Mode::monotonic};
  std::atomic<std::uint64_t> currentCycle{0}; ///< Unwrapped; 0: none yet.
  std::atomic<bool> fellBack{false};

  /** The most cycles one state message may advance (a client that is slow in a real-time world misses some). */
  constexpr std::uint64_t maxAdvance = 1000;
}

bool SimulatedClock::parse(const std::string& name, Mode& mode)
{
  if(name == "monotonic")
    mode = Mode::monotonic;
  else if(name == "simulated")
    mode = Mode::simulated;
  else if(name == "lockstep")
    mode = Mode::lockStep;
  else
    return false;
  return true;
}

const char* SimulatedClock::name(Mode mode)
{
  switch(mode)
  {
    case Mode::simulated: return "simulated";
    case Mode::lockStep: return "lockstep";
    default: return "monotonic";
  }
}

void SimulatedClock::setMode(Mode mode)
{
  currentMode = mode;
  reset();
  if(mode == Mode::monotonic)
    Time::useMonotonicTime();
  else
    Time::useSimulatedTime();
}

SimulatedClock::Mode SimulatedClock::mode()
{
  return currentMode.load(std::memory_order_relaxed);
}

void SimulatedClock::reset()
{
  currentCycle = 0;
  fellBack = false;
}

std::uint64_t SimulatedClock::cycle()
{
  return currentCycle.load(std::memory_order_acquire);
}

bool SimulatedClock::advance(float value, std::string& error)
{
  if(!requested() || fellBack)
    return true;
  const std::uint64_t last = currentCycle.load(std::memory_order_relaxed);
  std::uint64_t next = 0;
  if(!std::isfinite(value) || value < 0.f || value > 65535.f || value != std::floor(value))
    error = "Battery[3] is " + std::to_string(value) + ", not a cycle count";
  else
  {
    const std::uint16_t tick = static_cast<std::uint16_t>(value);
    const std::uint64_t step = static_cast<std::uint16_t>(tick - static_cast<std::uint16_t>(last));
    next = last == 0 ? std::max<std::uint64_t>(tick, 1) : last + step;
    if(last != 0 && (step == 0 || step > maxAdvance))
      error = "Battery[3] went from cycle " + std::to_string(last % 65536) + " to " + std::to_string(tick) +
              " (it must count the state messages)";
  }
  if(!error.empty())
  {
    fellBack = true;
    Time::useMonotonicTime();
    error = "no simulated time from LoLA: " + error + "; the robot's clock is the monotonic one from now on";
    return false;
  }
  currentCycle.store(next, std::memory_order_release);
  Time::setSimulatedTime(Time::simulatedStart + static_cast<unsigned>(next * Lola::cycleMilliseconds));
  return true;
}

unsigned SimulatedClock::timeOfTick(std::uint16_t tick)
{
  const std::uint64_t last = currentCycle.load(std::memory_order_acquire);
  const std::int64_t difference = static_cast<std::int16_t>(static_cast<std::uint16_t>(tick - static_cast<std::uint16_t>(last)));
  const std::int64_t cycle = std::max<std::int64_t>(0, static_cast<std::int64_t>(last) + difference);
  return Time::simulatedStart + static_cast<unsigned>(cycle * Lola::cycleMilliseconds);
}

namespace
{
  /** The number of the first cycle at or after a time of the robot's clock. */
  long long cycleAt(unsigned time)
  {
    const long long sinceStart = static_cast<long long>(time) - Time::simulatedStart;
    return sinceStart <= 0 ? 0 : (sinceStart + Lola::cycleMilliseconds - 1) / Lola::cycleMilliseconds;
  }
}

std::uint16_t SimulatedClock::tickAt(unsigned time)
{
  return static_cast<std::uint16_t>(cycleAt(time));
}

unsigned SimulatedClock::instantAt(unsigned time)
{
  return Time::simulatedStart + static_cast<unsigned>(cycleAt(time) * Lola::cycleMilliseconds);
}
