/**
 * @file Console/RequestLookup.cpp
 */
#include "Console/RequestLookup.h"
#include "Console/RequestNames.h"
#include "Console/RobotConnection.h"
#include <algorithm>

std::string RequestLookup::find(const RobotConnection& connection, const std::string& typed, const Targets& targets)
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

RequestLookup::Targets RequestLookup::componentsWith(const RobotConnection& connection, const std::string& request, const Targets& targets)
{
  Targets result;
  const auto& requests = connection.requests();
  for(unsigned component = 0; component < requests.size(); ++component)
    if((targets.empty() || std::find(targets.begin(), targets.end(), component) != targets.end()) &&
       requests[component].contains(request))
      result.push_back(component);
  return result;
}

std::set<std::string> RequestLookup::list(const RobotConnection& connection, const Targets& targets, const std::string& pattern,
                                          const std::function<std::string(const std::string&)>& shown)
{
  std::set<std::string> names;
  const auto& requests = connection.requests();
  for(unsigned component = 0; component < requests.size(); ++component)
    if(targets.empty() || std::find(targets.begin(), targets.end(), component) != targets.end())
      for(const auto& [name, active] : requests[component])
        if(const std::string text = shown(name); !text.empty() && RequestNames::matches(text, pattern))
          names.insert(text);
  return names;
}
