/**
 * @file Framework/ThreadFrame.cpp
 * One thread's frame: receive, run the providers in order, send, debug messages.
 */
#include "Framework/ThreadFrame.h"
#include "Platform/Assert.h"
#include "Streaming/InStreams.h"
#include "Streaming/MessageIDs.h"
#include <algorithm>
#include <exception>

ThreadFrame::ThreadFrame(const Configuration::Thread& configuration) : configuration(configuration)
{
  if(configuration.debugSenderSize > 0)
    debugOut.setSize(configuration.debugSenderSize, configuration.debugSenderInfrastructureSize);
}

void ThreadFrame::addDebugMessages(const MessageQueue& messages)
{
  {
    std::lock_guard lock(inboxMutex);
    if(configuration.debugReceiverSize == 0 || inbox.size() + messages.size() <= configuration.debugReceiverSize)
    {
      inbox.append(messages);
      return;
    }
  }
  error("debug messages dropped: " + std::to_string(messages.size()) + " bytes do not fit into debugReceiverSize " +
        std::to_string(configuration.debugReceiverSize));
}

bool ThreadFrame::hostWaits()
{
  if(debugRequests.isPolling())
    return true;
  std::lock_guard lock(inboxMutex);
  return !inbox.empty();
}

void ThreadFrame::takeDebugMessages(MessageQueue& into)
{
  std::lock_guard lock(outboxMutex);
  into.append(outbox);
  outbox.clear();
}

void ThreadFrame::setRecorder(FrameRecorder* frameRecorder)
{
  recorder = frameRecorder;
  debugging.annotations().setCollecting(recorder != nullptr);
}

void ThreadFrame::handleDebugMessages()
{
  // The debug link may hold the lock for a moment: then the messages wait for the next frame.
  if(inboxMutex.try_lock())
  {
    handling.append(inbox);
    inbox.clear();
    inboxMutex.unlock();
  }
  handling.forEach([this](InMessage& message) {
    switch(message.getMessageID())
    {
      case idDebugRequest:
      {
        DebugRequest request;
        message.bin >> request;
        if(!message.bin.failed())
          debugRequests.addRequest(request);
        break;
      }
      case idDebugDataChangeRequest:
        if(!debugData.processChangeRequest(message.bin))
          error("malformed idDebugDataChangeRequest: " + message.bin.error());
        break;
      default:
        break;
    }
  });
  handling.clear();
}

ThreadFrame::~ThreadFrame()
{
  // Modules free their blackboard entries when destroyed: they need this thread's blackboard.
  Blackboard* previous = Blackboard::getInstancePointer();
  Blackboard::setInstance(&blackboard);
  modules.clear();
  Blackboard::setInstance(previous == &blackboard ? nullptr : previous);
}

void ThreadFrame::addSender(const std::string& sender)
{
  incoming.emplace(sender, std::make_unique<Incoming>());
}

void ThreadFrame::addReceiver(ThreadFrame& receiver)
{
  receivers[receiver.name()] = &receiver;
}

void ThreadFrame::setExecutionValues(const ExecutionValues& newValues, unsigned newTimestamp)
{
  std::lock_guard lock(pendingMutex);
  pending.emplace(newValues, newTimestamp);
  hasPending.store(true, std::memory_order_release);
}

void ThreadFrame::error(const std::string& message)
{
  std::lock_guard lock(errorMutex);
  errors.push_back(name() + ": " + message);
}

std::vector<std::string> ThreadFrame::takeErrors()
{
  std::lock_guard lock(errorMutex);
  std::vector<std::string> result;
  result.swap(errors);
  return result;
}

