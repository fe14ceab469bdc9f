/**
 * @file StudioWindowTest.cpp
 * The main window keeps its shape: short dock and tab titles with the full path as tooltip (the
 * robot's name in front only while several robots are connected), the views' area takes what the
 * window gains, the scene tree and the console keep their minimums, a scene's layout comes back in
 * a later session (clamped if the scene tree took too much), each scene has its own, and the File
 * and Robot menus do what their commands do, with their shortcuts.
 */
#include "StudioTestSupport.h"
#include "LogPlayback/LogWriter.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Studio/LayoutStore.h"
#include "Studio/MainMenus.h"
#include "Studio/SceneTree.h"
#include "Studio/StudioView.h"
#include "Studio/ViewTitles.h"
#include "Streaming/MessageQueue.h"
#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QInputDialog>
#include <QMenuBar>
#include <QSettings>
#include <QTabBar>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace StudioTest;

namespace
{
  QDockWidget* dockOf(MainWindow& window, const QString& path)
  {
    StudioView* view = window.findView(path);
    return view ? qobject_cast<QDockWidget*>(view->parentWidget()) : nullptr;
  }

  /** Connects to a robot and opens views of it (paths below the robot); whether all opened. */
  bool connectAndOpen(MainWindow& window, const TestRobot& robot, const QString& name, const QStringList& views)
  {
    window.command("sc " + QString::fromStdString(robot.address));
    if(!eventually([&] { return window.sceneTree().item(name + ".timing.Motion") != nullptr; }))
      return false;
    for(const QString& view : views)
      window.command("view " + name + "." + view);
    return eventually([&] {
      for(const QString& view : views)
        if(!window.findView(name + "." + view))
          return false;
      return true;
    });
  }

  /** Where a dock is in the window. */
  QRect placed(MainWindow& window, QDockWidget* dock)
  {
    return dock ? QRect(dock->mapTo(&window, QPoint()), dock->size()) : QRect();
  }

  bool near(const QRect& a, const QRect& b, int tolerance = 6)
  {
    return std::abs(a.left() - b.left()) <= tolerance && std::abs(a.top() - b.top()) <= tolerance &&
           std::abs(a.width() - b.width()) <= tolerance && std::abs(a.height() - b.height()) <= tolerance;
  }

  std::string text(const QRect& r)
  {
    return QString("%1,%2 %3x%4").arg(r.left()).arg(r.top()).arg(r.width()).arg(r.height()).toStdString();
  }

  /** The tab of a dock among the views' area's tab bars: its text and tooltip ("" if it has none). */
  QPair<QString, QString> tab(MainWindow& window, QDockWidget* dock)
  {
    for(QTabBar* bar : window.viewArea().findChildren<QTabBar*>())
      for(int i = 0; i < bar->count(); ++i)
        if(bar->tabData(i).value<quintptr>() == reinterpret_cast<quintptr>(dock))
          return {bar->tabText(i), bar->tabToolTip(i)};
    return {};
  }
}

TEST(StudioWindow, TabsAreTitledShortWithTheFullPathAsTooltip)
{
  TestRobot robot("0", "Default");
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.show();
  ASSERT_TRUE(connectAndOpen(window, robot, "Default", {"timing.Motion", "timing.Cognition"})) << window.console().text().toStdString();
  QDockWidget* motion = dockOf(window, "Default.timing.Motion");
  ASSERT_NE(motion, nullptr);
  EXPECT_EQ(motion->windowTitle(), "timing Motion");
  EXPECT_EQ(motion->toolTip(), "Default.timing.Motion");
  // Both share a place as tabs: short texts, the full paths as tooltips.
  EXPECT_TRUE(eventually([&] { return tab(window, motion) == qMakePair(QString("timing Motion"), QString("Default.timing.Motion")); }))
    << tab(window, motion).first.toStdString() << " / " << tab(window, motion).second.toStdString();
  QDockWidget* cognition = dockOf(window, "Default.timing.Cognition");
  EXPECT_TRUE(eventually([&] { return tab(window, cognition) == qMakePair(QString("timing Cognition"), QString("Default.timing.Cognition")); }));
  // A second robot: the titles name the robot, so that the views of both are told apart.
  TestRobot other("0", "Other");
  ASSERT_FALSE(other.address.empty());
  ASSERT_TRUE(connectAndOpen(window, other, "Other", {"timing.Motion"}));
  EXPECT_TRUE(eventually([&] { return motion->windowTitle() == "Default: timing Motion"; })) << motion->windowTitle().toStdString();
  EXPECT_EQ(dockOf(window, "Other.timing.Motion")->windowTitle(), "Other: timing Motion");
  EXPECT_TRUE(eventually([&] { return tab(window, motion) == qMakePair(QString("Default: timing Motion"), QString("Default.timing.Motion")); }))
    << tab(window, motion).first.toStdString() << " / " << tab(window, motion).second.toStdString();
}

