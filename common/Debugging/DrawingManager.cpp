/**
 * @file Debugging/DrawingManager.cpp
 * Numbering the 2-D drawings of a thread and sending their table to the host.
 */
#include "Debugging/DrawingManager.h"
#include "Debugging/DebugRequest.h"
#include "Streaming/Global.h"
#include "Streaming/MessageQueue.h"
#include "Streaming/Output.h"

DrawingManager::DrawingManager(std::string_view requestPrefix, MessageID tableMessage, MessageID shapeMessage)
  : prefix(requestPrefix), tableMessage(tableMessage), shapeMessage(shapeMessage) {}

const DrawingManager::Drawing* DrawingManager::find(std::string_view name) const
{
  const auto entry = drawings.find(name);
  return entry == drawings.end() ? nullptr : &entry->second;
}

DrawingManager::Drawing& DrawingManager::add(std::string_view name, std::string_view type)
{
  const auto [entry, inserted] = drawings.try_emplace(std::string(name));
  Drawing& drawing = entry->second;
  if(!inserted)
    return drawing;
  drawing.name = &entry->first;
  drawing.request.reserve(prefix.size() + name.size());
  drawing.request.append(prefix).append(name);
  std::size_t typeId = 0;
  while(typeId < types.size() && types[typeId] != type)
    ++typeId;
  if(byId.size() >= maxIds || (typeId == types.size() && types.size() >= maxIds))
  {
    OUTPUT_WARNING(drawing.request << ": more than " << static_cast<unsigned>(maxIds)
                                   << " drawings or drawing types in this thread, ignored");
    return drawing;
  }
  if(typeId == types.size())
    types.emplace_back(type);
  drawing.id = static_cast<unsigned char>(byId.size());
  drawing.type = static_cast<unsigned char>(typeId);
  drawing.valid = true;
  byId.push_back(&drawing);
  return drawing;
}

bool DrawingManager::isActive(const Drawing& drawing) const
{
  const DebugRequestTable* table = Global::getDebugRequestTable();
  return drawing.valid && table && table->isActive(drawing.request);
}

bool DrawingManager::declare(std::string_view name, std::string_view type)
{
  const Drawing* drawing = find(name);
  if(!drawing)
    drawing = &add(name, type);
  if(!isActive(*drawing))
    return false;
  if(drawing->id >= sentDrawings)
    sendTable();
  return true;
}

bool DrawingManager::isActive(std::string_view name)
{
  const Drawing* drawing = find(name);
  return drawing && isActive(*drawing);
}

ShapeTarget DrawingManager::beginShape(std::string_view name, unsigned char shapeType)
{
  const Drawing* drawing = find(name);
  MessageQueue* queue = Global::getDebugOut();
  if(!drawing || !queue || !isActive(*drawing))
    return {};
  if(drawing->id >= sentDrawings)
    sendTable();
  return {queue, shapeMessage, shapeType, drawing->id};
}

void DrawingManager::writeTable(Out& stream) const
{
  stream << static_cast<int>(types.size());
  for(std::size_t i = 0; i < types.size(); ++i)
    stream << static_cast<unsigned char>(i) << types[i];
  stream << static_cast<int>(byId.size());
  for(const Drawing* drawing : byId)
    stream << drawing->id << drawing->type << *drawing->name;
}

bool DrawingManager::sendTable()
{
  MessageQueue* queue = Global::getDebugOut();
  if(!queue)
    return false;
  writeTable(queue->out.bin);
  if(!queue->out.finishMessage(tableMessage))
    return false;
  sentDrawings = byId.size();
  return true;
}

bool DrawingManager::anyActive() const
{
  const DebugRequestTable* table = Global::getDebugRequestTable();
  if(!table || table->empty())
    return false;
  for(const Drawing* drawing : byId)
    if(table->isActive(drawing->request))
      return true;
  return false;
}
