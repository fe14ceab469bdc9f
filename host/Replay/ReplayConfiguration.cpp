/**
 * @file Replay/ReplayConfiguration.cpp
 * Module requests that replay a log.
 */
#include "Replay/ReplayConfiguration.h"
#include "Framework/Module.h"
#include <algorithm>
#include <set>

std::vector<std::pair<std::string, std::vector<std::string>>> ReplayConfiguration::loggedRepresentations(const LogFile& log)
{
  std::vector<std::pair<std::string, std::vector<std::string>>> result;
  for(const LogIndex::ThreadStatistics& thread : log.index().threads)
  {
    std::set<std::string> names;
    for(std::size_t id = 0; id < thread.messages.size() && id < 256; ++id)
      if(thread.messages[id].count > 0)
      {
        const MessageID current = log.idMap()[id];
        if(MessageIDs::isData(current))
          if(const std::string name = MessageIDs::representation(current); !name.empty())
            names.insert(name);
      }
    result.emplace_back(thread.thread, std::vector<std::string>(names.begin(), names.end()));
  }
  return result;
}

Configuration ReplayConfiguration::make(const Configuration& robot, const LogFile& log, Changes& changes)
{
  Configuration result = robot;
  const Module* logDataProvider = Module::find("LogDataProvider");
  std::set<std::string> replayable;
  if(logDataProvider)
    for(const ModuleInfo& info : logDataProvider->getInfo())
      replayable.insert(info.representation);

  for(Configuration::Thread& thread : result.threads)
  {
    thread.executionUnit = "Replay";
    thread.priority = 0;
  }
  // Logged representations come from the log, in the thread that logged them.
  for(const auto& [threadName, names] : loggedRepresentations(log))
  {
    Configuration::Thread* thread = result.find(threadName);
    if(!thread)
    {
      changes.missingThreads.push_back(threadName);
      continue;
    }
    for(const std::string& name : names)
    {
      if(!replayable.contains(name))
        continue; // no module of this program knows its type
      auto existing = std::find_if(thread->representationProviders.begin(), thread->representationProviders.end(),
                                   [&](const auto& p) { return p.representation == name; });
      if(existing != thread->representationProviders.end())
      {
        if(existing->provider != "LogDataProvider")
        {
          changes.lines.push_back(threadName + ": " + name + ": " + existing->provider + " -> LogDataProvider");
          existing->provider = "LogDataProvider";
        }
        continue;
      }
      // Logged by a thread that receives it (loggablePerThread): replayed where it is provided.
      const bool providedElsewhere = std::any_of(result.threads.begin(), result.threads.end(), [&](const Configuration::Thread& other) {
        return other.find(name) != nullptr;
      });
      if(providedElsewhere)
        continue;
      auto& defaults = result.defaultRepresentations;
      defaults.erase(std::remove(defaults.begin(), defaults.end(), name), defaults.end());
      Configuration::RepresentationProvider provider;
      provider.representation = name;
      provider.provider = "LogDataProvider";
      thread->representationProviders.push_back(provider);
      changes.lines.push_back(threadName + ": " + name + ": LogDataProvider");
    }
  }
  // Providers that need a device of the robot, or that this program does not have, are switched off.
  for(Configuration::Thread& thread : result.threads)
  {
    auto& providers = thread.representationProviders;
    for(auto p = providers.begin(); p != providers.end();)
      if(const Module* module = Module::find(p->provider); !module || module->device)
      {
        changes.lines.push_back(thread.name + ": " + p->representation + ": " + p->provider + " -> off (" +
                                (module ? "a device of the robot" : "not in this program") + ")");
        p = providers.erase(p);
      }
      else
        ++p;
  }
  // What is required but provided by nobody is a default representation (default-constructed).
  std::set<std::string> provided(result.defaultRepresentations.begin(), result.defaultRepresentations.end());
  std::set<std::string> required;
  for(const Configuration::Thread& thread : result.threads)
    for(const Configuration::RepresentationProvider& p : thread.representationProviders)
    {
      provided.insert(p.representation);
      if(const Module* module = Module::find(p.provider); module && module != logDataProvider)
        for(const ModuleInfo& info : module->getInfo())
          if(info.kind == ModuleInfo::requirement)
            required.insert(info.representation);
    }
  for(const std::string& name : required)
    if(!provided.contains(name))
    {
      result.defaultRepresentations.push_back(name);
      changes.lines.push_back(name + ": default (provided by nobody)");
    }
  return result;
}
