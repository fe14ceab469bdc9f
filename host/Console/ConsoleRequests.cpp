/**
 * @file Console/ConsoleRequests.cpp
 * The command "dr" and the polling of request names.
 */
#include "Console/Console.h"
#include "Console/RequestNames.h"
#include <algorithm>
#include <set>

bool Console::ensurePolled(RobotConnection& connection)
{
  if(connection.hasPolled() && connection.pollingDone())
    return true;
  if(!connection.hasPolled() && !connection.startPolling())
    return false;
  if(waitFor(connection, "polling " + connection.name() + " for its debug requests", [&] { return connection.pollingDone(); }))
    return true;
  print("Warning: polling " + connection.name() + " for its debug requests did not finish within " +
        std::to_string(waitTimeout.count()) + " ms; the names may be incomplete");
  return true;
}

std::string Console::findRequest(RobotConnection& connection, const std::string& typed, const Targets& targets) const
{
  const auto& requests = connection.requests();
  for(unsigned component = 0; component < requests.size(); ++component)
  {
    if(!targets.empty() && std::find(targets.begin(), targets.end(), component) == targets.end())
      continue;
    for(const auto& [name, active] : requests[component])
      if(name == typed || RequestNames::translate(name) == typed)
        return name;
  }
  return "";
}

void Console::printRequests(const RobotConnection& connection, const Targets& targets, const std::string& pattern,
                            const std::function<std::string(const std::string&)>& shown)
{
  std::set<std::string> names;
  const auto& requests = connection.requests();
  for(unsigned component = 0; component < requests.size(); ++component)
    if(targets.empty() || std::find(targets.begin(), targets.end(), component) != targets.end())
      for(const auto& [name, active] : requests[component])
        if(const std::string text = shown(name); !text.empty() && RequestNames::matches(text, pattern))
          names.insert(text);
  for(const std::string& name : names)
    print(name);
}

Console::Targets Console::componentsWith(const RobotConnection& connection, const std::string& request, const Targets& targets) const
{
  Targets result;
  const auto& requests = connection.requests();
  for(unsigned component = 0; component < requests.size(); ++component)
    if((targets.empty() || std::find(targets.begin(), targets.end(), component) != targets.end()) &&
       requests[component].contains(request))
      result.push_back(component);
  return result;
}

void Console::addRequestCommands()
{
  commands.add({"dr",
                {{"dr ? [<pattern>]", "list the debug requests"},
                 {"dr off", "switch all debug requests off"},
                 {"dr <name> [on | off]", "switch a debug request on (default) or off"}},
                [this](const Call& call) { return debugRequest(call); },
                [this](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
                  if(completion.index == 1)
                  {
                    candidates.insert({"?", "off"});
                    if(selected < robots.size())
                      for(const auto& requests : robots[selected]->requests())
                        for(const auto& [name, active] : requests)
                          candidates.insert(RequestNames::translate(name));
                  }
                  else if(completion.index == 2 && completion.words[1] != "?" && completion.words[1] != "off")
                    candidates.insert({"on", "off"});
                },
                true});
  commands.add({"poll", {{"poll", "ask the robot for its debug requests again"}}, [this](const Call& call) {
                  if(!call.args.empty())
                    return Result::usage;
                  RobotConnection* connection = robot();
                  if(!connection || !connection->startPolling())
                    return Result::failed;
                  if(!waitFor(*connection, "polling " + connection->name() + " for its debug requests", [&] { return connection->pollingDone(); }))
                    print("Warning: not every thread answered the poll within " + std::to_string(waitTimeout.count()) + " ms");
                  return Result::done;
                },
                nullptr, false, true});
}

Console::Result Console::debugRequest(const Call& call)
{
  const Arguments& args = call.args;
  const Targets& targets = call.targets;
  if(args.empty() || args.size() > 2)
    return Result::usage;
  if(args.size() == 2 && args[0] != "?" && args[1] != "on" && args[1] != "off")
    return Result::usage;
  if(args[0] == "off" && args.size() == 2)
    return Result::usage;
  RobotConnection* connection = robot();
  if(!connection)
    return Result::failed;
  const Targets receivers = targets.empty() ? Targets{DebugLink::debugComponent} : targets;
  if(args[0] == "?")
  {
    if(!ensurePolled(*connection))
      return Result::failed;
    printRequests(*connection, targets, args.size() == 2 ? args[1] : "",
                  [](const std::string& name) { return RequestNames::translate(name); });
    return Result::done;
  }
  if(args[0] == "off")
  {
    for(unsigned component : receivers)
      connection->sendDebugRequest("disableAll", true, component);
    return Result::done;
  }
  const bool enable = args.size() == 1 || args[1] == "on";
  if(!ensurePolled(*connection))
    return Result::failed;
  std::string name = findRequest(*connection, args[0], targets);
  if(name.empty())
  {
    // Names appear only when code checks them: a request may exist that was not reached yet.
    print("Warning: " + connection->name() + " has not reported a debug request " + args[0] + "; sent as typed");
    name = args[0];
  }
  for(unsigned component : receivers)
    if(!connection->sendDebugRequest(name, enable, component))
    {
      print("Error: cannot send to " + connection->name() + " (" + connection->disconnectReason() + ")");
      return Result::failed;
    }
  return Result::done;
}
