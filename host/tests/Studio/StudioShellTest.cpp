/**
 * @file StudioShellTest.cpp
 * The studio's shell against the test robot: connecting by command, the scene tree with the
 * robot's views, opening a view by command, the timing view showing the robot's stopwatches,
 * the status bar.
 */
#include "StudioTestSupport.h"
#include "Studio/SceneTree.h"
#include "Timing/TimingView.h"
#include <QTableWidget>
#include <gtest/gtest.h>

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
  // A path that does not exist is named.
  window.command("view TestRobot.timing.NoThread");
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: TestRobot has no timing NoThread"); }));
  window.command("view");
  EXPECT_TRUE(eventually([&] { return printed(window, "Syntax Error: view ? [<pattern>] | view <path> [off]"); }));
  // Closing the view switches the request off.
  window.command("view TestRobot.timing.Cognition off");
  EXPECT_TRUE(eventually([&] { return window.findView("TestRobot.timing.Cognition") == nullptr; }));
}
