/**
 * @file FieldViewTest.cpp
 * The field view. At pixel level with known drawings (a robot state fed by the test): a red filled
 * circle at field (1000 mm, 500 mm) appears at the expected widget pixel for the default zoom, pen
 * and brush styles, origins, tips, zoom and pan, PNG and SVG export, a field read from another
 * fieldDimensions.cfg. Against the test robot: vf and vfd open the view and switch the robot's
 * "debug drawing:" requests, "for <thread> vfd" shows one thread's drawing, bad drawings leave the
 * view working with one warning each. And fieldDimensions.cfg: expressions and their errors.
 */
#include "DrawingTestSupport.h"
#include "Drawings/DrawingViewStore.h"
#include "Field/FieldView.h"
#include "Platform/File.h"
#include "StudioTestSupport.h"
#include <QFile>
#include <QTemporaryDir>
#include <QWheelEvent>
#include <cmath>
#include <gtest/gtest.h>

using namespace StudioTest;
using DrawingTest::FakeRobot;

namespace
{
  /** A field view of the fake robot showing these drawings (of every thread), 640 x 480 pixels. */
  std::unique_ptr<FieldView> makeView(MainWindow& window, FakeRobot& fake, const std::vector<std::string>& drawings)
  {
    auto store = std::make_shared<DrawingViewStore>("field");
    DrawingViewDefinition definition;
    definition.name = "test";
    for(const std::string& drawing : drawings)
      definition.drawings.push_back({"", drawing});
    store->set("Fake", definition);
    auto view = std::make_unique<FieldView>(window, &fake.robot, "Fake.field.test", store, definition);
    view->resize(640, 480);
    view->show();
    return view;
  }

  std::string circle(unsigned char drawing, int x, int y, int radius, const ColorRGBA& color,
                     Drawings::BrushStyle brush = Drawings::solidBrush, Drawings::PenStyle pen = Drawings::solidPen, int penWidth = 10)
  {
    return FakeRobot::shape(Drawings::ShapeType::circle, drawing, &Drawings::circle, x, y, radius, static_cast<float>(penWidth), pen, color,
                            brush, color);
  }

  /** Pixels of a colour in a square of a side around a point. */
  int countAround(const QImage& image, const QPointF& center, int half, const QColor& color, int tolerance = 40)
  {
    return count(image.copy(QRect(static_cast<int>(center.x()) - half, static_cast<int>(center.y()) - half, 2 * half + 1, 2 * half + 1)),
                 color, tolerance);
  }
}

TEST(FieldView, ARedCircleAtAFieldPointAppearsAtTheExpectedPixel)
{
  MainWindow window;
  FakeRobot fake;
  fake.table(1, false, {"drawingOnField"}, {{0, "ball"}});
  std::unique_ptr<FieldView> view = makeView(window, fake, {"ball"});
  fake.frame(1, {{idDebugDrawing, circle(0, 1000, 500, 150, ColorRGBA::red)}});
  view->robotChanged(RobotState::drawingsChanged);
  const QImage image = view->grab().toImage();
  // The default zoom fits the carpet (10,400 x 7,400 mm) into 640 x 480 pixels less 10 on each side.
  const double scale = std::min((640. - 20.) / 10400., (480. - 20.) / 7400.);
  const QPoint expected(static_cast<int>(std::lround(320. + 1000. * scale)), static_cast<int>(std::lround(240. - 500. * scale)));
  EXPECT_EQ(view->toWidget({1000., 500.}).toPoint(), expected);
  EXPECT_TRUE(near(image.pixelColor(expected), Qt::red)) << image.pixelColor(expected).name().toStdString();
  // Its radius, 150 mm, is about 9 pixels: filled red around, field colour beyond.
  EXPECT_TRUE(near(image.pixelColor(expected + QPoint(6, 0)), Qt::red));
  EXPECT_FALSE(near(image.pixelColor(expected + QPoint(13, 0)), Qt::red));
  // Not mirrored: nothing red where (1000, -500) or (-1000, 500) is.
  EXPECT_EQ(countAround(image, view->toWidget({1000., -500.}), 4, Qt::red), 0);
  EXPECT_EQ(countAround(image, view->toWidget({-1000., 500.}), 4, Qt::red), 0);
  // The field: white lines (the halfway line at x = 0), green carpet.
  EXPECT_TRUE(near(image.pixelColor(view->toWidget({0., 2000.}).toPoint()), Qt::white, 60));
  EXPECT_TRUE(near(image.pixelColor(view->toWidget({2000., 2000.}).toPoint()), QColor(0x2e, 0x8b, 0x3e)));
}

