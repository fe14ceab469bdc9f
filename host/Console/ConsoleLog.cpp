/**
 * @file Console/ConsoleLog.cpp
 * The command "log": remote logging. While recording, the frames the robot's threads send
 * (frame markers and data messages, i.e. the representations requested with
 * "dr representation:<Name>") are kept; "log save" writes them as a log file with the robot's
 * message ids and type information, which touchline-log and the studio read.
 */
#include "Console/Console.h"
#include "LogPlayback/LogWriter.h"
#include <map>

bool Console::log(const Arguments& args)
{
  RobotConnection* connection = robot();
  if(!connection || args.empty() || args.size() > 2)
    return false;
  const std::string& action = args[0];
  if(action == "start" && args.size() == 1)
  {
    // The type information is needed to save the log; ask for it now, while the robot runs.
    if(!ensureTypeInfo(*connection))
      return false;
    connection->setRecording(true);
    return true;
  }
  if(action == "stop" && args.size() == 1)
  {
    connection->setRecording(false);
    print("recorded " + std::to_string(connection->recordedFrames()) + " frames, " +
          std::to_string(connection->recorded().size()) + " bytes");
    return true;
  }
  if(action == "clear" && args.size() == 1)
  {
    connection->clearRecording();
    return true;
  }
  if(action == "?" && args.size() == 1)
  {
    std::map<std::string, std::pair<unsigned, std::size_t>> counts;
    for(const MessageQueue::Message message : connection->recorded())
    {
      const unsigned id = message.id();
      const std::string name = id < connection->version().messageIDs.size() ? connection->version().messageIDs[id] : std::to_string(id);
      auto& [count, bytes] = counts[name];
      ++count;
      bytes += message.size() + MessageQueue::headerSize;
    }
    const std::size_t total = connection->recorded().size();
    for(const auto& [name, entry] : counts)
      print(name + ": " + std::to_string(entry.first) + " messages, " +
            std::to_string(total ? 100.0 * static_cast<double>(entry.second) / static_cast<double>(total) : 0.0).substr(0, 5) + "%");
    print("total: " + std::to_string(connection->recordedFrames()) + " frames, " + std::to_string(total) + " bytes");
    return true;
  }
  if(action == "save")
  {
    std::string fileName = args.size() == 2 ? args[1] : connection->name() + ".log";
    if(fileName.find('.', fileName.rfind('/') == std::string::npos ? 0 : fileName.rfind('/')) == std::string::npos)
      fileName += ".log";
    return saveLog(*connection, fileName);
  }
  return false;
}

bool Console::saveLog(RobotConnection& connection, const std::string& fileName)
{
  if(!ensureTypeInfo(connection))
    return false;
  LogWriter writer;
  LogWriter::Options options;
  LoggingTools::LogSettings settings;
  settings.headName = connection.version().headName;
  settings.bodyName = connection.version().bodyName;
  settings.location = connection.version().location;
  settings.scenario = connection.version().scenario;
  settings.playerNumber = connection.version().playerNumber;
  options.settings = settings;
  options.messageIdNames = connection.version().messageIDs;
  options.typeInfo = &*connection.typeInfo();
  std::string error;
  if(!writer.open(fileName, options, error) || !writer.writeFrame(connection.recorded()) || !writer.close(error))
  {
    print("Error: cannot save " + fileName + ": " + (error.empty() ? writer.error() : error));
    return false;
  }
  print("saved " + std::to_string(connection.recordedFrames()) + " frames to " + fileName);
  return true;
}