void ThreadFrame::applyExecutionValues()
{
  // The frame never waits for the thread that hands over a configuration (docs/performance.md,
  // "Hand-overs in the real-time threads"): nothing waiting costs one atomic load; if the lock
  // is held, the configuration is applied in the next frame.
  if(!hasPending.load(std::memory_order_acquire))
    return;
  std::optional<std::pair<ExecutionValues, unsigned>> next;
  {
    std::unique_lock lock(pendingMutex, std::try_to_lock);
    if(!lock.owns_lock())
      return;
    next.swap(pending);
    hasPending.store(false, std::memory_order_relaxed);
  }
  if(!next)
    return;
  values = std::move(next->first);
  timestamp = next->second;
  for(auto module = modules.begin(); module != modules.end();)
    if(std::binary_search(values.modules.begin(), values.modules.end(), module->first))
    {
      module->second->setProvisions(providedBy(module->first));
      ++module;
    }
    else
      module = modules.erase(module);
  for(const std::string& representation : values.reset)
    blackboard.reset(representation);
  providerModules.assign(values.providers.size(), nullptr);
  receiveErrorReported = false;
  timingIds.clear();
  creationFailed.assign(values.providers.size(), false);
  providerTimes.resize(values.providers.size());
  for(std::size_t i = 0; i < values.providers.size(); ++i)
    providerTimes[i] = {values.providers[i].representation, {}};
  configured = true;
  firstFrameDone = false; // neither receive nor send before all entries exist again
}

template<typename Work> auto ThreadFrame::withGlobals(Work work)
{
  // The thread's globals point to this frame while it works and are restored afterwards, so
  // nothing points to a frame that no longer exists.
  MessageQueue* previousDebugOut = Global::getDebugOut();
  DebugRequestTable* previousRequests = Global::getDebugRequestTable();
  DebugDataTable* previousData = Global::getDebugDataTable();
  Blackboard::setInstance(&blackboard);
  Global::setDebugOut(&debugOut);
  Global::setDebugRequestTable(&debugRequests);
  Global::setDebugDataTable(&debugData);
  auto result = [&] {
    ThreadDebugging::Scope scope(debugging);
    return work();
  }();
  Global::setDebugOut(previousDebugOut);
  Global::setDebugRequestTable(previousRequests);
  Global::setDebugDataTable(previousData);
  return result;
}

bool ThreadFrame::runFrame()
{
  return withGlobals([this] { return execute(); });
}

void ThreadFrame::prepare()
{
  withGlobals([this] {
    applyExecutionValues();
    if(configured)
      createModules();
    return true;
  });
}

void ThreadFrame::createModules()
{
  for(std::size_t i = 0; i < values.providers.size(); ++i)
    if(!providerModules[i] && !creationFailed[i])
    {
      providerModules[i] = createModule(values.providers[i].module);
      creationFailed[i] = providerModules[i] == nullptr; // reported once; tried again with the next configuration
    }
}

bool ThreadFrame::execute()
{
  handleDebugMessages();
  applyExecutionValues();
  if(!configured)
    return false;
  if(firstFrameDone)
    receive();
  debugging.beginFrame();
  // Provider times go to the stopwatches while the host asks for them ("timing") or the frame
  // is recorded. With a recorder, the first frame of a configuration times them as well: the
  // stopwatches get their names then, not when recording starts in the middle of a game.
  const bool recording = recorder && recorder->isRecording();
  debugging.timing().setAlwaysMeasure(recording);
  const bool timing = recording || (recorder && !firstFrameDone) || (debugRequests.mayBeActive() && debugRequests.isActive("timing"));
  if(timing && timingIds.size() != values.providers.size())
    timingIds.assign(values.providers.size(), 0xffff);
  // The stopwatches use the thread's CPU time, as B-Human's; a system call per provider, so
  // only while the host asks for them.
  const std::uint64_t frameStartCpu = timing ? TimingManager::getCurrentThreadTime() : 0;
  std::uint64_t startCpu = frameStartCpu;
  auto start = std::chrono::steady_clock::now();
  ASSERT(providerModules.size() == values.providers.size() && creationFailed.size() == values.providers.size() &&
         providerTimes.size() == values.providers.size());
  createModules();
  for(std::size_t i = 0; i < values.providers.size(); ++i)
  {
    const ExecutionValues::Provider& provider = values.providers[i];
    ModuleBase* module = providerModules[i];
    if(!module)
      continue;
    try
    {
      provider.update(*module);
    }
    catch(const std::exception& e)
    {
      error(provider.module + " failed to update " + provider.representation + ": " + e.what());
    }
    const auto end = std::chrono::steady_clock::now();
    providerTimes[i].duration = end - start;
    start = end;
    if(timing)
    {
      if(timingIds[i] == 0xffff)
        timingIds[i] = debugging.timing().getId(provider.representation);
      const std::uint64_t endCpu = TimingManager::getCurrentThreadTime();
      debugging.timing().addTime(timingIds[i], std::chrono::nanoseconds(endCpu - startCpu));
      startCpu = endCpu;
    }
  }
  if(timing)
    debugging.timing().addTime("AllModules", std::chrono::nanoseconds(startCpu - frameStartCpu));
  firstFrameDone = true;
  send();
  if(recorder)
    recorder->recordFrame(blackboard, debugging);
  ++frames;
  debugging.endFrame();
  debugRequests.frameDone();
  handOverDebugMessages();
  return true;
}

