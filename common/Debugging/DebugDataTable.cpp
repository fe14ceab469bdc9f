/**
 * @file Debugging/DebugDataTable.cpp
 * The MODIFY table of a thread: values the host overrides, and sending them back on request.
 */
#include "Debugging/DebugDataTable.h"

bool DebugDataTable::processChangeRequest(In& stream)
{
  std::string name;
  char set = 0;
  stream >> name >> set;
  if(stream.failed())
    return false;
  if(set)
  {
    std::string data(stream.remaining(), '\0');
    stream.read(data.data(), data.size());
    overrides[name] = std::move(data);
  }
  else
  {
    if(const auto entry = overrides.find(name); entry != overrides.end())
      overrides.erase(entry);
    if(const auto original = originals.find(name); original != originals.end())
    {
      restores[name] = std::move(original->second);
      originals.erase(original);
    }
  }
  return !stream.failed();
}

void DebugDataTable::update(std::string_view id, const Object& object, bool once, bool restore)
{
  if(!overrides.empty())
    if(const auto entry = overrides.find(id); entry != overrides.end())
    {
      if(restore && !originals.contains(id))
      {
        OutBinaryMemory original;
        object.write(original, object.object);
        originals.emplace(std::string(id), std::string(original.data(), original.size()));
      }
      InBinaryMemory in(entry->second.data(), entry->second.size());
      object.read(in, object.object);
      if(once)
        overrides.erase(entry);
    }
  if(restore && !restores.empty())
    if(const auto entry = restores.find(id); entry != restores.end())
    {
      InBinaryMemory in(entry->second.data(), entry->second.size());
      object.read(in, object.object);
      restores.erase(entry);
    }
  report(id, object);
}

void DebugDataTable::report(std::string_view id, const Object& object)
{
  const DebugRequestTable* requests = Global::getDebugRequestTable();
  if(requests && requests->mayBeActive() && requests->isActive(requestName.assign("debug data:").append(id)))
    if(MessageQueue* queue = Global::getDebugOut())
    {
      queue->out.bin << std::string(id) << TypeRegistry::demangle(object.type.name());
      object.write(queue->out.bin, object.object);
      queue->out.finishMessage(idDebugDataResponse);
    }
}
