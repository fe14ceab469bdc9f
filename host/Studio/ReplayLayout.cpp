/**
 * @file Studio/ReplayLayout.cpp
 * The saved layout of replay robots.
 */
#include "ReplayLayout.h"
#include "Console/Console.h"
#include "Console/ConsoleThread.h"
#include "Console/RobotConnection.h"
#include "StudioContext.h"
#include "ViewRegistry.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>

bool ReplayLayout::isReplay(StudioContext& context, RobotConnection& robot)
{
  return context.engine().console().logPlayer(robot.name()) != nullptr;
}

QStringList ReplayLayout::usualViews(RobotConnection& robot)
{
  QStringList views{"annotations"};
  for(const QString& thread : robot.read([](const RobotState& state) { return ViewRegistry::threads(state); }))
    views << "timing." + thread;
  return views << "logPlayer";
}

QString ReplayLayout::relative(const QString& path)
{
  return path.section('.', 1);
}

QList<QPair<QString, QJsonObject>> ReplayLayout::savedViews()
{
  QList<QPair<QString, QJsonObject>> views;
  for(const QJsonValue& value : QJsonDocument::fromJson(QSettings().value("replay/views").toByteArray()).array())
  {
    const QJsonObject entry = value.toObject();
    views.append({entry.value("path").toString(), entry.value("state").toObject()});
  }
  return views;
}

void ReplayLayout::saveViews(const QList<QPair<QString, QJsonObject>>& views)
{
  QJsonArray array;
  for(const auto& [path, state] : views)
    array.append(QJsonObject{{"path", path}, {"state", state}});
  QSettings().setValue("replay/views", QJsonDocument(array).toJson(QJsonDocument::Compact));
}

void ReplayLayout::reset()
{
  QSettings().remove("replay");
}
