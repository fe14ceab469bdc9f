/**
 * @file Console/Console.cpp
 * The console engine: parsing command lines and dispatching the commands.
 */
#include "Console/Console.h"
#include "Console/DataCommands.h"
#include "Console/GameControllerCommands.h"
#include "Console/GamePadCommands.h"
#include "Console/GeneralCommands.h"
#include "Console/HelpCommands.h"
#include "Console/LogCommands.h"
#include "Console/MessageCommands.h"
#include "Console/ModuleCommands.h"
#include "Console/MotionCommands.h"
#include "Console/ReplayCommands.h"
#include "Console/RequestCommands.h"
#include "Console/RobotCommands.h"
#include "Console/SimulationCommands.h"
#include "Platform/File.h"
#include "Replay/LogSync.h"
#include "Replay/ReplayRobot.h"
#include <algorithm>
#include <filesystem>
#include <set>
#include <sstream>
#include <thread>

namespace
{
  /** The command line without comments ("#", "//" and block comments). */
  std::string stripComments(const std::string& line)
  {
    std::string result;
    bool quoted = false;
    for(std::size_t i = 0; i < line.size(); ++i)
    {
      const char c = line[i];
      if(c == '"')
        quoted = !quoted;
      if(!quoted && (c == '#' || (c == '/' && i + 1 < line.size() && line[i + 1] == '/')))
        break;
      if(!quoted && c == '/' && i + 1 < line.size() && line[i + 1] == '*')
      {
        const std::size_t end = line.find("*/", i + 2);
        if(end == std::string::npos)
          break;
        i = end + 1;
        result += ' ';
        continue;
      }
      result += c;
    }
    return result;
  }

  std::vector<std::string> split(const std::string& line)
  {
    std::vector<std::string> tokens;
    std::istringstream stream(line);
    std::string token;
    while(stream >> token)
      tokens.push_back(token);
    return tokens;
  }
}

Console::Console(Output output) : output(std::move(output))
{
  ConsoleCore& core = *this;
  generalCommands = std::make_unique<GeneralCommands>(core);
  generalCommands->addCommands(commands);
  messageCommands = std::make_unique<MessageCommands>(core);
  messageCommands->addCommands(commands);
  robotCommands = std::make_unique<RobotCommands>(core);
  robotCommands->addCommands(commands);
  requestCommands = std::make_unique<RequestCommands>(core);
  requestCommands->addCommands(commands);
  dataCommands = std::make_unique<DataCommands>(core);
  dataCommands->addCommands(commands);
  moduleCommands = std::make_unique<ModuleCommands>(core);
  moduleCommands->addCommands(commands);
  replayCommands = std::make_unique<ReplayCommands>(core);
  replayCommands->addCommands(commands);
  logCommands = std::make_unique<LogCommands>(core, replayCommands->logSubCommands());
  logCommands->addCommands(commands);
  gameControllerCommands = std::make_unique<GameControllerCommands>(core);
  gameControllerCommands->addCommands(commands);
  helpCommands = std::make_unique<HelpCommands>(core);
  helpCommands->addCommands(commands);
  motionCommands = std::make_unique<MotionCommands>(core);
  motionCommands->addCommands(commands);
  gamePadCommands = std::make_unique<GamePadCommands>(core);
  gamePadCommands->addCommands(commands);
  simulationCommands = std::make_unique<SimulationCommands>(core);
  simulationCommands->addCommands(commands);
}

Console::~Console() = default;

void Console::addCommand(ConsoleCommand command)
{
  std::lock_guard lock(mutex);
  commands.add(std::move(command));
}

void Console::print(const std::string& line)
{
  if(captured)
    captured->push_back(line);
  if(output)
    output(line);
}

void Console::printText(const std::string& text)
{
  messageCommands->text(text);
}

bool Console::connect(const std::string& host, unsigned short port, std::string& error)
{
  return connect("", host, port, error);
}

bool Console::connect(const std::string& name, const std::string& host, unsigned short port, std::string& error)
{
  return connectRobot(name, host, port, error, nullptr);
}

