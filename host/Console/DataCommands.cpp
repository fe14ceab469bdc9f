/**
 * @file Console/DataCommands.cpp
 * The commands "get" and "set": reading and overriding MODIFY-able data of the robot, converted
 * to and from text with the robot's type information.
 */
#include "Console/DataCommands.h"
#include "Console/ConfigFileName.h"
#include "Console/RequestLookup.h"
#include "Console/TypeDescription.h"
#include "Console/RequestNames.h"
#include "Framework/Module.h"
#include "Streaming/InMap.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutMap.h"
#include "Streaming/OutStreams.h"
#include "Streaming/TypeInfoStreamer.h"
#include <filesystem>
#include <set>

namespace
{
  constexpr const char* dataPrefix = "debug data:";

  void trimRight(std::string& text)
  {
    while(!text.empty() && (text.back() == '\n' || text.back() == ' '))
      text.pop_back();
  }

  /** The names of the fields of a record, for messages. */
  std::string fieldNames(const ConfigMap::Node& record)
  {
    std::string names;
    for(const ConfigMap::Node& field : record.children)
      names += (names.empty() ? "" : ", ") + field.name;
    return names;
  }

  /**
   * Sets the fields given in a record into the current value (records field by field, everything
   * else as a whole); false and the error if a given field does not exist.
   */
  bool merge(ConfigMap::Node& current, const ConfigMap::Node& given, const std::string& path, std::string& error)
  {
    for(const ConfigMap::Node& field : given.children)
    {
      auto target = std::find_if(current.children.begin(), current.children.end(),
                                 [&](const ConfigMap::Node& node) { return node.name == field.name; });
      const std::string fieldPath = path.empty() ? field.name : path + "." + field.name;
      if(target == current.children.end())
      {
        error = "unknown field " + fieldPath + " (the fields" + (path.empty() ? "" : " of " + path) + " are " + fieldNames(current) + ")";
        return false;
      }
      if(field.kind == ConfigMap::Node::record && target->kind == ConfigMap::Node::record)
      {
        if(!merge(*target, field, fieldPath, error))
          return false;
      }
      else
      {
        target->kind = field.kind;
        target->text = field.text;
        target->quoted = field.quoted;
        target->children = field.children;
      }
    }
    return true;
  }
}

const RobotConnection::DebugData* DataCommands::fetch(RobotConnection& connection, const std::string& name, const Targets& targets)
{
  if(!core.ensurePolled(connection))
    return nullptr;
  const Targets components = RequestLookup::componentsWith(connection, dataPrefix + name, targets);
  if(components.empty())
  {
    core.print("Error: " + connection.name() + " has no data " + name + (targets.empty() ? "" : " in these threads"));
    return nullptr;
  }
  const unsigned before = connection.debugDataSequence();
  // A request that was on (a data view shows the value) stays on.
  const bool wasOn = connection.isRequested(dataPrefix + name, components.front());
  if(!wasOn)
    connection.sendDebugRequest(dataPrefix + name, true, components.front());
  const bool arrived = core.waitFor(connection, "waiting for " + name + " from " + connection.name(), [&] {
    const auto entry = connection.debugData().find(name);
    return entry != connection.debugData().end() && entry->second.sequence > before;
  });
  if(!wasOn)
    connection.sendDebugRequest(dataPrefix + name, false, components.front());
  if(!arrived)
  {
    core.print("Error: " + connection.name() + " did not send " + name + " within " + std::to_string(core.timeout().count()) +
          " ms (does " + connection.threadName(components.front()) + " run?)");
    return nullptr;
  }
  return &connection.debugData().at(name);
}

bool DataCommands::toText(RobotConnection& connection, const RobotConnection::DebugData& value, std::string& text)
{
  if(!core.ensureTypeInfo(connection))
    return false;
  InBinaryMemory in(value.data.data(), value.data.size());
  OutMapMemory out(ConfigMap::Layout::singleLine);
  std::string error;
  if(!TypeInfoStreamer(*connection.typeInfo()).convert(in, out, value.type, error))
  {
    core.print("Error: cannot read the value as " + value.type + ": " + error);
    return false;
  }
  text = out.str();
  trimRight(text);
  return true;
}

