/**
 * @file SceneViewTest.cpp
 * The 3-D scene view, offscreen. The orbit camera against Qt's own matrices, and its guards (NaN,
 * points behind the eye, the near plane). At pixel level with known drawings (a robot state fed by
 * the test): the floor is green around the centre at the default camera, a red sphere of a "field"
 * drawing appears where the camera projects it, a "robot" drawing follows the robot's pose and the
 * drawing's own TRANSLATE3D, drawings of frames the studio cannot place are named in the status
 * line; shapes that are not finite, huge or behind the eye leave the view working and fast.
 * Against the test robot: vs and vsd open the view and switch its "debug drawing 3d:" requests,
 * "for <thread> vsd" only that thread's, vso turns the camera and exports a PNG. Against the real
 * touchline on touchline-naosim: its stick figure (representation:RobotModel) stands on the floor.
 */
#include "DrawingTestSupport.h"
#include "Drawings/DrawingViewStore.h"
#include "Scene/OrbitCamera.h"
#include "Scene/SceneRenderer.h"
#include "Scene/SceneView.h"
#include "SimulatedRobot.h"
#include "StudioTestSupport.h"
#include <QApplication>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>
#include <chrono>
#include <cmath>
#include <limits>
#include <gtest/gtest.h>

using namespace StudioTest;
using DrawingTest::FakeRobot;

namespace
{
  /** A scene view of the fake robot showing these drawings (of every thread), 640 x 480 pixels. */
  std::unique_ptr<SceneView> makeView(MainWindow& window, FakeRobot& fake, const std::vector<std::string>& drawings)
  {
    auto store = std::make_shared<DrawingViewStore>("scene");
    DrawingViewDefinition definition;
    definition.name = "test";
    for(const std::string& drawing : drawings)
      definition.drawings.push_back({"", drawing});
    store->set("Fake", definition);
    auto view = std::make_unique<SceneView>(window, &fake.robot, "Fake.scene.test", store, definition);
    view->resize(640, 480);
    view->show();
    view->resetCamera();
    return view;
  }

  std::string sphere(unsigned char drawing, float x, float y, float z, float radius, const ColorRGBA& color)
  {
    return FakeRobot::shape(Drawings3D::ShapeType::sphere, drawing, &Drawings3D::sphere, Drawings3D::Point{x, y, z}, radius, color);
  }

  std::string line(unsigned char drawing, const Drawings3D::Point& from, const Drawings3D::Point& to, float width, const ColorRGBA& color)
  {
    return FakeRobot::shape(Drawings3D::ShapeType::line, drawing, &Drawings3D::line, from, to, width, color);
  }

  /** Whether a colour is mostly of one channel (0 red, 1 green, 2 blue), as the shading leaves it. */
  bool mostly(const QColor& color, int channel)
  {
    const int c[3] = {color.red(), color.green(), color.blue()};
    return c[channel] > 120 && c[channel] > c[(channel + 1) % 3] + 50 && c[channel] > c[(channel + 2) % 3] + 50;
  }

  /** Pixels around a point that are mostly of one channel. */
  int mostlyAround(const QImage& image, const QPointF& center, int half, int channel)
  {
    int n = 0;
    for(int y = static_cast<int>(center.y()) - half; y <= static_cast<int>(center.y()) + half; ++y)
      for(int x = static_cast<int>(center.x()) - half; x <= static_cast<int>(center.x()) + half; ++x)
        n += image.valid(x, y) && mostly(image.pixelColor(x, y), channel);
    return n;
  }

  QPointF at(const SceneView& view, float x, float y, float z)
  {
    const std::optional<OrbitCamera::Projected> p = view.camera().project({x, y, z});
    return p ? p->point : QPointF(-1000., -1000.);
  }
}

