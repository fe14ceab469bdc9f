/**
 * @file PlotViewTest.cpp
 * The plot view against the test robot (its PLOT "module:TestCounterProvider:value" grows by
 * 0.5 each Cognition frame): vp and vpd open it and switch the robot's plot request on, the
 * values arrive and are drawn (pixels of the layer's colour in the grabbed plot area), "off"
 * removes the layer and its request, bad commands print why, pausing freezes the picture while
 * the values keep coming, CSV and PNG export, the state saved and restored (also through a
 * saved layout and a new main window). And the painter alone: decimated to pixel columns, a
 * single peak among 10,000 values is still drawn.
 */
#include "Plot/PlotView.h"
#include "StudioTestSupport.h"
#include "Studio/SceneTree.h"
#include <QDir>
#include <QPainter>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QWheelEvent>
#include <cmath>
#include <gtest/gtest.h>

using namespace StudioTest;

namespace
{
  const std::string counterPlot = "module:TestCounterProvider:value";
  const std::string counterRequest = "plot:module:TestCounterProvider:value";

  /** Pixels in the rectangle that are clearly red (at least a third of a red line's colour over white). */
  int redPixels(const QImage& image, const QRect& rect)
  {
    int n = 0;
    for(int y = rect.top(); y <= rect.bottom(); ++y)
      for(int x = rect.left(); x <= rect.right(); ++x)
      {
        const QColor pixel = image.pixelColor(x, y);
        if(pixel.red() - std::max(pixel.green(), pixel.blue()) > 80)
          ++n;
      }
    return n;
  }

  /** Pixels of the plot area (inside its frame) of the view as it looks now. */
  int redPixels(PlotView& view)
  {
    return redPixels(view.grab().toImage(), view.plotArea().adjusted(1, 1, -1, -1));
  }

  /** How many values the robot's state holds of the counter's plot, ever (0 if none arrived). */
  std::uint64_t total(RobotConnection& robot)
  {
    return robot.read([](const RobotState& state) {
      const auto series = state.plots().find(counterPlot);
      return series == state.plots().end() ? std::uint64_t(0) : series->second.total();
    });
  }

  /** Whether a robot thread reported the request as active at the last poll (any thread). */
  bool requestActive(RobotConnection& robot, const std::string& name)
  {
    return robot.read([&](const RobotState& state) {
      for(const auto& requests : state.requests())
        if(const auto request = requests.find(name); request != requests.end() && request->second)
          return true;
      return false;
    });
  }

  /** Asks the robot for its requests again; true when every thread answered. */
  bool poll(MainWindow& window, RobotConnection& robot)
  {
    window.command("poll");
    return eventually([&] { return !window.engine().busy() && robot.read([](const RobotState& state) { return state.pollingDone(); }); });
  }

  /** A main window connected to the test robot, the robot's polling done. */
  struct Connected
  {
    explicit Connected(TestRobot& robot)
    {
      window.show();
      window.command("sc " + QString::fromStdString(robot.address));
      connected = eventually([&] {
        RobotConnection* connection = window.robot("TestRobot");
        return connection && connection->read([](const RobotState& state) { return state.pollingDone(); });
      });
    }
    RobotConnection& robot() { return *window.robot("TestRobot"); }
    PlotView* view(const QString& name) { return qobject_cast<PlotView*>(window.findView("TestRobot.plot." + name)); }

    MainWindow window;
    bool connected = false;
  };
}

