/**
 * @file Studio/MainWindow.cpp
 * The main window: docks, views, layouts, status bar, the studio's general commands.
 */
#include "MainWindow.h"
#include "ConsoleWidget.h"
#include "LayoutStore.h"
#include "MainMenus.h"
#include "ReplayLayout.h"
#include "Replay/LogPlayer.h"
#include "SceneTree.h"
#include "StudioView.h"
#include "ViewTitles.h"
#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMenuBar>
#include <QMimeData>
#include <QUrl>
#include <QSettings>
#include <QStatusBar>
#include <algorithm>
#include <cstring>
#include <utility>

MainWindow::MainWindow()
{
  setWindowTitle("Touchline Studio");
  setDockNestingEnabled(true);
  setAcceptDrops(true);
  addViews(registry);

  // The views' area is the central widget: it takes what the window gains, the scene tree and the
  // console keep their size. The views are docks within it (nested, tabbed, moved among each other).
  viewsArea = new QMainWindow(this);
  viewsArea->setWindowFlags(Qt::Widget); // (QMainWindow's constructor makes it a window of its own)
  viewsArea->setObjectName("views");
  viewsArea->setDockNestingEnabled(true);
  viewsArea->setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowNestedDocks | QMainWindow::AllowTabbedDocks);
  viewsArea->setMinimumSize(minimumViewAreaWidth, minimumViewAreaHeight);
  setCentralWidget(viewsArea);

  tree = new SceneTree(registry, *this, this);
  tree->setMinimumWidth(minimumTreeWidth);
  treeDock = new QDockWidget("Scene", this);
  treeDock->setObjectName("sceneTree");
  treeDock->setWidget(tree);
  addDockWidget(Qt::LeftDockWidgetArea, treeDock);

  consoleWidget = new ConsoleWidget([this](const std::string& line) { return engine().console().completionsIfIdle(line); }, this);
  consoleWidget->setMinimumSize(minimumConsoleWidth, minimumConsoleHeight);
  consoleDockWidget = new QDockWidget("console", this);
  consoleDockWidget->setObjectName("console");
  consoleDockWidget->setWidget(consoleWidget);
  addDockWidget(Qt::BottomDockWidgetArea, consoleDockWidget);
  consoleWidget->setFocus();

  statusLabel = new QLabel(this);
  statusBar()->addWidget(statusLabel, 1);

  mainMenus = new MainMenus(*this, *treeDock, *consoleDockWidget);

  connect(consoleWidget, &ConsoleWidget::command, this, [this](const QString& line) { command(line); });
  connect(&studio, &StudioEngine::printed, this, [this](const QString& line) { print(line); });
  connect(&studio, &StudioEngine::robotAdded, this, &MainWindow::robotAdded);
  connect(&studio, &StudioEngine::robotChanged, this, &MainWindow::robotChanged);
  connect(tree, &SceneTree::openView, this, [this](const QString& path) { command("view " + path); });
  connect(tree, &SceneTree::connectRobot, this,
          [this](const QString& name, const QString& address) { command("sc " + QString(name).replace(' ', '_') + " " + address); });
  connect(&slowTimer, &QTimer::timeout, this, [this] {
    updateStatus();
    refreshTree();
    ViewTitles::updateTabToolTips(*viewsArea);
  });
  slowTimer.start(500);

  addCommands();
  for(const ViewKind& kind : registry.all())
    if(kind.addCommands)
      kind.addCommands(*this);

  resize(1280, 800);
  resizeDocks({treeDock}, {treeWidth}, Qt::Horizontal);
  resizeDocks({consoleDockWidget}, {consoleHeight}, Qt::Vertical);
  initialState = saveState();
  QSettings settings;
  restoreGeometry(settings.value("window/geometry").toByteArray());
  // The layout without robots; a robot's scene brings its own when it connects (restoreScene).
  if(!restoreState(LayoutStore::window(scene())))
    restoreState(settings.value("window/state").toByteArray());
  refreshTree();
  updateStatus();
}

MainWindow::~MainWindow()
{
  // The views go while the members they and their docks' destroyed() handlers use still exist.
  const QList<QDockWidget*> open = docks.values();
  docks.clear();
  lastViewDock = nullptr;
  for(QDockWidget* dock : open)
  {
    dock->disconnect(this);
    delete dock;
  }
}

