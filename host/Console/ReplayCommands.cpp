/**
 * @file Console/ReplayCommands.cpp
 * Replay robots: "sl <name> <file>" starts one, and "log ..." navigates, edits and saves the
 * log of the selected one (docs/logs.md, "Replaying a log").
 */
#include "Console/ReplayCommands.h"
#include "Console/RobotConnection.h"
#include "Replay/LogSaving.h"
#include "Replay/ReplayRobot.h"
#include <algorithm>
#include <cstdio>
#include <filesystem>

namespace
{
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

ReplayCommands::ReplayCommands(ConsoleCore& core) : core(core)
{
  addPlaying();
  addEditing();
  addSaving();
  addConfiguring();
}

void ReplayCommands::addCommands(CommandTable& table)
{
  table.add({"sl",
             {{"sl <name> <file>", "start a robot that replays a log file (also found with .log added and in Logs/)"}},
             [this](const Call& call) { return startReplay(call); }});
}

ConsoleCore::Result ReplayCommands::startReplay(const Call& call)
{
  if(call.args.size() != 2)
    return Result::usage;
  std::string error;
  if(!core.startReplay(call.args[0], call.args[1], error))
    return failed(error);
  return Result::done;
}

ConsoleCore::Result ReplayCommands::failed(const std::string& why)
{
  core.print("Error: " + why);
  return Result::failed;
}

LogPlayer& ReplayCommands::player()
{
  return core.replayOf(*core.robot())->player();
}

void ReplayCommands::addPlaying()
{
  subCommands.add({{"start", "stop", "pause", "repeat", "cycle", "once"},
                   {{"log start | stop | pause | repeat | cycle | once", "replay robots: play, stop (back to the start), pause, play the frame again, play in a loop or once"}},
                   [this](const Call& call) {
                     if(call.args.size() != 1)
                       return Result::usage;
                     LogPlayer& player = this->player();
                     const std::string& action = call.args[0];
                     if(action == "start")
                       player.play();
                     else if(action == "stop")
                       player.stop();
                     else if(action == "pause")
                       player.pause();
                     else if(action == "repeat")
                       return player.repeat() ? Result::done : failed("no frame has been played yet");
                     else
                       player.setLoop(action == "cycle");
                     return Result::done;
                   }});
  subCommands.add({{"forward", "backward"},
                   {{"log forward | backward [fast | image]", "replay robots: one frame, 100 frames or to the next frame with an image"}},
                   [this](const Call& call) { return step(player(), call); },
                   [](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
                     if(completion.index == 2)
                       candidates.insert({"fast", "image"});
                   }});
  subCommands.add({{"goto", "speed"},
                   {{"log goto <frame> | speed <factor> | speed max", "replay robots: replay a frame; play at 0.25 to 8 times the recorded speed, or as fast as possible"}},
                   [this](const Call& call) {
                     if(call.args.size() != 2)
                       return Result::usage;
                     LogPlayer& player = this->player();
                     const std::string& value = call.args[1];
                     if(call.args[0] == "goto")
                     {
                       std::size_t frame = 0;
                       if(!frameNumber(value, player, frame))
                         return Result::usage;
                       if(!player.gotoFrame(frame))
                         return failed("there is no frame " + value + " (" + std::to_string(player.frameCount()) + " frames)");
                       return Result::done;
                     }
                     if(value == "max")
                     {
                       player.setSpeed(0);
                       return Result::done;
                     }
                     char* end = nullptr;
                     const double factor = std::strtod(value.c_str(), &end);
                     if(end == value.c_str() || *end || !(factor >= 0.25 && factor <= 8))
                       return Result::usage;
                     player.setSpeed(factor);
                     return Result::done;
                   }});
}

void ReplayCommands::addEditing()
{
  subCommands.add({{"trim"},
                   {{"log trim until <frame> | from <frame> | between <frame> <frame>", "replay robots: keep the frames up to and including a frame, from a frame on, or from the first to the second, both included (as B-Human's; a frame can be current)"}},
                   [this](const Call& call) { return call.args.size() >= 3 ? trim(player(), call) : Result::usage; },
                   [](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
                     if(completion.index == 2)
                       candidates.insert({"until", "from", "between"});
                   }});
  subCommands.add({{"keep", "remove"},
                   {{"log keep | remove <id> {<id>}", "replay robots: play and save only these messages, or not these (idFrameInfo or FrameInfo)"}},
                   [this](const Call& call) {
                     if(call.args.size() < 2)
                       return Result::usage;
                     std::vector<MessageID> ids;
                     std::string error;
                     if(!messageIds(std::vector<std::string>(call.args.begin() + 1, call.args.end()), ids, error))
                       return failed(error);
                     if(call.args[0] == "keep")
                       player().keepOnly(ids);
                     else
                       player().remove(ids);
                     return Result::done;
                   }});
}

void ReplayCommands::addConfiguring()
{
  subCommands.add({{"mr"},
                   {{"log mr [list]", "replay robots: module requests that provide the logged representations from the log (list: only print them)"}},
                   [this](const Call& call) {
                     const std::size_t count = call.args.size();
                     if(count != 1 && !(count == 2 && call.args[1] == "list"))
                       return Result::usage;
                     return moduleRequests(count == 2);
                   },
                   [](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
                     if(completion.index == 2)
                       candidates.insert("list");
                   }});
  subCommands.add({{"sync"},
                   {{"log sync on | off", "replay robots: play all logs together by their time since their start"}},
                   [this](const Call& call) {
                     if(call.args.size() != 2 || (call.args[1] != "on" && call.args[1] != "off"))
                       return Result::usage;
                     core.setSynchronised(call.args[1] == "on");
                     return Result::done;
                   },
                   [](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
                     if(completion.index == 2)
                       candidates.insert({"on", "off"});
                   }});
}

void ReplayCommands::addSaving()
{
  subCommands.add({{"?", "save"},
                   {{"log ? [<pattern>] | save [<file>]", "replay robots: messages per id (count, share of the bytes); save what is kept (default Logs/<robot>.log)"}},
                   [this](const Call& call) {
                     const std::size_t count = call.args.size();
                     if(count > 2)
                       return Result::usage;
                     LogPlayer& player = this->player();
                     if(call.args[0] == "?")
                     {
                       for(const std::string& line : LogSaving::statistics(player, count == 2 ? call.args[1] : ""))
                         core.print(line);
                       return Result::done;
                     }
                     std::string file = count == 2 ? call.args[1] : "Logs/" + core.robot()->name() + ".log";
                     if(std::filesystem::path(file).extension().empty())
                       file += ".log";
                     std::string error;
                     if(!LogSaving::save(player, file, error))
                       return failed(error);
                     core.print("saved " + std::to_string(player.frameCount()) + " frames to " + std::filesystem::absolute(file).string());
                     return Result::done;
                   }});
  subCommands.add({{"saveImages"},
                   {{"log saveImages [raw] [<nth>] [<dir>]", "replay robots: every (nth) camera image as PNG (raw: YUV as stored; default dir Images/<log>_Images)"}},
                   [this](const Call& call) { return saveImages(player(), call); },
                   [](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
                     if(completion.index >= 2)
                       candidates.insert("raw");
                   }});
  subCommands.add({{"saveAudio"},
                   {{"log saveAudio [<file>]", "replay robots: the audio as WAV (default Sounds/<log>.wav)"}},
                   [this](const Call& call) {
                     const std::size_t count = call.args.size();
                     if(count > 2)
                       return Result::usage;
                     LogPlayer& player = this->player();
                     const std::string file = count == 2 ? call.args[1] : "Sounds/" + std::filesystem::path(player.log().path()).stem().string() + ".wav";
                     std::string error;
                     double seconds = 0;
                     if(!LogSaving::saveAudio(player, file, seconds, error))
                       return failed(error);
                     char length[32];
                     std::snprintf(length, sizeof(length), "%.2f", seconds);
                     core.print("saved " + std::string(length) + " s of audio to " + std::filesystem::absolute(file).string());
                     return Result::done;
                   }});
}

ConsoleCore::Result ReplayCommands::step(LogPlayer& player, const Call& call)
{
  if(call.args.size() > 2)
    return Result::usage;
  const bool forward = call.args[0] == "forward";
  const std::string how = call.args.size() == 2 ? call.args[1] : "";
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
    return failed(how == "image" ? "there is no frame with an image " + std::string(forward ? "after" : "before") + " this one"
                                 : "there is no such frame (" + std::to_string(player.frameCount()) + " frames)");
  return Result::done;
}

ConsoleCore::Result ReplayCommands::trim(LogPlayer& player, const Call& call)
{
  const std::vector<std::string>& args = call.args;
  const std::size_t count = args.size();
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
    return failed("cannot keep frames " + kept + ": the log has " + std::to_string(frames) + (frames == 1 ? " frame" : " frames") +
                  (frames ? " (0 to " + std::to_string(frames - 1) + ")" : ""));
  }
  core.print(std::to_string(player.frameCount()) + " frames left");
  return Result::done;
}

