/**
 * @file SelectedRobotsViewsTest.cpp
 * Commands that apply to each selected robot: vf, vp, vpd (one view per robot, with robot all or
 * for <robots>), and si, which saves the camera image of the real robot program touchline on
 * touchline-naosim with its cameras (number, grayscale, reset, {robot}), and names a robot
 * without a camera (touchline-testrobot) when several are selected.
 */
#include "StudioTestSupport.h"
#include "SimulatedRobot.h"
#include "Console/Console.h"
#include "Console/ConsoleThread.h"
#include "Plot/PlotView.h"
#include "Studio/SceneTree.h"
#include <QDir>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <regex>

using namespace StudioTest;

TEST(SelectedRobotsViews, VfVpAndVpdOpenAViewPerSelectedRobot)
{
  TestRobot first("0", "RobotA");
  TestRobot second("0", "RobotB");
  ASSERT_FALSE(first.address.empty());
  ASSERT_FALSE(second.address.empty());
  MainWindow window;
  window.show();
  ASSERT_TRUE(connected(window, first.address, "RobotA"));
  ASSERT_TRUE(connected(window, second.address, "RobotB"));

  // One robot selected: its view only.
  window.command("robot RobotA");
  window.command("vf solo");
  ASSERT_TRUE(eventually([&] { return window.findView("RobotA.field.solo") != nullptr; }));
  QTest::qWait(200);
  EXPECT_EQ(window.findView("RobotB.field.solo"), nullptr);

  // Every robot selected: one view each.
  window.command("robot all");
  window.command("vf world");
  window.command("vp counter 100 0 100");
  window.command("vpd counter module:TestCounterProvider:value red");
  for(const QString robot : {"RobotA", "RobotB"})
  {
    EXPECT_TRUE(eventually([&] { return window.findView(robot + ".field.world") != nullptr; })) << robot.toStdString();
    EXPECT_TRUE(eventually([&] {
      auto* plot = qobject_cast<PlotView*>(window.findView(robot + ".plot.counter"));
      return plot && plot->definition().layers.size() == 1;
    })) << robot.toStdString();
  }

  // for <robots>: the same, for those named.
  window.command("robot RobotA");
  window.command("for RobotA RobotB vf other");
  EXPECT_TRUE(eventually([&] { return window.findView("RobotA.field.other") && window.findView("RobotB.field.other"); }));
}

TEST(SelectedRobotsViews, SiSavesTheCameraImageOfEachSelectedRobot)
{
  const std::string socket = NaoSimTest::socketPath("si");
  TestProcess::Process naosim({TOUCHLINE_NAOSIM_PATH, "--socket", socket, "--cameras", "127.0.0.1:0"});
  ASSERT_TRUE(naosim.waitForOut("(bottom)\n")) << naosim.err;
  std::smatch match;
  ASSERT_TRUE(std::regex_search(naosim.out, match, std::regex("cameras on 127\\.0\\.0\\.1:(\\d+) \\(top\\)"))) << naosim.out;
  TestProcess::Process touchline({TOUCHLINE_PATH, "--lola", socket, "--camera-server", "127.0.0.1:" + match[1].str(), "--config",
                                  TOUCHLINE_CONFIG_DIR, "--debug-port", "0"});
  const std::optional<std::string> line = touchline.waitForLine("touchline: debug link on port ", std::chrono::seconds(30));
  ASSERT_TRUE(line) << touchline.err;
  TestRobot testRobot("0", "TestRobot");
  ASSERT_FALSE(testRobot.address.empty());
  QTemporaryDir directory;
  ASSERT_TRUE(directory.isValid());
  const QDir dir(directory.path());

  MainWindow window;
  window.show();
  window.command("sc 127.0.0.1:" + QString::fromStdString(line->substr(30)));
  ASSERT_TRUE(eventually([&] { return window.engine().console().connections().size() == 1 && window.engine().console().connections()[0]->isConnected(); }));
  const QString simulated = QString::fromStdString(window.engine().console().connections()[0]->name());

  // No view asks for the image: si asks for it once.
  window.command("si " + dir.filePath("a.png"));
  ASSERT_TRUE(eventually([&] { return printed(window, "wrote " + dir.filePath("a.png")); }, std::chrono::seconds(30)))
    << window.console().text().toStdString();
  QImage image(dir.filePath("a.png"));
  ASSERT_FALSE(image.isNull());
  EXPECT_GE(image.width(), 320);
  EXPECT_GE(image.height(), 240);
  EXPECT_FALSE(image.isGrayscale());

  window.command("si number grayscale " + dir.filePath("b"));
  window.command("si number " + dir.filePath("b.bmp"));
  ASSERT_TRUE(eventually([&] { return printed(window, "wrote " + dir.filePath("b_1.bmp")); }, std::chrono::seconds(30)))
    << window.console().text().toStdString();
  EXPECT_TRUE(QImage(dir.filePath("b_0.png")).isGrayscale());
  window.command("si reset");
  window.command("si number " + dir.filePath("c.png"));
  ASSERT_TRUE(eventually([&] { return printed(window, "wrote " + dir.filePath("c_0.png")); }, std::chrono::seconds(30)))
    << window.console().text().toStdString();

  // Both robots: each saves its own (the test robot has no camera).
  ASSERT_TRUE(connected(window, testRobot.address, "TestRobot"));
  window.command("robot all");
  window.command("si " + dir.filePath("{robot}.png"));
  ASSERT_TRUE(eventually([&] { return printed(window, "Error: TestRobot sends no camera image"); }, std::chrono::seconds(30)))
    << window.console().text().toStdString();
  EXPECT_TRUE(eventually([&] { return printed(window, "wrote " + dir.filePath(simulated + ".png")); }, std::chrono::seconds(30)))
    << window.console().text().toStdString();
  EXPECT_FALSE(QFile::exists(dir.filePath("TestRobot.png")));
}