void MainWindow::listen(std::uint16_t discoveryPort)
{
  if(discoveryPort == 0)
    return;
  std::string error;
  if(!studio.discovery().start(discoveryPort, error))
    print("Warning: cannot listen for robots' beacons on UDP port " + QString::number(discoveryPort) + ": " +
          QString::fromStdString(error));
}

namespace
{
  /** The local .log files of a drag (none: it is not one of log files). */
  QStringList logFiles(const QMimeData* data)
  {
    QStringList files;
    if(data && data->hasUrls())
      for(const QUrl& url : data->urls())
        if(url.isLocalFile() && url.toLocalFile().endsWith(".log", Qt::CaseInsensitive))
          files << url.toLocalFile();
    return files;
  }
}

void MainWindow::openLog(const QString& file)
{
  print("replaying " + file);
  engine().run([this, file](Console& console) {
    std::string error;
    if(!console.startReplay("", file.toStdString(), error))
      onGuiThread([this, error] { print("Error: " + QString::fromStdString(error)); });
  });
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
  if(!logFiles(event->mimeData()).isEmpty())
    event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
  const QStringList files = logFiles(event->mimeData());
  for(const QString& file : files)
    openLog(file);
  if(!files.isEmpty())
    event->acceptProposedAction();
}

void MainWindow::addCommands()
{
  using Result = ConsoleCommand::Result;
  Console& console = engine().console();
  console.addCommand(
    {"view",
     {{"view ? [<pattern>]", "list the views that can be opened (scene tree paths)"},
      {"view <path> [off]", "open a view (e.g. view Nao07.timing.Motion; without the robot: of the selected one, view timing.Motion) or close it"},
      {"view <path> beside | below <view>", "open a view (or move it) right of or below an open view, so that both are seen"}},
     [this](const ConsoleCommand::Call& call) {
       if(call.args.size() == 3 && (call.args[1] == "beside" || call.args[1] == "below"))
       {
         const QString path = QString::fromStdString(call.args[0]), other = QString::fromStdString(call.args[2]);
         const Qt::Orientation orientation = call.args[1] == "beside" ? Qt::Horizontal : Qt::Vertical;
         onGuiThread([this, path, other, orientation] {
           const QString otherPath = fullPath(other);
           if(!findView(otherPath) || otherPath == fullPath(path))
           {
             print("Error: no other view " + other + " is open");
             return;
           }
           if(openView(path))
             placeBeside(docks[otherPath], docks[fullPath(path)], orientation);
         });
         return Result::done;
       }
       const bool list = !call.args.empty() && call.args[0] == "?";
       if(call.args.empty() || call.args.size() > 2 || (call.args.size() == 2 && !list && call.args[1] != "off"))
         return Result::usage;
       const QString path = QString::fromStdString(call.args[0]);
       const QString second = call.args.size() == 2 ? QString::fromStdString(call.args[1]) : QString();
       onGuiThread([this, list, path, second] {
         if(list)
           for(const QString& item : viewPathList())
           {
             if(item.contains(second, Qt::CaseInsensitive))
               print(item);
           }
         else if(second == "off")
           closeView(path);
         else
           openView(path);
       });
       return Result::done;
     },
     [this](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
       if(completion.index == 1)
       {
         candidates.insert("?");
         // The scene tree's paths are copied on the GUI thread (viewPaths below).
         std::lock_guard lock(pathsMutex);
         candidates.insert(viewPaths.begin(), viewPaths.end());
       }
       else if(completion.index == 2)
         candidates.insert({"off", "beside", "below"});
       else if(completion.index == 3)
       {
         std::lock_guard lock(pathsMutex);
         candidates.insert(viewPaths.begin(), viewPaths.end());
       }
     }});
  console.addCommand({"grab",
                      {{"grab <file.png> [<view>]", "save a picture of the window (or of an open view) as PNG"}},
                      [this](const ConsoleCommand::Call& call) {
                        if(call.args.empty() || call.args.size() > 2)
                          return Result::usage;
                        const QString file = QString::fromStdString(call.args[0]);
                        const QString path = call.args.size() == 2 ? QString::fromStdString(call.args[1]) : QString();
                        onGuiThread([this, file, path] {
                          QWidget* widget = path.isEmpty() ? static_cast<QWidget*>(this) : findView(fullPath(path));
                          if(!widget)
                            print("Error: no view " + path + " is open");
                          else if(!widget->grab().save(file, "PNG"))
                            print("Error: cannot write " + file);
                          else
                            print("saved a picture of " + (path.isEmpty() ? QString("the window") : path) + " to " + QFileInfo(file).absoluteFilePath());
                        });
                        return Result::done;
                      }});
  console.addCommand({"quit", {{"quit", "close the studio (the layout and the console's history are saved, as when the window is closed or the studio gets SIGTERM or SIGINT)"}}, [this](const ConsoleCommand::Call& call) {
                        if(!call.args.empty())
                          return Result::usage;
                        onGuiThread([this] { close(); });
                        return Result::done;
                      }});
  console.addCommand({"layout",
                      {{"layout save | reset", "save the layout of the open views now (it is saved on exit too), or close every view and forget the saved layouts"}},
                      [this](const ConsoleCommand::Call& call) {
                        if(call.args.size() != 1 || (call.args[0] != "save" && call.args[0] != "reset"))
                          return Result::usage;
                        const bool reset = call.args[0] == "reset";
                        onGuiThread([this, reset] { reset ? resetLayout() : saveLayout(); });
                        return Result::done;
                      },
                      [](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
                        if(completion.index == 1)
                          candidates.insert({"save", "reset"});
                      }});
}

