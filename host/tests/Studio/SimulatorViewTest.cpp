/**
 * @file SimulatorViewTest.cpp
 * The field and 3-D views of touchline-naosim's simulator robot, against a real naosim process:
 * it shows in the scene tree by its beacon and connects by a double-click; the robots in their
 * jerseys and the ball where naosim has them; dragging a robot and the ball
 * with the mouse (Qt Test events on the real widget) moves a picture of them with the mouse and
 * sends "mv" and "mvb", and naosim moves them; a press beside them still pans.
 */
#include "Field/FieldView.h"
#include "NaoSimTestSupport.h"
#include "Scene/SceneView.h"
#include "StudioTestSupport.h"
#include "Studio/SceneTree.h"
#include <QRegularExpression>
#include <QTreeWidgetItem>
#include <cmath>
#include <gtest/gtest.h>

using namespace StudioTest;

namespace
{
  /**
   * The jersey colours of naosim's scene files (SceneFile::jerseyColor) as pixels: in the field
   * view half transparent on the carpet (0x2e8b3e), as no program is connected to the robots.
   */
  const QColor blueJersey(26, 64, 230), redJersey(230, 26, 26);
  const QColor fadedBlue((26 + 0x2e) / 2, (64 + 0x8b) / 2, (230 + 0x3e) / 2), fadedRed((230 + 0x2e) / 2, (26 + 0x8b) / 2, (26 + 0x3e) / 2);

  /** Pixels of a colour in a square of a side around a point. */
  int countAround(const QImage& image, const QPointF& center, int half, const QColor& color, int tolerance = 60)
  {
    return count(image.copy(QRect(static_cast<int>(center.x()) - half, static_cast<int>(center.y()) - half, 2 * half + 1, 2 * half + 1)),
                 color, tolerance);
  }

  /** The spot of the view with this command, or nullptr. */
  const DrawingPainter::Spot* spotOf(const FieldView& view, const QString& command)
  {
    for(const DrawingPainter::Spot& spot : view.spots())
      if(spot.command == command)
        return &spot;
    return nullptr;
  }

  /** The field point (mm) that the console printed in the last "<prefix> <x> <y>" command. */
  std::optional<QPointF> printedPoint(MainWindow& window, const QString& prefix)
  {
    const QRegularExpression pattern(QRegularExpression::escape(prefix) + " (-?\\d+) (-?\\d+)\\n");
    QRegularExpressionMatch last;
    for(QRegularExpressionMatchIterator matches = pattern.globalMatch(window.console().text()); matches.hasNext();)
      last = matches.next();
    if(!last.hasMatch())
      return std::nullopt;
    return QPointF(last.captured(1).toDouble(), last.captured(2).toDouble());
  }

  /** Drags with the left button from one widget point to another, in steps. */
  void drag(QWidget* widget, const QPointF& from, const QPointF& to, const std::function<void()>& whileDragging = nullptr)
  {
    QTest::mousePress(widget, Qt::LeftButton, {}, from.toPoint());
    for(int step = 1; step <= 5; ++step)
    {
      QTest::mouseMove(widget, (from + (to - from) * step / 5.).toPoint());
      QTest::qWait(10);
    }
    if(whileDragging)
      whileDragging();
    QTest::mouseRelease(widget, Qt::LeftButton, {}, to.toPoint());
  }
}