TEST(PlotView, ShowsAndDrawsTheRobotsPlotAndOffRemovesItAndItsRequest)
{
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  Connected studio(robot);
  ASSERT_TRUE(studio.connected) << studio.window.console().text().toStdString();
  MainWindow& window = studio.window;

  // The plot names polled are listed and completed.
  window.command("vpd ?");
  EXPECT_TRUE(eventually([&] { return printed(window, QString::fromStdString(counterPlot)); })) << window.console().text().toStdString();

  window.command("vp counter 150 0 100000 units frames");
  ASSERT_TRUE(eventually([&] { return studio.view("counter") != nullptr; })) << window.console().text().toStdString();
  PlotView& view = *studio.view("counter");
  EXPECT_TRUE(eventually([&] { return window.sceneTree().item("TestRobot.plot.counter") != nullptr; }));
  EXPECT_EQ(view.definition().numOfValues, 150);
  EXPECT_EQ(view.definition().yUnit, "units");
  EXPECT_EQ(view.definition().xUnit, "frames");
  window.command("vpo counter key off");
  ASSERT_TRUE(eventually([&] { return !view.definition().showKey; }));
  // Nothing red before there is a layer.
  EXPECT_EQ(redPixels(view), 0);

  const std::uint64_t before = total(studio.robot());
  window.command("vpd counter module:TestCounterProvider:value red the counter");
  ASSERT_TRUE(eventually([&] { return view.definition().layers.size() == 1u; }));
  EXPECT_EQ(view.definition().layers[0].id, counterPlot);
  EXPECT_EQ(view.definition().layers[0].color, QColor(255, 0, 0));
  EXPECT_EQ(view.definition().layers[0].description, "the counter");
  // The view switched the robot's request on: the values come, and the view takes them.
  ASSERT_TRUE(eventually([&] { return total(studio.robot()) > before + 20; })) << window.console().text().toStdString();
  ASSERT_TRUE(eventually([&] { return view.values(0).size() >= 20u; }));
  // The y range follows the values, so that the line is inside the plot.
  window.command("vpo counter auto on");
  ASSERT_TRUE(eventually([&] { return view.definition().autoMinMax; }));
  const int early = redPixels(view);
  EXPECT_GT(early, 10);
  // More values, a longer line; never more than numOfValues of them: the last ones.
  ASSERT_TRUE(eventually([&] { return view.values(0).size() == 150u && total(studio.robot()) > 200u; }));
  const int full = redPixels(view);
  EXPECT_GT(full, early);
  EXPECT_GT(full, view.plotArea().width() / 2);
  const std::vector<float>& shown = view.values(0);
  for(std::size_t i = 1; i < shown.size(); ++i)
    ASSERT_FLOAT_EQ(shown[i] - shown[i - 1], 0.5f) << i;
  ASSERT_TRUE(poll(window, studio.robot()));
  EXPECT_TRUE(requestActive(studio.robot(), counterRequest));

  // Completion: views, plots, colours.
  std::vector<std::string> candidates = window.engine().console().completions("vpd cou");
  EXPECT_EQ(candidates, std::vector<std::string>{"vpd counter"});
  candidates = window.engine().console().completions("vpd counter module:TestC");
  EXPECT_EQ(candidates, std::vector<std::string>{"vpd counter " + counterPlot});
  candidates = window.engine().console().completions("vpd counter x ora");
  EXPECT_EQ(candidates, std::vector<std::string>{"vpd counter x orange"});

  // Off: the layer goes, and with it the request.
  window.command("vpd counter module:TestCounterProvider:value off");
  ASSERT_TRUE(eventually([&] { return view.definition().layers.empty(); }));
  EXPECT_EQ(redPixels(view), 0);
  ASSERT_TRUE(poll(window, studio.robot()));
  EXPECT_FALSE(requestActive(studio.robot(), counterRequest));
  window.command("vpd counter module:TestCounterProvider:value off");
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: TestRobot.plot.counter does not show " + QString::fromStdString(counterPlot)); }));
}

TEST(PlotView, BadCommandsSayWhy)
{
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  Connected studio(robot);
  ASSERT_TRUE(studio.connected);
  MainWindow& window = studio.window;
  window.command("vp counter 100");
  EXPECT_TRUE(eventually([&] { return printed(window, "Syntax Error: vp <name> <numOfValues> <minValue> <maxValue> [<yUnit> [<xUnit> [<xScale>]]]"); }))
    << window.console().text().toStdString();
  window.command("vp counter many 0 1");
  EXPECT_TRUE(eventually([&] { return window.console().text().count("Syntax Error: vp <name>") == 2; }));
  window.command("vp counter 0 0 1");
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: <numOfValues> must be 1 .. 65536"); }));
  window.command("vp counter 10 5 1");
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: <minValue> must be smaller than <maxValue>"); }));
  window.command("vp a.b 10 0 1");
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: a plot view's name has no '.' (a.b)"); }));
  window.command("vpd nothing module:TestCounterProvider:value red");
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: TestRobot has no plot view nothing"); }));
  window.command("vp counter 10 0 1");
  ASSERT_TRUE(eventually([&] { return studio.view("counter") != nullptr; }));
  window.command("vpd counter module:TestCounterProvider:value notAColour");
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: no colour notAColour"); }));
  window.command("vpd counter module:TestCounterProvider:value ?");
  EXPECT_TRUE(eventually([&] { return printed(window, "black blue brown"); }));
  window.command("vpo counter export " + QDir::tempPath() + "/plot.txt");
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: the file name must end with .csv or .png"); }));
  window.command("vpo counter sideways");
  EXPECT_TRUE(eventually([&] { return printed(window, "Syntax Error: vpo <name> (auto | key | pause) [on | off]"); }));
  // Hex colours (without '#', which starts a comment).
  window.command("vpd counter module:TestCounterProvider:value 00ff80");
  ASSERT_TRUE(eventually([&] { return studio.view("counter")->definition().layers.size() == 1u; }));
  EXPECT_EQ(studio.view("counter")->definition().layers[0].color, QColor(0, 255, 128));
  EXPECT_FALSE(studio.view("counter")->definition().layers.empty());
}

