/**
 * @file StudioShellTest.cpp
 * The studio's shell against the test robot: connecting by command and by the beacons in the
 * scene tree, opening a view by command, the timing view showing the robot's stopwatches, the
 * status bar, layouts saved and restored per robot, reconnection, the console view's history and
 * completion, a peer that sends garbage, several robots (robot all).
 */
#include "StudioTestSupport.h"
#include "Network/Asio.hpp"
#include "Studio/SceneTree.h"
#include "Timing/TimingView.h"
#include <QJsonObject>
#include <QTableWidget>
#include <gtest/gtest.h>
#include <thread>
#include <unistd.h>

using namespace StudioTest;

TEST(StudioShell, ConnectsOpensTheTimingViewAndShowsTheRobotsStopwatches)
{
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.show();
  window.command("sc " + QString::fromStdString(robot.address));
  ASSERT_TRUE(eventually([&] { return printed(window, "connected to TestRobot"); })) << window.console().text().toStdString();
  // The scene tree has the robot and a timing view per thread.
  ASSERT_TRUE(eventually([&] { return window.sceneTree().item("TestRobot.timing.Cognition") != nullptr; }));
  window.command("view TestRobot.timing.Cognition");
  ASSERT_TRUE(eventually([&] { return window.findView("TestRobot.timing.Cognition") != nullptr; }));
  auto* view = qobject_cast<TimingView*>(window.findView("TestRobot.timing.Cognition"));
  ASSERT_NE(view, nullptr);
  // The view switched "timing" on: the test robot's stopwatch and the providers' times arrive.
  EXPECT_TRUE(eventually([&] { return view->text(false).contains("TestCounterProvider:count"); })) << view->text(false).toStdString();
  EXPECT_TRUE(view->text(false).contains("TestCounter\t"));
  EXPECT_TRUE(eventually([&] { return window.status().contains("Cognition") && window.status().contains("TestRobot: connected"); }))
    << window.status().toStdString();
  // "view ?" lists the views (with a pattern: those that match).
  window.command("view ? timing");
  EXPECT_TRUE(eventually([&] { return printed(window, "\nTestRobot.timing.Motion"); })) << window.console().text().toStdString();
  EXPECT_FALSE(printed(window, "\nTestRobot.timing\n"));
  // A path that does not exist is named.
  window.command("view TestRobot.timing.NoThread");
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: TestRobot has no timing NoThread"); }));
  window.command("view");
  EXPECT_TRUE(eventually([&] { return printed(window, "Syntax Error: view ? [<pattern>] | view <path> [off]"); }));
  // Closing the view switches the request off.
  window.command("view TestRobot.timing.Cognition off");
  EXPECT_TRUE(eventually([&] { return window.findView("TestRobot.timing.Cognition") == nullptr; }));
}

TEST(StudioShell, RobotsSeenByTheirBeaconsAreListedAndConnectedByDoubleClick)
{
  const std::string discoveryPort = std::to_string(20000 + getpid() % 20000);
  TestProcess::Process robot({TOUCHLINE_TESTROBOT_PATH, "--config", TOUCHLINE_TESTROBOT_CONFIG, "--port", "0", "--name", "Beaconer",
                              "--discovery-port", discoveryPort, "--beacon-to", "127.255.255.255"});
  ASSERT_TRUE(robot.waitForLine("debug port ", std::chrono::seconds(20)));
  MainWindow window;
  window.listen(static_cast<std::uint16_t>(std::stoi(discoveryPort)));
  window.show();
  QTreeWidgetItem* item = nullptr;
  ASSERT_TRUE(eventually([&] { return (item = window.sceneTree().findItems("Beaconer", Qt::MatchExactly).value(0)) != nullptr; }));
  EXPECT_TRUE(item->text(1).startsWith("alive"));
  EXPECT_EQ(item->foreground(0).color(), QColor(0, 128, 0));
  // Double-click connects: the robot becomes a connected node with its views.
  Q_EMIT window.sceneTree().itemDoubleClicked(item, 0);
  ASSERT_TRUE(eventually([&] { return printed(window, "connected to Beaconer"); })) << window.console().text().toStdString();
  EXPECT_TRUE(eventually([&] { return window.sceneTree().item("Beaconer.timing.Motion") != nullptr; }));
  EXPECT_EQ(window.sceneTree().findItems("Beaconer", Qt::MatchExactly).size(), 1);
}

