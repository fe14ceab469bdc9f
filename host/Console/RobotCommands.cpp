/**
 * @file Console/RobotCommands.cpp
 * sc, robot and for: connecting robots, selecting them, running a command for some robots or threads.
 */
#include "Console/RobotCommands.h"
#include "Console/RobotConnection.h"
#include <algorithm>

void RobotCommands::addCommands(CommandTable& table)
{
  table.add({"sc", {{"sc [<name>] <host>[:<port>]", "connect to a robot's debug link (port 9999 unless given), named as given or by its head name; robot <name> selects it"}},
             [this](const Call& call) { return connect(call); }});
  table.add({"robot",
             {{"robot ?", "list the connected robots, the selected ones marked *"},
              {"robot <name> {<name>}", "select a robot, or several: the commands about a robot (dr, get, set, mr, log, ...) then go to each of them"},
              {"robot all", "select every connected robot"}},
             [this](const Call& call) { return selectRobots(call); },
             [this](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
               if(completion.index == 1)
                 candidates.insert({"?", "all"});
               for(const auto& connection : core.robotList())
                 candidates.insert(connection->name());
             }});
  table.add({"for", {{"for <thread> {<thread>} <command>", "run a command for these threads only (dr, get, set, mr, ...)"},
                     {"for <robot> {<robot>} [<thread> {<thread>}] <command>", "run a command for each of these robots (all: every connected one), as if each were selected"}},
             [this](const Call& call) { return forCommand(call); },
             [this](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) { completeFor(completion, candidates); }});
}

RobotCommands::Result RobotCommands::connect(const Call& call)
{
  if(call.args.empty() || call.args.size() > 2)
    return Result::usage;
  const std::string name = call.args.size() == 2 ? call.args[0] : "";
  std::string host = call.args.back();
  if(name.find_first_of(". ") != std::string::npos)
  {
    core.print("Error: a robot's name has no dots (" + name + ")");
    return Result::failed;
  }
  unsigned port = DebugLink::defaultPort;
  if(const std::size_t colon = host.rfind(':'); colon != std::string::npos)
  {
    std::size_t used = 0;
    try
    {
      port = static_cast<unsigned>(std::stoul(host.substr(colon + 1), &used));
    }
    catch(const std::exception&)
    {
      used = 0;
    }
    if(used == 0 || used != host.size() - colon - 1 || port < 1 || port > 65535)
    {
      core.print("Error: " + host.substr(colon + 1) + " is no port (1..65535)");
      return Result::usage;
    }
    host.resize(colon);
  }
  for(const auto& connection : core.robotList())
    if(connection->name() == name)
    {
      core.print("Error: there is a robot " + name + " already (robot ? lists them)");
      return Result::failed;
    }
  std::string error;
  if(!core.connect(name, host, static_cast<unsigned short>(port), error))
  {
    core.print("Error: cannot connect to " + host + ":" + std::to_string(port) + ": " + error);
    return Result::failed;
  }
  core.print("connected to " + core.robotList().back()->name() + " (" + host + ":" + std::to_string(port) + ")");
  return Result::done;
}

std::size_t RobotCommands::robotIndex(const std::string& name) const
{
  const auto& robots = core.robotList();
  for(std::size_t i = 0; i < robots.size(); ++i)
    if(robots[i]->name() == name)
      return i;
  return robots.size();
}

RobotCommands::Result RobotCommands::selectRobots(const Call& call)
{
  const Arguments& args = call.args;
  const auto& robots = core.robotList();
  if(args.empty() || ((args[0] == "?" || args[0] == "all") && args.size() != 1))
    return Result::usage;
  if(args[0] == "?")
  {
    const std::vector<std::size_t>& selection = core.selectedIndices();
    for(std::size_t i = 0; i < robots.size(); ++i)
    {
      const bool isSelected = std::find(selection.begin(), selection.end(), i) != selection.end();
      core.print((isSelected ? "* " : "  ") + robots[i]->name() + (robots[i]->isConnected() ? "" : " (disconnected)"));
    }
    return Result::done;
  }
  std::vector<std::size_t> which;
  if(args[0] == "all")
  {
    for(std::size_t i = 0; i < robots.size(); ++i)
      if(robots[i]->isConnected())
        which.push_back(i);
    if(which.empty())
    {
      core.print("Error: no robot is connected");
      return Result::failed;
    }
  }
  else
    for(const std::string& name : args)
    {
      const std::size_t index = robotIndex(name);
      if(index == robots.size())
      {
        core.print("Error: no robot " + name + " (robot ? lists them)");
        return Result::failed;
      }
      if(std::find(which.begin(), which.end(), index) == which.end())
        which.push_back(index);
    }
  core.select(which);
  return Result::done;
}