TEST(PlotView, PausingFreezesThePictureWhileTheValuesKeepComing)
{
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  Connected studio(robot);
  ASSERT_TRUE(studio.connected);
  MainWindow& window = studio.window;
  window.command("vp counter 100 0 100000");
  window.command("vpd counter module:TestCounterProvider:value red");
  window.command("vpo counter auto on");
  ASSERT_TRUE(eventually([&] { return studio.view("counter") && studio.view("counter")->definition().autoMinMax; }));
  PlotView& view = *studio.view("counter");
  ASSERT_TRUE(eventually([&] { return view.values(0).size() == 100u; }));

  // Space pauses (through the command, which the console shows).
  view.setFocus();
  QTest::keyClick(&view, Qt::Key_Space);
  ASSERT_TRUE(eventually([&] { return view.isPaused(); }));
  EXPECT_TRUE(printed(window, "> vpo TestRobot.plot.counter pause on"));
  const QImage frozen = view.grab().toImage();
  const std::vector<float> values = view.values(0);
  const std::uint64_t collected = total(studio.robot());
  ASSERT_TRUE(eventually([&] { return total(studio.robot()) > collected + 30; }));
  QTest::qWait(50); // Frames reach the view at most 60 times a second.
  EXPECT_EQ(view.values(0), values);
  EXPECT_TRUE(view.grab().toImage() == frozen);

  // CSV: the values shown, as the robot sent them.
  QTemporaryDir directory;
  ASSERT_TRUE(directory.isValid());
  const QString csvFile = directory.filePath("counter.csv");
  window.command("vpo counter export " + csvFile);
  ASSERT_TRUE(eventually([&] { return printed(window, "wrote " + csvFile); })) << window.console().text().toStdString();
  QFile file(csvFile);
  ASSERT_TRUE(file.open(QIODevice::ReadOnly | QIODevice::Text));
  const QStringList lines = QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
  ASSERT_EQ(lines.size(), 101);
  EXPECT_EQ(lines[0], "x," + QString::fromStdString(counterPlot));
  for(int i = 1; i < lines.size(); ++i)
  {
    const QStringList cells = lines[i].split(',');
    ASSERT_EQ(cells.size(), 2) << lines[i].toStdString();
    EXPECT_EQ(cells[0].toInt(), i - 100);
    EXPECT_EQ(cells[1].toFloat(), values[static_cast<std::size_t>(i - 1)]) << lines[i].toStdString();
  }
  // PNG: the picture.
  const QString pngFile = directory.filePath("counter.png");
  window.command("vpo counter export " + pngFile);
  ASSERT_TRUE(eventually([&] { return printed(window, "wrote " + pngFile); }));
  const QImage picture(pngFile);
  EXPECT_EQ(picture.size(), view.size() * view.devicePixelRatio());
  EXPECT_GT(redPixels(picture, view.plotArea().adjusted(1, 1, -1, -1)), view.plotArea().width() / 2);

  // Going on shows the values collected meanwhile.
  window.command("vpo counter pause off");
  ASSERT_TRUE(eventually([&] { return !view.isPaused(); }));
  EXPECT_TRUE(eventually([&] { return !view.values(0).empty() && view.values(0).back() > values.back() + 10.f; }));
  EXPECT_FALSE(view.grab().toImage() == frozen);
}

