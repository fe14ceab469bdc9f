/**
 * @file Framework/ModuleTable.cpp
 * The module table the robot sends to the host: the linked modules, and who provides what.
 */
#include "Framework/ModuleTable.h"
#include "Framework/Module.h"
#include <algorithm>

ModuleTable ModuleTable::current(const Configuration& active)
{
  ModuleTable table;
  for(const Module* module : Module::all())
  {
    Entry& entry = table.modules.emplace_back();
    entry.name = module->name;
    for(const ModuleInfo& info : module->getInfo())
      (info.kind == ModuleInfo::requirement ? entry.requirements : entry.provisions).push_back(info.representation);
  }
  std::sort(table.modules.begin(), table.modules.end(), [](const Entry& a, const Entry& b) { return a.name < b.name; });
  table.configuration = active;
  return table;
}

const ModuleTable::Entry* ModuleTable::find(const std::string& moduleName) const
{
  for(const Entry& entry : modules)
    if(entry.name == moduleName)
      return &entry;
  return nullptr;
}

std::vector<std::string> ModuleTable::providersOf(const std::string& representation) const
{
  std::vector<std::string> result;
  for(const Entry& entry : modules)
    if(std::find(entry.provisions.begin(), entry.provisions.end(), representation) != entry.provisions.end())
      result.push_back(entry.name);
  return result;
}