TEST(StudioWindow, ViewTitlesLeaveOutTheRobotAndRepeatedNames)
{
  EXPECT_EQ(ViewTitles::title("Default.image.upper", false), "image upper");
  EXPECT_EQ(ViewTitles::title("Default.scene.scene", false), "scene");
  EXPECT_EQ(ViewTitles::title("Default.jointData", false), "jointData");
  EXPECT_EQ(ViewTitles::title("Default.data.Motion.representation:JointRequest", false), "data Motion JointRequest");
  EXPECT_EQ(ViewTitles::title("Default.plot.module:HeadMotionEngine:headYaw", true), "Default: plot module:HeadMotionEngine:headYaw");
}

TEST(StudioWindow, GrowingTheWindowGrowsTheViewsNotTheConsoleOrTheSceneTree)
{
  QSettings().clear();
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.resize(1000, 700);
  window.show();
  ASSERT_TRUE(connectAndOpen(window, robot, "TestRobot", {"timing.Motion"}));
  QTest::qWait(200);
  const QSize views = window.viewArea().size();
  const int console = window.consoleDock().height(), tree = window.sceneTreeDock().width();
  window.resize(1500, 1000);
  ASSERT_TRUE(eventually([&] { return window.viewArea().width() > views.width() + 400; })) << window.viewArea().width();
  EXPECT_GE(window.viewArea().height(), views.height() + 250);
  EXPECT_GE(dockOf(window, "TestRobot.timing.Motion")->height(), views.height() + 200);
  EXPECT_NEAR(window.consoleDock().height(), console, 3);
  EXPECT_NEAR(window.sceneTreeDock().width(), tree, 3);
}

TEST(StudioWindow, TheSceneTreeTheConsoleAndTheViewsKeepTheirMinimums)
{
  QSettings().clear();
  MainWindow window;
  window.resize(1200, 800);
  window.show();
  QTest::qWait(100);
  window.resizeDocks({&window.consoleDock()}, {20}, Qt::Vertical);
  window.resizeDocks({&window.sceneTreeDock()}, {20}, Qt::Horizontal);
  QTest::qWait(100);
  EXPECT_GE(window.consoleDock().height(), 90);
  EXPECT_GE(window.sceneTreeDock().width(), 140);
  // The console dragged to a side does not become a 70-px column.
  window.addDockWidget(Qt::RightDockWidgetArea, &window.consoleDock());
  window.resizeDocks({&window.consoleDock()}, {70}, Qt::Horizontal);
  QTest::qWait(100);
  EXPECT_GE(window.consoleDock().width(), 320);
  // Nor do the views lose their area to the scene tree.
  window.resizeDocks({&window.sceneTreeDock()}, {5000}, Qt::Horizontal);
  QTest::qWait(100);
  EXPECT_GE(window.viewArea().width(), 320);
}

