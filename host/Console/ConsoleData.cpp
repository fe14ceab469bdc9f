/**
 * @file Console/ConsoleData.cpp
 * The commands "get" and "set": reading and overriding MODIFY-able data of the robot, converted
 * to and from text with the robot's type information.
 */
#include "Console/Console.h"
#include "Console/RequestNames.h"
#include "Framework/Module.h"
#include "Streaming/InMap.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutMap.h"
#include "Streaming/OutStreams.h"
#include "Streaming/TypeInfoStreamer.h"
#include <set>

namespace
{
  constexpr const char* dataPrefix = "debug data:";

  void trimRight(std::string& text)
  {
    while(!text.empty() && (text.back() == '\n' || text.back() == ' '))
      text.pop_back();
  }
}

bool Console::ensureTypeInfo(RobotConnection& connection)
{
  if(connection.typeInfo())
    return true;
  connection.sendDebugRequest("automated requests:TypeInfo", true, DebugLink::debugComponent);
  if(connection.waitFor([&] { return connection.typeInfo().has_value(); }, waitTimeout))
    return true;
  print("Error: " + connection.name() + " did not send its type information");
  return false;
}

const RobotConnection::DebugData* Console::fetch(RobotConnection& connection, const std::string& name, const Targets& targets)
{
  if(!ensurePolled(connection))
    return nullptr;
  const Targets components = componentsWith(connection, dataPrefix + name, targets);
  if(components.empty())
  {
    print("Error: " + connection.name() + " has no data " + name + (targets.empty() ? "" : " in these threads"));
    return nullptr;
  }
  const unsigned before = connection.debugDataSequence();
  connection.sendDebugRequest(dataPrefix + name, true, components.front());
  const bool arrived = connection.waitFor([&] {
    const auto entry = connection.debugData().find(name);
    return entry != connection.debugData().end() && entry->second.sequence > before;
  }, waitTimeout);
  connection.sendDebugRequest(dataPrefix + name, false, components.front());
  if(!arrived)
  {
    print("Error: " + connection.name() + " did not send " + name + " within " + std::to_string(waitTimeout.count()) +
          " ms (does " + connection.threadName(components.front()) + " run?)");
    return nullptr;
  }
  return &connection.debugData().at(name);
}

bool Console::toText(RobotConnection& connection, const RobotConnection::DebugData& value, std::string& text)
{
  if(!ensureTypeInfo(connection))
    return false;
  InBinaryMemory in(value.data.data(), value.data.size());
  OutMapMemory out(ConfigMap::Layout::singleLine);
  std::string error;
  if(!TypeInfoStreamer(*connection.typeInfo()).convert(in, out, value.type, error))
  {
    print("Error: cannot read the value as " + value.type + ": " + error);
    return false;
  }
  text = out.str();
  trimRight(text);
  return true;
}

std::string Console::describeType(const TypeInfo& info, const std::string& type, unsigned depth) const
{
  if(depth > 32)
    return type;
  if(type.ends_with("*"))
    return describeType(info, type.substr(0, type.size() - 1), depth + 1) + "[]";
  if(type.ends_with("]"))
  {
    const std::size_t open = type.rfind('[');
    if(open != std::string::npos)
      return describeType(info, type.substr(0, open), depth + 1) + type.substr(open);
  }
  if(const auto e = info.enums.find(type); e != info.enums.end())
  {
    std::string text = "enum {";
    for(std::size_t i = 0; i < e->second.size(); ++i)
      text += (i ? ", " : "") + e->second[i];
    return text + "}";
  }
  if(const auto c = info.classes.find(type); c != info.classes.end())
  {
    std::string text = "{";
    for(const TypeInfo::Attribute& attribute : c->second)
      text += describeType(info, attribute.type, depth + 1) + " " + attribute.name + "; ";
    if(text.size() > 1)
      text.pop_back();
    return text + "}";
  }
  return type;
}

