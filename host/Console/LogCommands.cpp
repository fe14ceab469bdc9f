/**
 * @file Console/LogCommands.cpp
 * The command "log": remote logging. While recording, the frames the robot's threads send
 * (frame markers and data messages, i.e. the representations requested with
 * "dr representation:<Name>") go into a recording file in the working directory
 * (RemoteLogRecorder); "log save" copies it into a log file with the robot's message ids and
 * type information, which touchline-log and the studio read.
 */
#include "Console/LogCommands.h"
#include "Console/RobotConnection.h"
#include "Console/RemoteLogRecorder.h"
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

LogCommands::LogCommands(ConsoleCore& core, const SubCommandTable& replaySubCommands) : core(core), replay(replaySubCommands)
{
  addSubCommands();
}

void LogCommands::addCommands(CommandTable& table)
{
  std::vector<ConsoleCommand::Help> help = recording.help();
  for(const SubCommandTable* part : std::initializer_list<const SubCommandTable*>{&load, &replay})
    for(const ConsoleCommand::Help& line : part->help())
      help.push_back(line);
  table.add({"log", help, [this](const Call& call) { return log(call); },
             [this](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
               for(const SubCommandTable* part : std::initializer_list<const SubCommandTable*>{&recording, &load, &replay})
                 part->complete(completion, candidates);
             },
             false, true, {"load", "sync"}});
}

void LogCommands::addSubCommands()
{
  load.add({{"load"}, {{"log load <file>", "start a robot that replays a log file (as sl, named after the file)"}}, [this](const Call& call) {
              if(call.args.size() != 2)
                return Result::usage;
              std::string error;
              if(core.startReplay("", call.args[1], error))
                return Result::done;
              core.print("Error: " + error);
              return Result::failed;
            }});
  // The recording's sub-commands run for the selected robot, which log() found connected.
  recording.add({{"start", "stop", "clear"},
                 {{"log start | stop | clear", "start, stop or clear recording the robot's frames (remote logging)"}},
                 [this](const Call& call) {
                   if(call.args.size() != 1)
                     return Result::usage;
                   RobotConnection& connection = *core.robot();
                   if(call.args[0] == "start")
                     return start(connection);
                   if(call.args[0] == "stop")
                     return stop(connection);
                   connection.clearRecording();
                   return Result::done;
                 }});
  recording.add({{"save"},
                 {{"log save [<file>]", "save the recording as a log file (default <robot>.log in the working directory)"}},
                 [this](const Call& call) {
                   if(call.args.size() > 2)
                     return Result::usage;
                   RobotConnection& connection = *core.robot();
                   std::string fileName = call.args.size() == 2 ? call.args[1] : connection.name() + ".log";
                   if(fileName.find('.', fileName.rfind('/') == std::string::npos ? 0 : fileName.rfind('/')) == std::string::npos)
                     fileName += ".log";
                   return saveLog(connection, fileName) ? Result::done : Result::failed;
                 }});
  recording.add({{"?"}, {{"log ?", "print what was recorded"}}, [this](const Call& call) {
                   return call.args.size() == 1 ? printRecording(*core.robot()) : Result::usage;
                 }});
}

ConsoleCore::Result LogCommands::log(const Call& call)
{
  if(call.args.empty())
    return Result::usage;
  if(call.args[0] == "load")
    return load.run(call);
  RobotConnection* connection = core.robot();
  if(!connection)
    return Result::failed;
  if(core.replayOf(*connection))
  {
    const Result result = replay.run(call);
    if(result != Result::usage)
      core.printPlayerMessages();
    return result;
  }
  return recording.run(call);
}

ConsoleCore::Result LogCommands::start(RobotConnection& connection)
{
  // The type information is needed to save the log; ask for it now, while the robot runs.
  if(!core.ensureTypeInfo(connection))
    return Result::failed;
  if(!connection.recordingFile())
  {
    auto recorder = std::make_unique<RemoteLogRecorder>();
    std::string error;
    if(!recorder->open(".", connection.name(), recordingHeader(connection), error))
    {
      core.print("Error: cannot record: " + error);
      return Result::failed;
    }
    connection.startRecording(std::move(recorder));
  }
  connection.setRecording(true);
  return Result::done;
}

ConsoleCore::Result LogCommands::stop(RobotConnection& connection)
{
  RemoteLogRecorder* const recording = connection.recordingFile();
  connection.setRecording(false);
  core.print("recorded " + std::to_string(recording ? recording->frames() : 0) + " frames, " +
             std::to_string(recording ? recording->bytes() : 0) + " bytes");
  if(const std::string loss = recording ? recording->takeLossReport() : ""; !loss.empty())
    core.print(loss);
  return Result::done;
}

ConsoleCore::Result LogCommands::printRecording(RobotConnection& connection)
{
  RemoteLogRecorder* const recording = connection.recordingFile();
  std::map<std::string, std::pair<unsigned, std::size_t>> counts;
  std::string error;
  if(recording && !recording->forEachMessage(
                    [&](const MessageQueue::Message& message) {
                      const unsigned id = message.id();
                      const std::string name = id < connection.version().messageIDs.size() ? connection.version().messageIDs[id] : std::to_string(id);
                      auto& [count, bytes] = counts[name];
                      ++count;
                      bytes += message.totalSize();
                    },
                    error))
  {
    core.print("Error: " + error);
    return Result::failed;
  }
  const std::uint64_t total = recording ? recording->bytes() : 0;
  for(const auto& [name, entry] : counts)
    core.print(name + ": " + std::to_string(entry.first) + " messages, " +
               std::to_string(total ? 100.0 * static_cast<double>(entry.second) / static_cast<double>(total) : 0.0).substr(0, 5) + "%");
  core.print("total: " + std::to_string(recording ? recording->frames() : 0) + " frames, " + std::to_string(total) + " bytes");
  return Result::done;
}

bool LogCommands::saveLog(RobotConnection& connection, const std::string& fileName)
{
  RemoteLogRecorder* const recording = connection.recordingFile();
  if(!recording)
  {
    core.print("Error: nothing recorded (log start records)");
    return false;
  }
  std::string error;
  const bool saved = recording->save(fileName, error);
  if(const std::string loss = recording->takeLossReport(); !loss.empty())
    core.print(loss);
  if(!saved)
  {
    core.print("Error: cannot save " + fileName + ": " + error);
    return false;
  }
  core.print("saved " + std::to_string(recording->frames()) + " frames to " + std::filesystem::absolute(fileName).string());
  return true;
}