TEST(StudioWindow, ALaterSessionRestoresTheScenesLayoutAsSaved)
{
  QSettings().clear();
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  QRect geometry, tree, console, motion, cognition;
  {
    // timing.Motion left, modules.Motion right of it, timing.Cognition a tab over modules.Motion.
    MainWindow window;
    window.resize(1300, 850);
    window.show();
    ASSERT_TRUE(connectAndOpen(window, robot, "TestRobot", {"timing.Motion"}));
    window.command("view TestRobot.modules.Motion beside TestRobot.timing.Motion");
    window.command("view TestRobot.timing.Cognition");
    ASSERT_TRUE(eventually([&] { return window.openViews().size() == 3; }));
    ASSERT_EQ(window.viewArea().tabifiedDockWidgets(dockOf(window, "TestRobot.timing.Cognition")),
              QList<QDockWidget*>{dockOf(window, "TestRobot.modules.Motion")});
    window.resizeDocks({&window.sceneTreeDock()}, {210}, Qt::Horizontal);
    window.resizeDocks({&window.consoleDock()}, {260}, Qt::Vertical);
    window.viewArea().resizeDocks({dockOf(window, "TestRobot.timing.Motion")}, {420}, Qt::Horizontal);
    QTest::qWait(200);
    geometry = window.geometry();
    tree = placed(window, &window.sceneTreeDock());
    console = placed(window, &window.consoleDock());
    motion = placed(window, dockOf(window, "TestRobot.timing.Motion"));
    cognition = placed(window, dockOf(window, "TestRobot.timing.Cognition"));
    EXPECT_NEAR(tree.width(), 210, 3);
    EXPECT_NEAR(console.height(), 260, 3);
    EXPECT_GT(cognition.left(), motion.right());
    window.close(); // saves the layout
  }
  EXPECT_FALSE(LayoutStore::views("TestRobot").isEmpty());
  MainWindow window;
  window.show();
  window.command("sc " + QString::fromStdString(robot.address));
  ASSERT_TRUE(eventually([&] { return window.openViews().size() == 3; })) << window.openViews().join(", ").toStdString();
  QTest::qWait(300);
  EXPECT_EQ(window.geometry().size(), geometry.size());
  EXPECT_TRUE(near(placed(window, &window.sceneTreeDock()), tree)) << text(placed(window, &window.sceneTreeDock())) << " saved " << text(tree);
  EXPECT_TRUE(near(placed(window, &window.consoleDock()), console)) << text(placed(window, &window.consoleDock())) << " saved " << text(console);
  EXPECT_TRUE(near(placed(window, dockOf(window, "TestRobot.timing.Motion")), motion))
    << text(placed(window, dockOf(window, "TestRobot.timing.Motion"))) << " saved " << text(motion);
  EXPECT_TRUE(near(placed(window, dockOf(window, "TestRobot.timing.Cognition")), cognition))
    << text(placed(window, dockOf(window, "TestRobot.timing.Cognition"))) << " saved " << text(cognition);
  EXPECT_EQ(window.viewArea().tabifiedDockWidgets(dockOf(window, "TestRobot.timing.Cognition")),
            QList<QDockWidget*>{dockOf(window, "TestRobot.modules.Motion")});
}

TEST(StudioWindow, EachSceneHasItsOwnLayoutAndARestoredSceneTreeIsClamped)
{
  QSettings().clear();
  TestRobot first("0", "RobotA");
  TestRobot second("0", "RobotB");
  ASSERT_FALSE(first.address.empty());
  ASSERT_FALSE(second.address.empty());
  {
    // RobotA alone: the console low.
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    ASSERT_TRUE(connectAndOpen(window, first, "RobotA", {"timing.Motion"}));
    window.resizeDocks({&window.consoleDock()}, {120}, Qt::Vertical);
    QTest::qWait(100);
    window.close();
  }
  {
    // RobotA and RobotB: the console high, the scene tree wider than a third of the window.
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    ASSERT_TRUE(connectAndOpen(window, first, "RobotA", {"timing.Motion"}));
    ASSERT_TRUE(connectAndOpen(window, second, "RobotB", {"timing.Motion"}));
    window.resizeDocks({&window.consoleDock()}, {300}, Qt::Vertical);
    window.resizeDocks({&window.sceneTreeDock()}, {600}, Qt::Horizontal);
    QTest::qWait(100);
    EXPECT_GT(window.sceneTreeDock().width(), 500);
    window.close();
  }
  MainWindow window;
  window.resize(1200, 800);
  window.show();
  ASSERT_TRUE(connectAndOpen(window, first, "RobotA", {}));
  EXPECT_TRUE(eventually([&] { return std::abs(window.consoleDock().height() - 120) <= 3; })) << window.consoleDock().height();
  ASSERT_TRUE(connectAndOpen(window, second, "RobotB", {}));
  EXPECT_TRUE(eventually([&] { return std::abs(window.consoleDock().height() - 300) <= 3; })) << window.consoleDock().height();
  // The scene tree does not come back at half the window.
  EXPECT_TRUE(eventually([&] { return window.sceneTreeDock().width() <= window.width() / 3; })) << window.sceneTreeDock().width();
  EXPECT_GE(window.sceneTreeDock().width(), 140);
}

