/**
 * @file Studio/StudioView.cpp
 * The base of the studio's views.
 */
#include "StudioView.h"
#include "Console/RobotConnection.h"
#include "StudioContext.h"

StudioView::StudioView(StudioContext& context, RobotConnection* robot, const QString& path, QWidget* parent)
  : QWidget(parent), context(context), robotConnection(robot), viewPath(path)
{
  setObjectName(path);
}

void StudioView::robotChanged(unsigned) {}

QJsonObject StudioView::saveState() const
{
  return {};
}

void StudioView::restoreState(const QJsonObject&) {}

RobotConnection* selectedConnectedRobot(StudioContext& context)
{
  RobotConnection* connection = context.selectedRobot();
  if(connection && connection->isConnected())
    return connection;
  const QString why = connection ? QString::fromStdString(connection->name()) + " is not connected" : "no robot connected";
  context.onGuiThread([&context, why] { context.print("Error: " + why); });
  return nullptr;
}