bool Console::connectRobot(const std::string& name, const std::string& host, unsigned short port, std::string& error,
                           std::unique_ptr<ReplayRobot>* replay)
{
  auto connection = std::make_unique<RobotConnection>();
  if(!name.empty())
    connection->setName(name);
  connection->onText = [this](const std::string& text) { printText(text); };
  if(!connection->connect(host, port, waitTimeout, error))
    return false;
  if(name.empty())
  {
    connection->setName(uniqueName(connection->name()));
  }
  // The names are asked for now, so that they can be completed before the first command needs them.
  connection->startPolling();
  addRobot(std::move(connection), replay);
  return true;
}

std::string Console::uniqueName(std::string base) const
{
  // Unique ("Nao07", "Nao07_2") and without dots (view paths use them).
  std::replace(base.begin(), base.end(), '.', '_');
  std::lock_guard lock(robotsMutex);
  std::string unique = base;
  for(int n = 2; std::any_of(robots.begin(), robots.end(), [&](const auto& robot) { return robot->name() == unique; }); ++n)
    unique = base + "_" + std::to_string(n);
  return unique;
}

void Console::addRobot(std::unique_ptr<RobotConnection> connection, std::unique_ptr<ReplayRobot>* replay)
{
  std::lock_guard lock(mutex);
  std::lock_guard robotsLock(robotsMutex);
  if(replay)
    replays[connection.get()] = std::move(*replay);
  robots.push_back(std::move(connection));
  selected = robots.size() - 1;
  selection = {selected};
}

std::vector<RobotConnection*> Console::connections() const
{
  std::lock_guard lock(robotsMutex);
  std::vector<RobotConnection*> result;
  for(const auto& connection : robots)
    result.push_back(connection.get());
  return result;
}

std::string Console::selectedRobot() const
{
  std::lock_guard lock(robotsMutex);
  return selected < robots.size() ? robots[selected]->name() : "";
}

std::vector<std::string> Console::selectedRobots() const
{
  std::lock_guard lock(robotsMutex);
  std::vector<std::string> names;
  for(std::size_t index : selection)
    if(index < robots.size())
      names.push_back(robots[index]->name());
  return names;
}

void Console::select(const std::vector<std::size_t>& which)
{
  std::lock_guard lock(robotsMutex);
  selection = which;
  selected = which.front();
}

Console::Result Console::forEachRobot(std::vector<std::size_t> which, const std::function<Result()>& runOne)
{
  const std::vector<std::size_t> before = selection;
  Result result = Result::done;
  for(std::size_t index : which)
  {
    select({index});
    if(which.size() > 1)
      print(robots[index]->name() + ":");
    const Result one = runOne();
    if(one != Result::done)
      result = one;
    if(one == Result::usage)
      break;
  }
  if(!before.empty())
    select(before);
  return result;
}

std::string Console::activity() const
{
  std::lock_guard lock(activityMutex);
  return waitingFor;
}

void Console::maintain()
{
  std::lock_guard lock(mutex);
  const auto now = std::chrono::steady_clock::now();
  for(const auto& connection : robots)
  {
    if(connection->isConnected() || connection->closedByUser)
      continue;
    if(!connection->lossReported)
    {
      connection->lossReported = true;
      connection->changed(RobotState::connectionChanged);
      print(connection->name() + ": connection lost (" + connection->disconnectReason() + ")" + (reconnect ? "; reconnecting" : ""));
    }
    if(!reconnect || now - connection->lastReconnect < std::chrono::seconds(1))
      continue;
    std::string error;
    if(connection->reconnect(std::min(waitTimeout, std::chrono::milliseconds(1000)), error))
    {
      connection->lossReported = false;
      print(connection->name() + ": reconnected; " + restoreSession(*connection));
    }
  }
}

bool Console::isConnected()
{
  std::lock_guard lock(mutex);
  return selected < robots.size() && robots[selected]->isConnected();
}

std::string Console::disconnectReason()
{
  std::lock_guard lock(mutex);
  return selected < robots.size() ? robots[selected]->disconnectReason() : "not connected";
}

