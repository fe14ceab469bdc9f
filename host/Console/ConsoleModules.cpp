/**
 * @file Console/ConsoleModules.cpp
 * The command "mr": which module provides which representation in which thread.
 */
#include "Console/Console.h"
#include "Console/RequestNames.h"
#include "Streaming/OutMap.h"
#include "Streaming/OutStreams.h"
#include <algorithm>
#include <map>
#include <set>

namespace
{
  std::string join(const std::vector<std::string>& names)
  {
    std::string text;
    for(const std::string& name : names)
      text += (text.empty() ? "" : ", ") + name;
    return text;
  }
}

bool Console::ensureModuleTable(RobotConnection& connection, bool refresh)
{
  if(connection.moduleTable() && !refresh)
    return true;
  const unsigned before = connection.moduleTableSequence();
  connection.sendDebugRequest("automated requests:ModuleTable", true, DebugLink::debugComponent);
  if(connection.waitFor([&] { return connection.moduleTableSequence() > before; }, waitTimeout))
    return true;
  print("Error: " + connection.name() + " did not send its module table");
  return false;
}

bool Console::inTargets(const RobotConnection& connection, const std::string& thread, const Targets& targets)
{
  const int component = connection.component(thread);
  return targets.empty() || std::find(targets.begin(), targets.end(), static_cast<unsigned>(component)) != targets.end();
}

bool Console::moduleRequest(const Arguments& args, const Targets& targets)
{
  RobotConnection* connection = robot();
  if(!connection || args.empty() || !ensureModuleTable(*connection, false))
    return false;
  if(args[0] == "?")
    return args.size() <= 2 && listProviders(*connection, args.size() == 2 ? args[1] : "", targets);
  if(args[0] == "modules")
    return args.size() <= 2 && listModules(*connection->moduleTable(), args.size() == 2 ? args[1] : "");
  if(args[0] == "save")
    return args.size() <= 2 && saveConfiguration(*connection->moduleTable(), args.size() == 2 ? args[1] : "threads.cfg");
  if(args.size() != 2)
    return false;
  const std::string& representation = args[0];
  const std::string& choice = args[1];
  const std::vector<std::string> providers = connection->moduleTable()->providersOf(representation);
  if(choice == "?")
  {
    for(const std::string& module : providers)
      print(module);
    return true;
  }
  if(providers.empty())
  {
    print("Error: no module provides " + representation);
    return false;
  }
  if(choice != "off" && choice != "default" && std::find(providers.begin(), providers.end(), choice) == providers.end())
  {
    print("Error: " + choice + " does not provide " + representation + " (providers: " + join(providers) + ")");
    return false;
  }
  Configuration configuration = connection->moduleTable()->configuration;
  return chooseProvider(*connection, configuration, representation, choice, targets) && sendModuleRequest(*connection, configuration);
}

bool Console::listProviders(const RobotConnection& connection, const std::string& pattern, const Targets& targets)
{
  const ModuleTable& table = *connection.moduleTable();
  std::set<std::string> representations;
  for(const ModuleTable::Entry& entry : table.modules)
    representations.insert(entry.provisions.begin(), entry.provisions.end());
  for(const std::string& representation : representations)
  {
    if(!pattern.empty() && !RequestNames::matches(representation, pattern))
      continue;
    const std::vector<std::string> providers = table.providersOf(representation);
    bool listed = false;
    for(const Configuration::Thread& thread : table.configuration.threads)
      if(const Configuration::RepresentationProvider* provider = thread.find(representation); provider && inTargets(connection, thread.name, targets))
      {
        std::string line = representation + " (" + thread.name + "):";
        for(const std::string& module : providers)
          line += " " + module + (module == provider->provider ? "*" : "");
        print(line);
        listed = true;
      }
    if(!listed && targets.empty())
    {
      const auto& defaults = table.configuration.defaultRepresentations;
      const bool isDefault = std::find(defaults.begin(), defaults.end(), representation) != defaults.end();
      print(representation + (isDefault ? " (default):" : ":") + " " + join(providers));
    }
  }
  return true;
}

bool Console::listModules(const ModuleTable& table, const std::string& pattern)
{
  for(const ModuleTable::Entry& entry : table.modules)
    if(pattern.empty() || RequestNames::matches(entry.name, pattern))
      print(entry.name + ": requires " + (entry.requirements.empty() ? "nothing" : join(entry.requirements)) + "; provides " +
            join(entry.provisions));
  return true;
}

bool Console::saveConfiguration(const ModuleTable& table, const std::string& fileName)
{
  OutMapFile file(fileName, ConfigMap::Layout::singleLineInnermost);
  if(!file.exists())
  {
    print("Error: cannot write " + file.getFullName());
    return false;
  }
  file << table.configuration;
  print("saved the configuration to " + file.getFullName());
  return true;
}

bool Console::chooseProvider(const RobotConnection& connection, Configuration& configuration, const std::string& representation,
                             const std::string& choice, const Targets& targets)
{
  auto& defaults = configuration.defaultRepresentations;
  // The threads to change: those given with "for", else those that have a provider for it now.
  std::vector<Configuration::Thread*> threads;
  for(Configuration::Thread& thread : configuration.threads)
    if(targets.empty() ? thread.find(representation) != nullptr : inTargets(connection, thread.name, targets))
      threads.push_back(&thread);
  if(threads.empty() && choice != "off" && choice != "default")
  {
    if(configuration.threads.size() != 1)
    {
      print("Error: " + representation + " is not provided in any thread; say where: for <thread> mr " + representation + " " + choice);
      return false;
    }
    threads.push_back(&configuration.threads.front());
  }
  if(choice == "default")
  {
    if(std::find(defaults.begin(), defaults.end(), representation) == defaults.end())
      defaults.push_back(representation);
    for(Configuration::Thread& thread : configuration.threads)
      std::erase_if(thread.representationProviders, [&](const auto& p) { return p.representation == representation; });
    return true;
  }
  std::erase(defaults, representation);
  for(Configuration::Thread* thread : threads)
  {
    std::erase_if(thread->representationProviders, [&](const auto& p) { return p.representation == representation; });
    if(choice != "off")
    {
      Configuration::RepresentationProvider provider;
      provider.representation = representation;
      provider.provider = choice;
      thread->representationProviders.push_back(provider);
    }
  }
  return true;
}

bool Console::sendModuleRequest(RobotConnection& connection, const Configuration& configuration)
{
  OutBinaryMemory payload;
  payload << configuration;
  const unsigned before = connection.moduleTableSequence();
  if(!connection.send(DebugLink::debugComponent, idModuleRequest, std::string(payload.data(), payload.size())))
    return false;
  // The robot answers with its module table: the new configuration, or the old one if it
  // rejected the request (the reasons arrive as text before).
  if(!connection.waitFor([&] { return connection.moduleTableSequence() > before; }, waitTimeout))
  {
    print("Error: " + connection.name() + " did not confirm the module request");
    return false;
  }
  OutBinaryMemory applied;
  applied << connection.moduleTable()->configuration;
  if(applied.size() != payload.size() || !std::equal(applied.data(), applied.data() + applied.size(), payload.data()))
  {
    print("Error: " + connection.name() + " rejected the module request");
    return false;
  }
  return true;
}