TEST(StudioWindow, AWindowWithoutRobotsComesBackAsSavedButWithinBounds)
{
  QSettings().clear();
  {
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QTest::qWait(100);
    window.resizeDocks({&window.consoleDock()}, {150}, Qt::Vertical);
    QTest::qWait(100);
    window.close();
  }
  {
    MainWindow window;
    window.show();
    EXPECT_TRUE(eventually([&] { return std::abs(window.consoleDock().height() - 150) <= 3; })) << window.consoleDock().height();
    QTest::qWait(200);
    // A scene tree at half of the window (as an older version could leave it) ...
    window.resizeDocks({&window.sceneTreeDock()}, {600}, Qt::Horizontal);
    QTest::qWait(100);
    ASSERT_GT(window.sceneTreeDock().width(), 500);
    window.close();
  }
  // ... comes back at its usual width.
  MainWindow window;
  window.show();
  EXPECT_TRUE(eventually([&] { return window.sceneTreeDock().width() <= window.width() / 3; })) << window.sceneTreeDock().width();
  EXPECT_NEAR(window.sceneTreeDock().width(), 260, 8);
  EXPECT_NEAR(window.consoleDock().height(), 150, 3);
}

namespace
{
  /** A log of 60 Motion frames. */
  void writeLog(const std::string& path)
  {
    LogWriter writer;
    std::string error;
    ASSERT_TRUE(writer.open(path, {}, error)) << error;
    MessageQueue queue;
    for(unsigned i = 0; i < 60; ++i)
    {
      queue.clear();
      queue.out.bin << std::string("Motion");
      queue.out.finishMessage(idFrameBegin);
      FrameInfo info;
      info.time = 1000000 + 10 * i;
      queue.out.bin << info;
      queue.out.finishMessage(idFrameInfo);
      queue.out.bin << std::string("Motion");
      queue.out.finishMessage(idFrameFinished);
      ASSERT_TRUE(writer.writeFrame(queue));
    }
    ASSERT_TRUE(writer.close(error)) << error;
  }
}

TEST(StudioWindow, AReplaysLayoutComesBackForTheNextLog)
{
  QSettings().clear();
  RepositoryConfig config;
  QTemporaryDir directory;
  ASSERT_TRUE(directory.isValid());
  writeLog(directory.filePath("first.log").toStdString());
  ASSERT_TRUE(QFile::copy(directory.filePath("first.log"), directory.filePath("second.log")));
  QRect player, motion;
  {
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    window.openLog(directory.filePath("first.log"));
    ASSERT_TRUE(eventually([&] { return window.findView("first.logPlayer") && window.findView("first.timing.Motion"); }))
      << window.console().text().toStdString();
    QTest::qWait(200);
    // Opened as high as its controls.
    EXPECT_LT(dockOf(window, "first.logPlayer")->height(), 200);
    window.viewArea().resizeDocks({dockOf(window, "first.logPlayer")}, {300}, Qt::Vertical);
    window.command("view first.timing.Motion");
    QTest::qWait(200);
    player = placed(window, dockOf(window, "first.logPlayer"));
    motion = placed(window, dockOf(window, "first.timing.Motion"));
    EXPECT_GT(player.height(), 200);
    window.close();
  }
  MainWindow window;
  window.show();
  window.openLog(directory.filePath("second.log"));
  ASSERT_TRUE(eventually([&] { return window.findView("second.logPlayer") && window.findView("second.timing.Motion"); }));
  QTest::qWait(300);
  EXPECT_TRUE(near(placed(window, dockOf(window, "second.logPlayer")), player)) << text(placed(window, dockOf(window, "second.logPlayer"))) << " saved " << text(player);
  EXPECT_TRUE(near(placed(window, dockOf(window, "second.timing.Motion")), motion))
    << text(placed(window, dockOf(window, "second.timing.Motion"))) << " saved " << text(motion);
}