TEST(OrbitCamera, ProjectsAsQtsMatricesAndGuardsWhatItCannotProject)
{
  OrbitCamera camera;
  camera.setViewport({800, 600});
  camera.setOrbit(0.4f, 0.6f, 5000.f, {100.f, -200.f, 50.f});
  // The target is in the middle of the picture, at the orbit's distance.
  const auto target = camera.project({100.f, -200.f, 50.f});
  ASSERT_TRUE(target);
  EXPECT_NEAR(target->point.x(), 400., 1e-3);
  EXPECT_NEAR(target->point.y(), 300., 1e-3);
  EXPECT_NEAR(target->depth, 5000.f, 0.1f);
  // Any point in front of the eye: where OpenGL's matrices put it.
  const QMatrix4x4 viewProjection = camera.viewProjection();
  for(const QVector3D& point : {QVector3D(1000.f, 500.f, 0.f), QVector3D(-700.f, 1200.f, 300.f), QVector3D(0.f, 0.f, 2000.f)})
  {
    const auto projected = camera.project(point);
    ASSERT_TRUE(projected);
    const QVector3D ndc = viewProjection.map(point);
    EXPECT_NEAR(projected->point.x(), (ndc.x() + 1.) * 400., 0.05);
    EXPECT_NEAR(projected->point.y(), (1. - ndc.y()) * 300., 0.05);
    EXPECT_NEAR(projected->depth, -camera.toCamera(point).z(), 0.01f);
  }
  // The world's z points up on the screen, and x goes to the right when the eye is on the -y side.
  camera.setOrbit(-static_cast<float>(M_PI) / 2.f, 0.3f, 5000.f, {});
  EXPECT_LT(camera.project({0.f, 0.f, 500.f})->point.y(), 300.);
  EXPECT_GT(camera.project({500.f, 0.f, 0.f})->point.x(), 400.);
  // Behind the eye, on the eye, not finite: nothing.
  const QVector3D eye = camera.eye();
  EXPECT_FALSE(camera.project(eye));
  EXPECT_FALSE(camera.project(eye + (eye - camera.target())));
  EXPECT_FALSE(camera.project({std::numeric_limits<float>::quiet_NaN(), 0.f, 0.f}));
  EXPECT_FALSE(camera.project({std::numeric_limits<float>::infinity(), 0.f, 0.f}));
  // A segment through the near plane keeps the part in front of it.
  QVector3D a(0.f, 0.f, 100.f), b(0.f, 0.f, -1000.f);
  ASSERT_TRUE(camera.clipToNearPlane(a, b));
  EXPECT_NEAR(a.z(), -camera.nearPlane(), 1e-3f);
  QVector3D c(0.f, 0.f, 100.f), d(0.f, 0.f, 5.f);
  EXPECT_FALSE(camera.clipToNearPlane(c, d));
  // Pitch, distance and bad values are bounded.
  camera.setLimits(10.f, 100.f, 20000.f);
  camera.rotate(0.f, 10.f);
  EXPECT_LT(camera.pitch(), 1.56f);
  camera.zoom(1e9f);
  EXPECT_EQ(camera.distance(), 100.f);
  camera.zoom(std::numeric_limits<float>::quiet_NaN());
  camera.setOrbit(std::numeric_limits<float>::quiet_NaN(), 0.f, 1000.f, {std::numeric_limits<float>::infinity(), 0.f, 0.f});
  EXPECT_TRUE(std::isfinite(camera.yaw()));
  EXPECT_TRUE(std::isfinite(camera.target().x()));
  // Panning moves the target across the view, not along it.
  const QVector3D before = camera.target();
  camera.pan({100., 0.});
  EXPECT_NEAR(QVector3D::dotProduct(camera.target() - before, (camera.target() - camera.eye()).normalized()), 0.f, 1e-2f);
  EXPECT_GT((camera.target() - before).length(), 1.f);
}

