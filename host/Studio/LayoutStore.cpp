/**
 * @file Studio/LayoutStore.cpp
 * The saved layouts of the scenes.
 */
#include "LayoutStore.h"
#include <QDockWidget>
#include <QMainWindow>
#include <QSettings>

QString LayoutStore::scene(QStringList robots)
{
  if(robots.isEmpty())
    return "none";
  robots.sort();
  // A settings key of its own: no group separators, no spaces.
  QString name = robots.join('+');
  for(QChar& c : name)
    if(!c.isLetterOrNumber() && c != '+' && c != '_' && c != '-')
      c = '_';
  return name;
}

void LayoutStore::save(const QString& scene, const QByteArray& window, const QByteArray& views)
{
  QSettings settings;
  settings.setValue("layouts/" + scene + "/window", window);
  settings.setValue("layouts/" + scene + "/views", views);
}

QByteArray LayoutStore::window(const QString& scene)
{
  return QSettings().value("layouts/" + scene + "/window").toByteArray();
}

QByteArray LayoutStore::views(const QString& scene)
{
  return QSettings().value("layouts/" + scene + "/views").toByteArray();
}

void LayoutStore::clamp(QMainWindow& window, QDockWidget& dock, int usualSize)
{
  if(dock.isFloating() || !dock.isVisible())
    return;
  const Qt::DockWidgetArea area = window.dockWidgetArea(&dock);
  const bool side = area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea;
  const Qt::Orientation orientation = side ? Qt::Horizontal : Qt::Vertical;
  const int size = side ? dock.width() : dock.height();
  const int limit = side ? window.width() / 3 : window.height() * 2 / 5;
  if(size > limit)
    window.resizeDocks({&dock}, {std::min(usualSize, limit)}, orientation);
}

void LayoutStore::reset()
{
  QSettings().remove("layouts");
}