TEST(StudioWindow, TheMenusHaveTheirItemsAndShortcutsAndOpenLogReplaysTheLogChosen)
{
  RepositoryConfig config;
  QTemporaryDir directory;
  ASSERT_TRUE(directory.isValid());
  const QString log = directory.filePath("menu.log");
  writeLog(log.toStdString());
  MainWindow window;
  window.show();
  QStringList menus;
  for(QAction* menu : window.menuBar()->actions())
    menus << menu->text();
  EXPECT_EQ(menus, (QStringList{"&File", "&View", "&Robot"}));
  MainMenus& items = window.menus();
  struct Item { const char* menu; const char* text; QKeySequence keys; };
  for(const Item& item : {Item{"File", "Open log...", QKeySequence("Ctrl+O")}, Item{"File", "Connect...", QKeySequence("Ctrl+Shift+K")},
                          Item{"File", "Save layout", QKeySequence("Ctrl+S")}, Item{"File", "Quit", QKeySequence("Ctrl+Q")},
                          Item{"View", "Scene", QKeySequence("Ctrl+Shift+T")}, Item{"View", "console", QKeySequence("Ctrl+`")},
                          Item{"Robot", "All robots", QKeySequence("Ctrl+Shift+A")}})
  {
    QAction* action = items.action(item.menu, item.text);
    ASSERT_NE(action, nullptr) << item.menu << " > " << item.text;
    EXPECT_EQ(action->shortcut(), item.keys) << item.text;
  }
  EXPECT_NE(items.action("View", "Reset layout"), nullptr);
  EXPECT_NE(items.action("Robot", "List robots"), nullptr);
  // File > Open log...: a file dialog; the file chosen is replayed like --log.
  items.action("File", "Open log...")->trigger();
  QFileDialog* dialog = nullptr;
  ASSERT_TRUE(eventually([&] { return (dialog = window.findChild<QFileDialog*>("openLogDialog")) && dialog->isVisible(); }));
  EXPECT_EQ(dialog->fileMode(), QFileDialog::ExistingFiles);
  dialog->selectFile(log);
  static_cast<QDialog*>(dialog)->accept(); // as its Open button does
  EXPECT_TRUE(eventually([&] { return window.findView("menu.logPlayer") != nullptr; })) << window.console().text().toStdString();
  EXPECT_TRUE(printed(window, "replaying " + log));
  // Save layout is "layout save".
  items.action("File", "Save layout")->trigger();
  EXPECT_TRUE(eventually([&] { return printed(window, "> layout save") && !LayoutStore::views("replay").isEmpty(); }));
  // The shortcuts work while one types in the console: Ctrl+S saves the layout, Ctrl+Shift+K asks for a robot.
  window.activateWindow();
  ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
  window.console().line().setFocus();
  QTest::keyClick(&window.console().line(), Qt::Key_S, Qt::ControlModifier);
  EXPECT_TRUE(eventually([&] { return window.console().text().count("> layout save") == 2; })) << window.console().text().toStdString();
  QTest::keyClick(&window.console().line(), Qt::Key_K, Qt::ControlModifier | Qt::ShiftModifier);
  QInputDialog* connect = nullptr;
  EXPECT_TRUE(eventually([&] { return (connect = window.findChild<QInputDialog*>("connectDialog")) && connect->isVisible(); }));
  if(connect)
    connect->reject();
  // Quit closes the window.
  items.action("File", "Quit")->trigger();
  EXPECT_TRUE(eventually([&] { return !window.isVisible(); }));
}

