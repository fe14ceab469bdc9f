/**
 * @file Console/ConsoleReplay.cpp
 * The console's replay robots: starting one, finding its player, playing them together
 * (their commands: ReplayCommands).
 */
#include "Console/Console.h"
#include "Replay/LogSync.h"
#include "Replay/ReplayRobot.h"
#include <algorithm>
#include <filesystem>

namespace
{
  /** A log file name as the user typed it: as given, with ".log" added, or in Logs/. */
  std::string logFileName(const std::string& typed)
  {
    namespace fs = std::filesystem;
    std::error_code ignored;
    for(const std::string& candidate : {typed, typed + ".log", "Logs/" + typed, "Logs/" + typed + ".log"})
      if(fs::is_regular_file(candidate, ignored))
        return candidate;
    return typed;
  }
}

bool Console::startReplay(const std::string& name, const std::string& file, std::string& error)
{
  std::lock_guard lock(mutex); // one command at a time (also when the studio calls this)
  const std::string path = logFileName(file);
  std::vector<std::string> messages;
  std::unique_ptr<ReplayRobot> replay = ReplayRobot::open(path, messages, error);
  for(const std::string& message : messages)
    print(message);
  if(!replay)
    return false;
  const std::string unique = uniqueName(name.empty() ? std::filesystem::path(path).stem().string() : name);
  ReplayRobot* robot = replay.get();
  const unsigned short port = replay->port();
  if(!connectRobot(unique, "127.0.0.1", port, error, &replay))
  {
    error = "cannot connect to the replay robot of " + path + ": " + error;
    return false;
  }
  {
    std::lock_guard syncLock(syncMutex);
    std::lock_guard robotsLock(robotsMutex);
    if(logSync)
      robot->player().setSync(logSync.get());
  }
  print(unique + " replays " + path + ": " + std::to_string(robot->player().frameCount()) + " frames");
  return true;
}

LogPlayer* Console::logPlayer(const std::string& robotName) const
{
  std::lock_guard lock(robotsMutex);
  for(const auto& [connection, replay] : replays)
    if(connection->name() == robotName)
      return &replay->player();
  return nullptr;
}

bool Console::isSynchronised() const
{
  std::lock_guard lock(robotsMutex);
  return logSync != nullptr;
}

void Console::setSynchronised(bool on)
{
  // Not the console's lock: the studio calls this from its GUI thread, which never waits for a command.
  std::lock_guard lock(syncMutex); // one change at a time, and no replay robot starts meanwhile
  std::vector<ReplayRobot*> all;
  bool synchronised = false;
  {
    std::lock_guard robotsLock(robotsMutex);
    for(const auto& [connection, replay] : replays)
      all.push_back(replay.get());
    synchronised = logSync != nullptr;
  }
  if(on == synchronised)
    return;
  auto sync = on ? std::make_unique<LogSync>() : nullptr;
  for(ReplayRobot* replay : all)
    replay->player().setSync(sync.get());
  std::lock_guard robotsLock(robotsMutex);
  logSync = std::move(sync);
}

ReplayRobot* Console::replayOf(const RobotConnection& connection) const
{
  std::lock_guard lock(robotsMutex);
  const auto replay = replays.find(&connection);
  return replay == replays.end() ? nullptr : replay->second.get();
}

void Console::printPlayerMessages()
{
  std::vector<ReplayRobot*> all;
  {
    std::lock_guard lock(robotsMutex);
    for(const auto& [connection, replay] : replays)
      all.push_back(replay.get());
  }
  for(ReplayRobot* replay : all)
    for(const std::string& message : replay->player().takeMessages())
      print(message);
}
