#include "Console/RobotConnection.h"
#include "Debugging/DebugRequest.h"
#include "Network/FrameHeader.h"
#include "Network/StreamClient.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutStreams.h"

RobotConnection::RobotConnection() : client(std::make_unique<StreamClient>(StreamClient::Options{}))
{
  robotToHost.fill(undefined);
  hostToRobot.fill(-1);
}

RobotConnection::~RobotConnection() = default;

bool RobotConnection::connect(const std::string& host, unsigned short port, std::chrono::milliseconds timeout, std::string& error)
{
  displayName = host + ":" + std::to_string(port);
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  if(!client->connect(host, port, timeout, error))
    return false;
  while(!versionReceived)
  {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if(left.count() <= 0 || !client->connected())
    {
      error = client->connected() ? "no version information from " + displayName + " within " + std::to_string(timeout.count()) + " ms"
                                  : "connection to " + displayName + " closed: " + client->disconnectReason();
      return false;
    }
    pump(left);
  }
  if(versionInfo.protocolVersion != DebugLink::protocolVersion)
  {
    error = displayName + " speaks debug link protocol " + std::to_string(versionInfo.protocolVersion) + ", this console " +
            std::to_string(DebugLink::protocolVersion);
    return false;
  }
  return true;
}

bool RobotConnection::isConnected() const
{
  return client->connected();
}

std::string RobotConnection::disconnectReason() const
{
  return client->connected() ? std::string() : client->disconnectReason();
}

int RobotConnection::component(const std::string& thread) const
{
  for(std::size_t i = 0; i < versionInfo.threads.size(); ++i)
    if(versionInfo.threads[i] == thread)
      return static_cast<int>(i) + 1;
  return thread == "Debug" ? 0 : -1;
}

std::string RobotConnection::threadName(unsigned component) const
{
  if(component == 0)
    return "Debug";
  return component <= versionInfo.threads.size() ? versionInfo.threads[component - 1] : "component " + std::to_string(component);
}

bool RobotConnection::send(unsigned component, MessageID id, const std::string& payload)
{
  const int robotId = hostToRobot[id];
  if(robotId < 0 || !client->connected())
    return false;
  client->send(static_cast<std::uint16_t>(component), static_cast<std::uint16_t>(robotId), payload);
  return true;
}

bool RobotConnection::sendDebugRequest(const std::string& request, bool enable, unsigned component)
{
  DebugRequest message;
  message.description = request;
  message.enable = enable;
  OutBinaryMemory out;
  out << message;
  return send(component, idDebugRequest, std::string(out.data(), out.size()));
}

void RobotConnection::pump(std::chrono::milliseconds timeout)
{
  std::optional<Frame> frame = client->receive(timeout);
  while(frame)
  {
    handle(frame->component, frame->type, frame->payload);
    frame = client->receive(std::chrono::milliseconds(0));
  }
}

bool RobotConnection::waitFor(const std::function<bool()>& done, std::chrono::milliseconds timeout)
{
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while(!done())
  {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if(left.count() <= 0 || !client->connected())
      return done();
    pump(std::min(left, std::chrono::milliseconds(50)));
  }
  return true;
}

bool RobotConnection::startPolling()
{
  polled = true;
  finishedPolls = 0;
  requestsByComponent.assign(numberOfComponents(), {});
  return sendDebugRequest("poll", true);
}

void RobotConnection::clearRecording()
{
  log.clear();
  logFrames = 0;
  inFrame = false;
}

void RobotConnection::handleVersion(const std::string& payload)
{
  InBinaryMemory in(payload.data(), payload.size());
  VersionInfo info;
  in >> info;
  if(in.failed())
  {
    if(onText)
      onText("Error: malformed version information: " + in.error());
    return;
  }
  versionInfo = std::move(info);
  versionReceived = true;
  if(!versionInfo.headName.empty())
    displayName = versionInfo.headName;
  robotToHost.fill(undefined);
  hostToRobot.fill(-1);
  for(std::size_t i = 0; i < versionInfo.messageIDs.size() && i < robotToHost.size(); ++i)
  {
    const MessageID id = i == 0 ? undefined : MessageIDs::fromName(versionInfo.messageIDs[i]);
    if(i != 0 && id == undefined)
      continue; // an id this console does not know
    robotToHost[i] = id;
    if(hostToRobot[id] < 0)
      hostToRobot[id] = static_cast<int>(i);
  }
  requestsByComponent.assign(numberOfComponents(), {});
}

void RobotConnection::handle(unsigned component, unsigned type, const std::string& payload)
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
    {
      InTextMemory in(payload.data(), payload.size());
      std::string name, value;
      in >> name;
      if(name == "pollingFinished")
        ++finishedPolls;
      else if(!in.eof())
      {
        in >> value;
        if(component < requestsByComponent.size())
          requestsByComponent[component][name] = value == "true";
      }
      break;
    }
    case idDebugDataResponse:
    {
      InBinaryMemory in(payload.data(), payload.size());
      std::string name, typeName;
      in >> name >> typeName;
      if(in.failed())
        break;
      const std::size_t offset = in.offset();
      data[name] = DebugData{typeName, payload.substr(offset), component, ++dataSequence};
      break;
    }
    case idModuleTable:
    {
      InBinaryMemory in(payload.data(), payload.size());
      ModuleTable table;
      in >> table;
      if(!in.failed())
      {
        modules = std::move(table);
        ++moduleSequence;
      }
      else if(onText)
        onText("Error: malformed module table: " + in.error());
      break;
    }
    case idTypeInfo:
    {
      InBinaryMemory in(payload.data(), payload.size());
      TypeInfo info;
      in >> info;
      if(!in.failed())
        types = std::move(info);
      else if(onText)
        onText("Error: malformed type information: " + in.error());
      break;
    }
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

void RobotConnection::record(MessageID hostId, unsigned robotId, const std::string& payload)
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