TEST(StudioShell, OpenViewsComeBackWhenTheRobotConnectsAgain)
{
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  {
    MainWindow window;
    window.show();
    window.command("sc " + QString::fromStdString(robot.address));
    ASSERT_TRUE(eventually([&] { return window.sceneTree().item("TestRobot.timing.Motion") != nullptr; }));
    window.command("view TestRobot.timing.Motion");
    window.command("view TestRobot.timing.Cognition");
    ASSERT_TRUE(eventually([&] { return window.openViews().size() == 2; }));
    qobject_cast<TimingView*>(window.findView("TestRobot.timing.Motion"))->restoreState(QJsonObject{{"filter", "Test"}});
    window.close(); // saves the layout
  }
  MainWindow window;
  window.show();
  window.command("sc " + QString::fromStdString(robot.address));
  ASSERT_TRUE(eventually([&] { return window.openViews().size() == 2; })) << window.openViews().join(", ").toStdString();
  EXPECT_EQ(window.openViews(), (QStringList{"TestRobot.timing.Cognition", "TestRobot.timing.Motion"}));
  EXPECT_EQ(window.findView("TestRobot.timing.Motion")->saveState().value("filter").toString(), "Test");
  // "layout reset" closes them and forgets them.
  window.command("layout reset");
  ASSERT_TRUE(eventually([&] { return window.openViews().isEmpty(); }));
  window.close();
  MainWindow third;
  third.command("sc " + QString::fromStdString(robot.address));
  ASSERT_TRUE(eventually([&] { return printed(third, "connected to TestRobot"); }));
  QTest::qWait(200);
  EXPECT_TRUE(third.openViews().isEmpty());
}

TEST(StudioShell, ALostRobotIsReconnectedAndItsViewsGoOn)
{
  auto robot = std::make_unique<TestRobot>();
  ASSERT_FALSE(robot->address.empty());
  const std::string port = robot->address.substr(robot->address.rfind(':') + 1);
  MainWindow window;
  window.show();
  window.command("sc " + QString::fromStdString(robot->address));
  ASSERT_TRUE(eventually([&] { return window.sceneTree().item("TestRobot.timing.Cognition") != nullptr; }));
  window.command("view TestRobot.timing.Cognition");
  ASSERT_TRUE(eventually([&] { return window.findView("TestRobot.timing.Cognition") != nullptr; }));
  auto* view = qobject_cast<TimingView*>(window.findView("TestRobot.timing.Cognition"));
  ASSERT_TRUE(eventually([&] { return view->text(false).contains("TestCounterProvider:count"); }));
  robot.reset();
  ASSERT_TRUE(eventually([&] { return printed(window, "TestRobot: connection lost"); }));
  EXPECT_TRUE(eventually([&] { return window.status().contains("reconnecting"); })) << window.status().toStdString();
  robot = std::make_unique<TestRobot>(port);
  ASSERT_FALSE(robot->address.empty());
  ASSERT_TRUE(eventually([&] { return printed(window, "TestRobot: reconnected"); }));
  // The timing request was sent again: the robot's frames are timed anew.
  RobotConnection* connection = window.robot("TestRobot");
  ASSERT_NE(connection, nullptr);
  const auto frames = [&] {
    return connection->read([](const RobotState& state) {
      const auto timing = state.timing().find(static_cast<unsigned>(state.component("Cognition")));
      return timing == state.timing().end() ? ThreadTiming::Clock::time_point() : timing->second.lastUpdate();
    });
  };
  const auto before = ThreadTiming::Clock::now();
  EXPECT_TRUE(eventually([&] { return frames() > before; }));
}

TEST(StudioShell, ConsoleViewHasHistoryAcrossRunsAndCompletes)
{
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  {
    MainWindow window;
    window.show();
    QTest::keyClicks(&window.console().line(), "sc " + QString::fromStdString(robot.address));
    QTest::keyClick(&window.console().line(), Qt::Key_Return);
    ASSERT_TRUE(eventually([&] { return printed(window, "connected to TestRobot"); }));
    // Completion of a polled name (the names were asked for on connecting).
    ASSERT_TRUE(eventually([&] {
      window.console().line().setText("dr debugData:module:TestC");
      QTest::keyClick(&window.console().line(), Qt::Key_Tab);
      return window.console().line().text() == "dr debugData:module:TestCounterProvider ";
    })) << window.console().line().text().toStdString();
    window.console().line().clear();
    QTest::keyClicks(&window.console().line(), "echo remembered");
    QTest::keyClick(&window.console().line(), Qt::Key_Return);
    ASSERT_TRUE(eventually([&] { return printed(window, "\nremembered"); }));
  }
  MainWindow window;
  QTest::keyClick(&window.console().line(), Qt::Key_Up);
  EXPECT_EQ(window.console().line().text(), "echo remembered");
  QTest::keyClick(&window.console().line(), Qt::Key_Up);
  EXPECT_EQ(window.console().line().text(), "sc " + QString::fromStdString(robot.address));
  QTest::keyClick(&window.console().line(), Qt::Key_Down);
  QTest::keyClick(&window.console().line(), Qt::Key_Down);
  EXPECT_EQ(window.console().line().text(), "");
}

