/**
 * @file Studio/ViewRegistry.cpp
 * Looking up view kinds and splitting view paths.
 */
#include "ViewRegistry.h"
#include "Console/RobotState.h"

void ViewRegistry::add(ViewKind kind, Condition condition)
{
  conditions[kind.name] = std::move(condition);
  add(std::move(kind));
}

bool ViewRegistry::has(const ViewKind& kind, StudioContext& context, RobotConnection& robot) const
{
  const auto condition = conditions.find(kind.name);
  return condition == conditions.end() || !condition->second || condition->second(context, robot);
}

const ViewKind* ViewRegistry::find(const QString& name) const
{
  for(const ViewKind& kind : kinds)
    if(kind.name == name)
      return &kind;
  return nullptr;
}

bool ViewRegistry::split(const QString& path, QString& robot, QString& kind, QString& instance)
{
  const qsizetype first = path.indexOf('.');
  if(first <= 0)
    return false;
  robot = path.left(first);
  const qsizetype second = path.indexOf('.', first + 1);
  kind = second < 0 ? path.mid(first + 1) : path.mid(first + 1, second - first - 1);
  instance = second < 0 ? QString() : path.mid(second + 1);
  return !kind.isEmpty();
}

QStringList ViewRegistry::threads(const RobotState& state)
{
  QStringList names;
  for(const std::string& thread : state.version().threads)
    names << QString::fromStdString(thread);
  return names;
}
