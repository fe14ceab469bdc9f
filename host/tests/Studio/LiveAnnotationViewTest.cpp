/**
 * @file LiveAnnotationViewTest.cpp
 * The annotation view of a live robot (touchline-testrobot, whose TestCounterProvider annotates
 * every 25th count in Cognition): the annotations arrive while the view is open, the filter
 * applies to them, and "stop on matching annotation" holds the robot's display at the end of the
 * frame with a matching annotation (the representation TestCounter stays that of the annotated
 * frame while frames keep arriving) until Continue; unchecked, nothing holds.
 */
#include "StudioTestSupport.h"
#include "LogPlayer/AnnotationView.h"
#include "Streaming/InStreams.h"
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <gtest/gtest.h>

using namespace StudioTest;

namespace
{
  /** The count of the last TestCounter the robot sent (-1 if none), and its sequence. */
  std::pair<int, unsigned> lastCounter(RobotConnection& robot)
  {
    return robot.read([](const RobotState& state) {
      const auto entry = state.representations().find("TestCounter");
      if(entry == state.representations().end())
        return std::pair(-1, 0u);
      InBinaryMemory in(entry->second.payload.data(), entry->second.payload.size());
      int count = -1;
      in >> count;
      return std::pair(in.failed() ? -1 : count, entry->second.sequence);
    });
  }

  unsigned cognitionFrames(RobotConnection& robot)
  {
    return robot.read([](const RobotState& state) {
      const int component = state.component("Cognition");
      const auto count = component > 0 ? state.frameCounts().find(static_cast<unsigned>(component)) : state.frameCounts().end();
      return count == state.frameCounts().end() ? 0u : count->second.frames;
    });
  }
}

TEST(LiveAnnotationView, ListsTheRobotsAnnotationsAndHoldsItsViewsAtAMatchingOne)
{
  TestRobot testRobot;
  ASSERT_FALSE(testRobot.address.empty());
  MainWindow window;
  window.show();
  window.command("sc " + QString::fromStdString(testRobot.address));
  ASSERT_TRUE(eventually([&] { return window.robot("TestRobot") && window.robot("TestRobot")->isConnected(); }));
  RobotConnection& robot = *window.robot("TestRobot");
  window.command("view TestRobot.annotations");
  ASSERT_TRUE(eventually([&] { return window.findView("TestRobot.annotations") != nullptr; })) << window.console().text().toStdString();
  auto* view = qobject_cast<AnnotationView*>(window.findView("TestRobot.annotations"));
  ASSERT_NE(view, nullptr);

  // The annotations arrive (the view requests them): frame and time, thread, source, text.
  ASSERT_TRUE(eventually([&] { return view->text().count('\n') >= 2; })) << view->text().toStdString();
  const QStringList cells = view->text().split('\n').front().split('\t');
  ASSERT_EQ(cells.size(), 4);
  EXPECT_EQ(cells[1], "Cognition");
  EXPECT_EQ(cells[2], "TestCounterProvider");
  EXPECT_TRUE(cells[3].startsWith("count ")) << cells[3].toStdString();
  EXPECT_EQ(cells[3].mid(6).toInt() % 25, 0);
  EXPECT_TRUE(robot.read([](const RobotState& state) { return !state.annotations().empty() && state.annotations().back().source == "TestCounterProvider"; }));

  // The filter: multiples of 100 only.
  auto* filter = view->findChild<QLineEdit*>("filter");
  auto* regex = view->findChild<QCheckBox*>("regex");
  auto* continueButton = view->findChild<QPushButton*>("continue");
  ASSERT_TRUE(filter && regex && continueButton);
  regex->setChecked(true);
  QTest::keyClicks(filter, "^count \\d*00$");
  ASSERT_TRUE(eventually([&] { return !view->text().isEmpty(); }, std::chrono::seconds(10))) << "no count that is a multiple of 100";
  for(const QString& line : view->text().split('\n'))
    EXPECT_EQ(line.section('\t', 3).mid(6).toInt() % 100, 0) << line.toStdString();

  // Stop: the display holds the frame with the next matching annotation.
  window.command("dr representation:TestCounter");
  ASSERT_TRUE(eventually([&] { return lastCounter(robot).first > 0; }));
  view->setStopOnMatch(true);
  ASSERT_TRUE(eventually([&] { return robot.isHeld(); }, std::chrono::seconds(10)));
  ASSERT_TRUE(eventually([&] { return !view->heldText().isEmpty(); }));
  const RobotState::Annotation held = robot.read([](const RobotState& state) { return state.heldAt(); });
  EXPECT_EQ(held.thread, "Cognition");
  const int heldCount = QString::fromStdString(held.text).mid(6).toInt();
  EXPECT_EQ(heldCount % 100, 0) << held.text;
  EXPECT_TRUE(view->heldText().contains(QString::fromStdString(held.text))) << view->heldText().toStdString();
  EXPECT_TRUE(continueButton->isVisible());
  EXPECT_GE(view->currentRow(), 0);
  // The views show the annotated frame: its TestCounter, while frames keep arriving.
  const auto [count, sequence] = lastCounter(robot);
  EXPECT_EQ(count, heldCount);
  const unsigned frames = cognitionFrames(robot);
  ASSERT_TRUE(eventually([&] { return cognitionFrames(robot) > frames + 10; }));
  EXPECT_EQ(lastCounter(robot).second, sequence);
  EXPECT_TRUE(robot.isHeld());

  // Continue: the display follows the robot again (until the next multiple of 100 holds it).
  QTest::mouseClick(continueButton, Qt::LeftButton);
  ASSERT_TRUE(eventually([&] { return lastCounter(robot).first > heldCount; }));
  view->setStopOnMatch(false);
  EXPECT_FALSE(robot.isHeld());
  const unsigned later = cognitionFrames(robot);
  ASSERT_TRUE(eventually([&] { return cognitionFrames(robot) > later + 120; })); // past the next multiple of 100
  EXPECT_FALSE(robot.isHeld());
  EXPECT_TRUE(view->heldText().isEmpty());
  EXPECT_GT(lastCounter(robot).first, heldCount + 100);
}
