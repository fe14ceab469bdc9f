/**
 * @file Console/ConsoleModules.cpp
 * The command "mr": which module provides which representation in which thread.
 */
#include "Console/Console.h"
#include "Console/RequestNames.h"
#include "Streaming/OutMap.h"
#include "Streaming/OutStreams.h"
#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

bool Console::ensureModuleTable(RobotConnection& connection, bool refresh)
{
  if(connection.moduleTable() && !refresh)
    return true;
  const unsigned before = connection.moduleTableSequence();
  connection.askForModuleTable();
  if(waitFor(connection, "waiting for the module table of " + connection.name(), [&] { return connection.moduleTableSequence() > before; }))
    return true;
  print("Error: " + connection.name() + " did not send its module table");
  return false;
}

bool Console::inTargets(const RobotConnection& connection, const std::string& thread, const Targets& targets)
{
  const int component = connection.component(thread);
  return targets.empty() || std::find(targets.begin(), targets.end(), static_cast<unsigned>(component)) != targets.end();
}

void Console::addModuleCommands()
{
  commands.add({"mr",
                {{"mr ? [<pattern>]", "list representations with their providers per thread (* = active)"},
                 {"mr modules [<pattern>]", "list the modules with what they require and provide"},
                 {"mr <representation> ? [<pattern>]", "list the possible providers of a representation"},
                 {"mr <representation> <module> | off | default", "select the provider of a representation"},
                 {"mr save [<file>]", "save the active configuration as threads.cfg where the robot reads it"}},
                [this](const Call& call) { return moduleRequest(call); },
                [this](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
                  if(selected >= robots.size() || !robots[selected]->moduleTable())
                    return;
                  const ModuleTable& table = *robots[selected]->moduleTable();
                  if(completion.index == 1)
                  {
                    candidates.insert({"?", "modules", "save"});
                    for(const ModuleTable::Entry& entry : table.modules)
                      candidates.insert(entry.provisions.begin(), entry.provisions.end());
                  }
                  else if(completion.index == 2 && !std::set<std::string>{"?", "modules", "save"}.contains(completion.words[1]))
                  {
                    candidates.insert({"off", "default", "?"});
                    for(const std::string& module : table.providersOf(completion.words[1]))
                      candidates.insert(module);
                  }
                },
                true});
}

Console::Result Console::moduleRequest(const Call& call)
{
  const Arguments& args = call.args;
  const bool listing = !args.empty() && (args[0] == "?" || args[0] == "modules" || args[0] == "save");
  if(args.empty() || (listing && args.size() > 2) || (!listing && args.size() != 2 && !(args.size() == 3 && args[1] == "?")))
    return Result::usage;
  RobotConnection* connection = robot();
  if(!connection || !ensureModuleTable(*connection, false))
    return Result::failed;
  const ModuleTable& table = *connection->moduleTable();
  const std::string argument = args.size() == 2 ? args[1] : "";
  if(args[0] == "?")
  {
    listProviders(*connection, argument, call.targets);
    return Result::done;
  }
  if(args[0] == "modules")
  {
    listModules(table, argument);
    return Result::done;
  }
  if(args[0] == "save")
    return saveConfiguration(table, configFileName(*connection, args.size() == 2 ? args[1] : "threads.cfg")) ? Result::done : Result::failed;
  const std::string& representation = args[0];
  const std::string& choice = args[1];
  const std::vector<std::string> providers = table.providersOf(representation);
  if(choice == "?")
  {
    for(const std::string& module : providers)
      if(args.size() == 2 || RequestNames::matches(module, args[2]))
        print(module);
    return Result::done;
  }
  if(providers.empty())
  {
    print("Error: no module provides " + representation);
    return Result::failed;
  }
  if(choice != "off" && choice != "default" && std::find(providers.begin(), providers.end(), choice) == providers.end())
  {
    print("Error: " + choice + " does not provide " + representation + " (providers: " + ConsoleCommand::join(providers) + ")");
    return Result::failed;
  }
  Configuration configuration = table.configuration;
  if(!chooseProvider(*connection, configuration, representation, choice, call.targets) || !sendModuleRequest(*connection, configuration))
    return Result::failed;
  // Remembered to be sent again after a reconnection (SessionChanges).
  SessionChanges::ModuleChange change{representation, choice, {}};
  for(unsigned component : call.targets)
    change.threads.push_back(connection->threadName(component));
  connection->session.moduleRequest(std::move(change));
  return Result::done;
}

void Console::listProviders(const RobotConnection& connection, const std::string& pattern, const Targets& targets)
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
      print(representation + (isDefault ? " (default):" : ":") + " " + ConsoleCommand::join(providers));
    }
  }
}

void Console::listModules(const ModuleTable& table, const std::string& pattern)
{
  for(const ModuleTable::Entry& entry : table.modules)
    if(pattern.empty() || RequestNames::matches(entry.name, pattern))
      print(entry.name + ": requires " + (entry.requirements.empty() ? "nothing" : ConsoleCommand::join(entry.requirements)) + "; provides " +
            ConsoleCommand::join(entry.provisions));
}

bool Console::saveConfiguration(const ModuleTable& table, const std::string& fileName)
{
  std::error_code ignored;
  std::filesystem::create_directories(std::filesystem::path(fileName).parent_path(), ignored);
  OutMapFile file(fileName, ConfigMap::Layout::singleLineInnermost);
  if(!file.exists())
  {
    print("Error: cannot write " + file.getFullName());
    return false;
  }
  file << table.configuration;
  print("saved the configuration to " + std::filesystem::weakly_canonical(file.getFullName(), ignored).string());
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
  if(!waitFor(connection, "waiting for " + connection.name() + " to answer the module request", [&] { return connection.moduleTableSequence() > before; }))
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
