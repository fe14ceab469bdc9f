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
  if(connection.waitFor([&] { return connection.pollingDone(); }, waitTimeout))
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

bool Console::debugRequest(const Arguments& args, const Targets& targets)
{
  RobotConnection* connection = robot();
  if(!connection || args.empty() || args.size() > 2)
    return false;
  const Targets receivers = targets.empty() ? Targets{DebugLink::debugComponent} : targets;
  if(args[0] == "?")
  {
    if(!ensurePolled(*connection))
      return false;
    printRequests(*connection, targets, args.size() == 2 ? args[1] : "",
                  [](const std::string& name) { return RequestNames::translate(name); });
    return true;
  }
  if(args[0] == "off" && args.size() == 1)
  {
    for(unsigned component : receivers)
      connection->sendDebugRequest("disableAll", true, component);
    return true;
  }
  bool enable = true;
  if(args.size() == 2)
  {
    if(args[1] != "on" && args[1] != "off")
      return false;
    enable = args[1] == "on";
  }
  if(!ensurePolled(*connection))
    return false;
  std::string name = findRequest(*connection, args[0], targets);
  if(name.empty())
  {
    // Names appear only when code checks them: a request may exist that was not reached yet.
    print("Warning: " + connection->name() + " has not reported a debug request " + args[0] + "; sent as typed");
    name = args[0];
  }
  for(unsigned component : receivers)
    if(!connection->sendDebugRequest(name, enable, component))
      return false;
  return true;
}
