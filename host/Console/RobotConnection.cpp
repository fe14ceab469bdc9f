/**
 * @file Console/RobotConnection.cpp
 * One connection to a robot's debug link: sending requests, receiving into RobotState, waiting for
 * answers.
 */
#include "Console/RobotConnection.h"
#include "Debugging/DebugRequest.h"
#include "Network/FrameHeader.h"
#include "Network/StreamClient.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutStreams.h"

RobotConnection::RobotConnection() : client(std::make_unique<StreamClient>(StreamClient::Options{})) {}

RobotConnection::~RobotConnection() = default;

bool RobotConnection::connect(const std::string& host, unsigned short port, std::chrono::milliseconds timeout, std::string& error)
{
  if(givenName.empty())
    displayName = host + ":" + std::to_string(port);
  // Other threads read them (a studio's scene tree): written only when they change, i.e. before
  // the connection is known to anybody, not when it connects again.
  if(hostName != host)
    hostName = host;
  if(portNumber != port)
    portNumber = port;
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  forgetVersion();
  if(!client->connect(host, port, timeout, error))
    return false;
  while(!hasVersion())
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
  if(version().protocolVersion != DebugLink::protocolVersion)
  {
    error = displayName + " speaks debug link protocol " + std::to_string(version().protocolVersion) + ", this console " +
            std::to_string(DebugLink::protocolVersion);
    return false;
  }
  if(!version().headName.empty() && givenName.empty())
    displayName = version().headName;
  // Which commands the robot has of its own (most have none): asked now, answered soon.
  sendCommand("help", true);
  changed(connectionChanged);
  return true;
}

bool RobotConnection::reconnect(std::chrono::milliseconds timeout, std::string& error)
{
  lastReconnect = std::chrono::steady_clock::now();
  bytesOfEarlierConnections += client->stats().bytesReceived;
  // What the robot said before is stale: its version arrives anew, the names are polled again.
  if(!connect(hostName, portNumber, timeout, error))
    return false;
  std::map<std::pair<unsigned, std::string>, bool> requests;
  {
    std::lock_guard guard(requestsMutex);
    requests = sentRequests;
  }
  requestsResent = 0;
  for(const auto& [request, enable] : requests)
    if(enable && sendDebugRequest(request.second, true, request.first))
      ++requestsResent;
  startPolling();
  return true;
}

std::uint64_t RobotConnection::bytesReceived() const
{
  return bytesOfEarlierConnections + client->stats().bytesReceived;
}

bool RobotConnection::isConnected() const
{
  return client->connected();
}

std::string RobotConnection::disconnectReason() const
{
  return client->connected() ? std::string() : client->disconnectReason();
}



bool RobotConnection::send(unsigned component, MessageID id, const std::string& payload)
{
  // The robot's ids change when it connects again (on the console's thread); this may be another one.
  const int robotId = read([id](const RobotState& state) { return state.robotId(id); });
  if(robotId < 0 || !client->connected())
    return false;
  client->send(static_cast<std::uint16_t>(component), static_cast<std::uint16_t>(robotId), payload);
  return true;
}

unsigned RobotConnection::sendCommand(const std::string& line, bool quiet)
{
  const int robotId = read([](const RobotState& state) { return state.robotId(idConsole); });
  if(robotId < 0 || !client->connected())
    return 0;
  const unsigned number = expectAnswer(quiet);
  OutTextMemory out;
  out << line;
  if(client->send(static_cast<std::uint16_t>(DebugLink::debugComponent), static_cast<std::uint16_t>(robotId),
                  std::string_view(out.data(), out.size())))
    return number;
  forgetCommand(number);
  return 0;
}

bool RobotConnection::sendDebugRequest(const std::string& request, bool enable, unsigned component)
{
  DebugRequest message;
  message.description = request;
  message.enable = enable;
  // Remembered to be sent again after a reconnection; "disableAll" ends what was on.
  {
    std::lock_guard guard(requestsMutex);
    if(request == "disableAll")
      std::erase_if(sentRequests, [&](const auto& entry) { return component == DebugLink::debugComponent || entry.first.first == component; });
    else if(request != "poll" && !request.starts_with("automated requests:") && sentRequests.size() < 10000)
      sentRequests[{component, request}] = enable;
  }
  OutBinaryMemory out;
  out << message;
  return send(component, idDebugRequest, std::string(out.data(), out.size()));
}

bool RobotConnection::isRequested(const std::string& request, unsigned component) const
{
  std::lock_guard guard(requestsMutex);
  const auto entry = sentRequests.find({component, request});
  return entry != sentRequests.end() && entry->second;
}

std::size_t RobotConnection::pump(std::chrono::milliseconds timeout)
{
  std::size_t frames = 0;
  std::optional<Frame> frame = client->receive(timeout);
  while(frame)
  {
    ++frames;
    handle(frame->component, frame->type, frame->payload);
    frame = client->receive(std::chrono::milliseconds(0));
  }
  // Shapes of drawings the host has no table for (it connected after the tables were sent): ask, at most once a second.
  if(takeDrawingTablesWanted() &&
     std::chrono::steady_clock::now() - std::chrono::steady_clock::time_point(std::chrono::steady_clock::duration(lastDrawingTablesRequest)) >
       std::chrono::seconds(1))
    askForDrawingTables();
  return frames;
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
  resetPolling();
  // The drawing tables too: which drawings each thread has, and of which type.
  askForDrawingTables();
  return sendDebugRequest("poll", true);
}

bool RobotConnection::askForDrawingTables()
{
  lastDrawingTablesRequest = std::chrono::steady_clock::now().time_since_epoch().count();
  return sendDebugRequest("automated requests:DrawingManager", true, DebugLink::debugComponent) &&
         sendDebugRequest("automated requests:DrawingManager3D", true, DebugLink::debugComponent);
}




