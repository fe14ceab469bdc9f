/**
 * @file Studio/MainWindow.h
 * The studio's main window: the scene tree, the console and the views as dock widgets (tabbed
 * when they share a place), a status bar with the selected robot's connection, frame rates, data
 * rate and what a command waits for, and menus (MainMenus.h). The views are docks of the views' area, the
 * central widget, which takes the room the window gains; their docks and tabs are titled with
 * short names (ViewTitles.h). Log files dropped on it are replayed. Open views and their state are
 * saved per robot name when the studio ends (QSettings) and come back when that robot connects
 * again; the docks are saved per scene (LayoutStore.h) and come back when the scene does.
 */
#pragma once

#include "StudioContext.h"
#include "StudioEngine.h"
#include "ViewRegistry.h"
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QMap>
#include <QTimer>
#include <chrono>
#include <cstdio>
#include <map>
#include <mutex>
#include <tuple>
#include <set>
#include <string>

class ConsoleWidget;
class MainMenus;
class SceneTree;

class MainWindow : public QMainWindow, public StudioContext
{
  Q_OBJECT

public:
  MainWindow();
  ~MainWindow() override;

  // StudioContext
  ConsoleThread& engine() override { return studio.thread(); }
  void command(const QString& line) override;
  void quietCommand(const QString& line) override;
  StudioView* openView(const QString& path) override;
  StudioView* findView(const QString& path) const override;
  RobotConnection* robot(const QString& name) const override;
  RobotConnection* selectedRobot() const override;
  void print(const QString& line) override;
  void onGuiThread(std::function<void()> task) override;
  void request(RobotConnection* robot, unsigned component, const std::string& name, bool on) override;

  /** Copies what the console view shows to a stream too (touchline-studio --print). */
  void printTo(std::FILE* stream) { copy = stream; }
  /**
   * Starts a robot that replays a log file (named after the file; touchline-studio --log, a .log
   * file dropped on the window); an error is printed in the console view.
   */
  void openLog(const QString& file);
  /** Starts listening for beacons on this port (0: none). */
  void listen(std::uint16_t discoveryPort);
  /** Closes a view. */
  void closeView(const QString& path);
  /** The paths of the views that can be opened (what "view ?" lists). */
  QStringList viewPathList() const;
  /** The open views' paths. */
  QStringList openViews() const;
  /** Closes every view, forgets every saved layout, puts the scene tree and console back. */
  void resetLayout();
  /** Saves the layout now (as on exit). */
  void saveLayout();
  /**
   * What the studio saves when it ends, however it ends (quit, the window closed, SIGTERM or
   * SIGINT: each closes the window): the layout and the console's history.
   */
  void saveSession();
  /** Closes the window because the studio got a signal (ExitSignals), saying so on stderr and in the console view. */
  void closeBySignal(int number);
  ConsoleWidget& console() { return *consoleWidget; }
  SceneTree& sceneTree() { return *tree; }
  QDockWidget& sceneTreeDock() { return *treeDock; }
  QDockWidget& consoleDock() { return *consoleDockWidget; }
  /** The views' area: the central widget, in which the views are docks. */
  QMainWindow& viewArea() { return *viewsArea; }
  MainMenus& menus() { return *mainMenus; }
  /** The connected robots' names, in the order they came. */
  QStringList robotNames() const;
  /** The current scene's name (LayoutStore::scene). */
  QString scene() const;
  const ViewRegistry& views() const { return registry; }
  /** The path of a view with the selected robot's name if it has none ("timing.Motion" -> "Nao07.timing.Motion"). */
  QString fullPath(const QString& path) const;
  /** The status bar's text. */
  QString status() const;

protected:
  void closeEvent(QCloseEvent* event) override;
  /** A restored layout is held within the window once it is shown (clampDocks). */
  void showEvent(QShowEvent* event) override;
  /** .log files dropped on the window are replayed (openLog). */
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dropEvent(QDropEvent* event) override;

private:
  void addCommands();
  void robotAdded(RobotConnection* robot);
  void robotChanged(RobotConnection* robot, unsigned changes);
  void updateStatus();
  void refreshTree();
  /** Opens the replay layout's views of a replay robot (ReplayLayout.h). */
  void openReplayViews(RobotConnection& connection);
  /** Puts a view's dock right of (Qt::Horizontal) or below another, both seen (view ... beside | below). */
  void placeBeside(QDockWidget* other, QDockWidget* dock, Qt::Orientation orientation);
  /** Puts the docks where the current scene's saved layout has them (if one is saved). */
  void restoreScene();
  /** The scene tree and the console within their share of the window after a layout was restored (LayoutStore::clamp). */
  void clampDocks();
  /** Titles the views' docks (with the robot's name while several robots are connected). */
  void retitleViews();
  /** Whether every robot of the session replays a log (its layout is the replay layout). */
  bool replaySession();
  /** Whether an open dock is a log player. */
  bool isPlayer(QDockWidget* dock);
  /** The object name of a view's dock, by which the saved dock state finds it. */
  QString dockName(const QString& path, RobotConnection& connection);
  /** The views of a robot saved when the studio last ended: path and state. */
  QList<QPair<QString, QJsonObject>> savedViews(const QString& robot) const;

  StudioEngine studio;
  ViewRegistry registry;
  SceneTree* tree;
  ConsoleWidget* consoleWidget;
  QDockWidget* treeDock;
  QDockWidget* consoleDockWidget;
  QMainWindow* viewsArea;
  MainMenus* mainMenus;
  QMap<QString, QDockWidget*> docks; ///< Open views by path.
  QDockWidget* lastViewDock = nullptr;
  QLabel* statusLabel;
  QTimer slowTimer; ///< Status bar and scene tree, twice a second.
  QByteArray initialState;
  /** The scene tree's width and the console's height in the first layout, in pixels. */
  static constexpr int treeWidth = 260;
  static constexpr int consoleHeight = 200;
  /** The least the scene tree, the console and the views' area may be dragged to, in pixels. */
  static constexpr int minimumTreeWidth = 140;
  static constexpr int minimumConsoleWidth = 320;
  static constexpr int minimumConsoleHeight = 90;
  static constexpr int minimumViewAreaWidth = 320;
  static constexpr int minimumViewAreaHeight = 200;
  std::FILE* copy = nullptr;
  /** Bytes received from each robot at the last update of the status bar, and when. */
  std::map<RobotConnection*, std::pair<std::uint64_t, std::chrono::steady_clock::time_point>> received;
  /** How many views want a request on: robot, component, name. */
  std::map<std::tuple<RobotConnection*, unsigned, std::string>, int> requests;
  /** The scene tree's view paths, for completing "view" on the engine's thread. */
  std::mutex pathsMutex;
  std::set<std::string> viewPaths;
};
