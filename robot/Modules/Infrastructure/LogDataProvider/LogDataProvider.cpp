/**
 * @file Modules/Infrastructure/LogDataProvider/LogDataProvider.cpp
 * Reading the representations of a replayed log frame into the thread's blackboard.
 */
#include "Modules/Infrastructure/LogDataProvider/LogDataProvider.h"
#include "Streaming/TypeRegistry.h"
#include "Tools/Logging/ReplayFeed.h"
#include <algorithm>
#include <map>
#include <typeinfo>

MAKE_MODULE(LogDataProvider, LogDataProvider::getModuleInfo);

std::map<std::string, const RepresentationType*> LogDataProvider::representationTypes()
{
  // Module::all() is complete only after static initialisation; registering this module asks
  // earlier, when only the message ids of the provisions matter, and those come from their own
  // modules anyway.
  std::map<std::string, const RepresentationType*> types;
  for(const Module* module : Module::all())
    if(std::string_view(module->name) != "LogDataProvider")
      for(const ModuleInfo& info : module->getInfo())
        if(info.kind != ModuleInfo::requirement && info.type)
          types.emplace(info.representation, info.type);
  return types;
}

std::vector<ModuleInfo> LogDataProvider::getModuleInfo()
{
  std::vector<ModuleInfo> info;
  for(const auto& [representation, type] : representationTypes())
    info.push_back({representation, ModuleInfo::provision, &LogDataProvider::update, type});
  return info;
}

LogDataProvider::~LogDataProvider()
{
  release();
}

void LogDataProvider::release()
{
  for(const Provided& entry : provided)
    Blackboard::getInstance().free(entry.name);
  provided.clear();
  byId.fill(0);
}

void LogDataProvider::setProvisions(const std::vector<std::string>& representations)
{
  const std::map<std::string, const RepresentationType*> types = representationTypes();
  std::vector<Provided> next;
  for(const std::string& name : representations)
  {
    const auto type = types.find(name);
    if(type == types.end())
      continue; // the configuration was checked against getModuleInfo(): cannot happen
    Provided entry;
    entry.name = name;
    entry.type = type->second;
    entry.data = &type->second->alloc(Blackboard::getInstance(), name);
    entry.typeName = TypeRegistry::demangle(typeid(*entry.data).name());
    entry.request = "representation:" + name;
    entry.id = MessageIDs::fromName("id" + name);
    next.push_back(std::move(entry));
  }
  release(); // after the new references were counted: nothing in use is destroyed
  provided = std::move(next);
  calls = 0;
  for(std::size_t i = 0; i < provided.size(); ++i)
    if(provided[i].id != undefined)
      byId[provided[i].id] = static_cast<int>(i) + 1;
}

void LogDataProvider::update(ModuleBase& module)
{
  // Called once per provided representation in each frame: the first call does the work.
  LogDataProvider& self = static_cast<LogDataProvider&>(module);
  if(self.calls++ % std::max<std::size_t>(1, self.provided.size()) == 0)
    self.readFrame();
}

void LogDataProvider::readFrame()
{
  const ReplayFeed::Frame* frame = ReplayFeed::current();
  if(frame && frame->serial != readSerial)
  {
    readSerial = frame->serial;
    for(const LogFile::Message& message : frame->frame.messages())
      if(byId[message.id])
      {
        Provided& entry = provided[byId[message.id] - 1];
        Streamable& data = *entry.data;
        frame->reader->read(message, entry.typeName, [&data](In& stream) { stream >> data; });
      }
  }
  // As after any provider's update, also in frames that only answer the host: drawn, MODIFY-able, sent if requested.
  for(Provided& entry : provided)
    entry.type->afterUpdate(*entry.data, entry.request, entry.id);
}
