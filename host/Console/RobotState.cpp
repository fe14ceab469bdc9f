/**
 * @file Console/RobotState.cpp
 * Handling the messages of one robot: version info, debug responses, debug data, module table,
 * type information, text, and recording frames for a remote log.
 */
#include "Console/RobotState.h"
#include "LogPlayback/LogIndex.h"
#include "Network/FrameHeader.h"
#include "Streaming/InStreams.h"
#include <algorithm>

RobotState::RobotState()
{
  robotToHost.fill(undefined);
  hostToRobot.fill(-1);
  drawingStore.onWarning = [this](const std::string& text) { drawingWarnings.push_back(text); };
}

bool RobotState::takeDrawingTablesWanted()
{
  std::lock_guard guard(lock);
  return drawingStore.takeTablesWanted();
}

void RobotState::report(const std::string& text)
{
  if(onText)
    onText(text);
}

void RobotState::forgetVersion()
{
  std::lock_guard guard(lock);
  versionReceived = false;
  changed(connectionChanged);
}

void RobotState::resetPolling()
{
  std::lock_guard guard(lock);
  changed(requestsChanged);
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

void RobotState::setRecording(bool on)
{
  if(recording && !on && recorder)
    recorder->pause();
  recording = on && recorder != nullptr;
}

void RobotState::startRecording(std::unique_ptr<RemoteLogRecorder> opened)
{
  recording = false;
  recorder = std::move(opened);
}

void RobotState::clearRecording()
{
  recording = false;
  recorder.reset();
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
  std::lock_guard guard(lock);
  changed(connectionChanged | requestsChanged);
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
  // A new connection: what was sent on the old one is not answered.
  sentCommands.clear();
  answers.clear();
  abandoned.clear();
  ownCommands.clear();
  commandsAwaited = false;
  drawingStore.reset(versionInfo.threads);
  changed(drawingsChanged | imagesChanged);
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
    recorder->record(id, type, payload);
  // Held at an annotation: what the views show of the robot's frames stays as it is.
  const bool holding = held;
  if(RobotDrawings::handles(id) && !holding)
  {
    std::vector<std::string> warnings;
    {
      std::lock_guard guard(lock);
      const unsigned changes = drawingStore.handle(component, id, payload);
      changed((changes & RobotDrawings::changedDrawings ? drawingsChanged : 0u) | (changes & RobotDrawings::changedImages ? imagesChanged : 0u));
      warnings.swap(drawingWarnings);
    }
    for(const std::string& warning : warnings)
      report(warning);
  }
  switch(id)
  {
    case idFrameBegin:
    case idFrameFinished:
      handleFrame(component, id, payload);
      break;
    case idPlot:
      if(!holding)
        handlePlot(component, payload);
      break;
    case idStopwatch:
      if(!holding)
        handleStopwatch(component, payload);
      break;
    case idAnnotation:
      handleAnnotation(component, payload);
      break;
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
    case idConsole:
    {
      InTextMemory in(payload.data(), payload.size());
      std::string text;
      in.readAll(text);
      handleAnswer(component, text);
      break;
    }
    case idText:
      if(onText)
      {
        InTextMemory in(payload.data(), payload.size());
        std::string text;
        in.readAll(text);
        onText(text);
      }
      break;
    default:
      if(id != undefined && MessageIDs::isData(id) && component != DebugLink::debugComponent && !holding)
      {
        std::lock_guard guard(lock);
        Representation& representation = lastRepresentations[MessageIDs::representation(id)];
        representation.component = component;
        representation.id = id;
        representation.payload = payload;
        representation.sequence = ++representationSequence;
        changed(representationsChanged);
      }
      break;
  }
}

unsigned RobotState::expectAnswer(bool quiet)
{
  std::lock_guard guard(lock);
  sentCommands.push_back({++commandsSent, quiet});
  if(quiet)
    commandsAwaited = true;
  return commandsSent;
}

void RobotState::forgetCommand(unsigned command)
{
  std::lock_guard guard(lock);
  std::erase_if(sentCommands, [command](const SentCommand& sent) { return sent.number == command; });
  commandsAwaited = std::any_of(sentCommands.begin(), sentCommands.end(), [](const SentCommand& c) { return c.quiet; });
}

bool RobotState::takeAnswer(unsigned command, std::string& text)
{
  std::lock_guard guard(lock);
  const auto answer = answers.find(command);
  if(answer == answers.end())
    return false;
  text = std::move(answer->second);
  answers.erase(answer);
  return true;
}

void RobotState::abandonAnswer(unsigned command)
{
  std::string late;
  {
    std::lock_guard guard(lock);
    const auto answer = answers.find(command);
    if(answer == answers.end())
    {
      if(abandoned.size() < 1000)
        abandoned.push_back(command);
      return;
    }
    late = std::move(answer->second);
    answers.erase(answer);
  }
  report(late);
}

bool RobotState::hasCommand(const std::string& name) const
{
  return std::any_of(ownCommands.begin(), ownCommands.end(), [&](const RobotCommand& command) { return command.name == name; });
}

void RobotState::handleAnswer(unsigned component, const std::string& text)
{
  // Threads' idConsole (B-Human: a command for the host) and answers nobody asked for are shown.
  std::unique_lock guard(lock);
  if(component != DebugLink::debugComponent || sentCommands.empty())
  {
    guard.unlock();
    report(text);
    return;
  }
  const SentCommand command = sentCommands.front();
  sentCommands.pop_front();
  if(command.quiet)
  {
    readCommands(text);
    commandsAwaited = std::any_of(sentCommands.begin(), sentCommands.end(), [](const SentCommand& c) { return c.quiet; });
    changed(requestsChanged);
    return;
  }
  if(const auto late = std::find(abandoned.begin(), abandoned.end(), command.number); late != abandoned.end())
  {
    abandoned.erase(late);
    guard.unlock();
    report(text);
    return;
  }
  // As many as the host sent commands (a robot's further answers are shown above, not kept).
  answers[command.number] = text;
}

void RobotState::readCommands(const std::string& text)
{
  ownCommands.clear();
  if(text.starts_with("Error"))
    return; // a robot without commands of its own
  std::size_t start = 0;
  while(start < text.size() && ownCommands.size() < 1000)
  {
    std::size_t end = text.find('\n', start);
    if(end == std::string::npos)
      end = text.size();
    const std::string line = text.substr(start, end - start);
    start = end + 1;
    const std::size_t tab = line.find('\t');
    const std::size_t nameEnd = line.find_first_of(" \t");
    if(tab == std::string::npos || line.empty() || line[0] == ' ' || nameEnd == 0)
      continue;
    ownCommands.push_back({line.substr(0, nameEnd), line.substr(0, tab), line.substr(tab + 1)});
  }
}

void RobotState::handleFrame(unsigned component, MessageID id, const std::string& payload)
{
  if(id != idFrameFinished || component >= numberOfComponents())
    return;
  static_cast<void>(payload);
  std::lock_guard guard(lock);
  FrameCount& count = framesByComponent[component];
  ++count.frames;
  const auto now = std::chrono::steady_clock::now();
  count.recent.push_back(now);
  while(!count.recent.empty() && now - count.recent.front() > std::chrono::seconds(1))
    count.recent.pop_front();
  changed(framesChanged);
  // The frame with a matching annotation is complete (its drawings are stored): the display holds it.
  if(holdAfterFrameOf == static_cast<int>(component))
  {
    holdAfterFrameOf = -1;
    held = true;
    changed(annotationsChanged);
  }
}

void RobotState::handleAnnotation(unsigned component, const std::string& payload)
{
  LogIndex::Annotation decoded;
  if(component == 0 || component >= numberOfComponents() || !decodeAnnotation(payload.data(), payload.size(), decoded))
  {
    report("Error: malformed annotation from component " + std::to_string(component));
    return;
  }
  std::lock_guard guard(lock);
  Annotation annotation;
  annotation.number = decoded.number;
  annotation.component = component;
  annotation.thread = threadName(component);
  const auto count = framesByComponent.find(component);
  annotation.frame = (count == framesByComponent.end() ? 0 : count->second.frames) + 1;
  annotation.source = decoded.name;
  annotation.text = decoded.description;
  annotation.received = std::chrono::system_clock::now();
  if(!held && holdAfterFrameOf < 0 && stopAt && stopAt(annotation))
  {
    holdAfterFrameOf = static_cast<int>(component);
    holdingAnnotation = annotation;
  }
  annotationList.push_back(std::move(annotation));
  if(annotationList.size() > maxAnnotations)
    annotationList.pop_front();
  ++annotationsReceived;
  changed(annotationsChanged);
}

void RobotState::clearAnnotations()
{
  std::lock_guard guard(lock);
  annotationList.clear();
  changed(annotationsChanged);
}

void RobotState::setStopAt(std::function<bool(const Annotation&)> matches)
{
  std::lock_guard guard(lock);
  stopAt = std::move(matches);
  if(!stopAt)
    holdAfterFrameOf = -1;
}

void RobotState::release()
{
  std::lock_guard guard(lock);
  holdAfterFrameOf = -1;
  if(held.exchange(false))
    changed(annotationsChanged);
}

float RobotState::frameRate(unsigned component, std::chrono::steady_clock::time_point now) const
{
  const auto count = framesByComponent.find(component);
  if(count == framesByComponent.end())
    return 0.f;
  std::size_t frames = 0;
  for(const auto& arrival : count->second.recent)
    if(now - arrival <= std::chrono::seconds(1))
      ++frames;
  return static_cast<float>(frames);
}

void RobotState::handlePlot(unsigned component, const std::string& payload)
{
  InBinaryMemory in(payload.data(), payload.size());
  std::string name;
  float value = 0.f;
  in >> name >> value;
  if(in.failed())
  {
    report("Error: malformed plot message from " + threadName(component) + ": " + in.error());
    return;
  }
  std::lock_guard guard(lock);
  if(plotSeries.size() >= maxPlots && !plotSeries.contains(name))
    return;
  plotSeries[name].add(value);
  changed(plotsChanged);
}

void RobotState::clearPlot(const std::string& name)
{
  std::lock_guard guard(lock);
  if(name.empty())
    plotSeries.clear();
  else
    plotSeries.erase(name);
  changed(plotsChanged);
}

void RobotState::handleStopwatch(unsigned component, const std::string& payload)
{
  StopwatchData data;
  if(!data.decode(payload.data(), payload.size()))
  {
    report("Error: malformed stopwatch message from " + threadName(component));
    return;
  }
  std::lock_guard guard(lock);
  if(component >= numberOfComponents())
    return;
  timings[component].add(data, std::chrono::steady_clock::now());
  changed(timingChanged);
}

void RobotState::handleDebugResponse(unsigned component, const std::string& payload)
{
  InTextMemory in(payload.data(), payload.size());
  std::string name, value;
  in >> name;
  std::lock_guard guard(lock);
  changed(requestsChanged);
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
  std::lock_guard guard(lock);
  data[name] = DebugData{typeName, payload.substr(offset), component, ++dataSequence};
  changed(dataChanged);
}

void RobotState::handleModuleTable(const std::string& payload)
{
  ModuleTable table;
  if(decode(payload, table, "module table"))
  {
    std::lock_guard guard(lock);
    changed(moduleTableChanged);
    modules = std::move(table);
    ++moduleSequence;
  }
}

void RobotState::handleTypeInfo(const std::string& payload)
{
  TypeInfo info;
  if(decode(payload, info, "type information"))
  {
    std::lock_guard guard(lock);
    changed(typeInfoChanged);
    types = std::move(info);
    ++typesSequence;
  }
}