TEST(SceneView, TheFloorIsGreenAroundTheCentreWithWhiteLinesAtTheDefaultCamera)
{
  MainWindow window;
  FakeRobot fake;
  std::unique_ptr<SceneView> view = makeView(window, fake, {});
  const QImage image = view->grab().toImage();
  ASSERT_FALSE(image.isNull());
  ASSERT_EQ(image.size(), QSize(640, 480));
  const QColor carpet(0x2e, 0x8b, 0x3e);
  // The centre of the picture is the centre spot: carpet around it, the halfway line through it.
  EXPECT_GT(count(image.copy(300, 220, 41, 41), carpet, 30), 41 * 41 / 2);
  EXPECT_TRUE(near(image.pixelColor(at(*view, 1500.f, 1500.f, 0.f).toPoint()), carpet)) << image.pixelColor(at(*view, 1500.f, 1500.f, 0.f).toPoint()).name().toStdString();
  const QPointF onHalfwayLine = at(*view, 0.f, 2000.f, 0.f);
  EXPECT_GT(count(image.copy(QRect(onHalfwayLine.toPoint() - QPoint(2, 2), QSize(5, 5))), Qt::white, 60), 2);
  // The whole field is in the picture, the sky above it.
  for(const float x : {-4500.f, 4500.f})
    for(const float y : {-3000.f, 3000.f})
      EXPECT_TRUE(QRectF(0, 0, 640, 480).contains(at(*view, x, y, 0.f))) << x << " " << y;
  EXPECT_FALSE(near(image.pixelColor(320, 2), carpet));
  EXPECT_TRUE(view->status().isEmpty());
}

TEST(SceneView, FieldAndRobotDrawingsAppearWhereTheyBelong)
{
  MainWindow window;
  FakeRobot fake;
  fake.table(1, true, {"field", "robot", "camera"}, {{0, "ball"}, {1, "body"}, {2, "eye"}, {0, "hidden"}});
  std::unique_ptr<SceneView> view = makeView(window, fake, {"ball", "body", "eye"});
  fake.frame(1, {
    {idDebugDrawing3D, sphere(0, 1000.f, 500.f, 250.f, 150.f, ColorRGBA::red)},
    // The robot's drawing: a blue sphere 300 mm in front of the robot, moved up by the drawing's translation.
    {idDebugDrawing3D, sphere(1, 300.f, 0.f, 0.f, 100.f, ColorRGBA::blue)},
    {idDebugDrawing3D, FakeRobot::shape(Drawings3D::ShapeType::translate, 1, &Drawings3D::vector, 0.f, 0.f, 400.f)},
    {idDebugDrawing3D, sphere(2, 0.f, 0.f, 0.f, 100.f, ColorRGBA::green)},
    {idDebugDrawing3D, sphere(3, -1000.f, 0.f, 0.f, 300.f, ColorRGBA::yellow)}, // not shown
  });
  view->robotChanged(RobotState::drawingsChanged);
  QImage image = view->grab().toImage();
  EXPECT_GT(mostlyAround(image, at(*view, 1000.f, 500.f, 250.f), 3, 0), 40);
  EXPECT_EQ(count(image, Qt::yellow, 60), 0);
  // The robot at the centre spot, facing +x: the blue sphere at (300, 0, 400).
  EXPECT_GT(mostlyAround(image, at(*view, 300.f, 0.f, 400.f), 2, 2), 20);
  EXPECT_EQ(view->status(), "not shown, the studio cannot place their frames: eye (camera)");
  // Another pose: at (-2000, 1000), turned by 90 degrees, "in front" is +y.
  view->setRobotPose(-2000.f, 1000.f, static_cast<float>(M_PI) / 2.f);
  image = view->grab().toImage();
  EXPECT_GT(mostlyAround(image, at(*view, -2000.f, 1300.f, 400.f), 2, 2), 20);
  EXPECT_LT(mostlyAround(image, at(*view, 300.f, 0.f, 400.f), 2, 2), 3);
  // From above, straight down on the ball: it is in the middle.
  view->setCamera(0.f, 89.f, 3000.f, {1000.f, 500.f, 250.f});
  image = view->grab().toImage();
  EXPECT_TRUE(mostly(image.pixelColor(320, 240), 0)) << image.pixelColor(320, 240).name().toStdString();
}

