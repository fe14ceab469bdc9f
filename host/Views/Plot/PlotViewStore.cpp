/**
 * @file Views/Plot/PlotViewStore.cpp
 * The plot views defined with vp, kept per robot and in the settings.
 */
#include "PlotViewStore.h"
#include "Console/RobotConnection.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>

namespace
{
  QString settingsKey(const std::string& robot)
  {
    return "robots/" + QString::fromStdString(robot) + "/plots";
  }
}

std::map<QString, PlotDefinition>& PlotViewStore::of(const std::string& robot)
{
  auto entry = byRobot.find(robot);
  if(entry != byRobot.end())
    return entry->second;
  std::map<QString, PlotDefinition>& definitions = byRobot[robot];
  const QJsonArray saved = QJsonDocument::fromJson(QSettings().value(settingsKey(robot)).toByteArray()).array();
  for(const QJsonValue& value : saved)
    if(PlotDefinition definition; PlotDefinition::fromJson(value.toObject(), definition))
      definitions[definition.name] = std::move(definition);
  return definitions;
}

bool PlotViewStore::find(const std::string& robot, const QString& name, PlotDefinition& definition)
{
  std::lock_guard lock(mutex);
  const std::map<QString, PlotDefinition>& definitions = of(robot);
  const auto entry = definitions.find(name);
  if(entry == definitions.end())
    return false;
  definition = entry->second;
  return true;
}

void PlotViewStore::set(const std::string& robot, const PlotDefinition& definition)
{
  std::lock_guard lock(mutex);
  std::map<QString, PlotDefinition>& definitions = of(robot);
  definitions[definition.name] = definition;
  QJsonArray array;
  for(const auto& [name, entry] : definitions)
    array.append(entry.toJson());
  QSettings().setValue(settingsKey(robot), QJsonDocument(array).toJson(QJsonDocument::Compact));
}

QStringList PlotViewStore::names(const std::string& robot)
{
  std::lock_guard lock(mutex);
  QStringList result;
  for(const auto& [name, definition] : of(robot))
    result << name;
  return result;
}

QStringList PlotViewStore::names(const RobotState& state)
{
  if(robots)
    for(const RobotConnection* connection : robots())
      if(static_cast<const RobotState*>(connection) == &state)
        return names(connection->name());
  return {};
}