TEST(FieldView, PensBrushesOriginsTipsAndOnlyDrawingsSwitchedOnAfterwards)
{
  MainWindow window;
  FakeRobot fake;
  fake.table(1, false, {"drawingOnField", "drawingOnImage"}, {{0, "shapes"}, {0, "hidden"}, {1, "onImage"}});
  // Sent before the view switched it on: not shown (what an earlier request left).
  fake.frame(1, {{idDebugDrawing, circle(0, -3000, 0, 300, ColorRGBA::red)}});
  std::unique_ptr<FieldView> view = makeView(window, fake, {"shapes", "onImage"});
  EXPECT_EQ(count(view->grab().toImage(), Qt::red, 30), 0);
  fake.frame(1, {
    // An unfilled circle: its outline only.
    {idDebugDrawing, circle(0, -3000, 0, 400, ColorRGBA::blue, Drawings::noBrush, Drawings::solidPen, 40)},
    // No pen, no brush: nothing.
    {idDebugDrawing, circle(0, 3000, 0, 400, ColorRGBA::red, Drawings::noBrush, Drawings::noPen)},
    // An origin moves what follows: a magenta dot at (0, 0) of the origin (2000, -2000).
    {idDebugDrawing, FakeRobot::shape(Drawings::ShapeType::origin, 0, &Drawings::origin, 2000, -2000, 0.f)},
    {idDebugDrawing, FakeRobot::shape(Drawings::ShapeType::dotLarge, 0, &Drawings::dot, 0, 0, ColorRGBA::magenta, ColorRGBA::magenta)},
    {idDebugDrawing, FakeRobot::shape(Drawings::ShapeType::tip, 0, &Drawings::tip, 0, 0, 100, std::string_view("a tip"))},
    {idDebugDrawing, circle(1, 0, 0, 500, ColorRGBA::red)}, // another drawing, not shown
    {idDebugDrawing, circle(2, 0, 0, 500, ColorRGBA::red)}, // an image drawing: not on the field
  });
  view->robotChanged(RobotState::drawingsChanged);
  const QImage image = view->grab().toImage();
  const QPointF outline = view->toWidget({-3000., 0.});
  const double radius = 400. * view->fitScale();
  EXPECT_TRUE(near(image.pixelColor(QPointF(outline.x() + radius, outline.y()).toPoint()), Qt::blue, 80));
  EXPECT_FALSE(near(image.pixelColor(outline.toPoint()), Qt::blue, 80));
  EXPECT_EQ(count(image, Qt::red, 30), 0);
  EXPECT_GT(countAround(image, view->toWidget({2000., -2000.}), 3, Qt::magenta), 8);
  // The tip follows the origin, in widget coordinates.
  ASSERT_EQ(view->tips().size(), 1u);
  EXPECT_EQ(view->tips()[0].text, "a tip");
  EXPECT_LT(QLineF(view->tips()[0].center, view->toWidget({2000., -2000.})).length(), 1.);
}

