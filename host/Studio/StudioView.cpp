/**
 * @file Studio/StudioView.cpp
 * The base of the studio's views.
 */
#include "StudioView.h"

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