void MainWindow::command(const QString& line)
{
  print("> " + line);
  studio.submit(line);
}

void MainWindow::quietCommand(const QString& line)
{
  studio.submit(line);
}

void MainWindow::print(const QString& line)
{
  consoleWidget->append(line);
  if(copy)
  {
    std::fprintf(copy, "%s\n", line.toLocal8Bit().constData());
    std::fflush(copy);
  }
}

void MainWindow::onGuiThread(std::function<void()> task)
{
  engine().post(std::move(task));
}

void MainWindow::request(RobotConnection* connection, unsigned component, const std::string& name, bool on)
{
  int& count = requests[{connection, component, name}];
  const bool wasOn = count > 0;
  count = std::max(0, count + (on ? 1 : -1));
  // Sent at once (not behind a command the engine runs, e.g. a script's sleep).
  if(wasOn != (count > 0) && connection->isConnected())
    connection->sendDebugRequest(name, on, component);
}

RobotConnection* MainWindow::robot(const QString& name) const
{
  for(RobotConnection* connection : const_cast<StudioEngine&>(studio).robots())
    if(QString::fromStdString(connection->name()) == name)
      return connection;
  return nullptr;
}

RobotConnection* MainWindow::selectedRobot() const
{
  return robot(QString::fromStdString(const_cast<StudioEngine&>(studio).thread().console().selectedRobot()));
}

QString MainWindow::fullPath(const QString& path) const
{
  // A path without a robot ("timing.Motion") is one of the selected robot.
  const QString first = path.section('.', 0, 0);
  RobotConnection* selected = selectedRobot();
  return selected && registry.find(first) && !robot(first) ? QString::fromStdString(selected->name()) + "." + path : path;
}

StudioView* MainWindow::findView(const QString& path) const
{
  const auto dock = docks.find(path);
  return dock == docks.end() ? nullptr : qobject_cast<StudioView*>(dock.value()->widget());
}

