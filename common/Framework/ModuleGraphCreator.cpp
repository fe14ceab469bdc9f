/**
 * @file Framework/ModuleGraphCreator.cpp
 * From threads.cfg to what each thread runs, in four steps: the providers of each thread, where
 * each requirement comes from, the execution order, and the packets between the threads.
 */
#include "Framework/ModuleGraphCreator.h"
#include "Streaming/TypeInfo.h"
#include <algorithm>
#include <map>
#include <set>

namespace
{
  /** What is known about one thread while the graph is created. */
  struct ThreadData
  {
    const Configuration::Thread* thread = nullptr;
    std::map<std::string, std::string> providers;                 ///< representation -> module
    std::map<std::string, std::vector<ModuleInfo>> moduleInfos;   ///< module -> its info
    std::map<std::string, std::set<std::pair<std::string, std::string>>> received; ///< source -> (name here, name there)
    std::set<std::string> defaults;
  };

  std::vector<std::string> requirements(const std::vector<ModuleInfo>& info)
  {
    std::vector<std::string> result;
    for(const ModuleInfo& entry : info)
      if(entry.kind == ModuleInfo::requirement)
        result.push_back(entry.representation);
    return result;
  }

  const ModuleInfo* provision(const std::vector<ModuleInfo>& info, const std::string& representation)
  {
    for(const ModuleInfo& entry : info)
      if(entry.kind != ModuleInfo::requirement && entry.representation == representation)
        return &entry;
    return nullptr;
  }

  using Names = std::set<std::string>;

  /** Step 1: the providers of each thread: unique per thread, known modules that really provide, not default. */
  void collectProviders(const Configuration& configuration, const Names& defaults, const ModuleGraphCreator::FindModule& findModule,
                        std::vector<ThreadData>& threads, std::vector<std::string>& errors)
  {
    for(std::size_t t = 0; t < threads.size(); ++t)
    {
      ThreadData& data = threads[t];
      data.thread = &configuration.threads[t];
      const std::string& name = data.thread->name;
      if(name.empty())
      {
        errors.push_back("threads[" + std::to_string(t) + "]: The thread has no name!");
        continue;
      }
      for(std::size_t other = 0; other < t; ++other)
        if(configuration.threads[other].name == name)
          errors.push_back("Thread " + name + " is configured more than once!");
      for(const Configuration::RepresentationProvider& rp : data.thread->representationProviders)
      {
        if(rp.representation.empty() || rp.provider.empty())
        {
          errors.push_back(name + ": A representation provider needs a representation and a provider!");
          continue;
        }
        if(!data.providers.emplace(rp.representation, rp.provider).second)
        {
          errors.push_back(name + ": " + rp.representation + " is provided by more than one module!");
          continue;
        }
        const Module* module = findModule(rp.provider);
        if(!module)
        {
          errors.push_back(name + ": Module " + rp.provider + " is unknown!");
          continue;
        }
        auto info = data.moduleInfos.find(rp.provider);
        if(info == data.moduleInfos.end())
          info = data.moduleInfos.emplace(rp.provider, module->getInfo()).first;
        if(!provision(info->second, rp.representation))
          errors.push_back(name + ": " + rp.provider + " does not provide " + rp.representation + "!");
        if(defaults.contains(rp.representation))
          errors.push_back(name + ": " + rp.representation + " is also provided by default!");
      }
    }
  }

  /** Whether r is a default representation or the alias of one (<AnyThread><Default>); notes the default as required. */
  bool isDefault(const std::vector<ThreadData>& threads, const Names& defaults, const std::string& r, Names& requiredSomewhere)
  {
    bool result = defaults.contains(r);
    for(const ThreadData& any : threads)
      if(r.size() > any.thread->name.size() && r.starts_with(any.thread->name) && defaults.contains(r.substr(any.thread->name.size())))
      {
        result = true;
        requiredSomewhere.insert(r.substr(any.thread->name.size()));
      }
    return result;
  }