TEST(SceneView, TheMouseAndTheKeysTurnPanAndZoomTheCamera)
{
  MainWindow window;
  FakeRobot fake;
  std::unique_ptr<SceneView> view = makeView(window, fake, {});
  const OrbitCamera start = view->camera();
  const auto drag = [&](Qt::MouseButton button, Qt::KeyboardModifiers modifiers, const QPointF& by) {
    const QPointF from(320, 240), to = from + by;
    QMouseEvent press(QEvent::MouseButtonPress, from, view->mapToGlobal(from), button, button, modifiers);
    QApplication::sendEvent(view.get(), &press);
    QMouseEvent move(QEvent::MouseMove, to, view->mapToGlobal(to), Qt::NoButton, button, modifiers);
    QApplication::sendEvent(view.get(), &move);
    QMouseEvent release(QEvent::MouseButtonRelease, to, view->mapToGlobal(to), button, Qt::NoButton, modifiers);
    QApplication::sendEvent(view.get(), &release);
  };
  // Left: turns (right: the yaw goes down, down: the pitch goes up); the target stays.
  drag(Qt::LeftButton, Qt::NoModifier, {50., 20.});
  EXPECT_NEAR(view->camera().yaw(), start.yaw() - 0.5f, 1e-4f);
  EXPECT_NEAR(view->camera().pitch(), start.pitch() + 0.2f, 1e-4f);
  EXPECT_EQ(view->camera().target(), start.target());
  // Right, or left with Shift: pans; the point under the mouse follows it.
  for(const auto& [button, modifiers] : {std::pair{Qt::RightButton, Qt::KeyboardModifiers()}, std::pair{Qt::LeftButton, Qt::KeyboardModifiers(Qt::ShiftModifier)}})
  {
    const QVector3D target = view->camera().target();
    const float yaw = view->camera().yaw();
    drag(button, modifiers, {40., 0.});
    EXPECT_GT((view->camera().target() - target).length(), 10.f);
    EXPECT_EQ(view->camera().yaw(), yaw);
    EXPECT_NEAR(view->camera().project(target)->point.x(), 360., 0.5);
  }
  // The wheel zooms in and out.
  const float distance = view->camera().distance();
  QWheelEvent wheel(QPointF(320, 240), view->mapToGlobal(QPointF(320, 240)), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                    Qt::NoScrollPhase, false);
  QApplication::sendEvent(view.get(), &wheel);
  EXPECT_NEAR(view->camera().distance(), distance / 1.2f, 1.f);
  // Keys: arrows turn, + zooms, Home shows the field again.
  QTest::keyClick(view.get(), Qt::Key_Left);
  EXPECT_NEAR(view->camera().yaw(), start.yaw() - 0.5f + 5.f * static_cast<float>(M_PI) / 180.f, 1e-4f);
  QTest::keyClick(view.get(), Qt::Key_Plus);
  EXPECT_NEAR(view->camera().distance(), distance / 1.44f, 1.f);
  QTest::keyClick(view.get(), Qt::Key_Home);
  EXPECT_EQ(view->camera().yaw(), start.yaw());
  EXPECT_EQ(view->camera().distance(), start.distance());
  EXPECT_EQ(view->camera().target(), start.target());
  // The camera and the pose are saved with the layout and come back.
  view->setCamera(30.f, 40.f, 5000.f, {100.f, 200.f, 0.f});
  view->setRobotPose(500.f, -500.f, 1.f);
  const QJsonObject saved = view->saveState();
  std::unique_ptr<SceneView> again = makeView(window, fake, {});
  again->restoreState(saved);
  EXPECT_NEAR(again->camera().yaw(), view->camera().yaw(), 1e-5f);
  EXPECT_NEAR(again->camera().pitch(), view->camera().pitch(), 1e-5f);
  EXPECT_NEAR(again->camera().distance(), 5000.f, 1e-2f);
  EXPECT_EQ(again->camera().target(), QVector3D(100.f, 200.f, 0.f));
  EXPECT_NEAR(again->robotPose().z(), 1.f, 1e-5f);
}

