/**
 * @file Console/ProviderChoice.cpp
 */
#include "Console/ProviderChoice.h"
#include "Console/RobotConnection.h"
#include <algorithm>

bool ProviderChoice::inTargets(const RobotConnection& connection, const std::string& thread, const std::vector<unsigned>& targets)
{
  const int component = connection.component(thread);
  return targets.empty() || std::find(targets.begin(), targets.end(), static_cast<unsigned>(component)) != targets.end();
}

bool ProviderChoice::choose(const RobotConnection& connection, Configuration& configuration, const std::string& representation,
                            const std::string& choice, const std::vector<unsigned>& targets, std::string& error)
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
      error = representation + " is not provided in any thread; say where: for <thread> mr " + representation + " " + choice;
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
