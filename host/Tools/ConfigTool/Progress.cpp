/**
 * @file Progress.cpp
 * The progress line of touchline-config.
 */
#include "Progress.h"
#include <cstdio>
#include <utility>
#include <unistd.h>

namespace
{
  /** The line appears once the work is expected to take longer than this. */
  constexpr std::chrono::milliseconds minDuration(1000);
  /** No estimate is made before this much time has passed. */
  constexpr std::chrono::milliseconds minElapsed(100);
  /** The line is redrawn at most this often. */
  constexpr std::chrono::milliseconds redrawInterval(100);
}

Progress::Progress(std::string verb, std::size_t total) :
  verb(std::move(verb)), total(total), enabled(total > 1 && isatty(STDERR_FILENO) == 1), start(Clock::now())
{}

Progress::~Progress()
{
  clear();
}

void Progress::update(std::size_t done)
{
  if(!enabled || done >= total)
    return;
  const Clock::time_point now = Clock::now();
  const Clock::duration elapsed = now - start;
  if(!active)
  {
    // Expected duration: linear extrapolation from the files done so far.
    if(elapsed < minElapsed || (elapsed < minDuration && (done == 0 || elapsed * static_cast<long>(total) / static_cast<long>(done) <= minDuration)))
      return;
    active = true;
  }
  else if(now - lastDraw < redrawInterval)
    return;
  lastDraw = now;
  std::fprintf(stderr, "\r%s %zu/%zu files\x1b[K", verb.c_str(), done, total);
  std::fflush(stderr);
  shown = true;
}

void Progress::clear()
{
  if(!shown)
    return;
  std::fputs("\r\x1b[K", stderr);
  std::fflush(stderr);
  shown = false;
}
