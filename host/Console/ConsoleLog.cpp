/**
 * @file Console/ConsoleLog.cpp
 * The command "log": remote logging. While recording, the frames the robot's threads send
 * (frame markers and data messages, i.e. the representations requested with
 * "dr representation:<Name>") go into a recording file in the working directory
 * (RemoteLogRecorder); "log save" copies it into a log file with the robot's message ids and
 * type information, which touchline-log and the studio read.
 */
#include "Console/Console.h"
#include "Console/RemoteLogRecorder.h"
#include "Replay/ReplayRobot.h"
#include <filesystem>
#include <map>
#include <memory>
#include <set>

namespace
{
  /** The header chunks of a robot's recording: its settings, message ids and types. */
  RemoteLogRecorder::Header recordingHeader(const RobotConnection& connection)
  {
    RemoteLogRecorder::Header header;
    header.settings.headName = connection.version().headName;
    header.settings.bodyName = connection.version().bodyName;
    header.settings.location = connection.version().location;
    header.settings.scenario = connection.version().scenario;
    header.settings.playerNumber = connection.version().playerNumber;
    header.messageIdNames = connection.version().messageIDs;
    header.typeInfo = *connection.typeInfo();
    return header;
  }
}

void Console::addLogCommands()
{
  commands.add({"log",
                {{"log start | stop | clear", "start, stop or clear recording the robot's frames (remote logging)"},
                 {"log save [<file>]", "save the recording as a log file (default <robot>.log in the working directory)"},
                 {"log ?", "print what was recorded"},
                 {"log load <file>", "start a robot that replays a log file (as sl, named after the file)"},
                 {"log start | stop | pause | repeat | cycle | once", "replay robots: play, stop (back to the start), pause, play the frame again, play in a loop or once"},
                 {"log forward | backward [fast | image]", "replay robots: one frame, 100 frames or to the next frame with an image"},
                 {"log goto <frame> | speed <factor> | speed max", "replay robots: replay a frame; play at 0.25 to 8 times the recorded speed, or as fast as possible"},
                 {"log trim until <frame> | from <frame> | between <frame> <frame>", "replay robots: keep the frames up to and including a frame, from a frame on, or from the first to the second, both included (as B-Human's; a frame can be current)"},
                 {"log keep | remove <id> {<id>}", "replay robots: play and save only these messages, or not these (idFrameInfo or FrameInfo)"},
                 {"log ? [<pattern>] | save [<file>]", "replay robots: messages per id (count, share of the bytes); save what is kept (default Logs/<robot>.log)"},
                 {"log saveImages [raw] [<nth>] [<dir>]", "replay robots: every (nth) camera image as PNG (raw: YUV as stored; default dir Images/<log>_Images)"},
                 {"log saveAudio [<file>]", "replay robots: the audio as WAV (default Sounds/<log>.wav)"},
                 {"log mr [list]", "replay robots: module requests that provide the logged representations from the log (list: only print them)"},
                 {"log sync on | off", "replay robots: play all logs together by their time since their start"}},
                [this](const Call& call) { return log(call); },
                [](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
                  if(completion.index == 1)
                    candidates.insert({"start", "stop", "clear", "save", "?", "load", "pause", "repeat", "cycle", "once", "forward",
                                       "backward", "goto", "speed", "trim", "keep", "remove", "saveImages", "saveAudio", "mr", "sync"});
                  else if(completion.index == 2 && (completion.words[1] == "forward" || completion.words[1] == "backward"))
                    candidates.insert({"fast", "image"});
                  else if(completion.index == 2 && completion.words[1] == "trim")
                    candidates.insert({"until", "from", "between"});
                  else if(completion.index == 2 && completion.words[1] == "sync")
                    candidates.insert({"on", "off"});
                },
                false, true, {"load", "sync"}});
}

Console::Result Console::log(const Call& call)
{
  const Arguments& args = call.args;
  if(args.empty())
    return Result::usage;
  if(args[0] == "load")
  {
    if(args.size() != 2)
      return Result::usage;
    std::string error;
    if(startReplay("", args[1], error))
      return Result::done;
    print("Error: " + error);
    return Result::failed;
  }
  RobotConnection* connection = robot();
  if(!connection)
    return Result::failed;
  if(ReplayRobot* replay = replayOf(*connection))
    return replayLog(*replay, *connection, call);
  if(args.size() > 2 || (args.size() == 2 && args[0] != "save") || !std::set<std::string>{"start", "stop", "clear", "?", "save"}.contains(args[0]))
    return Result::usage;
  const std::string& action = args[0];
  if(action == "start")
  {
    // The type information is needed to save the log; ask for it now, while the robot runs.
    if(!ensureTypeInfo(*connection))
      return Result::failed;
    if(!connection->recordingFile())
    {
      auto recorder = std::make_unique<RemoteLogRecorder>();
      std::string error;
      if(!recorder->open(".", connection->name(), recordingHeader(*connection), error))
      {
        print("Error: cannot record: " + error);
        return Result::failed;
      }
      connection->startRecording(std::move(recorder));
    }
    connection->setRecording(true);
    return Result::done;
  }
  RemoteLogRecorder* const recording = connection->recordingFile();
  if(action == "stop")
  {
    connection->setRecording(false);
    print("recorded " + std::to_string(recording ? recording->frames() : 0) + " frames, " +
          std::to_string(recording ? recording->bytes() : 0) + " bytes");
    if(const std::string loss = recording ? recording->takeLossReport() : ""; !loss.empty())
      print(loss);
    return Result::done;
  }
  if(action == "clear")
  {
    connection->clearRecording();
    return Result::done;
  }
  if(action == "?")
  {
    std::map<std::string, std::pair<unsigned, std::size_t>> counts;
    std::string error;
    if(recording && !recording->forEachMessage(
                      [&](const MessageQueue::Message& message) {
                        const unsigned id = message.id();
                        const std::string name = id < connection->version().messageIDs.size() ? connection->version().messageIDs[id] : std::to_string(id);
                        auto& [count, bytes] = counts[name];
                        ++count;
                        bytes += message.totalSize();
                      },
                      error))
    {
      print("Error: " + error);
      return Result::failed;
    }
    const std::uint64_t total = recording ? recording->bytes() : 0;
    for(const auto& [name, entry] : counts)
      print(name + ": " + std::to_string(entry.first) + " messages, " +
            std::to_string(total ? 100.0 * static_cast<double>(entry.second) / static_cast<double>(total) : 0.0).substr(0, 5) + "%");
    print("total: " + std::to_string(recording ? recording->frames() : 0) + " frames, " + std::to_string(total) + " bytes");
    return Result::done;
  }
  std::string fileName = args.size() == 2 ? args[1] : connection->name() + ".log";
  if(fileName.find('.', fileName.rfind('/') == std::string::npos ? 0 : fileName.rfind('/')) == std::string::npos)
    fileName += ".log";
  return saveLog(*connection, fileName) ? Result::done : Result::failed;
}

bool Console::saveLog(RobotConnection& connection, const std::string& fileName)
{
  RemoteLogRecorder* const recording = connection.recordingFile();
  if(!recording)
  {
    print("Error: nothing recorded (log start records)");
    return false;
  }
  std::string error;
  const bool saved = recording->save(fileName, error);
  if(const std::string loss = recording->takeLossReport(); !loss.empty())
    print(loss);
  if(!saved)
  {
    print("Error: cannot save " + fileName + ": " + error);
    return false;
  }
  print("saved " + std::to_string(recording->frames()) + " frames to " + std::filesystem::absolute(fileName).string());
  return true;
}
