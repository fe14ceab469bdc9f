/**
 * @file Framework/Module.cpp
 * The registry of modules (MAKE_MODULE), parameter file names and loading parameters.
 */
#include "Framework/Module.h"
#include "Streaming/InStreams.h"
#include <cctype>
#include <stdexcept>

Module::Module(const char* name, Create create, GetInfo getInfo, bool device)
  : name(name), create(create), getInfo(getInfo), device(device)
{
  list().push_back(this);
  for(const ModuleInfo& info : getInfo())
    if(info.kind != ModuleInfo::requirement)
      MessageIDs::add("id" + info.representation);
}

std::vector<const Module*>& Module::list()
{
  static std::vector<const Module*> modules;
  return modules;
}

const std::vector<const Module*>& Module::all()
{
  return list();
}

const Module* Module::find(const std::string& name)
{
  for(const Module* module : list())
    if(name == module->name)
      return module;
  return nullptr;
}

std::string Module::parameterFileName(const std::string& moduleName)
{
  std::string name = moduleName;
  if(name.size() > 1 && std::isupper(static_cast<unsigned char>(name[1])))
  {
    // A leading run of capitals: all but its last letter (which starts the next word) are lowered.
    std::size_t end = 0;
    while(end < name.size() && std::isupper(static_cast<unsigned char>(name[end])))
      ++end;
    if(end < name.size())
      --end;
    for(std::size_t i = 0; i < end; ++i)
      name[i] = static_cast<char>(std::tolower(static_cast<unsigned char>(name[i])));
  }
  else if(!name.empty())
    name[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(name[0])));
  return name + ".cfg";
}

void Module::loadParameters(Streamable& parameters, const std::string& moduleName, const char* fileName)
{
  const std::string name = fileName ? std::string(fileName) : parameterFileName(moduleName);
  InMapFile stream(name);
  if(!stream.exists())
  {
    std::string tried;
    for(const std::string& candidate : File::getFullNames(name))
      tried += (tried.empty() ? "" : ", ") + candidate;
    throw std::runtime_error(moduleName + ": parameter file " + name + " not found (tried " + tried + ")" +
                             (stream.errors().empty() ? std::string() : ": " + stream.errors().front()));
  }
  stream >> parameters;
  if(!stream.errors().empty())
    throw std::runtime_error(moduleName + ": " + stream.errors().front());
}