TEST(PlotView, StateIsSavedAndRestored)
{
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  QJsonObject saved;
  {
    Connected studio(robot);
    ASSERT_TRUE(studio.connected);
    MainWindow& window = studio.window;
    window.command("vp head 400 -10 250 deg s 0.02");
    window.command("vpd head module:TestCounterProvider:value blue counter value");
    window.command("vpd head stopwatch:TestCounterProvider:count ff8000");
    ASSERT_TRUE(eventually([&] { return studio.view("head") && studio.view("head")->definition().layers.size() == 2u; }));
    PlotView& view = *studio.view("head");
    // Zoom in with the wheel over the middle of the plot.
    view.resize(640, 360);
    view.grab();
    const QPointF middle = QRectF(view.plotArea()).center();
    QWheelEvent wheel(middle, view.mapToGlobal(middle), {}, {0, 240}, Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(&view, &wheel);
    EXPECT_GT(view.xFrom(), 0.);
    EXPECT_LT(view.xTo(), 399.);
    // Dragging to the right and down shows older and larger values.
    const double zoomedFrom = view.xFrom(), zoomedLow = view.yLow();
    const QPointF to = middle + QPointF(40., 30.);
    QMouseEvent press(QEvent::MouseButtonPress, middle, view.mapToGlobal(middle), Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    QMouseEvent move(QEvent::MouseMove, to, view.mapToGlobal(to), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QMouseEvent release(QEvent::MouseButtonRelease, to, view.mapToGlobal(to), Qt::LeftButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(&view, &press);
    QApplication::sendEvent(&view, &move);
    QApplication::sendEvent(&view, &release);
    EXPECT_LT(view.xFrom(), zoomedFrom);
    EXPECT_GT(view.yLow(), zoomedLow);
    saved = view.saveState();
    const QJsonObject definition = saved.value("definition").toObject();
    EXPECT_EQ(definition.value("yUnit").toString(), "deg");
    EXPECT_EQ(definition.value("xScale").toDouble(), 0.02);
    EXPECT_EQ(definition.value("layers").toArray().size(), 2);

    // Restoring the state onto a changed view brings the layers and zoom back.
    const double xFrom = view.xFrom(), xTo = view.xTo();
    window.command("vpd head module:TestCounterProvider:value off");
    window.command("vpo head reset");
    ASSERT_TRUE(eventually([&] { return view.definition().layers.size() == 1u && view.xFrom() == 0.; }));
    view.restoreState(saved);
    EXPECT_EQ(view.definition().layers.size(), 2u);
    EXPECT_EQ(view.definition().layers[0].description, "counter value");
    EXPECT_EQ(view.xFrom(), xFrom);
    EXPECT_EQ(view.xTo(), xTo);
    EXPECT_EQ(view.saveState(), saved);
    window.saveLayout();
  }
  // A new main window: the robot's layout opens the plot view as it was.
  Connected studio(robot);
  ASSERT_TRUE(studio.connected);
  ASSERT_TRUE(eventually([&] { return studio.view("head") != nullptr; }));
  PlotView& view = *studio.view("head");
  EXPECT_EQ(view.saveState(), saved);
  EXPECT_EQ(view.definition().layers[1].color, QColor(255, 128, 0));
  EXPECT_EQ(view.definition().minValue, -10.);
  EXPECT_EQ(view.definition().maxValue, 250.);
  // With its requests on: the counter's values arrive.
  EXPECT_TRUE(eventually([&] { return view.values(0).size() > 10u; }));
}

TEST(PlotView, DecimationKeepsEveryPeakAndLeavesOutNaN)
{
  // 10,000 values in about 700 columns: one value of 100 among zeros must still reach the top.
  std::vector<float> values(10000, 0.f);
  values[5000] = 100.f;
  std::vector<float> notANumber(10000, std::nanf(""));
  PlotPainter::View view;
  view.numOfValues = 10000;
  view.xFrom = 0.;
  view.xTo = 9999.;
  view.yLow = -10.;
  view.yHigh = 110.;
  view.showKey = false;
  QImage image(800, 400, QImage::Format_ARGB32_Premultiplied);
  PlotPainter painter;
  {
    QPainter qPainter(&image);
    painter.paint(qPainter, image.rect(), view, {{notANumber.data(), notANumber.size(), Qt::blue, "nothing"}});
  }
  const QRect area = painter.plotArea().adjusted(1, 1, -1, -1);
  EXPECT_EQ(count(image.copy(area), Qt::blue, 200), 0);
  {
    QPainter qPainter(&image);
    painter.paint(qPainter, image.rect(), view, {{values.data(), values.size(), Qt::red, "spike"}});
  }
  EXPECT_LT(painter.pointsDrawn(), 2u * static_cast<std::size_t>(area.width()) + 2u);
  const int spikeX = painter.plotArea().left() + static_cast<int>(5000. / 9999. * painter.plotArea().width());
  const int topY = painter.plotArea().top() + static_cast<int>(10. / 120. * painter.plotArea().height());
  // Red at the height of 100 within a pixel of the spike's column, and along the zero line.
  EXPECT_GT(redPixels(image, QRect(spikeX - 1, topY - 1, 3, 3)), 0);
  const int zeroY = painter.plotArea().top() + static_cast<int>(110. / 120. * painter.plotArea().height());
  EXPECT_GT(redPixels(image, QRect(area.left(), zeroY - 1, area.width(), 3)), area.width() * 9 / 10);
}