StudioView* MainWindow::openView(const QString& path)
{
  if(path == "console")
  {
    consoleDockWidget->show();
    consoleDockWidget->raise();
    return nullptr;
  }
  if(const QString full = fullPath(path); full != path)
    return openView(full);
  if(StudioView* view = findView(path))
  {
    docks[path]->show();
    docks[path]->raise();
    return view;
  }
  QString robotName, kindName, instance;
  const ViewKind* kind = ViewRegistry::split(path, robotName, kindName, instance) ? registry.find(kindName) : nullptr;
  RobotConnection* connection = robot(robotName);
  if(!kind || !connection)
  {
    QStringList kinds;
    for(const ViewKind& entry : registry.all())
      kinds << entry.name;
    print("Error: there is no view " + path + " (" +
          (!connection ? "no robot " + robotName : "views of a robot: " + kinds.join(", ")) + "; view ? lists them)");
    return nullptr;
  }
  if(!registry.has(*kind, *this, *connection))
  {
    print("Error: " + robotName + " has no " + kindName + " view (" + kind->description + ")");
    return nullptr;
  }
  StudioView* view = kind->create(*this, connection, path, instance);
  if(!view)
  {
    print("Error: " + robotName + " has no " + kindName + " " + instance + " (view ? lists them)");
    return nullptr;
  }
  auto* dock = new QDockWidget(ViewTitles::title(path, studio.robots().size() > 1), viewsArea);
  dock->setToolTip(path);
  dock->setObjectName(dockName(path, *connection));
  dock->setAttribute(Qt::WA_DeleteOnClose);
  dock->setWidget(view);
  // Where it was when the layout was saved; else a tab beside the last view; the first view
  // takes the views' area. A log player is never a tab: it goes below the views, and views
  // opened after it above it.
  const bool player = kindName == "logPlayer";
  if(!viewsArea->restoreDockWidget(dock))
  {
    // (splitDockWidget() beside a tab would add a tab: the player goes below the views' area.)
    if(player && !docks.isEmpty())
    {
      viewsArea->addDockWidget(Qt::RightDockWidgetArea, dock, Qt::Vertical);
      // The player as high as its controls, the views above it take the rest (unless the scene's
      // saved layout, restored meanwhile, says otherwise).
      QTimer::singleShot(0, dock, [this, dock] {
        if(LayoutStore::views(scene()).isEmpty())
          viewsArea->resizeDocks({dock}, {dock->minimumSizeHint().height()}, Qt::Vertical);
      });
    }
    else if(lastViewDock && docks.values().contains(lastViewDock) && isPlayer(lastViewDock))
    {
      viewsArea->splitDockWidget(lastViewDock, dock, Qt::Vertical);
      viewsArea->splitDockWidget(dock, lastViewDock, Qt::Vertical);
    }
    else if(lastViewDock && docks.values().contains(lastViewDock))
      viewsArea->tabifyDockWidget(lastViewDock, dock);
    else
      viewsArea->addDockWidget(Qt::RightDockWidgetArea, dock);
  }
  QTimer::singleShot(0, viewsArea, [this] { ViewTitles::updateTabToolTips(*viewsArea); });
  connect(dock, &QObject::destroyed, this, [this, path, dock] {
    docks.remove(path);
    if(lastViewDock == dock)
      lastViewDock = docks.isEmpty() ? nullptr : docks.last();
    if(lastViewDock && isPlayer(lastViewDock))
      for(QDockWidget* other : docks)
        if(!isPlayer(other))
          lastViewDock = other;
  });
  docks[path] = dock;
  // Views opened later go beside the last other view (not over the player).
  if(!player || !lastViewDock)
    lastViewDock = dock;
  dock->show();
  dock->raise();
  return view;
}

void MainWindow::placeBeside(QDockWidget* other, QDockWidget* dock, Qt::Orientation orientation)
{
  // Split beside a tab, Qt nests both in the tab, whose tab bar then has neither (both unseen):
  // the other view's tabs leave for the split and come back as its tabs, the other view in front.
  QList<QDockWidget*> tabs = viewsArea->tabifiedDockWidgets(other);
  const bool tabbedWithDock = tabs.removeAll(dock) > 0;
  for(QDockWidget* tab : tabs)
    viewsArea->removeDockWidget(tab);
  if(tabbedWithDock)
    viewsArea->removeDockWidget(dock);
  viewsArea->splitDockWidget(other, dock, orientation);
  for(QDockWidget* tab : tabs)
  {
    viewsArea->tabifyDockWidget(other, tab);
    tab->show();
  }
  dock->show();
  other->show();
  other->raise();
}

void MainWindow::closeView(const QString& path)
{
  const auto dock = docks.find(fullPath(path));
  if(dock == docks.end())
  {
    print("Error: no view " + path + " is open");
    return;
  }
  QDockWidget* widget = dock.value();
  docks.erase(dock);
  widget->close();
}

QStringList MainWindow::openViews() const
{
  return docks.keys();
}

QList<QPair<QString, QJsonObject>> MainWindow::savedViews(const QString& robot) const
{
  QSettings settings;
  QList<QPair<QString, QJsonObject>> views;
  const QJsonArray array = QJsonDocument::fromJson(settings.value("robots/" + robot + "/views").toByteArray()).array();
  for(const QJsonValue& value : array)
  {
    const QJsonObject entry = value.toObject();
    views.append({entry.value("path").toString(), entry.value("state").toObject()});
  }
  return views;
}