void ThreadFrame::serveHost()
{
  withGlobals([this] {
    handleDebugMessages();
    if(!configured || !firstFrameDone)
      return false;
    debugging.beginFrame();
    for(std::size_t i = 0; i < values.providers.size(); ++i)
    {
      const ExecutionValues::Provider& provider = values.providers[i];
      if(providerModules[i] && provider.type && blackboard.exists(provider.representation))
        provider.type->report(blackboard[provider.representation], "representation:" + provider.representation,
                              MessageIDs::fromName("id" + provider.representation));
    }
    debugging.endFrame();
    debugRequests.frameDone();
    handOverDebugMessages();
    return true;
  });
}

void ThreadFrame::handOverDebugMessages()
{
  // The frame's debug messages go out between idFrameBegin and idFrameFinished (named after the
  // thread), so that the host can record them as log frames. If the debug link holds the lock,
  // they wait for the next frame. Empty frames are not sent.
  if(!debugOut.empty() && outboxMutex.try_lock())
  {
    outbox.out.bin << name();
    outbox.out.finishMessage(idFrameBegin);
    outbox.append(debugOut);
    outbox.out.bin << name();
    outbox.out.finishMessage(idFrameFinished);
    debugOut.clear();
    outboxMutex.unlock();
  }
}

ModuleBase* ThreadFrame::createModule(const std::string& name)
{
  std::unique_ptr<ModuleBase>& module = modules[name];
  if(module)
    return module.get();
  const Module* type = Module::find(name);
  if(!type)
  {
    error("module " + name + " is not linked into this program");
    return nullptr;
  }
  try
  {
    module.reset(type->create());
    module->setProvisions(providedBy(name));
  }
  catch(const std::exception& e)
  {
    error("module " + name + " could not be created: " + e.what());
    modules.erase(name);
    return nullptr;
  }
  return module.get();
}

std::vector<std::string> ThreadFrame::providedBy(const std::string& module) const
{
  std::vector<std::string> representations;
  for(const ExecutionValues::Provider& provider : values.providers)
    if(provider.module == module)
      representations.push_back(provider.representation);
  return representations;
}

void ThreadFrame::receive()
{
  for(const auto& [source, names] : values.received)
  {
    const auto link = incoming.find(source);
    if(link == incoming.end())
      continue;
    const OutBinaryMemory* packet = link->second->buffer.take();
    if(!packet)
      continue;
    InBinaryMemory in(packet->data(), packet->size());
    unsigned packetTimestamp = 0;
    in >> packetTimestamp;
    if(packetTimestamp != timestamp.load())
    {
      ++skippedPackets;
      continue;
    }
    for(const std::string& representation : names)
    {
      if(!blackboard.exists(representation))
      {
        // Its user could not be created (reported then): once per configuration, not per packet.
        if(!receiveErrorReported)
          error("received " + representation + " from " + source + ", but nothing here uses it");
        receiveErrorReported = true;
        break;
      }
      in >> blackboard[representation];
    }
    if(in.failed())
      error("packet from " + source + ": " + in.error());
  }
}

void ThreadFrame::send()
{
  for(const auto& [target, names] : values.sent)
  {
    const auto receiver = receivers.find(target);
    if(receiver == receivers.end())
      continue;
    const auto link = receiver->second->incoming.find(name());
    if(link == receiver->second->incoming.end())
      continue;
    OutBinaryMemory& packet = link->second->buffer.back();
    packet.clear();
    packet << timestamp.load();
    bool complete = true;
    for(const std::string& representation : names)
      if(blackboard.exists(representation))
        packet << blackboard[representation];
      else
      {
        complete = false; // its provider could not be created (reported then)
        break;
      }
    if(!complete)
      continue;
    link->second->buffer.publish();
    receiver->second->trigger();
  }
}
