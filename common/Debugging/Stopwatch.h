/**
 * @file Debugging/Stopwatch.h
 * STOPWATCH: measures the CPU time of the statement or block that follows.
 *
 *   STOPWATCH("myCode") myCode();
 *   STOPWATCH("localisation") { predict(); update(); }
 *
 * The times go to the calling thread's TimingManager; while the request "timing" is enabled,
 * the thread sends them at the end of each frame (idStopwatch). Each run is also plotted as
 * "stopwatch:<id>" in ms (request "plot:stopwatch:<id>"). When nothing is requested (and the
 * logger does not want timing) the statement just runs. In release builds (TOUCHLINE_RELEASE)
 * the macro leaves only the statement.
 */
#pragma once

#include "Debugging/TimingManager.h"
#include "Streaming/Global.h"
#include <string_view>

/** Measures the CPU time of its own lifetime, if the thread's TimingManager measures now. */
class Stopwatch
{
public:
  explicit Stopwatch(std::string_view name)
  {
    TimingManager* timing = Global::getTimingManager();
    if(timing && timing->isMeasuring())
    {
      manager = timing;
      id = timing->getId(name);
      start = TimingManager::getCurrentThreadTime();
    }
  }
  ~Stopwatch()
  {
    if(manager)
      manager->addTime(id, std::chrono::nanoseconds(TimingManager::getCurrentThreadTime() - start));
  }
  Stopwatch(const Stopwatch&) = delete;
  Stopwatch& operator=(const Stopwatch&) = delete;

private:
  TimingManager* manager = nullptr;
  unsigned short id = 0;
  std::uint64_t start = 0;
};

#ifdef TOUCHLINE_RELEASE
#define STOPWATCH(id)
#else
/** Measures the statement or block that follows as <id>. */
#define STOPWATCH(id) if(const Stopwatch _tlStopwatch(id); true)
#endif