void MainWindow::saveLayout()
{
  QSettings settings;
  settings.setValue("window/geometry", saveGeometry());
  // The window without robots starts as live sessions left it (a replay's layout is its scene's only).
  if(!replaySession())
    settings.setValue("window/state", saveState());
  LayoutStore::save(scene(), saveState(), viewsArea->saveState());
  QMap<QString, QJsonArray> byRobot;
  for(auto dock = docks.begin(); dock != docks.end(); ++dock)
  {
    const StudioView* view = qobject_cast<StudioView*>(dock.value()->widget());
    QString robotName, kind, instance;
    if(!view || !ViewRegistry::split(dock.key(), robotName, kind, instance))
      continue;
    byRobot[robotName].append(QJsonObject{{"path", dock.key()}, {"state", view->saveState()}});
  }
  // Robots of this session: what is open now (also nothing); others keep what they had. Replay
  // robots: the views of the first one are the replay layout.
  bool replaySaved = false;
  for(RobotConnection* connection : studio.robots())
  {
    const QString name = QString::fromStdString(connection->name());
    if(!ReplayLayout::isReplay(*this, *connection))
      settings.setValue("robots/" + name + "/views", QJsonDocument(byRobot.value(name)).toJson(QJsonDocument::Compact));
    else if(!std::exchange(replaySaved, true))
    {
      QList<QPair<QString, QJsonObject>> views;
      for(const QJsonValue& value : byRobot.value(name))
        views.append({ReplayLayout::relative(value["path"].toString()), value["state"].toObject()});
      ReplayLayout::saveViews(views);
    }
  }
}

bool MainWindow::replaySession()
{
  const std::vector<RobotConnection*> robots = studio.robots();
  return !robots.empty() && std::all_of(robots.begin(), robots.end(), [this](RobotConnection* robot) { return ReplayLayout::isReplay(*this, *robot); });
}

bool MainWindow::isPlayer(QDockWidget* dock)
{
  QString robotName, kind, instance;
  return ViewRegistry::split(docks.key(dock), robotName, kind, instance) && kind == "logPlayer";
}

QString MainWindow::dockName(const QString& path, RobotConnection& connection)
{
  // The views of the first replay robot are named without the robot, so that the replay layout
  // fits the next log too.
  if(ReplayLayout::isReplay(*this, connection))
  {
    const QString name = "view:replay." + ReplayLayout::relative(path);
    if(!findChild<QDockWidget*>(name))
      return name;
  }
  return "view:" + path;
}

void MainWindow::resetLayout()
{
  for(QDockWidget* dock : docks.values())
    dock->close();
  docks.clear();
  lastViewDock = nullptr;
  QSettings settings;
  settings.remove("robots");
  settings.remove("window");
  ReplayLayout::reset();
  LayoutStore::reset();
  restoreState(initialState);
  treeDock->show();
  consoleDockWidget->show();
  print("layout reset");
}

void MainWindow::saveSession()
{
  saveLayout();
  consoleWidget->saveHistory();
}

void MainWindow::closeBySignal(int number)
{
  const QString text = QString("%1: closing (the layout and the console's history are saved)").arg(strsignal(number));
  std::fprintf(stderr, "touchline-studio: %s\n", text.toLocal8Bit().constData());
  print(text);
  close();
}

void MainWindow::showEvent(QShowEvent* event)
{
  QMainWindow::showEvent(event);
  QTimer::singleShot(0, this, &MainWindow::clampDocks);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
  saveSession();
  event->accept();
}

void MainWindow::robotAdded(RobotConnection* connection)
{
  refreshTree();
  retitleViews();
  mainMenus->updateRobots();
  const QString name = QString::fromStdString(connection->name());
  if(ReplayLayout::isReplay(*this, *connection))
    openReplayViews(*connection);
  else
    // The views this robot had open when the studio last ended.
    for(const auto& [path, state] : savedViews(name))
      if(StudioView* view = openView(path))
        view->restoreState(state);
  restoreScene();
}

QStringList MainWindow::robotNames() const
{
  QStringList names;
  for(RobotConnection* connection : const_cast<StudioEngine&>(studio).robots())
    names << QString::fromStdString(connection->name());
  return names;
}

QString MainWindow::scene() const
{
  QStringList robots;
  for(RobotConnection* connection : const_cast<StudioEngine&>(studio).robots())
    robots << (ReplayLayout::isReplay(const_cast<MainWindow&>(*this), *connection) ? QString("replay") : QString::fromStdString(connection->name()));
  return LayoutStore::scene(robots);
}

void MainWindow::restoreScene()
{
  const QString name = scene();
  const QByteArray views = LayoutStore::views(name), window = LayoutStore::window(name);
  if(!views.isEmpty())
    viewsArea->restoreState(views);
  if(!window.isEmpty())
    restoreState(window);
  QTimer::singleShot(0, this, &MainWindow::clampDocks);
}

