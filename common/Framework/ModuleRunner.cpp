/**
 * @file Framework/ModuleRunner.cpp
 * Modules updated by hand in a given order.
 */
#include "Framework/ModuleRunner.h"
#include <stdexcept>

ModuleRunner::ModuleRunner()
{
  Blackboard::setInstance(&blackboard);
}

ModuleRunner::~ModuleRunner()
{
  order.clear();
  modules.clear();
  Blackboard::setInstance(nullptr);
}

void ModuleRunner::add(const std::string& name)
{
  const Module* module = Module::find(name);
  if(!module)
    throw std::runtime_error("the module " + name + " is not linked");
  modules.emplace_back(name, std::unique_ptr<ModuleBase>(module->create()));
}

void ModuleRunner::provide(const std::string& representation, const std::string& moduleName)
{
  for(auto& [name, instance] : modules)
    if(name == moduleName)
      for(const ModuleInfo& info : Module::find(name)->getInfo())
        if(info.representation == representation && info.kind != ModuleInfo::requirement)
        {
          order.emplace_back(info.update, instance.get());
          return;
        }
  throw std::runtime_error(moduleName + " does not provide " + representation);
}

void ModuleRunner::run()
{
  for(const auto& [update, module] : order)
    update(*module);
}