TEST(SceneView, ShapesThatCannotBeDrawnLeaveTheViewWorkingAndFast)
{
  // The renderer directly: not finite, huge, behind the eye, through the eye, degenerate.
  OrbitCamera camera;
  camera.setViewport({640, 480});
  camera.setOrbit(0.f, 0.2f, 2000.f, {});
  const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
  std::vector<DebugDrawing3DShape> shapes;
  const auto add = [&](Drawings3D::ShapeType type, DrawingShapes3D::Shape shape) { shapes.push_back({type, 0, shape}); };
  using namespace DrawingShapes3D;
  add(Drawings3D::ShapeType::sphere, Sphere{{nan, 0.f, 0.f}, 100.f, ColorRGBA::red});
  add(Drawings3D::ShapeType::sphere, Sphere{{0.f, 0.f, 0.f}, inf, ColorRGBA::red});
  add(Drawings3D::ShapeType::sphere, Sphere{{0.f, 0.f, 0.f}, 1e9f, ColorRGBA::red}); // the eye is inside
  add(Drawings3D::ShapeType::line, Line{{-1e9f, -1e9f, 0.f}, {1e9f, 1e9f, 0.f}, 1e6f, ColorRGBA::red});
  add(Drawings3D::ShapeType::line, Line{{1999.f, 0.f, 400.f}, {2001.f, 0.f, 400.f}, 3.f, ColorRGBA::red}); // through the eye
  add(Drawings3D::ShapeType::quad, Quad{{Point{-1e8f, -1e8f, 0.f}, Point{1e8f, -1e8f, 0.f}, Point{1e8f, 1e8f, 0.f}, Point{-1e8f, 1e8f, 0.f}},
                                        ColorRGBA::blue});
  add(Drawings3D::ShapeType::quad, Quad{{Point{0.f, 0.f, 0.f}, Point{0.f, 0.f, 0.f}, Point{0.f, 0.f, 0.f}, Point{0.f, 0.f, 0.f}}, ColorRGBA::blue});
  add(Drawings3D::ShapeType::dot, Dot{{0.f, 0.f, nan}, 5.f, ColorRGBA::red});
  add(Drawings3D::ShapeType::dot, Dot{{0.f, 0.f, 0.f}, 1e9f, ColorRGBA::red});
  add(Drawings3D::ShapeType::cylinder, Cylinder{{0.f, 0.f, 0.f}, {nan, 0.f, 0.f}, 100.f, 100.f, ColorRGBA::red});
  add(Drawings3D::ShapeType::cylinder, Cylinder{{1e9f, 0.f, 0.f}, {0.f, 0.f, 0.f}, 1e9f, 1e9f, ColorRGBA::red});
  add(Drawings3D::ShapeType::scale, Transformation{nan, 1.f, 1.f});
  add(Drawings3D::ShapeType::rotate, Transformation{inf, 0.f, 0.f});
  SceneRenderer renderer;
  QImage image(640, 480, QImage::Format_ARGB32);
  image.fill(Qt::black);
  const auto start = std::chrono::steady_clock::now();
  for(const QMatrix4x4& frame : {QMatrix4x4(), QMatrix4x4(nan, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)})
  {
    QPainter painter(&image);
    renderer.begin(camera);
    renderer.addDrawing(shapes, frame);
    renderer.paint(painter);
  }
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));
  // The huge quad covers the picture; nothing drew with a NaN.
  EXPECT_GT(count(image, QColor(0, 0, 255), 120), 640 * 480 / 4);

  // Through the robot's state: the bad shapes are skipped (with a warning), the good one is drawn.
  MainWindow window;
  FakeRobot fake;
  fake.table(1, true, {"field"}, {{0, "bad"}});
  std::unique_ptr<SceneView> view = makeView(window, fake, {"bad"});
  fake.frame(1, {
    {idDebugDrawing3D, sphere(0, nan, 0.f, 0.f, 100.f, ColorRGBA::blue)},
    {idDebugDrawing3D, line(0, {0.f, 0.f, 0.f}, {inf, 0.f, 0.f}, 2.f, ColorRGBA::blue)},
    {idDebugDrawing3D, sphere(0, 0.f, 0.f, 300.f, 150.f, ColorRGBA::red)},
  });
  view->robotChanged(RobotState::drawingsChanged);
  EXPECT_GT(mostlyAround(view->grab().toImage(), at(*view, 0.f, 0.f, 300.f), 2, 0), 20);
  // Looking from inside the field, under it, and from far away: it still paints.
  for(const auto& [yaw, pitch, distance] : {std::tuple{0.f, -89.f, 200.f}, std::tuple{45.f, 10.f, 1e9f}, std::tuple{nan, nan, nan}})
  {
    view->setCamera(yaw, pitch, distance, {0.f, 0.f, 0.f});
    EXPECT_FALSE(view->grab().toImage().isNull());
  }
}

