/**
 * @file Console/ConsoleReplay.cpp
 * Replay robots: "sl <name> <file>" starts one, and "log ..." navigates, edits and saves the
 * log of the selected one (docs/logs.md, "Replaying a log").
 */
#include "Console/Console.h"
#include "Replay/LogSaving.h"
#include "Replay/LogSync.h"
#include "Replay/ReplayRobot.h"
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <set>

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

  /** A frame number or "current"; false if neither. */
  bool frameNumber(const std::string& word, const LogPlayer& player, std::size_t& frame)
  {
    if(word == "current")
    {
      frame = player.current() == LogPlayer::none ? 0 : player.current();
      return true;
    }
    if(word.empty() || word.size() > 18 || !std::all_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; }))
      return false;
    frame = std::stoull(word);
    return true;
  }

  /** Message ids by name ("idFrameInfo" or "FrameInfo"); false (unknown printed into error) if one is unknown. */
  bool messageIds(const std::vector<std::string>& names, std::vector<MessageID>& ids, std::string& error)
  {
    for(const std::string& name : names)
    {
      MessageID id = MessageIDs::fromName(name);
      if(id == undefined)
        id = MessageIDs::fromName("id" + name);
      if(id == undefined)
      {
        error = "unknown message id " + name;
        return false;
      }
      ids.push_back(id);
    }
    return true;
  }
}

void Console::addReplayCommands()
{
  commands.add({"sl",
                {{"sl <name> <file>", "start a robot that replays a log file (also found with .log added and in Logs/)"}},
                [this](const Call& call) { return startReplayCommand(call); }});
}