RobotCommands::Result RobotCommands::forCommand(const Call& call)
{
  const Arguments& args = call.args;
  const auto& robots = core.robotList();
  // Robots first ("all": every connected one), then threads.
  std::vector<std::size_t> named;
  std::size_t i = 0;
  for(; i < args.size(); ++i)
    if(args[i] == "all")
    {
      for(std::size_t r = 0; r < robots.size(); ++r)
        if(robots[r]->isConnected() && std::find(named.begin(), named.end(), r) == named.end())
          named.push_back(r);
    }
    else if(const std::size_t index = robotIndex(args[i]); index < robots.size())
    {
      if(std::find(named.begin(), named.end(), index) == named.end())
        named.push_back(index);
    }
    else
      break;
  if(i > 0 && named.empty())
  {
    core.print("Error: no robot is connected");
    return Result::failed;
  }
  if(!named.empty())
  {
    if(i == args.size())
    {
      core.printUsage(*core.commandTable().find("for"));
      return Result::usage;
    }
    // The rest is a command of its own ("get ...", or "for <thread> ... <command>" if a thread follows).
    const std::string rest = ConsoleCommand::restAfter(call.rest, i);
    const bool threadFollows = robots[named.front()]->component(args[i]) >= 0;
    return core.forEachRobot(named, [&] { return core.run(threadFollows ? "for " + rest : rest); });
  }
  if(core.selectedIndices().size() > 1)
    return core.forEachRobot(core.selectedIndices(), [&] { return forThreads(call); });
  return forThreads(call);
}

RobotCommands::Result RobotCommands::forThreads(const Call& call)
{
  const Arguments& args = call.args;
  RobotConnection* connection = core.robot();
  if(!connection)
    return Result::failed;
  std::vector<unsigned> targets;
  std::size_t i = 0;
  for(; i < args.size(); ++i)
  {
    const int component = connection->component(args[i]);
    if(component < 0)
      break;
    targets.push_back(static_cast<unsigned>(component));
  }
  const CommandTable& commands = core.commandTable();
  if(targets.empty())
  {
    if(args.empty())
      core.printUsage(*commands.find("for"));
    else
      core.print("Error: " + connection->name() + " has no thread " + args[0]);
    return args.empty() ? Result::usage : Result::failed;
  }
  const ConsoleCommand* command = i < args.size() ? commands.find(args[i]) : nullptr;
  if(!command || !command->forApplies)
  {
    std::string applicable;
    for(const auto& [name, entry] : commands.commands())
      if(entry.forApplies)
        applicable += (applicable.empty() ? "" : ", ") + name;
    core.print("Syntax Error: for <thread> {<thread>} <command> (" + (i < args.size() ? args[i] + " is not one of: " : "commands: ") +
               applicable + ")");
    return Result::usage;
  }
  const Arguments subArgs(args.begin() + static_cast<std::ptrdiff_t>(i) + 1, args.end());
  const std::string rest = ConsoleCommand::restAfter(call.rest, i + 1);
  const Result result = command->run(Call{subArgs, rest, targets});
  if(result == Result::usage)
    core.printUsage(*command);
  return result;
}

void RobotCommands::completeFor(const ConsoleCommand::Completion& completion, std::set<std::string>& candidates)
{
  const RobotConnection* connection = core.selectedConnection();
  if(!connection)
    return;
  // After the threads, the words belong to the command that follows them.
  std::size_t i = 1;
  while(i < completion.index && connection->component(completion.words[i]) >= 0)
    ++i;
  const CommandTable& commands = core.commandTable();
  const ConsoleCommand* inner = i < completion.index ? commands.find(completion.words[i]) : nullptr;
  if(inner && inner->forApplies && inner->complete)
  {
    const Arguments words(completion.words.begin() + static_cast<std::ptrdiff_t>(i), completion.words.end());
    inner->complete({words, completion.index - i}, candidates);
    return;
  }
  if(i != completion.index)
    return;
  // Threads, then (after at least one) the commands for which "for" applies.
  for(const std::string& thread : connection->version().threads)
    candidates.insert(thread);
  if(completion.index > 1)
    for(const auto& [name, command] : commands.commands())
      if(command.forApplies)
        candidates.insert(name);
}