TEST(SceneView, VsAndVsdShowTheTestRobotsDrawingsAndSwitchItsRequests)
{
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.show();
  window.command("sc " + QString::fromStdString(robot.address));
  ASSERT_TRUE(eventually([&] { return printed(window, "connected to TestRobot"); }));
  RobotConnection* connection = window.robot("TestRobot");
  ASSERT_NE(connection, nullptr);
  window.command("vs world");
  ASSERT_TRUE(eventually([&] { return window.findView("TestRobot.scene.world") != nullptr; }));
  auto* view = qobject_cast<SceneView*>(window.findView("TestRobot.scene.world"));
  ASSERT_NE(view, nullptr);
  // The robot's 3-D drawings, not its 2-D ones.
  window.command("vsd ?");
  EXPECT_TRUE(eventually([&] { return printed(window, "\ntest:3d"); })) << window.console().text().toStdString();
  EXPECT_FALSE(printed(window, "\ntest:field"));
  window.command("vsd world test:3d");
  EXPECT_TRUE(eventually([&] { return connection->isRequested("debug drawing 3d:test:3d", 0); }));
  // The test robot's blue sphere of 75 mm at (0, 0, 250); from close by, so that it is large.
  window.command("vso world camera -90 30 2000");
  EXPECT_TRUE(eventually([&] { return std::abs(view->camera().distance() - 2000.f) < 1.f; }));
  EXPECT_TRUE(eventually([&] { return mostlyAround(view->grab().toImage(), at(*view, 0.f, 0.f, 250.f), 3, 2) > 30; }))
    << window.console().text().toStdString();
  window.command("vsd world ?");
  EXPECT_TRUE(eventually([&] { return printed(window, "* test:3d"); })) << window.console().text().toStdString();

  // Only Motion's: Cognition draws it, so the request goes to Motion alone and the sphere goes.
  window.command("vsd off");
  EXPECT_TRUE(eventually([&] { return !connection->isRequested("debug drawing 3d:test:3d", 0); }));
  window.command("for Motion vsd world test:3d");
  EXPECT_TRUE(eventually([&] { return connection->isRequested("debug drawing 3d:test:3d", 2); }));
  EXPECT_FALSE(connection->isRequested("debug drawing 3d:test:3d", 0));
  EXPECT_TRUE(eventually([&] { return mostlyAround(view->grab().toImage(), at(*view, 0.f, 0.f, 250.f), 3, 2) == 0; }));
  window.command("vsd world test:3d off");
  EXPECT_TRUE(eventually([&] { return !connection->isRequested("debug drawing 3d:test:3d", 2); }));
  EXPECT_TRUE(view->definition().drawings.empty());
  window.command("vsd nothing test:3d");
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: TestRobot has no 3-D scene view nothing (vs <name> makes one)"); }));

  // The view's options through its command.
  window.command("vso world pose 1000 -500 90");
  EXPECT_TRUE(eventually([&] { return view->robotPose() == QVector3D(1000.f, -500.f, static_cast<float>(M_PI) / 2.f); }));
  window.command("vso world reset");
  EXPECT_TRUE(eventually([&] { return std::abs(view->camera().pitch() - 50.f * static_cast<float>(M_PI) / 180.f) < 1e-4f; }));
  window.command("vso world camera 1 2");
  EXPECT_TRUE(eventually([&] { return printed(window, "Syntax Error: vso <view> reset"); }));
  QTemporaryDir directory;
  window.command("vso world export " + directory.filePath("world.png"));
  EXPECT_TRUE(eventually([&] { return QFile::exists(directory.filePath("world.png")); }));
  QImage exported(directory.filePath("world.png"));
  EXPECT_EQ(exported.size(), view->size());
  window.command("vso world export " + directory.filePath("world.svg"));
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: the file name must end with .png"); }));
}