TEST(SimulatorView, DraggingARobotAndTheBallInTheFieldViewMovesThemInNaoSim)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "release builds compile debug drawings out";
#endif
  const std::string socket1 = NaoSimTest::socketPath("dragA"), socket2 = NaoSimTest::socketPath("dragB");
  TestProcess::Process naosim({TOUCHLINE_NAOSIM_PATH, "--no-cameras", "--debug-port", "0", "--ball", "0,0", "--socket", socket1, "--pose",
                               "-1500,0,0", "--socket", socket2, "--team", "blue", "--pose", "1000,-500,90"});
  const std::string prefix = "simulator robot Simulator: debug link on ";
  const std::optional<std::string> line = naosim.waitForLine(prefix, std::chrono::seconds(10));
  ASSERT_TRUE(line) << naosim.err;
  const QString address = QString::fromStdString(line->substr(prefix.size(), line->find(',') - prefix.size()));

  MainWindow window;
  window.resize(1100, 800);
  // Its beacons go to the default discovery port (other tests' simulators may be there as well).
  window.listen(9998);
  window.show();
  QTreeWidgetItem* item = nullptr;
  ASSERT_TRUE(eventually([&] {
    for(QTreeWidgetItem* candidate : window.sceneTree().findItems("Simulator", Qt::MatchExactly))
      if(candidate->toolTip(0).startsWith(address + ","))
        item = candidate;
    return item != nullptr;
  })) << "no Simulator at " << address.toStdString() << " in the scene tree";
  EXPECT_TRUE(item->text(1).startsWith("alive"));
  Q_EMIT window.sceneTree().itemDoubleClicked(item, 0);
  ASSERT_TRUE(eventually([&] { return printed(window, "connected to Simulator"); })) << window.console().text().toStdString();
  window.command("vf truth");
  window.command("vfd truth representation:GroundTruthWorldState");
  ASSERT_TRUE(eventually([&] { return window.findView("Simulator.field.truth") != nullptr; }));
  auto* view = qobject_cast<FieldView*>(window.findView("Simulator.field.truth"));
  ASSERT_NE(view, nullptr);

  // The robots in their jerseys where naosim has them, each with a handle.
  ASSERT_TRUE(eventually([&] { return spotOf(*view, "mv robot2 $1 $2") && spotOf(*view, "mv robot1 $1 $2") && spotOf(*view, "mvb $1 $2"); }))
    << window.console().text().toStdString();
  // The dock is laid out after it opened: wait until the view keeps its size and is painted so.
  QSize size;
  ASSERT_TRUE(eventually([&] {
    const bool stable = view->size() == size;
    size = view->size();
    QTest::qWait(100);
    const DrawingPainter::Spot* spot = spotOf(*view, "mv robot2 $1 $2");
    return stable && spot && QLineF(spot->area.boundingRect().center(), view->toWidget({1000., -500.})).length() < 5.;
  }));
  const QPointF from = spotOf(*view, "mv robot2 $1 $2")->area.boundingRect().center();
  EXPECT_GT(countAround(view->grab().toImage(), view->toWidget({1000., -500.}), 12, fadedBlue), 15);
  EXPECT_GT(countAround(view->grab().toImage(), view->toWidget({-1500., 0.}), 12, fadedRed), 15);

  // Dragging robot2: a picture of it follows the mouse; dropped, mv is sent and naosim moves it.
  const QPointF to = view->toWidget({-2000., 1500.});
  EXPECT_EQ(countAround(view->grab().toImage(), to, 12, fadedBlue), 0);
  drag(view, from, to, [&] {
    EXPECT_TRUE(view->draggingSpot());
    EXPECT_GT(countAround(view->grab().toImage(), to, 14, fadedBlue), 15) << "the picture follows the mouse";
  });
  EXPECT_FALSE(view->draggingSpot());
  ASSERT_TRUE(eventually([&] { return printed(window, "robot2: at "); })) << window.console().text().toStdString();
  const std::optional<QPointF> sent = printedPoint(window, "mv robot2");
  ASSERT_TRUE(sent) << window.console().text().toStdString();
  EXPECT_LT(QLineF(*sent, QPointF(-2000., 1500.)).length(), 30.) << sent->x() << " " << sent->y();
  EXPECT_TRUE(eventually([&] {
    const DrawingPainter::Spot* spot = spotOf(*view, "mv robot2 $1 $2");
    return spot && QLineF(spot->area.boundingRect().center(), to).length() < 5.;
  })) << "the simulator's next ground truth has robot2 where it was dropped";
  EXPECT_TRUE(eventually([&] { return countAround(view->grab().toImage(), to, 12, fadedBlue) > 15; }));
  const std::map<std::string, std::string> body = NaoSimTest::state(naosim, 1);
  ASSERT_TRUE(body.contains("pose")) << naosim.out;
  const std::string pose = body.at("pose");
  EXPECT_NEAR(std::stod(pose.substr(0, pose.find(','))), sent->x(), 40.) << pose;

  // The ball.
  const DrawingPainter::Spot* ball = spotOf(*view, "mvb $1 $2");
  ASSERT_NE(ball, nullptr);
  const QPointF ballFrom = ball->area.boundingRect().center(), ballTo = view->toWidget({2500., 1000.});
  drag(view, ballFrom, ballTo);
  ASSERT_TRUE(eventually([&] { return printed(window, "ball at "); })) << window.console().text().toStdString();
  EXPECT_TRUE(eventually([&] {
    const DrawingPainter::Spot* spot = spotOf(*view, "mvb $1 $2");
    return spot && QLineF(spot->area.boundingRect().center(), ballTo).length() < 5.;
  }));

  // Beside the handles the mouse pans as before; a click on a handle sends nothing.
  const QPointF empty = view->toWidget({0., -2500.});
  QTest::mousePress(view, Qt::LeftButton, {}, empty.toPoint());
  EXPECT_FALSE(view->draggingSpot());
  QTest::mouseRelease(view, Qt::LeftButton, {}, empty.toPoint());
  const int sentBefore = static_cast<int>(window.console().text().count("mv robot1"));
  const QPointF robot1 = spotOf(*view, "mv robot1 $1 $2")->area.boundingRect().center();
  QTest::mouseClick(view, Qt::LeftButton, {}, robot1.toPoint());
  QTest::qWait(200);
  EXPECT_EQ(window.console().text().count("mv robot1"), sentBefore);

  // The 3-D view: the bodies in their jerseys.
  window.command("vs world");
  window.command("vsd world representation:GroundTruthWorldState");
  ASSERT_TRUE(eventually([&] { return window.findView("Simulator.scene.world") != nullptr; }));
  StudioView* scene = window.findView("Simulator.scene.world");
  EXPECT_TRUE(eventually([&] {
    const QImage image = scene->grab().toImage();
    return count(image, blueJersey, 60) > 20 && count(image, redJersey, 60) > 20;
  })) << "both robots' bodies in the 3-D view";

  // The two views share a place as tabs; "view ... beside ..." shows both.
  const auto seen = [&](QWidget* widget) { return window.rect().contains(QRect(widget->mapTo(&window, QPoint()), widget->size())); };
  EXPECT_TRUE(seen(scene));
  EXPECT_FALSE(seen(view)) << "the field view is the tab behind";
  window.command("view Simulator.scene.world beside Simulator.field.truth");
  EXPECT_TRUE(eventually([&] {
    return seen(view) && seen(scene) && scene->mapTo(&window, QPoint()).x() > view->mapTo(&window, QPoint()).x() + view->width() / 2;
  }));
  window.command("view Simulator.scene.world below Simulator.scene.world");
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: no other view Simulator.scene.world is open"); }));
}
