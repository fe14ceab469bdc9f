/**
 * @file Platform/Nao/MotionLoopTiming.cpp
 * Histograms of the Motion loop's durations and their summary at the end of the program.
 */
#include "Platform/Nao/MotionLoopTiming.h"
#include "Platform/Nao/LolaProtocol.h"
#include <algorithm>
#include <cstdio>

namespace
{
  struct State
  {
    MotionLoopTiming::Histogram stateToCommand, frame, stateGap;
    MotionLoopTiming::Clock::time_point received;
    std::chrono::nanoseconds lastFrame{0};
    bool haveState = false;
    bool answered = true;   ///< The last state message got its command.
    bool frameEnded = true; ///< The frame of the last state message ended.
    std::uint64_t missed = 0;
  };

  State& state()
  {
    static State instance;
    return instance;
  }

  std::string line(const char* name, const MotionLoopTiming::Histogram& histogram)
  {
    char text[160];
    std::snprintf(text, sizeof(text), "%s: p50 %llu us, p99 %llu us, max %llu us (%llu)", name,
                  static_cast<unsigned long long>(histogram.percentile(0.5)), static_cast<unsigned long long>(histogram.percentile(0.99)),
                  static_cast<unsigned long long>(histogram.maximum), static_cast<unsigned long long>(histogram.count));
    return text;
  }
}

void MotionLoopTiming::Histogram::add(std::chrono::nanoseconds duration)
{
  const auto microseconds = static_cast<std::uint64_t>(std::max<std::int64_t>(0, std::chrono::duration_cast<std::chrono::microseconds>(duration).count()));
  ++counts[std::min<std::uint64_t>(microseconds, bins)];
  ++count;
  maximum = std::max(maximum, microseconds);
}

std::uint64_t MotionLoopTiming::Histogram::percentile(double p) const
{
  if(count == 0)
    return 0;
  const auto wanted = static_cast<std::uint64_t>(std::clamp(p, 0.0, 1.0) * static_cast<double>(count) + 0.5);
  std::uint64_t seen = 0;
  for(std::uint32_t bin = 0; bin < bins; ++bin)
    if((seen += counts[bin]) >= std::max<std::uint64_t>(wanted, 1))
      return bin;
  return maximum;
}

std::chrono::nanoseconds MotionLoopTiming::stateReceived(Clock::time_point now)
{
  State& s = state();
  std::chrono::nanoseconds gap{0};
  if(s.haveState)
  {
    gap = now - s.received;
    s.stateGap.add(gap);
    const auto cycles = static_cast<std::uint64_t>((gap + std::chrono::milliseconds(Lola::cycleMilliseconds) / 2) /
                                                   std::chrono::milliseconds(Lola::cycleMilliseconds));
    if(cycles > 1)
      s.missed += cycles - 1;
  }
  s.received = now;
  s.haveState = true;
  s.answered = false;
  s.frameEnded = false;
  return gap;
}

std::chrono::nanoseconds MotionLoopTiming::commandSent(Clock::time_point now)
{
  State& s = state();
  if(!s.haveState || s.answered)
    return std::chrono::nanoseconds(0);
  s.answered = true;
  const std::chrono::nanoseconds duration = now - s.received;
  s.stateToCommand.add(duration);
  return duration;
}

void MotionLoopTiming::frameEnded(Clock::time_point now)
{
  State& s = state();
  if(!s.haveState || s.frameEnded)
    return;
  s.frameEnded = true;
  s.lastFrame = now - s.received;
  s.frame.add(s.lastFrame);
}

std::chrono::nanoseconds MotionLoopTiming::lastFrame()
{
  return state().lastFrame;
}

std::string MotionLoopTiming::summary()
{
  const State& s = state();
  if(!s.haveState)
    return "";
  return "Motion loop: " + std::to_string(s.stateGap.count + 1) + " state messages, " + std::to_string(s.missed) +
         " cycles missed (gaps of 1.5 cycles and more); " + line("state to command", s.stateToCommand) + "; " + line("frame", s.frame) + "; " +
         line("gap between states", s.stateGap);
}

void MotionLoopTiming::reset()
{
  state() = State();
}

const MotionLoopTiming::Histogram& MotionLoopTiming::getStateToCommand() { return state().stateToCommand; }
const MotionLoopTiming::Histogram& MotionLoopTiming::getFrame() { return state().frame; }
const MotionLoopTiming::Histogram& MotionLoopTiming::getStateGap() { return state().stateGap; }
std::uint64_t MotionLoopTiming::getMissedCycles() { return state().missed; }
