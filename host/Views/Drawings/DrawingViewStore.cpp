/**
 * @file Views/Drawings/DrawingViewStore.cpp
 * The drawing views defined by commands, kept per robot and in the settings.
 */
#include "DrawingViewStore.h"
#include "Console/RobotConnection.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>

QString DrawingViewStore::settingsKey(const std::string& robot) const
{
  return "robots/" + QString::fromStdString(robot) + "/" + kind + "Views";
}

std::map<QString, DrawingViewDefinition>& DrawingViewStore::of(const std::string& robot)
{
  auto entry = byRobot.find(robot);
  if(entry != byRobot.end())
    return entry->second;
  std::map<QString, DrawingViewDefinition>& definitions = byRobot[robot];
  const QJsonArray saved = QJsonDocument::fromJson(QSettings().value(settingsKey(robot)).toByteArray()).array();
  for(const QJsonValue& value : saved)
    if(DrawingViewDefinition definition; DrawingViewDefinition::fromJson(value.toObject(), definition))
      definitions[definition.name] = std::move(definition);
  return definitions;
}

bool DrawingViewStore::find(const std::string& robot, const QString& name, DrawingViewDefinition& definition)
{
  std::lock_guard lock(mutex);
  const std::map<QString, DrawingViewDefinition>& definitions = of(robot);
  const auto entry = definitions.find(name);
  if(entry == definitions.end())
    return false;
  definition = entry->second;
  return true;
}

void DrawingViewStore::set(const std::string& robot, const DrawingViewDefinition& definition)
{
  std::lock_guard lock(mutex);
  std::map<QString, DrawingViewDefinition>& definitions = of(robot);
  definitions[definition.name] = definition;
  QJsonArray array;
  for(const auto& [name, entry] : definitions)
    array.append(entry.toJson());
  QSettings().setValue(settingsKey(robot), QJsonDocument(array).toJson(QJsonDocument::Compact));
}

std::map<QString, DrawingViewDefinition> DrawingViewStore::all(const std::string& robot)
{
  std::lock_guard lock(mutex);
  return of(robot);
}

QStringList DrawingViewStore::names(const std::string& robot)
{
  std::lock_guard lock(mutex);
  QStringList result;
  for(const auto& [name, definition] : of(robot))
    result << name;
  return result;
}

QStringList DrawingViewStore::names(const RobotState& state)
{
  if(robots)
    for(const RobotConnection* connection : robots())
      if(static_cast<const RobotState*>(connection) == &state)
        return names(connection->name());
  return {};
}