Console::Result Console::startReplayCommand(const Call& call)
{
  if(call.args.size() != 2)
    return Result::usage;
  std::string error;
  if(!startReplay(call.args[0], call.args[1], error))
  {
    print("Error: " + error);
    return Result::failed;
  }
  return Result::done;
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

Console::Result Console::replayLog(ReplayRobot& replay, RobotConnection& connection, const Call& call)
{
  const Arguments& args = call.args;
  LogPlayer& player = replay.player();
  const std::string& action = args[0];
  const std::size_t count = args.size();
  Result result = Result::done;
  const auto failed = [this](const std::string& why) {
    print("Error: " + why);
    return Result::failed;
  };
  if(action == "start" && count == 1)
    player.play();
  else if(action == "stop" && count == 1)
    player.stop();
  else if(action == "pause" && count == 1)
    player.pause();
  else if(action == "repeat" && count == 1)
    result = player.repeat() ? Result::done : failed("no frame has been played yet");
  else if(action == "cycle" && count == 1)
    player.setLoop(true);
  else if(action == "once" && count == 1)
    player.setLoop(false);
  else if((action == "forward" || action == "backward") && count <= 2)
  {
    const bool forward = action == "forward";
    const std::string how = count == 2 ? args[1] : "";
    bool moved = false;
    if(how.empty())
      moved = player.step(forward ? 1 : -1);
    else if(how == "fast")
      moved = player.step(forward ? 100 : -100);
    else if(how == "image")
      moved = player.stepImage(forward);
    else
      return Result::usage;
    if(!moved)
      result = failed(how == "image" ? "there is no frame with an image " + std::string(forward ? "after" : "before") + " this one"
                                     : "there is no such frame (" + std::to_string(player.frameCount()) + " frames)");
  }
  else if(action == "goto" && count == 2)
  {
    std::size_t frame = 0;
    if(!frameNumber(args[1], player, frame))
      return Result::usage;
    if(!player.gotoFrame(frame))
      result = failed("there is no frame " + args[1] + " (" + std::to_string(player.frameCount()) + " frames)");
  }
  else if(action == "speed" && count == 2)
  {
    if(args[1] == "max")
      player.setSpeed(0);
    else
    {
      char* end = nullptr;
      const double factor = std::strtod(args[1].c_str(), &end);
      if(end == args[1].c_str() || *end || !(factor >= 0.25 && factor <= 8))
        return Result::usage;
      player.setSpeed(factor);
    }
  }
  else if(action == "trim" && count >= 3)
  {
    std::size_t a = 0, b = 0;
    const std::size_t frames = player.frameCount();
    bool ok = false;
    // Both bounds are kept, as in B-Human's console: "until 20" keeps frames 0 to 20.
    if(args[1] == "until" && count == 3 && frameNumber(args[2], player, a))
      ok = player.trim(0, a);
    else if(args[1] == "from" && count == 3 && frameNumber(args[2], player, a))
      ok = frames > 0 && player.trim(a, frames - 1);
    else if(args[1] == "between" && count == 4 && frameNumber(args[2], player, a) && frameNumber(args[3], player, b))
      ok = player.trim(a, b);
    else
      return Result::usage;
    if(!ok)
    {
      const std::string kept = args[1] == "until" ? "0 to " + args[2] : args[1] == "from" ? args[2] + " to the end" : args[2] + " to " + args[3];
      result = failed("cannot keep frames " + kept + ": the log has " + std::to_string(frames) + (frames == 1 ? " frame" : " frames") +
                      (frames ? " (0 to " + std::to_string(frames - 1) + ")" : ""));
    }
    else
      print(std::to_string(player.frameCount()) + " frames left");
  }
  else if((action == "keep" || action == "remove") && count >= 2)
  {
    std::vector<MessageID> ids;
    std::string error;
    if(!messageIds(Arguments(args.begin() + 1, args.end()), ids, error))
      return failed(error);
    if(action == "keep")
      player.keepOnly(ids);
    else
      player.remove(ids);
  }
  else if(action == "?" && count <= 2)
  {
    for(const std::string& line : LogSaving::statistics(player, count == 2 ? args[1] : ""))
      print(line);
  }
  else if(action == "save" && count <= 2)
  {
    std::string file = count == 2 ? args[1] : "Logs/" + connection.name() + ".log";
    if(std::filesystem::path(file).extension().empty())
      file += ".log";
    std::string error;
    if(!LogSaving::save(player, file, error))
      return failed(error);
    print("saved " + std::to_string(player.frameCount()) + " frames to " + std::filesystem::absolute(file).string());
  }
  else if(action == "saveImages")
  {
    LogSaving::ImageOptions options;
    options.directory = "Images/" + std::filesystem::path(player.log().path()).stem().string() + "_Images";
    for(std::size_t i = 1; i < count; ++i)
      if(args[i] == "raw")
        options.raw = true;
      else if(!args[i].empty() && std::all_of(args[i].begin(), args[i].end(), [](char c) { return c >= '0' && c <= '9'; }) &&
              args[i].size() < 9)
        options.nth = std::max(1u, static_cast<unsigned>(std::stoul(args[i])));
      else
        options.directory = args[i];
    std::string error;
    std::size_t saved = 0;
    if(!LogSaving::saveImages(player, options, saved, error))
      return failed(error);
    print("saved " + std::to_string(saved) + " images to " + std::filesystem::absolute(options.directory).string());
  }
  else if(action == "saveAudio" && count <= 2)
  {
    const std::string file = count == 2 ? args[1] : "Sounds/" + std::filesystem::path(player.log().path()).stem().string() + ".wav";
    std::string error;
    double seconds = 0;
    if(!LogSaving::saveAudio(player, file, seconds, error))
      return failed(error);
    char length[32];
    std::snprintf(length, sizeof(length), "%.2f", seconds);
    print("saved " + std::string(length) + " s of audio to " + std::filesystem::absolute(file).string());
  }
  else if(action == "mr" && (count == 1 || (count == 2 && args[1] == "list")))
    result = replayModuleRequests(replay, connection, count == 2);
  else if(action == "sync" && count == 2 && (args[1] == "on" || args[1] == "off"))
    setSynchronised(args[1] == "on");
  else
    return Result::usage;
  printPlayerMessages();
  return result;
}

Console::Result Console::replayModuleRequests(ReplayRobot& replay, RobotConnection& connection, bool listOnly)
{
  ReplayConfiguration::Changes changes;
  if(!ensureModuleTable(connection, true))
    return Result::failed;
  // list: what replaying changes in threads.cfg; else applied to what the robot runs now (changed with mr?).
  const Configuration configuration =
    ReplayConfiguration::make(listOnly ? replay.robotConfiguration() : connection.moduleTable()->configuration, *replay.log(), changes);
  for(const std::string& line : changes.lines)
    print(line);
  if(changes.lines.empty())
    print("the configuration replays the log already");
  for(const std::string& thread : changes.missingThreads)
    print("(thread " + thread + " of the log is not configured: its frames are skipped)");
  if(listOnly)
    return Result::done;
  return sendModuleRequest(connection, configuration) ? Result::done : Result::failed;
}