  /**
   * Step 2 for one requirement r of a module of the thread data: it is a default, provided in
   * the thread, received from exactly one other thread, or an alias <OtherThread><Representation>.
   */
  void resolveRequirement(const std::vector<ThreadData>& threads, ThreadData& data, const std::string& module, const std::string& r,
                          const ModuleGraphCreator::EqualTypes& equalTypes, std::vector<std::string>& errors)
  {
    const std::string& name = data.thread->name;
    // An alias <OtherThread><Representation>?
    const ThreadData* aliasSource = nullptr;
    const ThreadData* expectedFrom = nullptr;
    std::string aliased;
    for(const ThreadData& other : threads)
      if(&other != &data && r.size() > other.thread->name.size() && r.starts_with(other.thread->name))
      {
        expectedFrom = &other;
        aliased = r.substr(other.thread->name.size());
        if(other.providers.contains(aliased))
        {
          aliasSource = &other;
          break;
        }
      }

    std::vector<const ThreadData*> sources;
    for(const ThreadData& other : threads)
      if(&other != &data && other.providers.contains(r))
        sources.push_back(&other);
    const bool inThread = data.providers.contains(r);
    if(inThread || !sources.empty())
    {
      if(aliasSource)
        errors.push_back(name + ": Representation " + r + " is also provided as alias!");
      else if(!inThread && sources.size() > 1)
        errors.push_back(name + ": Representation " + r + " is provided by multiple threads!");
      else if(!inThread)
        data.received[sources.front()->thread->name].emplace(r, r);
    }
    else if(aliasSource)
    {
      if(!equalTypes(r, aliased))
        errors.push_back(name + ": The representations " + aliased + " and the alias " + r + " are not equal!");
      else
        data.received[aliasSource->thread->name].emplace(r, aliased);
    }
    else if(expectedFrom)
      errors.push_back(name + ": The representation " + aliased + " that is expected from thread " + expectedFrom->thread->name +
                       " is not provided in this thread!");
    else
      errors.push_back(name + ": No provider for required representation " + r + " required by " + module);
  }

  /** Step 2: where every requirement of every thread comes from; every default must be required somewhere. */
  void resolveRequirements(const Configuration& configuration, const Names& defaults, const ModuleGraphCreator::EqualTypes& equalTypes,
                           std::vector<ThreadData>& threads, std::vector<std::string>& errors)
  {
    Names requiredSomewhere;
    for(ThreadData& data : threads)
      for(const auto& [module, info] : data.moduleInfos)
        for(const std::string& r : requirements(info))
        {
          requiredSomewhere.insert(r);
          if(isDefault(threads, defaults, r, requiredSomewhere))
            data.defaults.insert(r);
          else
            resolveRequirement(threads, data, module, r, equalTypes, errors);
        }
    for(const std::string& d : configuration.defaultRepresentations)
      if(!requiredSomewhere.contains(d))
        errors.push_back("Default representation " + d + " is not required anywhere!");
  }

  /**
   * Step 3: the execution order of a thread, depth-first over the requirements that are
   * provided in the thread, in representation name order; a provider comes after everything it
   * requires. Reports a cycle.
   */
  void orderProviders(const ThreadData& data, ExecutionValues& values, std::vector<std::string>& errors)
  {
    std::map<std::string, int> state; // 0 unvisited, 1 on the stack, 2 done
    std::vector<std::string> stack;
    std::function<bool(const std::string&)> visit = [&](const std::string& representation) {
      int& s = state[representation];
      if(s == 2)
        return true;
      if(s == 1)
      {
        std::string cycle;
        for(auto i = std::find(stack.begin(), stack.end(), representation); i != stack.end(); ++i)
          cycle += data.providers.at(*i) + "." + *i + " -> ";
        errors.push_back(values.thread + ": Cyclic dependency " + cycle + data.providers.at(representation) + "." + representation + "!");
        return false;
      }
      s = 1;
      stack.push_back(representation);
      const std::string& module = data.providers.at(representation);
      std::vector<std::string> needed = requirements(data.moduleInfos.at(module));
      std::sort(needed.begin(), needed.end());
      for(const std::string& r : needed)
        if(r != representation && data.providers.contains(r) && !visit(r))
          return false;
      stack.pop_back();
      state[representation] = 2;
      const ModuleInfo* info = provision(data.moduleInfos.at(module), representation);
      values.providers.push_back({representation, module, info->update, info->type});
      return true;
    };
    for(const auto& [representation, module] : data.providers)
      if(!visit(representation))
        break;
  }

