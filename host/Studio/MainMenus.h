/**
 * @file Studio/MainMenus.h
 * The main window's menus, each item a console command or the path a command takes, with its
 * shortcut shown:
 *   File:  Open log... (Ctrl+O: a file dialog, then as --log and a dropped file), Connect...
 *          (Ctrl+Shift+K: a host or address, then sc), Save layout (Ctrl+S: layout save), Quit (Ctrl+Q)
 * No shortcut is one the console's input line takes for itself (Ctrl+K deletes to the end of the
 * line, Ctrl+A selects all): they work while one types in the console.
 *   View:  the scene tree (Ctrl+Shift+T), the console (Ctrl+`), Reset layout (layout reset)
 *   Robot: the connected robots, the selected ones checked (Ctrl+1 ... Ctrl+9: robot <name>),
 *          All robots (Ctrl+Shift+A: robot all), List robots (robot ?)
 */
#pragma once

#include <QObject>
#include <QString>

class MainWindow;
class QAction;
class QDockWidget;
class QMenu;

class MainMenus : public QObject
{
  Q_OBJECT

public:
  MainMenus(MainWindow& window, QDockWidget& sceneTree, QDockWidget& console);

  /** Opens the dialog of File > Open log... (not modal to the event loop); the files chosen are replayed. */
  void chooseLogs();
  /** Opens the dialog of File > Connect...; the address given is connected to (sc). */
  void chooseRobot();
  /** Lists the connected robots in the Robot menu again (a robot came or the selection changed). */
  void updateRobots();
  /** The menu bar's action of a menu's item by its text without '&' ("File", "Open log..."), nullptr if none. */
  QAction* action(const QString& menu, const QString& item) const;

private:
  MainWindow& window;
  QMenu* robotMenu;
};