bool Console::get(const Arguments& args, const Targets& targets)
{
  RobotConnection* connection = robot();
  if(!connection || args.empty())
    return false;
  if(args[0] == "?")
  {
    if(args.size() > 2 || !ensurePolled(*connection))
      return false;
    printRequests(*connection, targets, args.size() == 2 ? args[1] : "", [](const std::string& name) {
      return name.starts_with(dataPrefix) ? name.substr(11) : std::string();
    });
    return true;
  }
  const std::string& name = args[0];
  if(args.size() == 1)
  {
    const RobotConnection::DebugData* value = fetch(*connection, name, targets);
    std::string text;
    if(!value || !toText(*connection, *value, text))
      return false;
    print("set " + name + " " + text);
    return true;
  }
  if(args.size() == 2 && args[1] == "?")
  {
    const RobotConnection::DebugData* value = fetch(*connection, name, targets);
    if(!value || !ensureTypeInfo(*connection))
      return false;
    print(describeType(*connection->typeInfo(), value->type));
    return true;
  }
  if(args[1] == "save" && args.size() <= 3)
  {
    const RobotConnection::DebugData* value = fetch(*connection, name, targets);
    if(!value || !ensureTypeInfo(*connection))
      return false;
    const std::string fileName = args.size() == 3 ? args[2] : Module::parameterFileName(name.substr(name.rfind(':') + 1));
    OutMapFile file(fileName);
    if(!file.exists())
    {
      print("Error: cannot write " + file.getFullName());
      return false;
    }
    InBinaryMemory in(value->data.data(), value->data.size());
    std::string error;
    if(!TypeInfoStreamer(*connection->typeInfo()).convert(in, file, value->type, error))
    {
      print("Error: cannot convert " + name + ": " + error);
      return false;
    }
    print("saved " + name + " to " + file.getFullName());
    return true;
  }
  return false;
}

bool Console::set(const Arguments& args, const std::string& rest, const Targets& targets)
{
  RobotConnection* connection = robot();
  if(!connection || args.empty())
    return false;
  if(args[0] == "?")
    return get(args, targets);
  if(args.size() < 2)
    return false;
  const std::string& name = args[0];
  if(args.size() == 2 && args[1] == "?")
    return get(args, targets);
  if(!ensurePolled(*connection))
    return false;
  const Targets components = componentsWith(*connection, dataPrefix + name, targets);
  if(components.empty())
  {
    print("Error: " + connection->name() + " has no data " + name);
    return false;
  }
  OutBinaryMemory payload;
  payload << name;
  if(args.size() == 2 && args[1] == "unchanged")
    payload << static_cast<char>(0);
  else
  {
    const std::string value = rest.substr(std::min(rest.size(), rest.find_first_not_of(" \t", name.size())));
    const auto known = connection->debugData().find(name);
    const RobotConnection::DebugData* current = known != connection->debugData().end() ? &known->second : fetch(*connection, name, targets);
    if(!current || !ensureTypeInfo(*connection))
      return false;
    const std::string type = current->type;
    OutBinaryMemory data;
    std::string error;
    bool converted;
    if(connection->typeInfo()->classes.contains(type))
    {
      InMapMemory in(value, InMap::allErrors, ConfigMap::Syntax::config, name, false);
      converted = TypeInfoStreamer(*connection->typeInfo()).convert(in, data, type, error) && in.errors().empty();
      if(!in.errors().empty())
        error = in.errors().front();
    }
    else
    {
      InTextMemory in(value.data(), value.size());
      converted = TypeInfoStreamer(*connection->typeInfo()).convert(in, data, type, error) && !in.failed();
      if(error.empty() && in.failed())
        error = in.error();
    }
    if(!converted)
    {
      print("Error: " + name + ": " + (error.empty() ? "not a value of type " + type : error));
      return false;
    }
    payload << static_cast<char>(1);
    payload.write(data.data(), data.size());
  }
  for(unsigned component : components)
    if(!connection->send(component, idDebugDataChangeRequest, std::string(payload.data(), payload.size())))
      return false;
  return true;
}