void MainWindow::clampDocks()
{
  LayoutStore::clamp(*this, *treeDock, treeWidth);
  LayoutStore::clamp(*this, *consoleDockWidget, consoleHeight);
}

void MainWindow::retitleViews()
{
  const bool withRobot = studio.robots().size() > 1;
  for(auto dock = docks.begin(); dock != docks.end(); ++dock)
    dock.value()->setWindowTitle(ViewTitles::title(dock.key(), withRobot));
  QTimer::singleShot(0, viewsArea, [this] { ViewTitles::updateTabToolTips(*viewsArea); });
}

void MainWindow::openReplayViews(RobotConnection& connection)
{
  // The replay layout saved when a replay last ended, or the usual views (their docks: restoreScene).
  const QString name = QString::fromStdString(connection.name());
  QList<QPair<QString, QJsonObject>> views = ReplayLayout::savedViews();
  if(views.isEmpty())
    for(const QString& path : ReplayLayout::usualViews(connection))
      views.append({path, {}});
  for(const auto& [path, state] : views)
    if(StudioView* view = openView(name + "." + path))
      view->restoreState(state);
}

void MainWindow::robotChanged(RobotConnection* connection, unsigned changes)
{
  for(QDockWidget* dock : docks)
    if(auto* view = qobject_cast<StudioView*>(dock->widget()); view && view->robot() == connection)
      view->robotChanged(changes);
  if(changes & (RobotState::connectionChanged | RobotState::requestsChanged))
    refreshTree();
}

QStringList MainWindow::viewPathList() const
{
  QStringList paths{"console"};
  for(QTreeWidgetItemIterator it(tree); *it; ++it)
  {
    // The views: kinds without instances, and the instances of the others.
    QString path = (*it)->data(0, Qt::UserRole).toString(), robotName, kindName, instance;
    const ViewKind* kind = ViewRegistry::split(path, robotName, kindName, instance) ? registry.find(kindName) : nullptr;
    if(kind && (kind->instances ? !instance.isEmpty() : instance.isEmpty()))
      paths << path;
  }
  return paths;
}

void MainWindow::refreshTree()
{
  tree->refresh(studio.robots(), studio.discovery(), QString::fromStdString(engine().console().selectedRobot()));
  const QStringList paths = viewPathList();
  std::lock_guard lock(pathsMutex);
  viewPaths.clear();
  for(const QString& path : paths)
    viewPaths.insert(path.toStdString());
}

QString MainWindow::status() const
{
  return statusLabel->text();
}

void MainWindow::updateStatus()
{
  RobotConnection* connection = selectedRobot();
  QString text;
  if(!connection)
    text = studio.robots().empty() ? "no robot connected (double-click one in the scene tree, or: sc <name> <host>)" : "no robot selected";
  else
  {
    text = QString::fromStdString(connection->name()) + ": " +
           (connection->isConnected() ? "connected" : "reconnecting (" + QString::fromStdString(connection->disconnectReason()) + ")");
    const auto now = std::chrono::steady_clock::now();
    // A replay robot's threads send frames only when asked for something: the rates are those of the frames played.
    if(const LogPlayer* player = engine().console().logPlayer(connection->name()))
      for(const auto& [thread, rate] : player->frameRates())
        text += QString("  %1 %2 Hz").arg(QString::fromStdString(thread)).arg(rate, 0, 'f', 0);
    else
      connection->read([&](const RobotState& state) {
        for(const auto& [component, count] : state.frameCounts())
          text += QString("  %1 %2 Hz").arg(QString::fromStdString(state.threadName(component))).arg(state.frameRate(component, now), 0, 'f', 0);
      });
    // The data rate since the last update of the status bar.
    const std::uint64_t bytes = connection->bytesReceived();
    const auto last = received.find(connection);
    const double rate = last == received.end() || bytes < last->second.first ? 0.0
                        : static_cast<double>(bytes - last->second.first) / std::max(1e-3, std::chrono::duration<double>(now - last->second.second).count());
    received[connection] = {bytes, now};
    text += rate >= 1e6 ? QString("  %1 MB/s").arg(rate / 1e6, 0, 'f', 1) : QString("  %1 kB/s").arg(rate / 1e3, 0, 'f', 1);
  }
  const std::string activity = engine().console().activity();
  if(!activity.empty())
    text += "  -- " + QString::fromStdString(activity) + " ...";
  statusLabel->setText(text);
}