TEST(FieldView, ZoomPanResetAndExportAsPngAndSvg)
{
  MainWindow window;
  FakeRobot fake;
  fake.table(1, false, {"drawingOnField"}, {{0, "ball"}});
  std::unique_ptr<FieldView> view = makeView(window, fake, {"ball"});
  fake.frame(1, {{idDebugDrawing, circle(0, 1000, 500, 150, ColorRGBA::red)}});
  // The wheel zooms around the cursor: the field point under it stays.
  const QPointF cursor = view->toWidget({1000., 500.});
  QWheelEvent wheel(cursor, view->mapToGlobal(cursor), {}, {0, 240}, Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
  QApplication::sendEvent(view.get(), &wheel);
  EXPECT_NEAR(view->zoom(), 1.44, 1e-9);
  EXPECT_NEAR(view->toWidget({1000., 500.}).x(), cursor.x(), 1e-6);
  // Dragging pans; keys zoom and pan; a double-click resets (through vfo ... reset).
  QTest::mousePress(view.get(), Qt::LeftButton, {}, QPoint(100, 100));
  QTest::mouseMove(view.get(), QPoint(150, 100));
  QTest::mouseRelease(view.get(), Qt::LeftButton, {}, QPoint(150, 100));
  EXPECT_NEAR(view->toWidget({1000., 500.}).x(), cursor.x() + 50., 1e-6);
  QTest::keyClick(view.get(), Qt::Key_Minus);
  EXPECT_NEAR(view->zoom(), 1.2, 1e-9);
  QTest::keyClick(view.get(), Qt::Key_Home);
  EXPECT_EQ(view->zoom(), 1.);
  EXPECT_EQ(view->center(), QPointF(0., 0.));

  QTemporaryDir directory;
  QString error;
  ASSERT_TRUE(view->exportTo(directory.filePath("field.png"), error)) << error.toStdString();
  const QImage png(directory.filePath("field.png"));
  EXPECT_EQ(png.size(), QSize(640, 480));
  EXPECT_TRUE(near(png.pixelColor(view->toWidget({1000., 500.}).toPoint()), Qt::red));
  ASSERT_TRUE(view->exportTo(directory.filePath("field.svg"), error)) << error.toStdString();
  QFile svg(directory.filePath("field.svg"));
  ASSERT_TRUE(svg.open(QIODevice::ReadOnly));
  const QByteArray text = svg.readAll();
  EXPECT_TRUE(text.contains("<svg"));
  EXPECT_TRUE(text.contains("#ff0000")) << "the red circle is in the SVG";
  EXPECT_FALSE(view->exportTo(directory.filePath("field.txt"), error));
  EXPECT_EQ(error, "the file name must end with .png or .svg");
}

TEST(FieldView, TheFieldComesFromTheLocationsFieldDimensions)
{
  QTemporaryDir config;
  ASSERT_TRUE(QDir().mkpath(config.filePath("Locations/Default")));
  QFile file(config.filePath("Locations/Default/fieldDimensions.cfg"));
  ASSERT_TRUE(file.open(QIODevice::WriteOnly));
  // A small field: 6 x 4 m, without line tables (the lines are made from the values).
  file.write("xPosOpponentFieldBorder = 3500; xPosOpponentGoal = 3300; xPosOpponentGoalPost = 3025; xPosOpponentGoalLine = 3000;\n"
             "xPosOpponentGoalArea = 2600; xPosOpponentPenaltyMark = 2100; xPosOpponentPenaltyArea = 2000;\n"
             "yPosLeftFieldBorder = 2500; yPosLeftTouchline = 2000; yPosLeftPenaltyArea = 1300; yPosLeftGoalArea = 700;\n"
             "yPosLeftGoal = 500; fieldLinesWidth = 50; centerCircleRadius = 500; goalPostRadius = 50; penaltyMarkSize = 100;\n");
  file.close();
  const std::string before = File::getConfigDirectory();
  File::setConfigDirectory(config.path().toStdString());
  MainWindow window;
  FakeRobot fake;
  std::unique_ptr<FieldView> view = makeView(window, fake, {});
  File::setConfigDirectory(before);
  EXPECT_EQ(view->field().xGoalLine, 3000.);
  EXPECT_EQ(view->field().fieldLines.size(), 17u);
  // Zoom 1 shows the smaller carpet: 7,000 x 5,000 mm.
  EXPECT_NEAR(view->fitScale(), std::min(620. / 7000., 460. / 5000.), 1e-12);
  const QImage image = view->grab().toImage();
  EXPECT_TRUE(near(image.pixelColor(view->toWidget({3000., 0.}).toPoint()), Qt::white, 60));
}

TEST(FieldLayout, TheShippedFileIsTheSplFieldAndExpressionsAreEvaluated)
{
  // The robot's file: plain numbers with B-Human's names, the lines made from them.
  std::string error;
  FieldLayout robots;
  ASSERT_TRUE(robots.load(std::string(TOUCHLINE_CONFIG_DIR) + "/Locations/Default/fieldDimensions.cfg", error)) << error;
  const FieldLayout spl = FieldLayout::spl();
  EXPECT_EQ(robots.xGoalLine, spl.xGoalLine);
  EXPECT_EQ(robots.yTouchline, spl.yTouchline);
  EXPECT_EQ(robots.xBorder, spl.xBorder);
  EXPECT_EQ(robots.yBorder, spl.yBorder);
  EXPECT_EQ(robots.xPenaltyMark, spl.xPenaltyMark);
  EXPECT_EQ(robots.xGoalPost, spl.xGoalPost);
  EXPECT_EQ(robots.yGoalPost, spl.yGoalPost);
  EXPECT_EQ(robots.xGoalBack, spl.xGoalBack);
  EXPECT_EQ(robots.fieldLines.size(), spl.fieldLines.size());

  // A file in B-Human's layout: expressions and line tables.
  FieldLayout shipped;
  ASSERT_TRUE(shipped.load(std::string(TOUCHLINE_STUDIO_TEST_DATA) + "/fieldDimensions-bhuman-layout.cfg", error)) << error;
  for(const auto& [name, value] : spl.values)
    EXPECT_EQ(shipped.values.at(name), value) << name;
  EXPECT_EQ(shipped.values.at("xPosOwnPenaltyMark"), -3200.);
  EXPECT_EQ(shipped.values.at("crossBarRadius"), 50.);
  EXPECT_EQ(shipped.fieldLines.size(), 22u);
  EXPECT_EQ(shipped.goalFrameLines.size(), 6u);
  EXPECT_EQ(shipped.fieldLines[17].from, QPointF(3150., 0.));

  double value = 0.;
  EXPECT_TRUE(FieldLayout::evaluate("-(a + 2) * 3 / 2 - -1", {{"a", 4.}}, value, error)) << error;
  EXPECT_EQ(value, -8.);
  EXPECT_FALSE(FieldLayout::evaluate("a + b", {{"a", 1.}}, value, error));
  EXPECT_EQ(error, "unknown name 'b'");
  EXPECT_FALSE(FieldLayout::evaluate("(1 + 2", {}, value, error));
  EXPECT_EQ(error, "')' is missing");
  EXPECT_FALSE(FieldLayout::evaluate("1 / 0", {}, value, error));
  EXPECT_EQ(error, "division by zero");
  EXPECT_FALSE(FieldLayout::evaluate("2 3", {}, value, error));

  FieldLayout field;
  EXPECT_FALSE(field.parse("a = 1;\nb = a + c;\n", "test.cfg", error));
  EXPECT_EQ(error, "test.cfg(2, 5): b: unknown name 'c'");
  EXPECT_FALSE(field.parse("a = 1;\n", "test.cfg", error));
  EXPECT_EQ(error, "test.cfg: the value xPosOpponentGoalLine is missing");
  EXPECT_FALSE(field.parse("a = {\n", "test.cfg", error));
  EXPECT_TRUE(error.starts_with("test.cfg(")) << error;
}

TEST(FieldView, VfAndVfdShowTheTestRobotsDrawingsAndSwitchItsRequests)
{
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.show();
  window.command("sc " + QString::fromStdString(robot.address));
  ASSERT_TRUE(eventually([&] { return printed(window, "connected to TestRobot"); }));
  RobotConnection* connection = window.robot("TestRobot");
  ASSERT_NE(connection, nullptr);
  window.command("vf world");
  ASSERT_TRUE(eventually([&] { return window.findView("TestRobot.field.world") != nullptr; }));
  auto* view = qobject_cast<FieldView*>(window.findView("TestRobot.field.world"));
  ASSERT_NE(view, nullptr);
  // The robot's field drawings, not its image drawings.
  window.command("vfd ?");
  EXPECT_TRUE(eventually([&] { return printed(window, "\ntest:field") && printed(window, "\ntest:threads"); }))
    << window.console().text().toStdString();
  EXPECT_FALSE(printed(window, "\ntest:image"));
  window.command("vfd world test:field");
  EXPECT_TRUE(eventually([&] { return connection->isRequested("debug drawing:test:field", 0); }));
  const auto redAtCircle = [&] {
    const QImage image = view->grab().toImage();
    return near(image.pixelColor(view->toWidget({1000., 500.}).toPoint()), Qt::red);
  };
  EXPECT_TRUE(eventually(redAtCircle)) << window.console().text().toStdString();
  EXPECT_TRUE(eventually([&] { return !view->tips().empty() && view->tips()[0].text.startsWith("the test robot's circle, frame "); }));
  window.command("vfd world ?");
  EXPECT_TRUE(eventually([&] { return printed(window, "* test:field"); })) << window.console().text().toStdString();

  // One thread's drawing: Motion draws test:threads in blue at (-1000, -500), Cognition in yellow at (1000, -500).
  window.command("for Motion vfd world test:threads");
  EXPECT_TRUE(eventually([&] { return connection->isRequested("debug drawing:test:threads", 2); }));
  EXPECT_FALSE(connection->isRequested("debug drawing:test:threads", 0));
  EXPECT_TRUE(eventually([&] { return countAround(view->grab().toImage(), view->toWidget({-1000., -500.}), 3, Qt::blue) > 20; }));
  EXPECT_EQ(countAround(view->grab().toImage(), view->toWidget({1000., -500.}), 3, Qt::yellow), 0);
  window.command("vfd world test:threads");
  EXPECT_TRUE(eventually([&] { return countAround(view->grab().toImage(), view->toWidget({1000., -500.}), 3, Qt::yellow) > 20; }));

  // Off: the request goes off, the circle goes.
  window.command("vfd world test:field off");
  EXPECT_TRUE(eventually([&] { return !connection->isRequested("debug drawing:test:field", 0); }));
  EXPECT_TRUE(eventually([&] { return !redAtCircle(); }));
  window.command("vfd world test:field off");
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: TestRobot.field.world does not show test:field"); }));
  window.command("vfd off");
  EXPECT_TRUE(eventually([&] { return !connection->isRequested("debug drawing:test:threads", 0) && !connection->isRequested("debug drawing:test:threads", 2); }));
  EXPECT_TRUE(view->definition().drawings.empty());
  window.command("vfd nothing test:field");
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: TestRobot has no field view nothing (vf <name> makes one)"); }));
  window.command("vfd world test:field maybe");
  EXPECT_TRUE(eventually([&] { return printed(window, "Syntax Error: vfd ? [<pattern>]"); }));
  // The view's export through its command.
  QTemporaryDir directory;
  window.command("vfo world export " + directory.filePath("world.svg"));
  EXPECT_TRUE(eventually([&] { return QFile::exists(directory.filePath("world.svg")); }));
}

TEST(FieldView, BadDrawingsAreSkippedWithOneWarningAndTheViewGoesOn)
{
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.show();
  window.command("sc " + QString::fromStdString(robot.address));
  ASSERT_TRUE(eventually([&] { return printed(window, "connected to TestRobot"); }));
  window.command("vf bad");
  window.command("vfd bad test:bad");
  ASSERT_TRUE(eventually([&] { return window.findView("TestRobot.field.bad") != nullptr; }));
  auto* view = qobject_cast<FieldView*>(window.findView("TestRobot.field.bad"));
  // The one good shape, a green dot at the centre spot, is drawn.
  EXPECT_TRUE(eventually([&] { return countAround(view->grab().toImage(), view->toWidget({0., 0.}), 4, Qt::green) > 4; }));
  EXPECT_TRUE(eventually([&] {
    return printed(window, "Warning: Cognition: drawing test:bad: a line whose x1 is not a number is skipped (said once)") &&
           printed(window, "Warning: Cognition: drawing test:bad: a polygon whose point list is empty is skipped (said once)");
  })) << window.console().text().toStdString();
  QTest::qWait(300);
  EXPECT_EQ(window.console().text().count("a line whose x1 is not a number"), 1);
  window.command("echo alive");
  EXPECT_TRUE(eventually([&] { return printed(window, "\nalive"); }));
}

TEST(FieldView, PicturesOfManyShapesAreDrawnWithoutAntialiasingInTheSamePlaces)
{
  MainWindow window;
  FakeRobot fake;
  fake.table(1, false, {"drawingOnField"}, {{0, "many"}});
  std::unique_ptr<FieldView> view = makeView(window, fake, {"many"});
  // More shapes than DrawingPainter::manyShapes: the circles take the fast path (whole pixels).
  std::vector<std::pair<MessageID, std::string>> messages;
  for(std::size_t i = 0; i <= DrawingPainter::manyShapes; ++i)
    messages.emplace_back(idDebugDrawing, circle(0, -4000, -3000, 20, ColorRGBA::blue));
  messages.emplace_back(idDebugDrawing, circle(0, 1000, 500, 150, ColorRGBA::red, Drawings::solidBrush, Drawings::solidPen, 30));
  fake.frame(1, messages);
  view->robotChanged(RobotState::drawingsChanged);
  const QImage image = view->grab().toImage();
  const QPoint expected = view->toWidget({1000., 500.}).toPoint();
  EXPECT_TRUE(near(image.pixelColor(expected), Qt::red));
  EXPECT_TRUE(near(image.pixelColor(expected + QPoint(6, 0)), Qt::red));
  EXPECT_TRUE(near(image.pixelColor(expected + QPoint(0, -6)), Qt::red));
  EXPECT_FALSE(near(image.pixelColor(expected + QPoint(13, 0)), Qt::red));
  EXPECT_GT(countAround(image, view->toWidget({-4000., -3000.}), 2, Qt::blue), 3);
}