std::size_t Console::update(std::chrono::milliseconds timeout)
{
  std::lock_guard lock(mutex);
  printPlayerMessages();
  if(robots.size() == 1)
    return robots.front()->isConnected() ? robots.front()->pump(timeout) : 0;
  // Several robots: each one's frames as they are, else a look every millisecond until timeout.
  const auto end = std::chrono::steady_clock::now() + timeout;
  for(;;)
  {
    std::size_t frames = 0;
    for(const auto& connection : robots)
      if(connection->isConnected())
        frames += connection->pump(std::chrono::milliseconds(0));
    if(frames || std::chrono::steady_clock::now() >= end)
      return frames;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

RobotConnection* Console::selectedConnection() const
{
  return selected < robots.size() ? robots[selected].get() : nullptr;
}

RobotConnection* Console::robot()
{
  if(selected >= robots.size())
  {
    print("Error: no robot connected");
    return nullptr;
  }
  RobotConnection& connection = *robots[selected];
  if(!connection.isConnected())
  {
    print("Error: " + connection.name() + " is not connected (" + connection.disconnectReason() + ")");
    return nullptr;
  }
  return &connection;
}

bool Console::execute(const std::string& line)
{
  std::lock_guard lock(mutex);
  return run(line) == Result::done;
}

bool Console::execute(const std::string& line, std::vector<std::string>& printed)
{
  std::lock_guard lock(mutex);
  std::vector<std::string>* const before = captured;
  captured = &printed;
  const bool done = run(line) == Result::done;
  captured = before;
  return done;
}

bool Console::executeFile(const std::string& name)
{
  std::lock_guard lock(mutex);
  // The first of the places a script may be in that has it; a plain name that was not the file found is said.
  const std::vector<std::string> places = scriptFileNames(name);
  std::string fileName;
  std::ifstream file;
  for(const std::string& place : places)
  {
    file.open(place);
    if(file)
    {
      fileName = place;
      break;
    }
    file.clear();
  }
  if(fileName.empty())
  {
    print("Error: cannot open " + name + (places.size() > 1 ? " (looked in " + ConsoleCommand::join(places) + ")" : ""));
    return false;
  }
  if(fileName != name)
    print("running " + fileName);
  if(scriptDepth >= 16)
  {
    print("Error: scripts call each other too deeply (" + fileName + ")");
    return false;
  }
  ++scriptDepth;
  std::string line;
  unsigned number = 0;
  bool ok = true;
  bool inComment = false;
  while(ok && std::getline(file, line))
  {
    ++number;
    if(inComment)
    {
      const std::size_t end = line.find("*/");
      if(end == std::string::npos)
        continue;
      line = line.substr(end + 2);
      inComment = false;
    }
    const std::size_t open = line.find("/*");
    if(open != std::string::npos && line.find("*/", open) == std::string::npos)
    {
      line = line.substr(0, open);
      inComment = true;
    }
    if(run(line) != Result::done)
    {
      print(fileName + "(" + std::to_string(number) + "): " + line);
      ok = false;
    }
  }
  --scriptDepth;
  return ok;
}

std::vector<std::string> Console::scriptFileNames(const std::string& name)
{
  if(name.find('/') != std::string::npos)
    return {name};
  // The working directory, the studio's start scripts (Scenes), then the console's scripts.
  return {name, File::getConfigDirectory() + "Scenes/" + name, File::getConfigDirectory() + "Scripts/" + name};
}

void Console::printUsage(const ConsoleCommand& command)
{
  std::string syntax;
  for(const ConsoleCommand::Help& help : command.help)
    syntax += (syntax.empty() ? "" : " | ") + help.syntax;
  print("Syntax Error: " + syntax);
}

Console::Result Console::run(const std::string& rawLine)
{
  const std::string line = stripComments(rawLine);
  const Arguments tokens = split(line);
  if(tokens.empty())
    return Result::done;
  const ConsoleCommand* command = commands.find(tokens[0]);
  if(!command)
    return robotCommand(tokens[0], ConsoleCommand::restAfter(line, 0));
  const Arguments args(tokens.begin() + 1, tokens.end());
  const std::string rest = ConsoleCommand::restAfter(line, 1);
  const std::vector<unsigned> noTargets;
  const auto runOnce = [&] { return command->run(Call{args, rest, noTargets}); };
  const Result result = selection.size() > 1 && command->runsPerRobot(args) ? forEachRobot(selection, runOnce) : runOnce();
  // "for" prints the syntax of the command it runs itself.
  if(result == Result::usage && command->name != "for")
    printUsage(*command);
  return result;
}

void Console::awaitRobotCommands()
{
  // Asked for when connecting, answered within a few milliseconds; a robot that never answers
  // (an older program) costs a second once.
  for(const auto& connection : robots)
  {
    const auto answered = [&] { return !connection->read([](const RobotState& state) { return state.commandsPending(); }); };
    if(!connection->isConnected() || answered())
      continue;
    {
      std::lock_guard lock(activityMutex);
      waitingFor = "asking " + connection->name() + " for its commands";
    }
    connection->waitFor(answered, std::min(waitTimeout, std::chrono::milliseconds(1000)));
    std::lock_guard lock(activityMutex);
    waitingFor.clear();
  }
}

Console::Result Console::robotCommand(const std::string& name, const std::string& line)
{
  const auto hasIt = [&name](const RobotConnection& connection) {
    return connection.isConnected() && connection.read([&name](const RobotState& state) { return state.hasCommand(name); });
  };
  awaitRobotCommands();
  // The selected robot if it has the command, else the one connected robot that has it.
  RobotConnection* target = selected < robots.size() && hasIt(*robots[selected]) ? robots[selected].get() : nullptr;
  if(!target)
  {
    std::vector<RobotConnection*> owners;
    for(const auto& connection : robots)
      if(hasIt(*connection))
        owners.push_back(connection.get());
    if(owners.empty())
    {
      print("Syntax Error: unknown command " + name + " (help lists the commands)");
      return Result::usage;
    }
    if(owners.size() > 1)
    {
      std::string names;
      for(const RobotConnection* owner : owners)
        names += (names.empty() ? "" : ", ") + owner->name();
      print("Error: " + name + " is a command of " + names + ": select the robot it is for (robot <name>)");
      return Result::failed;
    }
    target = owners.front();
  }
  const unsigned number = target->sendCommand(line);
  if(!number)
  {
    print("Error: " + target->name() + " is not connected (" + target->disconnectReason() + ")");
    return Result::failed;
  }
  std::string answer;
  const auto answered = [&] { return target->takeAnswer(number, answer); };
  if(!waitFor(*target, "waiting for " + target->name() + " to run " + name, answered))
  {
    target->abandonAnswer(number);
    print("Error: " + target->name() + " did not answer " + name + " within " + std::to_string(waitTimeout.count() / 1000.) + " s" +
          (target->isConnected() ? "" : " (" + target->disconnectReason() + ")"));
    return Result::failed;
  }
  std::istringstream lines(answer);
  for(std::string text; std::getline(lines, text);)
    print(text);
  return answer.starts_with("Error") ? Result::failed : Result::done;
}

std::vector<std::string> Console::gamePad(const GamePadMapping::Input& input)
{
  std::lock_guard lock(mutex);
  return gamePadCommands->gamePad(input);
}

std::vector<std::string> Console::completionsIfIdle(const std::string& line)
{
  std::unique_lock lock(mutex, std::try_to_lock);
  return lock.owns_lock() ? completions(line) : std::vector<std::string>();
}

std::vector<std::string> Console::completions(const std::string& line)
{
  std::lock_guard lock(mutex);
  std::set<std::string> candidates;
  const Arguments tokens = split(line);
  const bool newToken = line.empty() || line.back() == ' ';
  const std::string prefix = newToken || tokens.empty() ? "" : tokens.back();
  const std::size_t index = tokens.size() - (newToken || tokens.empty() ? 0 : 1);
  const std::string head = line.substr(0, line.size() - prefix.size());
  if(index == 0)
  {
    candidates = commands.names();
    for(const auto& connection : robots)
      if(connection->isConnected())
        connection->read([&](const RobotState& state) {
          for(const RobotState::RobotCommand& command : state.robotCommands())
            candidates.insert(command.name);
        });
  }
  else if(const ConsoleCommand* command = commands.find(tokens[0]); command && command->complete)
    command->complete({tokens, index}, candidates);
  std::vector<std::string> result;
  for(const std::string& candidate : candidates)
    if(candidate.starts_with(prefix))
      result.push_back(head + candidate);
  return result;
}