TEST(StudioShell, AGarbageSendingPeerIsReportedAndTheStudioGoesOn)
{
  // A "robot" that answers with bytes that are no frames.
  asio::io_context io;
  asio::ip::tcp::acceptor acceptor(io, asio::ip::tcp::endpoint(asio::ip::make_address("127.0.0.1"), 0));
  const unsigned short port = acceptor.local_endpoint().port();
  std::thread peer([&] {
    asio::ip::tcp::socket socket(io);
    acceptor.accept(socket);
    const std::string garbage(100000, '\xff');
    asio::error_code error;
    asio::write(socket, asio::buffer(garbage), error);
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
  });
  MainWindow window;
  window.show();
  window.command("sc Garbage 127.0.0.1:" + QString::number(port));
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: cannot connect to 127.0.0.1:" + QString::number(port)); }))
    << window.console().text().toStdString();
  peer.join();
  // Still responsive: a command runs.
  window.command("echo alive");
  EXPECT_TRUE(eventually([&] { return printed(window, "\nalive"); }));
}

TEST(StudioShell, SeveralRobotsAtOnceAndRobotSelectsWhereCommandsGo)
{
  TestRobot first("0", "RobotA");
  TestRobot second("0", "RobotB");
  ASSERT_FALSE(first.address.empty());
  ASSERT_FALSE(second.address.empty());
  MainWindow window;
  window.show();
  window.command("sc " + QString::fromStdString(first.address));
  window.command("sc " + QString::fromStdString(second.address));
  ASSERT_TRUE(eventually([&] { return printed(window, "connected to RobotA") && printed(window, "connected to RobotB"); }));
  ASSERT_TRUE(eventually([&] {
    return window.sceneTree().item("RobotA.timing.Motion") != nullptr && window.sceneTree().item("RobotB.timing.Motion") != nullptr;
  }));
  // The robot connected last is selected; "robot" selects the other one; views of both open.
  EXPECT_EQ(window.selectedRobot(), window.robot("RobotB"));
  window.command("robot RobotA");
  ASSERT_TRUE(eventually([&] { return window.selectedRobot() == window.robot("RobotA"); }));
  EXPECT_TRUE(eventually([&] { return window.status().startsWith("RobotA: connected"); })) << window.status().toStdString();
  window.command("view timing.Cognition");
  window.command("view RobotB.timing.Cognition");
  ASSERT_TRUE(eventually([&] { return window.openViews().size() == 2; }));
  EXPECT_TRUE(window.findView("RobotA.timing.Cognition"));
  auto* viewA = qobject_cast<TimingView*>(window.findView("RobotA.timing.Cognition"));
  auto* viewB = qobject_cast<TimingView*>(window.findView("RobotB.timing.Cognition"));
  ASSERT_TRUE(viewA && viewB);
  EXPECT_TRUE(eventually([&] { return viewA->text(false).contains("TestCounterProvider:count") && viewB->text(false).contains("TestCounterProvider:count"); }));
  // A command goes to the selected robot only: B's counter freezes, A's goes on.
  window.command("robot RobotB");
  window.command("set module:TestCounterProvider step = 0;");
  window.command("robot RobotA");
  window.command("get module:TestCounterProvider");
  EXPECT_TRUE(eventually([&] { return printed(window, "set module:TestCounterProvider step = 1; gain = 0.5;"); }))
    << window.console().text().toStdString();
  window.command("robot RobotB");
  window.command("get module:TestCounterProvider");
  EXPECT_TRUE(eventually([&] { return printed(window, "set module:TestCounterProvider step = 0; gain = 0.5;"); }))
    << window.console().text().toStdString();
  // robot all: the commands about a robot go to both (each one's output under its name), the first is the selected one.
  window.command("robot all");
  window.command("set module:TestCounterProvider step = 2;");
  window.command("get module:TestCounterProvider");
  EXPECT_TRUE(eventually([&] {
    return printed(window, "RobotA:\nset module:TestCounterProvider step = 2; gain = 0.5;\nRobotB:\nset module:TestCounterProvider step = 2; gain = 0.5;");
  })) << window.console().text().toStdString();
  EXPECT_EQ(window.selectedRobot(), window.robot("RobotA"));
}
