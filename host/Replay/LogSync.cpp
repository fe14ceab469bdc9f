/**
 * @file Replay/LogSync.cpp
 * Playing several logs together by their time.
 */
#include "Replay/LogSync.h"
#include "Replay/LogPlayer.h"
#include <algorithm>
#include <cmath>

LogSync::~LogSync()
{
  for(LogPlayer* player : players())
    player->setSync(nullptr);
}

void LogSync::add(LogPlayer& player)
{
  std::lock_guard lock(mutex);
  if(std::find(members.begin(), members.end(), &player) == members.end())
    members.push_back(&player);
}

void LogSync::remove(LogPlayer& player)
{
  std::lock_guard lock(mutex);
  members.erase(std::remove(members.begin(), members.end(), &player), members.end());
}

std::vector<LogPlayer*> LogSync::players() const
{
  std::lock_guard lock(mutex);
  return members;
}

void LogSync::play(LogPlayer& origin)
{
  // The clock starts at the time of the origin's next frame.
  const std::size_t now = origin.current();
  const std::optional<long> relative = origin.relativeTime(now == LogPlayer::none ? 0 : now);
  {
    std::lock_guard lock(mutex);
    anchorWall = std::chrono::steady_clock::now();
    anchorRelative = relative.value_or(0);
  }
  const double speed = origin.speed();
  for(LogPlayer* player : players())
  {
    if(player->speed() != speed)
      player->setSpeed(speed);
    player->playAlone();
  }
}

void LogSync::pause()
{
  for(LogPlayer* player : players())
    player->pauseAlone();
}

void LogSync::stop()
{
  for(LogPlayer* player : players())
    player->stopAlone();
}

bool LogSync::gotoFrame(LogPlayer& origin, std::size_t n)
{
  const bool done = origin.gotoAlone(n);
  const std::optional<long> relative = origin.relativeTime(n);
  if(!done || !relative)
    return done;
  for(LogPlayer* player : players())
    if(player != &origin)
      if(const std::optional<unsigned> start = player->startTime())
      {
        const long time = static_cast<long>(*start) + *relative;
        player->gotoAlone(player->frameAt(static_cast<unsigned>(std::max(0l, time))));
      }
  std::lock_guard lock(mutex);
  anchorWall = std::chrono::steady_clock::now();
  anchorRelative = *relative;
  return done;
}

std::chrono::steady_clock::time_point LogSync::due(long relative, double speed) const
{
  std::lock_guard lock(mutex);
  return anchorWall + std::chrono::microseconds(static_cast<long long>(std::llround((relative - anchorRelative) * 1000.0 / speed)));
}
