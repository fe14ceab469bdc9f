/**
 * @file Threads/DebugThread.cpp
 * The Debug thread: the debug link between the threads and the host.
 */
#include "Threads/DebugThread.h"
#include "Debugging/DebugLink.h"
#include "Debugging/DebugRequest.h"
#include "Framework/ModuleTable.h"
#include "Network/BeaconSender.h"
#include "Network/BroadcastPeer.h"
#include "Network/FrameHeader.h"
#include "Network/StreamServer.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutStreams.h"
#include "Streaming/TypeInfo.h"
#include <algorithm>
#include <cstdio>

namespace
{
  /** Host -> robot messages waiting for the Debug thread are bounded (a flooding host loses them). */
  constexpr std::size_t maxIncomingBytes = 16u << 20;
  /** The requests the Debug thread answers itself (reported when the host polls). */
  const char* const ownRequests[] = {"automated requests:ModuleTable", "automated requests:TypeInfo"};
}

DebugThread::Options DebugThread::fromSettings(const Settings& settings)
{
  Options options;
  if(settings.debugPort >= 0 && settings.debugPort <= 0xffff)
    options.port = static_cast<std::uint16_t>(settings.debugPort);
  options.allowedAddresses = settings.debugClients;
  options.beaconDestination = settings.broadcastAddress;
  return options;
}

DebugThread::DebugThread(Robot& robot, const Settings& settings, Options options)
  : robot(robot), settings(settings), options(std::move(options)) {}

DebugThread::~DebugThread()
{
  stop();
}

void DebugThread::log(const std::string& line)
{
  std::lock_guard lock(logMutex);
  if(logLines.size() < 1000)
    logLines.push_back(line);
}

std::string DebugThread::beaconTarget() const
{
  return beacons ? peer->destination() : std::string();
}

std::vector<std::string> DebugThread::takeLog()
{
  std::lock_guard lock(logMutex);
  std::vector<std::string> lines;
  lines.swap(logLines);
  return lines;
}

bool DebugThread::start(std::string& error)
{
  StreamServer::Options serverOptions;
  serverOptions.port = options.port;
  serverOptions.bindAddress = options.bindAddress;
  serverOptions.allowedAddresses = options.allowedAddresses;
  serverOptions.link.maxPayloadSize = options.maxPayloadSize;
  serverOptions.link.sendQueueCapacity = options.sendQueueCapacity;

  // A new host hears who the robot is first, at once: the greeting is made once, and a host
  // that leaves without having asked for anything costs the threads nothing.
  StreamServer::Callbacks callbacks;
  callbacks.onConnect = [this, info = versionInfo()](StreamServer::ClientId client, const std::string&) {
    server->send(client, DebugLink::debugComponent, LinkControl::versionInfo, info.data(), info.size(), Priority::important);
    {
      std::lock_guard lock(incomingMutex);
      ++clients;
      connected.push_back(client); // the Debug thread sends it the kept errors next
    }
    wake.post();
  };
  callbacks.onDisconnect = [this](StreamServer::ClientId client, const std::string&) {
    bool disable = false;
    {
      std::lock_guard lock(incomingMutex);
      disconnected.push_back(client);
      if(clients > 0 && --clients == 0 && hostsAsked)
      {
        disable = lastClientLeft = true;
        hostsAsked = false;
      }
    }
    if(disable)
      wake.post();
  };
  callbacks.onFrame = [this](StreamServer::ClientId client, std::uint16_t component, std::uint16_t type, std::string_view payload) {
    {
      std::lock_guard lock(incomingMutex);
      hostsAsked = true;
      if(incomingBytes + payload.size() > maxIncomingBytes)
      {
        log("dropped a message of type " + std::to_string(type) + ": " + std::to_string(incomingBytes) + " bytes wait already");
        return;
      }
      incomingBytes += payload.size();
      incoming.push_back({client, component, type, std::string(payload)});
    }
    wake.post();
  };
  callbacks.onLog = [this](const std::string& line) { log(line); };
  server = std::make_unique<StreamServer>(serverOptions, callbacks);
  if(!server->start(error))
  {
    server.reset();
    return false;
  }

  if(options.beacon)
  {
    BroadcastPeer::Options peerOptions;
    peerOptions.port = options.discoveryPort;
    peerOptions.destination = options.beaconDestination;
    peerOptions.receiveQueueCapacity = 1;
    peer = std::make_unique<BroadcastPeer>(peerOptions);
    std::string peerError;
    if(peer->open(peerError, [](BroadcastPeer::Received&) {}))
    {
      Beacon beacon;
      beacon.name = settings.headName;
      beacon.bodyName = settings.bodyName;
      beacon.team = settings.teamNumber;
      beacon.playerNumber = settings.playerNumber;
      beacon.port = server->port();
      beacon.version = DebugLink::touchlineVersion();
      beacon.state = "running";
      beacons = std::make_unique<BeaconSender>(*peer, beacon);
      beacons->start();
    }
    else
    {
      log("no discovery beacon: " + peerError);
      peer.reset();
    }
  }

  thread.start("Debug", 0, [this] { run(); });
  return true;
}