void DataCommands::addCommands(CommandTable& table)
{
  const auto completeData = [this](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
    const RobotConnection* connection = core.selectedConnection();
    if(completion.index == 1 && connection)
    {
      candidates.insert("?");
      for(const auto& requests : connection->requests())
        for(const auto& [name, active] : requests)
          if(name.starts_with(dataPrefix))
            candidates.insert(name.substr(11));
    }
    else if(completion.index == 2 && completion.words[1] != "?")
      candidates.insert({"?", completion.words[0] == "get" ? "save" : "unchanged"});
  };
  table.add({"get",
             {{"get ? [<pattern>]", "list the data that can be read and set"},
              {"get <name>", "print the current value as a set command"},
              {"get <name> ?", "print the structure of the value's type"},
              {"get <name> save [<file>]", "save the value as a configuration file where the robot reads it (docs/console.md, \"Where files go\")"}},
             [this](const Call& call) { return get(call); }, completeData, true});
  table.add({"set",
             {{"set ? [<pattern>]", "list the data that can be set"},
              {"set <name> <value>", "override a value (fields of a map \"x = 1; y = 2;\", those not given keep their value; or a bare value)"},
              {"set <name> unchanged", "remove the override"},
              {"set <name> ?", "print the structure of the value's type"}},
             [this](const Call& call) { return set(call); }, completeData, true});
}

DataCommands::Result DataCommands::get(const Call& call)
{
  const std::vector<std::string>& args = call.args;
  const Targets& targets = call.targets;
  if(args.empty() || (args[0] == "?" && args.size() > 2) ||
     (args[0] != "?" && args.size() > 1 && !(args.size() == 2 && args[1] == "?") && !(args[1] == "save" && args.size() <= 3)))
    return Result::usage;
  RobotConnection* connection = core.robot();
  if(!connection)
    return Result::failed;
  if(args[0] == "?")
  {
    if(!core.ensurePolled(*connection))
      return Result::failed;
    for(const std::string& name : RequestLookup::list(*connection, targets, args.size() == 2 ? args[1] : "", [](const std::string& name) {
          return name.starts_with(dataPrefix) ? name.substr(11) : std::string();
        }))
      core.print(name);
    return Result::done;
  }
  const std::string& name = args[0];
  const RobotConnection::DebugData* value = fetch(*connection, name, targets);
  if(!value)
    return Result::failed;
  if(args.size() == 1)
  {
    std::string text;
    if(!toText(*connection, *value, text))
      return Result::failed;
    core.print("set " + name + " " + text);
    return Result::done;
  }
  if(!core.ensureTypeInfo(*connection))
    return Result::failed;
  if(args[1] == "?")
  {
    core.print(describeType(*connection->typeInfo(), value->type));
    return Result::done;
  }
  const std::string fileName = configFileName(*connection, args.size() == 3 ? args[2] : Module::parameterFileName(name.substr(name.rfind(':') + 1)));
  std::error_code ignored;
  std::filesystem::create_directories(std::filesystem::path(fileName).parent_path(), ignored);
  OutMapFile file(fileName);
  if(!file.exists())
  {
    core.print("Error: cannot write " + file.getFullName());
    return Result::failed;
  }
  InBinaryMemory in(value->data.data(), value->data.size());
  std::string error;
  if(!TypeInfoStreamer(*connection->typeInfo()).convert(in, file, value->type, error))
  {
    core.print("Error: cannot convert " + name + ": " + error);
    return Result::failed;
  }
  core.print("saved " + name + " to " + std::filesystem::weakly_canonical(file.getFullName(), ignored).string());
  return Result::done;
}

