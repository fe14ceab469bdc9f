/**
 * @file Console/RobotState.cpp
 * Handling the messages of one robot: version info, debug responses, debug data, module table,
 * type information, text, and recording frames for a remote log.
 */
#include "Console/RobotState.h"
#include "Network/FrameHeader.h"
#include "Streaming/InStreams.h"

RobotState::RobotState()
{
  robotToHost.fill(undefined);
  hostToRobot.fill(-1);
}

void RobotState::report(const std::string& text)
{
  if(onText)
    onText(text);
}

void RobotState::resetPolling()
{
  polled = true;
  finishedPolls = 0;
  requestsByComponent.assign(numberOfComponents(), {});
}

int RobotState::component(const std::string& thread) const
{
  for(std::size_t i = 0; i < versionInfo.threads.size(); ++i)
    if(versionInfo.threads[i] == thread)
      return static_cast<int>(i) + 1;
  return thread == "Debug" ? 0 : -1;
}

std::string RobotState::threadName(unsigned component) const
{
  if(component == 0)
    return "Debug";
  return component <= versionInfo.threads.size() ? versionInfo.threads[component - 1] : "component " + std::to_string(component);
}

void RobotState::clearRecording()
{
  log.clear();
  logFrames = 0;
  inFrame = false;
}

template<typename T> bool RobotState::decode(const std::string& payload, T& value, const char* what)
{
  InBinaryMemory in(payload.data(), payload.size());
  in >> value;
  if(!in.failed())
    return true;
  report(std::string("Error: malformed ") + what + ": " + in.error());
  return false;
}

void RobotState::handleVersion(const std::string& payload)
{
  VersionInfo info;
  if(!decode(payload, info, "version information"))
    return;
  if(info.threads.size() > maxThreads)
  {
    report("Error: malformed version information: " + std::to_string(info.threads.size()) + " threads (at most " +
           std::to_string(maxThreads) + ")");
    return;
  }
  versionInfo = std::move(info);
  versionReceived = true;
  robotToHost.fill(undefined);
  hostToRobot.fill(-1);
  for(std::size_t i = 0; i < versionInfo.messageIDs.size() && i < robotToHost.size(); ++i)
  {
    // Ids after the seed's are representations the robot's modules added: the host learns them.
    if(i >= numOfMessageIDs && MessageIDs::fromName(versionInfo.messageIDs[i]) == undefined)
      MessageIDs::add(versionInfo.messageIDs[i]);
    const MessageID id = i == 0 ? undefined : MessageIDs::fromName(versionInfo.messageIDs[i]);
    if(i != 0 && id == undefined)
      continue; // an id this console does not know
    robotToHost[i] = id;
    if(hostToRobot[id] < 0)
      hostToRobot[id] = static_cast<int>(i);
  }
  requestsByComponent.assign(numberOfComponents(), {});
}

void RobotState::handle(unsigned component, unsigned type, const std::string& payload)
{
  if(type == LinkControl::versionInfo)
  {
    handleVersion(payload);
    return;
  }
  if(type >= robotToHost.size())
    return;
  const MessageID id = robotToHost[type];
  if(recording)
    record(id, type, payload);
  switch(id)
  {
    case idDebugResponse:
      handleDebugResponse(component, payload);
      break;
    case idDebugDataResponse:
      handleDebugData(component, payload);
      break;
    case idModuleTable:
      handleModuleTable(payload);
      break;
    case idTypeInfo:
      handleTypeInfo(payload);
      break;
    case idText:
    case idConsole:
      if(onText)
      {
        InTextMemory in(payload.data(), payload.size());
        std::string text;
        in.readAll(text);
        onText(text);
      }
      break;
    default:
      break;
  }
}

void RobotState::handleDebugResponse(unsigned component, const std::string& payload)
{
  InTextMemory in(payload.data(), payload.size());
  std::string name, value;
  in >> name;
  if(name == "pollingFinished")
    ++finishedPolls;
  else if(!in.eof())
  {
    in >> value;
    if(component < requestsByComponent.size() &&
       (requestsByComponent[component].size() < maxRequestNames || requestsByComponent[component].contains(name)))
      requestsByComponent[component][name] = value == "true";
  }
}

void RobotState::handleDebugData(unsigned component, const std::string& payload)
{
  InBinaryMemory in(payload.data(), payload.size());
  std::string name, typeName;
  in >> name >> typeName;
  if(in.failed())
    return;
  if(data.size() >= maxDebugDataNames && !data.contains(name))
    return;
  const std::size_t offset = in.offset();
  data[name] = DebugData{typeName, payload.substr(offset), component, ++dataSequence};
}

void RobotState::handleModuleTable(const std::string& payload)
{
  ModuleTable table;
  if(decode(payload, table, "module table"))
  {
    modules = std::move(table);
    ++moduleSequence;
  }
}

void RobotState::handleTypeInfo(const std::string& payload)
{
  TypeInfo info;
  if(decode(payload, info, "type information"))
    types = std::move(info);
}

void RobotState::record(MessageID hostId, unsigned robotId, const std::string& payload)
{
  if(hostId == idFrameBegin)
    inFrame = true;
  else if(!inFrame || hostId == undefined || !MessageIDs::isData(hostId))
    return;
  log.out.bin.write(payload.data(), payload.size());
  log.out.finishMessage(static_cast<MessageID>(robotId));
  if(hostId == idFrameFinished)
  {
    inFrame = false;
    ++logFrames;
  }
}