void DebugThread::stop()
{
  thread.requestStop();
  wake.post();
  thread.stop();
  if(beacons)
    beacons->stop();
  beacons.reset();
  if(peer)
    peer->close();
  peer.reset();
  if(server)
    server->stop();
  server.reset();
}

std::uint16_t DebugThread::port() const
{
  return server ? server->port() : 0;
}

std::string DebugThread::versionInfo() const
{
  VersionInfo info;
  info.touchlineVersion = DebugLink::touchlineVersion();
  info.headName = settings.headName;
  info.bodyName = settings.bodyName;
  info.location = settings.location;
  info.scenario = settings.scenario;
  info.teamNumber = settings.teamNumber;
  info.playerNumber = settings.playerNumber;
  for(const auto& frame : robot.getThreads())
    info.threads.push_back(frame->name());
  for(unsigned id = 0; id < MessageIDs::count(); ++id)
    info.messageIDs.push_back(MessageIDs::getName(static_cast<MessageID>(id)));
  OutBinaryMemory out;
  out << info;
  return std::string(out.data(), out.size());
}

void DebugThread::run()
{
  wake.wait(std::chrono::milliseconds(10));
  std::deque<Incoming> messages;
  bool disableAll = false;
  {
    std::lock_guard lock(incomingMutex);
    messages.swap(incoming);
    incomingBytes = 0;
    disableAll = lastClientLeft;
    lastClientLeft = false;
  }
  if(disableAll)
  {
    // Nobody listens any more: the threads stop producing debug output.
    DebugRequest request;
    request.description = "disableAll";
    OutBinaryMemory out;
    out << request;
    toThreads(DebugLink::debugComponent, idDebugRequest, std::string(out.data(), out.size()));
  }
  for(const Incoming& message : messages)
    handle(message);
  sendAnswers();
  forwardThreadMessages();
  handleThreadErrors();
}

void DebugThread::handleThreadErrors()
{
  std::vector<std::uint32_t> newHosts, goneHosts;
  {
    std::lock_guard lock(incomingMutex);
    newHosts.swap(connected);
    goneHosts.swap(disconnected);
  }
  for(const std::uint32_t client : goneHosts)
    std::erase(hosts, client);
  std::erase_if(newHosts, [&](std::uint32_t client) { return std::find(goneHosts.begin(), goneHosts.end(), client) != goneHosts.end(); });

  // New errors go to the hosts that are there; a host that is new gets them with the kept ones.
  const auto now = std::chrono::steady_clock::now();
  for(const std::string& error : robot.takeErrors())
  {
    if(options.onThreadError)
      options.onThreadError(error);
    else
      std::fprintf(stderr, "%s\n", error.c_str());
    for(const std::uint32_t client : hosts)
      sendTextTo(client, "Error: " + error);
    keptErrors.push_back({now, error});
    if(keptErrors.size() > maxKeptErrors)
    {
      keptErrors.pop_front();
      ++droppedErrors;
    }
  }
  for(const std::uint32_t client : newHosts)
  {
    if(droppedErrors > 0)
      sendTextTo(client, "Warning: " + std::to_string(droppedErrors) + (droppedErrors == 1 ? " error" : " errors") +
                           " of the threads before this console connected " + (droppedErrors == 1 ? "was" : "were") +
                           " not kept (the robot keeps the last " + std::to_string(maxKeptErrors) + ")");
    for(const KeptError& error : keptErrors)
    {
      char age[32];
      std::snprintf(age, sizeof(age), "%.1f", std::chrono::duration<double>(now - error.when).count());
      sendTextTo(client, "Error (before this console connected, " + std::string(age) + " s ago): " + error.text);
    }
    hosts.push_back(client);
  }
}

void DebugThread::sendTextTo(std::uint32_t client, const std::string& text)
{
  OutTextMemory out;
  out << text;
  server->send(client, DebugLink::debugComponent, idText, out.data(), out.size(), Priority::important);
}

void DebugThread::toThreads(std::uint16_t component, MessageID id, const std::string& payload)
{
  MessageQueue queue;
  queue.out.bin.write(payload.data(), payload.size());
  queue.out.finishMessage(id);
  const auto& threads = robot.getThreads();
  for(std::size_t i = 0; i < threads.size(); ++i)
    if(component == DebugLink::debugComponent || component == i + 1)
      threads[i]->addDebugMessages(queue);
}

