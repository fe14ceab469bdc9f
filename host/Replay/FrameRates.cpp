/**
 * @file Replay/FrameRates.cpp
 * The frame rates of a log player's threads.
 */
#include "Replay/FrameRates.h"

FrameRates::FrameRates(const std::vector<std::string>& threads)
{
  for(const std::string& thread : threads)
    recent[thread];
}

void FrameRates::played(const std::string& thread, Clock::time_point now)
{
  std::lock_guard lock(mutex);
  std::deque<Clock::time_point>& times = recent[thread];
  times.push_back(now);
  while(!times.empty() && now - times.front() > std::chrono::seconds(1))
    times.pop_front();
}

std::map<std::string, float> FrameRates::rates(Clock::time_point now) const
{
  std::lock_guard lock(mutex);
  std::map<std::string, float> result;
  for(const auto& [thread, times] : recent)
  {
    std::size_t frames = 0;
    for(const Clock::time_point time : times)
      frames += now - time <= std::chrono::seconds(1) ? 1 : 0;
    result[thread] = static_cast<float>(frames);
  }
  return result;
}