bool DataCommands::toBinary(RobotConnection& connection, const RobotConnection::DebugData& current, const std::string& name,
                       const std::string& value, OutBinaryMemory& data)
{
  const TypeInfo& info = *connection.typeInfo();
  const std::string& type = current.type;
  std::string error;
  if(info.classes.contains(type))
  {
    // The fields given replace those of the current value; the others keep theirs.
    ConfigMap::Node given, merged;
    std::vector<ConfigMap::Error> errors;
    std::string currentText;
    if(!ConfigMap::parse(value, ConfigMap::Syntax::config, given, errors))
    {
      const ConfigMap::Error& first = errors.front();
      core.print("Error: " + name + "(" + std::to_string(first.position.line) + ", " + std::to_string(first.position.column) + "): " + first.message);
      return false;
    }
    if(!toText(connection, current, currentText))
      return false;
    errors.clear();
    if(!ConfigMap::parse(currentText, ConfigMap::Syntax::config, merged, errors))
    {
      core.print("Error: the robot's value of " + name + " cannot be read back: " + errors.front().message);
      return false;
    }
    if(!merge(merged, given, "", error))
    {
      core.print("Error: " + name + ": " + error);
      return false;
    }
    std::string text;
    ConfigMap::write(text, merged, ConfigMap::Syntax::config, ConfigMap::Layout::singleLine);
    InMapMemory in(text, InMap::allErrors, ConfigMap::Syntax::config, name, false);
    const bool converted = TypeInfoStreamer(info).convert(in, data, type, error) && in.errors().empty();
    if(!in.errors().empty())
      error = in.errors().front();
    if(converted)
      return true;
  }
  else
  {
    InTextMemory in(value.data(), value.size());
    if(TypeInfoStreamer(info).convert(in, data, type, error) && !in.failed())
      return true;
    if(error.empty() && in.failed())
      error = in.error();
  }
  core.print("Error: " + name + ": " + (error.empty() ? "not a value of type " + type : error));
  return false;
}

DataCommands::Result DataCommands::set(const Call& call)
{
  const std::vector<std::string>& args = call.args;
  const Targets& targets = call.targets;
  if(args.empty() || (args[0] == "?" && args.size() > 2) || (args[0] != "?" && args.size() < 2))
    return Result::usage;
  if(args[0] == "?" || (args.size() == 2 && args[1] == "?"))
    return get(call);
  RobotConnection* connection = core.robot();
  if(!connection || !core.ensurePolled(*connection))
    return Result::failed;
  const std::string& name = args[0];
  const Targets components = RequestLookup::componentsWith(*connection, dataPrefix + name, targets);
  if(components.empty())
  {
    core.print("Error: " + connection->name() + " has no data " + name + " (get ? lists them)");
    return Result::failed;
  }
  OutBinaryMemory payload;
  payload << name;
  // Remembered to be sent again after a reconnection (SessionChanges).
  SessionChanges::Value remembered{name, {}, "", "", ""};
  if(args.size() == 2 && args[1] == "unchanged")
    payload << static_cast<char>(0);
  else
  {
    const std::string& rest = call.rest;
    const std::string value = rest.substr(std::min(rest.size(), rest.find_first_not_of(" \t", name.size())));
    // The current value: its type, and the fields that are not given.
    const RobotConnection::DebugData* current = fetch(*connection, name, targets);
    OutBinaryMemory data;
    if(!current || !core.ensureTypeInfo(*connection) || !toBinary(*connection, *current, name, value, data))
      return Result::failed;
    payload << static_cast<char>(1);
    payload.write(data.data(), data.size());
    remembered.type = current->type;
    remembered.typeDescription = describeType(*connection->typeInfo(), current->type);
  }
  for(unsigned component : components)
    if(!connection->send(component, idDebugDataChangeRequest, std::string(payload.data(), payload.size())))
    {
      core.print("Error: cannot send to " + connection->name() + " (" + connection->disconnectReason() + ")");
      return Result::failed;
    }
  if(remembered.type.empty())
    connection->session.unchanged(name);
  else
  {
    for(unsigned component : components)
      remembered.threads.push_back(connection->threadName(component));
    remembered.payload.assign(payload.data(), payload.size());
    connection->session.set(std::move(remembered));
  }
  return Result::done;
}