TEST(StudioWindow, ConnectAndTheRobotMenuDoWhatScAndRobotDo)
{
  TestRobot first("0", "RobotA");
  TestRobot second("0", "RobotB");
  ASSERT_FALSE(first.address.empty());
  ASSERT_FALSE(second.address.empty());
  MainWindow window;
  window.show();
  for(const TestRobot* robot : {&first, &second})
  {
    window.menus().action("File", "Connect...")->trigger();
    QInputDialog* dialog = nullptr;
    ASSERT_TRUE(eventually([&] { return (dialog = window.findChild<QInputDialog*>("connectDialog")) && dialog->isVisible(); }));
    dialog->setTextValue(QString::fromStdString(robot->address));
    dialog->accept();
    ASSERT_TRUE(eventually([&] { return !window.findChild<QInputDialog*>("connectDialog"); }));
  }
  ASSERT_TRUE(eventually([&] { return printed(window, "connected to RobotA") && printed(window, "connected to RobotB"); }))
    << window.console().text().toStdString();
  ASSERT_TRUE(eventually([&] { return window.robotNames() == QStringList({"RobotA", "RobotB"}); }));
  window.menus().updateRobots();
  QAction* robotA = window.menus().action("Robot", "RobotA");
  ASSERT_NE(robotA, nullptr);
  EXPECT_EQ(robotA->shortcut(), QKeySequence("Ctrl+1"));
  EXPECT_EQ(window.menus().action("Robot", "RobotB")->shortcut(), QKeySequence("Ctrl+2"));
  EXPECT_TRUE(window.menus().action("Robot", "RobotB")->isChecked());
  EXPECT_FALSE(robotA->isChecked());
  robotA->trigger();
  EXPECT_TRUE(eventually([&] { return window.selectedRobot() == window.robot("RobotA"); }));
  window.menus().action("Robot", "All robots")->trigger();
  EXPECT_TRUE(eventually([&] { return window.engine().console().selectedRobots().size() == 2; }));
  window.menus().updateRobots();
  EXPECT_TRUE(window.menus().action("Robot", "RobotA")->isChecked());
  EXPECT_TRUE(window.menus().action("Robot", "RobotB")->isChecked());
}

TEST(StudioWindow, AViewPutBesideATabbedViewIsSeenAndSoIsTheOther)
{
  QSettings().clear();
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.resize(1300, 850);
  window.show();
  // timing.Motion and timing.Cognition share a place as tabs (Cognition in front).
  ASSERT_TRUE(connectAndOpen(window, robot, "TestRobot", {"timing.Motion", "timing.Cognition"}));
  window.command("view TestRobot.modules.Motion beside TestRobot.timing.Motion");
  ASSERT_TRUE(eventually([&] { return window.openViews().size() == 3; }));
  QDockWidget* motion = dockOf(window, "TestRobot.timing.Motion");
  QDockWidget* modules = dockOf(window, "TestRobot.modules.Motion");
  // (Qt's split beside a tab nests both in the tab, out of sight, with no tab to bring them back.)
  const QRect views(window.viewArea().mapTo(&window, QPoint()), window.viewArea().size());
  EXPECT_TRUE(eventually([&] { return views.contains(placed(window, motion)) && views.contains(placed(window, modules)); }))
    << text(placed(window, motion)) << " " << text(placed(window, modules)) << " in " << text(views);
  EXPECT_GT(placed(window, modules).left(), placed(window, motion).right());
  // The tab beside it stays its tab.
  EXPECT_EQ(window.viewArea().tabifiedDockWidgets(motion), QList<QDockWidget*>{dockOf(window, "TestRobot.timing.Cognition")});
}
