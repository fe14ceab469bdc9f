/**
 * @file Console/ModuleCommands.cpp
 * The command "mr": which module provides which representation in which thread.
 */
#include "Console/ModuleCommands.h"
#include "Console/ConfigFileName.h"
#include "Console/ProviderChoice.h"
#include "Console/RobotConnection.h"
#include "Console/RequestNames.h"
#include "Streaming/OutMap.h"
#include "Streaming/OutStreams.h"
#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

void ModuleCommands::addCommands(CommandTable& table)
{
  table.add({"mr",
             {{"mr ? [<pattern>]", "list representations with their providers per thread (* = active)"},
              {"mr modules [<pattern>]", "list the modules with what they require and provide"},
              {"mr <representation> ? [<pattern>]", "list the possible providers of a representation"},
              {"mr <representation> <module> | off | default", "select the provider of a representation"},
              {"mr save [<file>]", "save the active configuration as threads.cfg where the robot reads it"}},
             [this](const Call& call) { return moduleRequest(call); },
             [this](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
               const RobotConnection* connection = core.selectedConnection();
               if(!connection || !connection->moduleTable())
                 return;
               const ModuleTable& modules = *connection->moduleTable();
               if(completion.index == 1)
               {
                 candidates.insert({"?", "modules", "save"});
                    for(const ModuleTable::Entry& entry : modules.modules)
                      candidates.insert(entry.provisions.begin(), entry.provisions.end());
                  }
                  else if(completion.index == 2 && !std::set<std::string>{"?", "modules", "save"}.contains(completion.words[1]))
                  {
                    candidates.insert({"off", "default", "?"});
                    for(const std::string& module : modules.providersOf(completion.words[1]))
                      candidates.insert(module);
                  }
                },
                true});
}

ModuleCommands::Result ModuleCommands::moduleRequest(const Call& call)
{
  const std::vector<std::string>& args = call.args;
  const bool listing = !args.empty() && (args[0] == "?" || args[0] == "modules" || args[0] == "save");
  if(args.empty() || (listing && args.size() > 2) || (!listing && args.size() != 2 && !(args.size() == 3 && args[1] == "?")))
    return Result::usage;
  RobotConnection* connection = core.robot();
  if(!connection || !core.ensureModuleTable(*connection, false))
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
        core.print(module);
    return Result::done;
  }
  if(providers.empty())
  {
    core.print("Error: no module provides " + representation);
    return Result::failed;
  }
  if(choice != "off" && choice != "default" && std::find(providers.begin(), providers.end(), choice) == providers.end())
  {
    core.print("Error: " + choice + " does not provide " + representation + " (providers: " + ConsoleCommand::join(providers) + ")");
    return Result::failed;
  }
  Configuration configuration = table.configuration;
  std::string error;
  if(!ProviderChoice::choose(*connection, configuration, representation, choice, call.targets, error))
  {
    core.print("Error: " + error);
    return Result::failed;
  }
  if(!core.sendModuleRequest(*connection, configuration))
    return Result::failed;
  // Remembered to be sent again after a reconnection (SessionChanges).
  SessionChanges::ModuleChange change{representation, choice, {}};
  for(unsigned component : call.targets)
    change.threads.push_back(connection->threadName(component));
  connection->session.moduleRequest(std::move(change));
  return Result::done;
}

void ModuleCommands::listProviders(const RobotConnection& connection, const std::string& pattern, const Targets& targets)
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
      if(const Configuration::RepresentationProvider* provider = thread.find(representation); provider && ProviderChoice::inTargets(connection, thread.name, targets))
      {
        std::string line = representation + " (" + thread.name + "):";
        for(const std::string& module : providers)
          line += " " + module + (module == provider->provider ? "*" : "");
        core.print(line);
        listed = true;
      }
    if(!listed && targets.empty())
    {
      const auto& defaults = table.configuration.defaultRepresentations;
      const bool isDefault = std::find(defaults.begin(), defaults.end(), representation) != defaults.end();
      core.print(representation + (isDefault ? " (default):" : ":") + " " + ConsoleCommand::join(providers));
    }
  }
}

void ModuleCommands::listModules(const ModuleTable& table, const std::string& pattern)
{
  for(const ModuleTable::Entry& entry : table.modules)
    if(pattern.empty() || RequestNames::matches(entry.name, pattern))
      core.print(entry.name + ": requires " + (entry.requirements.empty() ? "nothing" : ConsoleCommand::join(entry.requirements)) + "; provides " +
            ConsoleCommand::join(entry.provisions));
}

bool ModuleCommands::saveConfiguration(const ModuleTable& table, const std::string& fileName)
{
  std::error_code ignored;
  std::filesystem::create_directories(std::filesystem::path(fileName).parent_path(), ignored);
  OutMapFile file(fileName, ConfigMap::Layout::singleLineInnermost);
  if(!file.exists())
  {
    core.print("Error: cannot write " + file.getFullName());
    return false;
  }
  file << table.configuration;
  core.print("saved the configuration to " + std::filesystem::weakly_canonical(file.getFullName(), ignored).string());
  return true;
}