ConsoleCore::Result ReplayCommands::saveImages(LogPlayer& player, const Call& call)
{
  const std::vector<std::string>& args = call.args;
  LogSaving::ImageOptions options;
  options.directory = "Images/" + std::filesystem::path(player.log().path()).stem().string() + "_Images";
  for(std::size_t i = 1; i < args.size(); ++i)
    if(args[i] == "raw")
      options.raw = true;
    else if(!args[i].empty() && std::all_of(args[i].begin(), args[i].end(), [](char c) { return c >= '0' && c <= '9'; }) && args[i].size() < 9)
      options.nth = std::max(1u, static_cast<unsigned>(std::stoul(args[i])));
    else
      options.directory = args[i];
  std::string error;
  std::size_t saved = 0;
  if(!LogSaving::saveImages(player, options, saved, error))
    return failed(error);
  core.print("saved " + std::to_string(saved) + " images to " + std::filesystem::absolute(options.directory).string());
  return Result::done;
}

ConsoleCore::Result ReplayCommands::moduleRequests(bool listOnly)
{
  RobotConnection& connection = *core.robot();
  ReplayRobot& replay = *core.replayOf(connection);
  ReplayConfiguration::Changes changes;
  if(!core.ensureModuleTable(connection, true))
    return Result::failed;
  // list: what replaying changes in threads.cfg; else applied to what the robot runs now (changed with mr?).
  const Configuration configuration =
    ReplayConfiguration::make(listOnly ? replay.robotConfiguration() : connection.moduleTable()->configuration, *replay.log(), changes);
  for(const std::string& line : changes.lines)
    core.print(line);
  if(changes.lines.empty())
    core.print("the configuration replays the log already");
  for(const std::string& thread : changes.missingThreads)
    core.print("(thread " + thread + " of the log is not configured: its frames are skipped)");
  if(listOnly)
    return Result::done;
  return core.sendModuleRequest(connection, configuration) ? Result::done : Result::failed;
}
