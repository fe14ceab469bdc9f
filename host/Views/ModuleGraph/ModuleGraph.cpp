/**
 * @file Views/ModuleGraph/ModuleGraph.cpp
 * Building the module graph of a thread from a module table.
 */
#include "ModuleGraph.h"
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
    return text.empty() ? "nothing" : text;
  }

  bool contains(const std::vector<std::string>& names, const std::string& name)
  {
    return std::find(names.begin(), names.end(), name) != names.end();
  }
}

ModuleGraph ModuleGraph::build(const ModuleTable& table, const std::string& thread)
{
  ModuleGraph graph;
  graph.thread = thread;
  const Configuration& configuration = table.configuration;
  const Configuration::Thread* own = configuration.find(thread);
  if(!own)
    return graph;
  graph.threadFound = true;

  // The modules of the thread and what each provides here (in the order of the configuration).
  std::map<std::string, std::vector<std::string>> provided;
  std::vector<std::string> modules;
  for(const Configuration::RepresentationProvider& provider : own->representationProviders)
  {
    auto [entry, added] = provided.try_emplace(provider.provider);
    if(added)
      modules.push_back(provider.provider);
    if(!contains(entry->second, provider.representation))
      entry->second.push_back(provider.representation);
  }

  auto node = [&](Kind kind, const std::string& name, const std::string& detail) {
    if(const int index = graph.find(name, isModule(kind)); index >= 0)
      return static_cast<std::size_t>(index);
    graph.nodes.push_back({kind, name, detail});
    return graph.nodes.size() - 1;
  };
  auto edge = [&](std::size_t from, std::size_t to) {
    for(const Edge& e : graph.edges)
      if(e.from == from && e.to == to)
        return;
    graph.edges.push_back({from, to});
  };

  // Which other threads provide a representation, and which receive one of this thread's.
  auto providingThreads = [&](const std::string& representation) {
    std::vector<std::string> threads;
    for(const Configuration::Thread& other : configuration.threads)
      if(other.name != thread && other.find(representation))
        threads.push_back(other.name);
    return threads;
  };
  auto receivers = [&](const std::string& representation) {
    std::vector<std::string> threads;
    for(const Configuration::Thread& other : configuration.threads)
    {
      if(other.name == thread)
        continue;
      for(const Configuration::RepresentationProvider& provider : other.representationProviders)
        if(const ModuleTable::Entry* entry = table.find(provider.provider);
           entry && !other.find(representation) &&
           (contains(entry->requirements, representation) || contains(entry->requirements, thread + representation)))
        {
          if(!contains(threads, other.name))
            threads.push_back(other.name);
          break;
        }
    }
    return threads;
  };
  const auto& defaults = configuration.defaultRepresentations;
  auto defaultOf = [&](const std::string& representation) -> std::string {
    if(contains(defaults, representation))
      return representation;
    for(const Configuration::Thread& any : configuration.threads)
      if(representation.size() > any.name.size() && representation.starts_with(any.name) && contains(defaults, representation.substr(any.name.size())))
        return representation.substr(any.name.size());
    return "";
  };

  for(const std::string& module : modules)
  {
    const ModuleTable::Entry* entry = table.find(module);
    const std::size_t m = entry ? node(Kind::module, module, "requires " + join(entry->requirements) + "; provides " + join(entry->provisions))
                                : node(Kind::unknownModule, module, "not a module of the robot");
    for(const std::string& representation : provided[module])
    {
      const std::vector<std::string> to = receivers(representation);
      std::string detail = "provided by " + module;
      if(entry && !contains(entry->provisions, representation))
        detail += " (which does not provide it)";
      if(!to.empty())
        detail += "; sent to " + join(to);
      edge(m, node(Kind::representation, representation, detail));
    }
  }

  // The requirements: provided here, received, default, or provided nowhere.
  std::size_t defaultSource = 0;
  bool hasDefaultSource = false;
  for(const std::string& module : modules)
  {
    const ModuleTable::Entry* entry = table.find(module);
    if(!entry)
      continue;
    const std::size_t m = static_cast<std::size_t>(graph.find(module, true));
    for(const std::string& representation : entry->requirements)
    {
      std::size_t r;
      if(own->find(representation))
        r = node(Kind::representation, representation, "");
      else if(const std::vector<std::string> from = providingThreads(representation); !from.empty())
        r = node(Kind::received, representation, "received from " + join(from));
      else if(const std::string defaulted = defaultOf(representation); !defaulted.empty())
      {
        r = node(Kind::defaulted, representation, "provided by default" + (defaulted == representation ? "" : " (" + defaulted + ")"));
        if(!hasDefaultSource)
        {
          graph.nodes.push_back({Kind::defaultSource, "default", "the default representations (defaultRepresentations)"});
          defaultSource = graph.nodes.size() - 1;
          hasDefaultSource = true;
        }
        edge(defaultSource, r);
      }
      else
      {
        // An alias <OtherThread><Representation> of something the other thread provides?
        std::string source;
        for(const Configuration::Thread& other : configuration.threads)
          if(other.name != thread && representation.size() > other.name.size() && representation.starts_with(other.name) &&
             other.find(representation.substr(other.name.size())))
          {
            source = other.name;
            break;
          }
        r = source.empty() ? node(Kind::unprovided, representation, "provided by no module")
                           : node(Kind::received, representation, "received from " + source + " (its " + representation.substr(source.size()) + ")");
      }
      edge(r, m);
    }
  }
  return graph;
}

int ModuleGraph::find(const std::string& name, bool module) const
{
  for(std::size_t i = 0; i < nodes.size(); ++i)
    if(nodes[i].name == name && isModule(nodes[i].kind) == module)
      return static_cast<int>(i);
  return -1;
}

std::size_t ModuleGraph::count(Kind kind) const
{
  return static_cast<std::size_t>(std::count_if(nodes.begin(), nodes.end(), [kind](const Node& node) { return node.kind == kind; }));
}