void DebugThread::handle(const Incoming& message)
{
  if(message.component > robot.getThreads().size())
  {
    sendText("Error: the robot has no thread with component " + std::to_string(message.component));
    return;
  }
  switch(message.type)
  {
    case idDebugRequest:
      handleDebugRequest(message);
      break;
    case idDebugDataChangeRequest:
      toThreads(message.component, idDebugDataChangeRequest, message.payload);
      break;
    case idModuleRequest:
      handleModuleRequest(message);
      break;
    case idText:
      sendOwn(idText, message.payload);
      break;
    case idConsole:
      handleCommand(message);
      break;
    default:
      log("ignored a message of type " + std::to_string(message.type) + " for component " + std::to_string(message.component));
      break;
  }
}

void DebugThread::handleDebugRequest(const Incoming& message)
{
  InBinaryMemory in(message.payload.data(), message.payload.size());
  DebugRequest request;
  in >> request;
  if(in.failed())
  {
    sendText("Error: malformed debug request: " + in.error());
    return;
  }
  if(request.description == "automated requests:ModuleTable")
  {
    if(request.enable)
      sendModuleTable();
    return;
  }
  if(request.description == "automated requests:TypeInfo")
  {
    if(request.enable)
    {
      OutBinaryMemory out;
      out << TypeInfo::current();
      sendOwn(idTypeInfo, std::string(out.data(), out.size()));
    }
    return;
  }
  toThreads(message.component, idDebugRequest, message.payload);
  if(request.description == "poll" && message.component == DebugLink::debugComponent)
  {
    // The Debug thread is polled as well: its own requests, then "pollingFinished".
    for(const char* name : ownRequests)
    {
      OutTextMemory text;
      text << name << "false";
      sendOwn(idDebugResponse, std::string(text.data(), text.size()));
    }
    OutTextMemory finished;
    finished << "pollingFinished";
    sendOwn(idDebugResponse, std::string(finished.data(), finished.size()));
  }
}

void DebugThread::handleModuleRequest(const Incoming& message)
{
  InBinaryMemory in(message.payload.data(), message.payload.size());
  Configuration configuration;
  in >> configuration;
  if(in.failed())
    sendText("Error: malformed module request: " + in.error());
  else
  {
    std::vector<std::string> errors;
    if(!robot.requestConfiguration(configuration, errors))
      for(const std::string& error : errors)
        sendText("Error: " + error);
  }
  sendModuleTable();
}

void DebugThread::handleCommand(const Incoming& message)
{
  // Exactly one answer per command line, also for those that cannot be read.
  if(message.component != DebugLink::debugComponent)
  {
    answer(message.client, "Error: commands go to component 0 (the Debug thread), not to component " + std::to_string(message.component));
    return;
  }
  if(message.payload.size() > maxCommandLength)
  {
    answer(message.client, "Error: a command of " + std::to_string(message.payload.size()) + " bytes (at most " +
                             std::to_string(maxCommandLength) + ")");
    return;
  }
  InTextMemory in(message.payload.data(), message.payload.size());
  std::string line;
  in.readAll(line);
  if(in.failed())
    answer(message.client, "Error: malformed command: " + in.error());
  else if(line == "sync")
    answer(message.client, "sync"); // what the host sent before has been handed to the threads (docs/formats/debug-link.md)
  else if(!options.onCommand)
    answer(message.client, "Error: " + settings.headName + " has no commands of its own");
  else
    options.onCommand(message.client, line);
}

void DebugThread::answer(std::uint32_t client, const std::string& text)
{
  {
    std::lock_guard lock(answersMutex);
    answers.emplace_back(client, text);
  }
  wake.post();
}

void DebugThread::sendAnswers()
{
  std::vector<std::pair<std::uint32_t, std::string>> ready;
  {
    std::lock_guard lock(answersMutex);
    ready.swap(answers);
  }
  for(const auto& [client, text] : ready)
  {
    OutTextMemory out;
    out << text;
    server->send(client, DebugLink::debugComponent, idConsole, out.data(), out.size(), Priority::important);
  }
}

void DebugThread::sendModuleTable()
{
  OutBinaryMemory out;
  out << ModuleTable::current(robot.getConfiguration());
  sendOwn(idModuleTable, std::string(out.data(), out.size()));
}

void DebugThread::sendOwn(MessageID id, const std::string& payload, bool droppable)
{
  server->sendToAll(DebugLink::debugComponent, id, payload.data(), payload.size(),
                    droppable ? Priority::droppable : Priority::important);
}

void DebugThread::sendText(const std::string& text)
{
  OutTextMemory out;
  out << text;
  sendOwn(idText, std::string(out.data(), out.size()));
}

void DebugThread::forwardThreadMessages()
{
  const auto& threads = robot.getThreads();
  const bool anyone = !server->clients().empty();
  for(std::size_t i = 0; i < threads.size(); ++i)
  {
    threadMessages.clear();
    threads[i]->takeDebugMessages(threadMessages);
    if(!anyone)
      continue;
    const auto component = static_cast<std::uint16_t>(i + 1);
    for(const MessageQueue::Message message : threadMessages)
      server->sendToAll(component, message.id(), message.data(), message.size(),
                        DebugLink::isDroppable(message.id()) ? Priority::droppable : Priority::important);
  }
}