TEST(SceneView, BcSetsTheBackgroundOfOpenAndLaterSceneViews)
{
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.show();
  ASSERT_TRUE(connected(window, robot.address, "TestRobot"));
  window.command("vs first");
  ASSERT_TRUE(eventually([&] { return window.findView("TestRobot.scene.first") != nullptr; }));
  auto* first = qobject_cast<SceneView*>(window.findView("TestRobot.scene.first"));
  ASSERT_NE(first, nullptr);
  first->resize(320, 240);
  // From 100 m above, the field is small in the middle: the corner pixel shows the background.
  window.command("vso first camera 0 80 100000");
  const auto corner = [](SceneView& view) { return view.grab().toImage().pixelColor(2, 2); };
  EXPECT_TRUE(eventually([&] { return near(corner(*first), QColor(0x2b, 0x30, 0x3b), 6); })) << corner(*first).name().toStdString();
  window.command("bc 100 0 50");
  EXPECT_TRUE(eventually([&] { return near(corner(*first), QColor(255, 0, 128), 6); })) << corner(*first).name().toStdString();
  // A view opened later starts with it, and the layout keeps it.
  window.command("vs second");
  ASSERT_TRUE(eventually([&] { return window.findView("TestRobot.scene.second") != nullptr; }));
  auto* second = qobject_cast<SceneView*>(window.findView("TestRobot.scene.second"));
  ASSERT_NE(second, nullptr);
  EXPECT_EQ(second->background(), QColor(255, 0, 128));
  // Out of range or not three numbers: the syntax, nothing changes.
  window.command("bc 101 0 0");
  EXPECT_TRUE(eventually([&] { return printed(window, "Syntax Error: bc <red%> <green%> <blue%>"); })) << window.console().text().toStdString();
  window.command("bc 0 0");
  QTest::qWait(200);
  EXPECT_EQ(first->background(), QColor(255, 0, 128));
  window.command("bc 0 0 0");
  EXPECT_TRUE(eventually([&] { return first->background() == QColor(0, 0, 0) && second->background() == QColor(0, 0, 0); }));
  SceneView::setBackgroundOfAll(QColor(0x2b, 0x30, 0x3b)); // for the tests after this one in the same process
}

TEST(SceneView, TheRealRobotsStickFigureStandsOnTheFloor)
{
  SimulatedRobot simulated;
  ASSERT_FALSE(simulated.address.empty()) << simulated.errors();
  MainWindow window;
  window.show();
  window.command("sc sim " + QString::fromStdString(simulated.address));
  ASSERT_TRUE(eventually([&] { return printed(window, "connected to sim"); }, std::chrono::seconds(30)));
  RobotConnection* connection = window.robot("sim");
  ASSERT_NE(connection, nullptr);
  window.command("vs body");
  window.command("vsd body representation:RobotModel");
  ASSERT_TRUE(eventually([&] { return window.findView("sim.scene.body") != nullptr; }));
  auto* view = qobject_cast<SceneView*>(window.findView("sim.scene.body"));
  // The drawing arrives from Motion: lines of the legs reach down to the ground, the head is above the torso.
  std::vector<DebugDrawing3DShape> shapes;
  ASSERT_TRUE(eventually([&] {
    return connection->read([&](const RobotState& state) {
      for(const auto& [key, drawing] : state.drawings().drawings3D())
        if(key.second == "representation:RobotModel" && drawing.type == "robot" && !drawing.shapes.empty())
        {
          shapes = drawing.shapes;
          return true;
        }
      return false;
    });
  }, std::chrono::seconds(30))) << window.console().text().toStdString();
  float lowest = 1e9f, highest = -1e9f;
  for(const DebugDrawing3DShape& shape : shapes)
    if(const auto* l = std::get_if<DrawingShapes3D::Line>(&shape.shape))
    {
      lowest = std::min({lowest, l->from.z, l->to.z});
      highest = std::max({highest, l->from.z, l->to.z});
    }
  // The soles on the ground; the neck joint (the lines' highest point, the head is a sphere above
  // it) more than 250 mm above them even while the robot sits (naosim starts it sitting), and a
  // standing NAO is about 570 mm tall.
  EXPECT_NEAR(lowest, 0.f, 5.f);
  EXPECT_GT(highest, 250.f);
  EXPECT_LT(highest, 600.f);
  // In the picture, from close by: the left side (blue) and the right side (red) of the figure.
  window.command("vso body camera -60 20 1500 0 0 200");
  EXPECT_TRUE(eventually([&] {
    const QImage image = view->grab().toImage();
    return mostlyAround(image, QPointF(320, 240), 200, 2) > 30 && mostlyAround(image, QPointF(320, 240), 200, 0) > 30;
  })) << window.console().text().toStdString();
}
