/**
 * @file Console/ThreadTiming.cpp
 * Statistics over the stopwatch messages of a thread.
 */
#include "Console/ThreadTiming.h"
#include <algorithm>

void ThreadTiming::add(const StopwatchData& data, Clock::time_point now)
{
  for(const auto& [id, name] : data.names)
    if(names.size() < maxWatches || names.contains(id))
      names[id] = name;
  for(const auto& [id, duration] : data.durations)
  {
    if(watches.size() >= maxWatches && !watches.contains(id))
      continue;
    Watch& watch = watches[id];
    watch.durations.push_back(duration);
    if(watch.durations.size() > frames)
      watch.durations.pop_front();
    watch.lastSeen = now;
  }
  // A frame number that goes back: the robot restarted; the frame times start anew.
  if(!frameStarts.empty() && data.frameStartTime < frameStarts.back())
    frameStarts.clear();
  frameStarts.push_back(data.frameStartTime);
  if(frameStarts.size() > frames + 1)
    frameStarts.pop_front();
  updated = now;
}

std::vector<ThreadTiming::Row> ThreadTiming::rows() const
{
  std::vector<Row> result;
  for(const auto& [id, watch] : watches)
  {
    if(watch.durations.empty())
      continue;
    Row row;
    const auto name = names.find(id);
    row.name = name != names.end() ? name->second : "stopwatch " + std::to_string(id);
    const auto [min, max] = std::minmax_element(watch.durations.begin(), watch.durations.end());
    double sum = 0;
    for(unsigned duration : watch.durations)
      sum += duration;
    row.min = static_cast<float>(*min) / 1000.f;
    row.max = static_cast<float>(*max) / 1000.f;
    row.average = static_cast<float>(sum / static_cast<double>(watch.durations.size()) / 1000.0);
    row.samples = watch.durations.size();
    row.lastSeen = watch.lastSeen;
    result.push_back(std::move(row));
  }
  std::sort(result.begin(), result.end(), [](const Row& a, const Row& b) { return a.name < b.name; });
  return result;
}

float ThreadTiming::frequency() const
{
  if(frameStarts.size() < 2 || frameStarts.back() == frameStarts.front())
    return 0.f;
  return static_cast<float>(frameStarts.size() - 1) * 1000.f / static_cast<float>(frameStarts.back() - frameStarts.front());
}

float ThreadTiming::minFrameTime() const
{
  unsigned result = 0;
  for(std::size_t i = 1; i < frameStarts.size(); ++i)
    result = i == 1 ? frameStarts[i] - frameStarts[i - 1] : std::min(result, frameStarts[i] - frameStarts[i - 1]);
  return static_cast<float>(result);
}

float ThreadTiming::maxFrameTime() const
{
  unsigned result = 0;
  for(std::size_t i = 1; i < frameStarts.size(); ++i)
    result = std::max(result, frameStarts[i] - frameStarts[i - 1]);
  return static_cast<float>(result);
}
