/**
 * @file Studio/ViewTitles.cpp
 * The titles of the views' docks and the tooltips of their tabs.
 */
#include "ViewTitles.h"
#include <QDockWidget>
#include <QMainWindow>
#include <QTabBar>
#include <cstring>

QString ViewTitles::title(const QString& path, bool withRobot)
{
  const QString robot = path.section('.', 0, 0), below = path.section('.', 1);
  if(below.isEmpty())
    return path;
  // "scene.scene" -> "scene", "data.Motion.representation:JointRequest" -> "data Motion JointRequest".
  QStringList parts = below.split('.');
  if(parts.size() == 2 && parts[0] == parts[1])
    parts.removeLast();
  for(QString& part : parts)
    if(part.startsWith("representation:"))
      part.remove(0, static_cast<int>(std::strlen("representation:")));
  const QString name = parts.join(' ');
  return withRobot ? robot + ": " + name : name;
}

void ViewTitles::updateTabToolTips(QMainWindow& window)
{
  // The main window's tab bars keep the dock of each tab as its data (QDockAreaLayoutInfo::tabId).
  for(QTabBar* bar : window.findChildren<QTabBar*>(Qt::FindDirectChildrenOnly))
    for(int i = 0; i < bar->count(); ++i)
    {
      auto* dock = reinterpret_cast<QDockWidget*>(bar->tabData(i).value<quintptr>());
      if(dock && window.findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly).contains(dock) && !dock->toolTip().isEmpty() &&
         bar->tabToolTip(i) != dock->toolTip())
        bar->setTabToolTip(i, dock->toolTip());
    }
}