  /** Step 3: the modules and defaults of a thread, and what changed provider since the previous configuration. */
  void listModulesAndResets(const ThreadData& data, const Configuration* previous, ExecutionValues& values)
  {
    Names modules;
    for(const auto& [representation, module] : data.providers)
      modules.insert(module);
    values.modules.assign(modules.begin(), modules.end());
    values.defaults.assign(data.defaults.begin(), data.defaults.end());

    Names reset;
    if(const Configuration::Thread* before = previous ? previous->find(values.thread) : nullptr)
    {
      for(const Configuration::RepresentationProvider& rp : before->representationProviders)
      {
        const auto now = data.providers.find(rp.representation);
        if(now == data.providers.end() || now->second != rp.provider)
          reset.insert(rp.representation);
      }
      for(const auto& [representation, module] : data.providers)
        if(!before->find(representation))
          reset.insert(representation);
    }
    values.reset.assign(reset.begin(), reset.end());
  }

  /** Step 4: the packets: the receiver's names in name order; the sender sends the real names in that order. */
  void connectThreads(const std::vector<ThreadData>& threads, std::vector<ExecutionValues>& result)
  {
    for(std::size_t t = 0; t < threads.size(); ++t)
      for(const auto& [source, names] : threads[t].received)
      {
        std::vector<std::string> here, there;
        for(const auto& [receiverName, senderName] : names)
        {
          here.push_back(receiverName);
          there.push_back(senderName);
        }
        result[t].received.emplace_back(source, here);
        for(ExecutionValues& sender : result)
          if(sender.thread == source)
            sender.sent.emplace_back(result[t].thread, there);
      }
  }
}

ModuleGraphCreator::ModuleGraphCreator(FindModule findModule, EqualTypes equalTypes)
  : findModule(findModule ? std::move(findModule) : FindModule(&Module::find)),
    equalTypes(equalTypes ? std::move(equalTypes) : EqualTypes([](const std::string& alias, const std::string& representation) {
      const TypeInfo& info = TypeInfo::current();
      return info.classes.contains(alias) && info.classes.contains(representation) && info.areTypesEqual(info, alias, representation);
    })) {}

bool ModuleGraphCreator::compute(const Configuration& configuration, const Configuration* previous, std::vector<ExecutionValues>& result,
                                 std::vector<std::string>& errors) const
{
  result.clear();
  errors.clear();
  const Names defaults(configuration.defaultRepresentations.begin(), configuration.defaultRepresentations.end());
  std::vector<ThreadData> threads(configuration.threads.size());
  collectProviders(configuration, defaults, findModule, threads, errors);
  if(!errors.empty())
    return false;
  resolveRequirements(configuration, defaults, equalTypes, threads, errors);
  if(!errors.empty())
    return false;
  result.resize(threads.size());
  for(std::size_t t = 0; t < threads.size(); ++t)
  {
    result[t].thread = threads[t].thread->name;
    orderProviders(threads[t], result[t], errors);
    listModulesAndResets(threads[t], previous, result[t]);
  }
  if(!errors.empty())
  {
    result.clear();
    return false;
  }
  connectThreads(threads, result);
  return true;
}
