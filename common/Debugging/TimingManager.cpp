/**
 * @file Debugging/TimingManager.cpp
 * Stopwatches of a thread (STOPWATCH): collecting times and sending them once per frame.
 */
#include "Debugging/TimingManager.h"
#include "Debugging/DebugRequest.h"
#include "Streaming/Global.h"
#include "Streaming/MessageQueue.h"
#include <algorithm>
#include <ctime>

std::uint64_t TimingManager::getCurrentThreadTime()
{
  timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<std::uint64_t>(ts.tv_sec) * 1000000000u + static_cast<std::uint64_t>(ts.tv_nsec);
}

void TimingManager::beginFrame(unsigned startTime)
{
  for(unsigned short id : ranThisFrame)
  {
    watches[id].nanoseconds = 0;
    watches[id].ran = false;
  }
  ranThisFrame.clear();
  frameStartTime = startTime;
  ++frameNumber;
}

bool TimingManager::isMeasuring() const
{
  if(alwaysMeasure)
    return true;
  const DebugRequestTable* table = Global::getDebugRequestTable();
  return table && table->mayBeActive();
}

unsigned short TimingManager::getId(std::string_view name)
{
  if(const auto entry = ids.find(name); entry != ids.end())
    return entry->second;
  if(watches.size() >= maxWatches)
    return noWatch;
  const auto id = static_cast<unsigned short>(watches.size());
  Watch& watch = watches.emplace_back();
  watch.name = name;
  watch.plotRequest.append("plot:stopwatch:").append(name);
  ids.emplace(watch.name, id);
  ranThisFrame.reserve(watches.size());
  return id;
}

void TimingManager::addTime(unsigned short id, std::chrono::nanoseconds duration)
{
  if(id >= watches.size())
    return;
  Watch& watch = watches[id];
  const std::uint64_t nanoseconds = duration.count() > 0 ? static_cast<std::uint64_t>(duration.count()) : 0;
  watch.nanoseconds += nanoseconds;
  if(!watch.ran)
  {
    watch.ran = true;
    ranThisFrame.push_back(id);
  }
  plot(watch, nanoseconds);
}

void TimingManager::plot(const Watch& watch, std::uint64_t nanoseconds) const
{
  const DebugRequestTable* table = Global::getDebugRequestTable();
  if(!table || !table->mayBeActive() || !table->isActive(watch.plotRequest))
    return;
  if(MessageQueue* queue = Global::getDebugOut())
  {
    const std::string_view id = std::string_view(watch.plotRequest).substr(5); // without "plot:"
    queue->out.bin.outString(id.data(), id.size());
    queue->out.bin << static_cast<float>(static_cast<double>(nanoseconds) / 1e6);
    queue->out.finishMessage(idPlot);
  }
}

void TimingManager::writeStopwatchData(Out& stream, std::size_t& firstName) const
{
  const std::size_t nameCount = std::min(namesPerMessage, watches.size());
  stream << static_cast<unsigned short>(nameCount);
  for(std::size_t i = 0; i < nameCount; ++i)
  {
    const std::size_t id = (firstName + i) % watches.size();
    stream << static_cast<unsigned short>(id) << watches[id].name;
  }
  if(!watches.empty())
    firstName = (firstName + nameCount) % watches.size();
  stream << static_cast<unsigned short>(ranThisFrame.size());
  for(unsigned short id : ranThisFrame)
  {
    const std::uint64_t microseconds = watches[id].nanoseconds / 1000;
    stream << id << static_cast<unsigned>(std::min<std::uint64_t>(microseconds, 0xffffffffu));
  }
  stream << frameStartTime << frameNumber;
}

bool TimingManager::writeStopwatchMessage(MessageQueue& queue)
{
  writeStopwatchData(queue.out.bin);
  return queue.out.finishMessage(idStopwatch);
}

std::chrono::nanoseconds TimingManager::getDuration(std::string_view name) const
{
  const auto entry = ids.find(name);
  return entry == ids.end() ? std::chrono::nanoseconds(0)
                            : std::chrono::nanoseconds(static_cast<std::int64_t>(watches[entry->second].nanoseconds));
}

std::vector<std::string> TimingManager::getNames() const
{
  std::vector<std::string> names;
  names.reserve(watches.size());
  for(const Watch& watch : watches)
    names.push_back(watch.name);
  return names;
}
