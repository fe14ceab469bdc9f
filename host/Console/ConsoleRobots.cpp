/**
 * @file Console/ConsoleRobots.cpp
 * Several robots at once: robot ? | all | <name> {<name>} selects where commands go; a command
 * that is about a robot (ConsoleCommand::runsPerRobot) then runs for each selected robot, and
 * for <robot> {<robot>} <command> runs one command for each robot named.
 */
#include "Console/Console.h"
#include <algorithm>

void Console::addRobotCommands()
{
  commands.add({"robot",
                {{"robot ?", "list the connected robots, the selected ones marked *"},
                 {"robot <name> {<name>}", "select a robot, or several: the commands about a robot (dr, get, set, mr, log, ...) then go to each of them"},
                 {"robot all", "select every connected robot"}},
                [this](const Call& call) { return selectRobots(call); },
                [this](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
                  if(completion.index == 1)
                    candidates.insert({"?", "all"});
                  for(const auto& connection : robots)
                    candidates.insert(connection->name());
                }});
}

std::size_t Console::robotIndex(const std::string& name) const
{
  for(std::size_t i = 0; i < robots.size(); ++i)
    if(robots[i]->name() == name)
      return i;
  return robots.size();
}

void Console::select(const std::vector<std::size_t>& which)
{
  std::lock_guard lock(robotsMutex);
  selection = which;
  selected = which.front();
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

Console::Result Console::selectRobots(const Call& call)
{
  const Arguments& args = call.args;
  if(args.empty() || ((args[0] == "?" || args[0] == "all") && args.size() != 1))
    return Result::usage;
  if(args[0] == "?")
  {
    for(std::size_t i = 0; i < robots.size(); ++i)
    {
      const bool isSelected = std::find(selection.begin(), selection.end(), i) != selection.end();
      print((isSelected ? "* " : "  ") + robots[i]->name() + (robots[i]->isConnected() ? "" : " (disconnected)"));
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
      print("Error: no robot is connected");
      return Result::failed;
    }
  }
  else
    for(const std::string& name : args)
    {
      const std::size_t index = robotIndex(name);
      if(index == robots.size())
      {
        print("Error: no robot " + name + " (robot ? lists them)");
        return Result::failed;
      }
      if(std::find(which.begin(), which.end(), index) == which.end())
        which.push_back(index);
    }
  select(which);
  return Result::done;
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

Console::Result Console::forCommand(const std::string& line, const Arguments& args)
{
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
    print("Error: no robot is connected");
    return Result::failed;
  }
  if(!named.empty())
  {
    if(i == args.size())
    {
      printUsage(*commands.find("for"));
      return Result::usage;
    }
    // The rest is a command of its own ("get ...", or "for <thread> ... <command>" if a thread follows).
    const std::string rest = ConsoleCommand::restAfter(line, i + 1);
    const bool threadFollows = robots[named.front()]->component(args[i]) >= 0;
    return forEachRobot(named, [&] { return run(threadFollows ? "for " + rest : rest); });
  }
  if(selection.size() > 1)
    return forEachRobot(selection, [&] { return forThreads(line, args); });
  return forThreads(line, args);
}
