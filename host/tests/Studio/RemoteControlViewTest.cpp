/**
 * @file RemoteControlViewTest.cpp
 * The remote control view: reading MotionInfo through a TypeInfo made by hand; the keys (Qt Test
 * key events on the real widget in the real window, its console engine connected to the test
 * robot, the engine's motion command replaced by one that records what reaches it): presses,
 * combinations, auto-repeat, Shift, release, kick, get up, focus lost, view closed, a robot that
 * is not the selected one, vrc speed; and against the real touchline on touchline-naosim: the
 * robot walks while W is held (and turns with A), stands when they are released, kicks after a short Space; the
 * game pad through SDL with a virtual game controller of SDL's (no device needed). With
 * TOUCHLINE_SCREENSHOT_DIR set, a picture of the window with the walking robot is saved there
 * (docs/images/studio-remote-control.png).
 */
#include "StudioTestSupport.h"
#include "RemoteControl/GamePad.h"
#include "RemoteControl/RemoteControlView.h"
#include "SimulatedRobot.h"
#include "Console/ConsoleThread.h"
#include "Streaming/OutStreams.h"
#include "Studio/SceneTree.h"
#include <QApplication>
#include <QKeyEvent>
#include <QSettings>
#include <SDL.h>
#include <gtest/gtest.h>
#include <memory>
#include <mutex>

using namespace StudioTest;

namespace
{
  /** A TypeInfo for MotionInfo as a robot of another version might have it (no fallProtections). */
  TypeInfo motionTypes()
  {
    TypeInfo info;
    info.primitives = {"Angle", "bool", "float", "unsigned int"};
    info.enums["MotionRequest::Motion"] = {"playDead", "sitDown", "stand", "walk", "kick", "getUp", "keyFrame"};
    info.classes["Vector2f"] = {{"float", "x"}, {"float", "y"}};
    info.classes["Pose2f"] = {{"Angle", "rotation"}, {"Vector2f", "translation"}};
    info.classes["MotionInfo"] = {{"MotionRequest::Motion", "executedMotion"}, {"bool", "isMotionFinished"}, {"unsigned int", "motionStartTime"},
                                  {"bool", "isStable"},  {"Pose2f", "walkSpeed"}};
    return info;
  }

  /**
   * The console engine's motion command, replaced: what reaches it is recorded, nothing is sent.
   * The command shares what it records: the window's console thread may run one more command after
   * the recorder (declared after the window) is gone.
   */
  class MotionRecorder
  {
  public:
    explicit MotionRecorder(MainWindow& window)
    {
      window.engine().console().addCommand({"motion", {{"motion ...", "recorded by the test"}}, [recorded = recorded](const ConsoleCommand::Call& call) {
                                              std::lock_guard lock(recorded->mutex);
                                              recorded->commands << QString::fromStdString(call.rest);
                                              return ConsoleCommand::Result::done;
                                            }});
    }
    QStringList take()
    {
      std::lock_guard lock(recorded->mutex);
      QStringList taken;
      taken.swap(recorded->commands);
      return taken;
    }
    QStringList peek()
    {
      std::lock_guard lock(recorded->mutex);
      return recorded->commands;
    }

  private:
    struct Recorded
    {
      std::mutex mutex;
      QStringList commands;
    };
    const std::shared_ptr<Recorded> recorded = std::make_shared<Recorded>();
  };

  /** A key event as auto-repeat makes it. */
  void autoRepeat(QWidget* widget, Qt::Key key)
  {
    QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier, QString(), true);
    QApplication::sendEvent(widget, &press);
    QKeyEvent release(QEvent::KeyRelease, key, Qt::NoModifier, QString(), true);
    QApplication::sendEvent(widget, &release);
  }

  /** Waits until the recorder got exactly these commands (and a little longer, so that more would show). */
  ::testing::AssertionResult received(MotionRecorder& recorder, const QStringList& expected)
  {
    eventually([&] { return recorder.peek().size() >= expected.size(); }, std::chrono::seconds(10));
    QTest::qWait(100);
    const QStringList got = recorder.take();
    if(got == expected)
      return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "expected: " << expected.join(" | ").toStdString() << "\n     got: " << got.join(" | ").toStdString();
  }

  /** Focuses a widget of an active window. */
  bool focus(MainWindow& window, QWidget* widget)
  {
    window.activateWindow();
    if(!QTest::qWaitForWindowActive(&window))
      return false;
    widget->setFocus(Qt::OtherFocusReason);
    return eventually([&] { return widget->hasFocus(); }, std::chrono::seconds(5));
  }

  void screenshot(QWidget& widget, const QString& name)
  {
    const QString directory = qEnvironmentVariable("TOUCHLINE_SCREENSHOT_DIR");
    if(!directory.isEmpty())
    {
      EXPECT_TRUE(widget.grab().save(directory + "/" + name, "PNG"));
    }
  }
}

TEST(MotionStatus, ReadsMotionInfoThroughTheRobotsTypeInfo)
{
  const TypeInfo info = motionTypes();
  OutBinaryMemory walking;
  walking << static_cast<unsigned char>(3) << false << 1234u << true << Angle(0.5f) << 180.f << -20.f;
  MotionStatus status;
  std::string error;
  ASSERT_TRUE(status.read(info, "MotionInfo", std::string(walking.data(), walking.size()), error)) << error;
  EXPECT_EQ(status.executedMotion, "walk");
  EXPECT_FALSE(status.finished);
  EXPECT_TRUE(status.stable);
  EXPECT_NEAR(status.x, 180.f, 1e-3f);
  EXPECT_NEAR(status.y, -20.f, 1e-3f);
  EXPECT_NEAR(status.rotation, 28.6479f, 1e-3f); // 0.5 rad in degrees
  EXPECT_EQ(status.text(), "walk 180 mm/s forward, -20 mm/s left, 29 deg/s");

  OutBinaryMemory kicked;
  kicked << static_cast<unsigned char>(4) << true << 1234u << false << Angle(0.f) << 0.f << 0.f;
  ASSERT_TRUE(status.read(info, "MotionInfo", std::string(kicked.data(), kicked.size()), error)) << error;
  EXPECT_EQ(status.text(), "kick (finished), not stable");

  // Truncated, an unknown type: errors, the status as it was.
  EXPECT_FALSE(status.read(info, "MotionInfo", std::string(walking.data(), 5), error));
  EXPECT_FALSE(error.empty());
  EXPECT_FALSE(status.read(info, "Nothing", std::string(walking.data(), walking.size()), error));
  EXPECT_EQ(status.executedMotion, "kick");
  EXPECT_EQ(MotionStatus().text(), "nothing reported");
}

TEST(RemoteControlView, KeysSendMotionCommandsOnlyWhenTheRequestChanges)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "release builds run without the debug link";
#endif
  QSettings().remove("remoteControl");
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.show();
  MotionRecorder recorder(window);
  window.command("sc TestRobot " + QString::fromStdString(robot.address));
  ASSERT_TRUE(eventually([&] { return window.sceneTree().item("TestRobot.remoteControl") != nullptr; })) << window.console().text().toStdString();
  window.command("vrc");
  ASSERT_TRUE(eventually([&] { return window.findView("TestRobot.remoteControl") != nullptr; })) << window.console().text().toStdString();
  auto* view = qobject_cast<RemoteControlView*>(window.findView("TestRobot.remoteControl"));
  ASSERT_NE(view, nullptr);
  EXPECT_EQ(view->request(), "");
  ASSERT_TRUE(focus(window, view));
  EXPECT_TRUE(view->active());
  EXPECT_TRUE(recorder.take().isEmpty()); // the focus alone sends nothing

  // Up walks forward; W as well: the same request, nothing new. Auto-repeat sends nothing.
  QTest::keyPress(view, Qt::Key_Up);
  EXPECT_TRUE(received(recorder, {"walk 250 0 0"}));
  EXPECT_EQ(view->request(), "motion walk 250 0 0");
  QTest::keyPress(view, Qt::Key_W);
  autoRepeat(view, Qt::Key_Up);
  QTest::keyRelease(view, Qt::Key_W);
  EXPECT_TRUE(received(recorder, {}));
  // Keys combine: forward and turning left, then sideways right too.
  QTest::keyPress(view, Qt::Key_A);
  QTest::keyPress(view, Qt::Key_E);
  EXPECT_TRUE(received(recorder, {"walk 250 0 90", "walk 250 -200 90"}));
  // Opposite keys cancel each other; releasing the last walking key stands.
  QTest::keyPress(view, Qt::Key_D);
  QTest::keyRelease(view, Qt::Key_Up);
  QTest::keyRelease(view, Qt::Key_E);
  QTest::keyRelease(view, Qt::Key_A);
  QTest::keyRelease(view, Qt::Key_D);
  EXPECT_TRUE(received(recorder, {"walk 250 -200 0", "walk 0 -200 0", "stand", "walk 0 0 -90", "stand"}));

  // Shift held: slow (Shift alone sends nothing); Q sideways left, S backward; Shift released: full speed.
  QTest::keyPress(view, Qt::Key_Shift);
  QTest::keyPress(view, Qt::Key_Q, Qt::ShiftModifier);
  QTest::keyPress(view, Qt::Key_S, Qt::ShiftModifier);
  QTest::simulateEvent(view, false, Qt::Key_S, Qt::ShiftModifier, QString(), false); // S up, Shift still down
  QTest::keyRelease(view, Qt::Key_Shift);
  QTest::keyRelease(view, Qt::Key_Q);
  EXPECT_TRUE(received(recorder, {"walk 0 100 0", "walk -75 100 0", "walk 0 100 0", "walk 0 200 0", "stand"}));

  // Space kicks with the left foot until the robot kicks (the test robot reports no kick: until the timeout);
  // the walking keys wait for it. Ctrl+Space kicks with the right foot.
  view->kickTimeout = std::chrono::milliseconds(600);
  QTest::keyClick(view, Qt::Key_Space);
  QTest::keyPress(view, Qt::Key_Down);
  EXPECT_TRUE(received(recorder, {"kick left"}));
  EXPECT_TRUE(view->history().last() == "motion kick left");
  EXPECT_TRUE(received(recorder, {"walk -150 0 0"}));
  QTest::keyRelease(view, Qt::Key_Down);
  QTest::keyClick(view, Qt::Key_Space, Qt::ControlModifier);
  EXPECT_TRUE(received(recorder, {"stand", "kick right", "stand"}));

  // G gets up, and stays so without keys; a walking key walks again.
  QTest::keyClick(view, Qt::Key_G);
  EXPECT_TRUE(received(recorder, {"getup"}));
  QTest::keyClick(view, Qt::Key_W);
  EXPECT_TRUE(received(recorder, {"walk 250 0 0", "stand"}));

  // Other keys are not the view's: nothing.
  QTest::keyClick(view, Qt::Key_X);
  QTest::keyClick(view, Qt::Key_Shift);
  EXPECT_TRUE(received(recorder, {}));

  // The commands are those of the console, echoed there; the robot was selected, so no "robot" before them.
  EXPECT_TRUE(printed(window, "> motion walk 250 -200 90"));
  EXPECT_FALSE(view->history().contains("robot TestRobot"));

  // What the robot reports: the test robot has no MotionInfo.
  EXPECT_TRUE(eventually([&] { return view->robotText().startsWith("waiting for MotionInfo"); })) << view->robotText().toStdString();
  // The game pad is looked for once; without one the console says so once.
  EXPECT_TRUE(eventually([&] { return !view->padText().startsWith("looking"); })) << view->padText().toStdString();

  // Walking and the focus goes to the console: motion off, the behaviour decides again.
  QTest::keyPress(view, Qt::Key_W);
  EXPECT_TRUE(received(recorder, {"walk 250 0 0"}));
  const QImage walking = view->grab().toImage();
  ASSERT_TRUE(focus(window, &window.console().line()));
  EXPECT_FALSE(view->active());
  EXPECT_TRUE(received(recorder, {"off"}));
  EXPECT_EQ(view->request(), "motion off");
  // The frame is green with the focus, the request's arrow blue while walking.
  EXPECT_GT(count(walking, QColor(40, 170, 70), 30), 500);
  EXPECT_GT(count(walking, QColor(30, 100, 220), 30), 40);
  EXPECT_LT(count(view->grab().toImage(), QColor(40, 170, 70), 30), 50);
  // A key without the focus still counts as the user's (it reached the view); the release too.
  QTest::keyRelease(view, Qt::Key_W);
  EXPECT_TRUE(received(recorder, {}));

  // Focus back, a key, then the view is closed: motion off.
  ASSERT_TRUE(focus(window, view));
  QTest::keyPress(view, Qt::Key_Left);
  EXPECT_TRUE(received(recorder, {"walk 0 0 90"}));
  window.command("view TestRobot.remoteControl off");
  EXPECT_TRUE(eventually([&] { return window.findView("TestRobot.remoteControl") == nullptr; }));
  EXPECT_TRUE(received(recorder, {"off"}));
}

TEST(RemoteControlView, ItsRobotIsSelectedFirstAndSpeedsComeFromVrc)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "release builds run without the debug link";
#endif
  QSettings().remove("remoteControl");
  TestRobot first("0", "First");
  TestRobot second("0", "Second");
  ASSERT_FALSE(first.address.empty());
  ASSERT_FALSE(second.address.empty());
  MainWindow window;
  window.show();
  MotionRecorder recorder(window);
  window.command("sc First " + QString::fromStdString(first.address));
  window.command("vrc");
  window.command("sc Second " + QString::fromStdString(second.address));
  ASSERT_TRUE(eventually([&] { return window.findView("First.remoteControl") && window.engine().console().selectedRobot() == "Second"; }))
    << window.console().text().toStdString();
  auto* view = qobject_cast<RemoteControlView*>(window.findView("First.remoteControl"));
  ASSERT_NE(view, nullptr);

  // Other speeds: forward, backward, sideways, turn, the share with Shift.
  window.command("vrc speed 100 80 60 30 0.25");
  EXPECT_TRUE(eventually([&] { return RemoteControlView::speeds().forward == 100.f; }));
  EXPECT_EQ(QSettings().value("remoteControl/speeds").toString(), "100 80 60 30 0.25");
  window.command("vrc speed 1 2");
  EXPECT_TRUE(eventually([&] { return printed(window, "Syntax Error: vrc | vrc speed"); })) << window.console().text().toStdString();

  ASSERT_TRUE(focus(window, view));
  QTest::keyPress(view, Qt::Key_W);
  EXPECT_TRUE(received(recorder, {"walk 100 0 0"}));
  EXPECT_EQ(view->history(), (QStringList{"robot First", "motion walk 100 0 0"}));
  EXPECT_TRUE(eventually([&] { return window.engine().console().selectedRobot() == "First"; }));
  QTest::keyPress(view, Qt::Key_Shift);
  QTest::keyPress(view, Qt::Key_A, Qt::ShiftModifier);
  EXPECT_TRUE(received(recorder, {"walk 25 0 0", "walk 25 0 8"}));
  EXPECT_EQ(view->history().count("robot First"), 1);
  // The other robot selected meanwhile: this one again first.
  window.command("robot Second");
  EXPECT_TRUE(eventually([&] { return window.engine().console().selectedRobot() == "Second"; }));
  QTest::simulateEvent(view, false, Qt::Key_A, Qt::ShiftModifier, QString(), false); // A up, Shift still down
  EXPECT_TRUE(received(recorder, {"walk 25 0 0"}));
  EXPECT_EQ(view->history().mid(view->history().size() - 2), (QStringList{"robot First", "motion walk 25 0 0"}));
  // New speeds apply to the keys held.
  window.command("vrc speed 200 80 60 30 0.5");
  EXPECT_TRUE(received(recorder, {"walk 100 0 0"}));

  // "No game pad" is said once (per run of the studio: in this test's own process, here), also with a second view.
  window.command("robot Second");
  window.command("vrc");
  EXPECT_TRUE(eventually([&] { return window.findView("Second.remoteControl") != nullptr; }));
  auto* other = qobject_cast<RemoteControlView*>(window.findView("Second.remoteControl"));
  ASSERT_NE(other, nullptr);
  EXPECT_TRUE(eventually([&] { return !other->padText().startsWith("looking"); })) << other->padText().toStdString();
  QTest::qWait(300);
  const QString text = window.console().text();
  EXPECT_LE(text.count("remote control: no game pad"), 1) << text.toStdString();
}

TEST(RemoteControlView, AGamePadRunsTheJcBindingsForTheSelectedRobot)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "release builds run without the debug link";
#endif
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.show();
  MotionRecorder recorder(window);
  window.command("sc TestRobot " + QString::fromStdString(robot.address));
  window.command("vrc");
  ASSERT_TRUE(eventually([&] { return window.findView("TestRobot.remoteControl") != nullptr; })) << window.console().text().toStdString();
  auto* view = qobject_cast<RemoteControlView*>(window.findView("TestRobot.remoteControl"));
  ASSERT_NE(view, nullptr);
  // The studio's SDL has started when the view no longer looks for a pad.
  ASSERT_TRUE(eventually([&] { return !view->padText().startsWith("looking"); }));
  if(view->padText().startsWith("cannot be read"))
    GTEST_SKIP() << "SDL cannot read game controllers here: " << view->padText().toStdString();
  ASSERT_EQ(view->padText(), "none connected");
  window.command("jc ?");
  EXPECT_TRUE(eventually([&] { return printed(window, "\nno game pad connected\n"); })) << window.console().text().toStdString();

  // A game controller of SDL's own, in this process: what a USB pad would be.
  SDL_VirtualJoystickDesc description;
  SDL_zero(description);
  description.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
  description.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
  description.naxes = SDL_CONTROLLER_AXIS_MAX;
  description.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
  description.name = "Touchline Test Pad";
  const int index = SDL_JoystickAttachVirtualEx(&description);
  ASSERT_GE(index, 0) << SDL_GetError();
  SDL_Joystick* pad = SDL_JoystickOpen(index);
  ASSERT_NE(pad, nullptr) << SDL_GetError();
  EXPECT_TRUE(eventually([&] { return view->padText().startsWith("Touchline Test Pad"); })) << view->padText().toStdString();
  EXPECT_TRUE(printed(window, "remote control: game pad Touchline Test Pad connected"));
  window.command("jc ?");
  EXPECT_TRUE(eventually([&] { return printed(window, "\ngame pad: Touchline Test Pad\n"); })) << window.console().text().toStdString();

  // The left stick forward, back to the middle; a held: kick, released: stand.
  SDL_JoystickSetVirtualAxis(pad, SDL_CONTROLLER_AXIS_LEFTY, -32767);
  EXPECT_TRUE(received(recorder, {"walk 250 0 0"}));
  SDL_JoystickSetVirtualAxis(pad, SDL_CONTROLLER_AXIS_LEFTY, 0);
  EXPECT_TRUE(received(recorder, {"stand"}));
  SDL_JoystickSetVirtualButton(pad, SDL_CONTROLLER_BUTTON_A, 1);
  EXPECT_TRUE(received(recorder, {"kick left"}));
  SDL_JoystickSetVirtualButton(pad, SDL_CONTROLLER_BUTTON_A, 0);
  EXPECT_TRUE(received(recorder, {"stand"}));
  EXPECT_TRUE(eventually([&] { return view->padText().endsWith("sent motion stand"); })) << view->padText().toStdString();

  // Bindings of jc: the right stick walks sideways now, dpup turns on the spot.
  window.command("jc motion -lefty -rightx none");
  window.command("jc press dpup motion walk to 0 0 90");
  window.command("jc show");
  SDL_JoystickSetVirtualButton(pad, SDL_CONTROLLER_BUTTON_DPAD_UP, 1);
  EXPECT_TRUE(received(recorder, {"walk to 0 0 90"}));
  EXPECT_TRUE(eventually([&] { return printed(window, "jc: dpup pressed: motion walk to 0 0 90"); })) << window.console().text().toStdString();
  SDL_JoystickSetVirtualAxis(pad, SDL_CONTROLLER_AXIS_RIGHTX, 32767);
  EXPECT_TRUE(received(recorder, {"walk 0 -200 0"}));

  // The pad goes after it moved the robot: the behaviour gets it back.
  SDL_JoystickClose(pad);
  ASSERT_EQ(SDL_JoystickDetachVirtual(index), 0) << SDL_GetError();
  EXPECT_TRUE(received(recorder, {"off"}));
  EXPECT_TRUE(eventually([&] { return view->padText() == "none connected"; })) << view->padText().toStdString();
  EXPECT_TRUE(printed(window, "remote control: game pad Touchline Test Pad disconnected"));
}

TEST(RemoteControlView, TheSimulatedRobotWalksWhileWIsHeldAndKicksAfterASpace)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "release builds run without the debug link";
#endif
  QSettings().remove("remoteControl");
  SimulatedRobot robot;
  ASSERT_FALSE(robot.address.empty()) << robot.errors();
  MainWindow window;
  window.resize(1500, 860);
  window.show();
  window.command("sc Default " + QString::fromStdString(robot.address));
  const bool pictures = !qEnvironmentVariable("TOUCHLINE_SCREENSHOT_DIR").isEmpty();
  if(pictures)
  {
    // As scripts/run --studio shows the robot, the remote control beside it.
    // (The cameras' frustums are left out: this robot runs without images.)
    for(const char* line : {"vs scene", "vsd scene representation:RobotModel", "vso scene camera -150 22 1900 300 0 200"})
      window.command(line);
  }
  window.command("vrc");
  ASSERT_TRUE(eventually([&] { return window.findView("Default.remoteControl") != nullptr; })) << window.console().text().toStdString();
  auto* view = qobject_cast<RemoteControlView*>(window.findView("Default.remoteControl"));
  ASSERT_NE(view, nullptr);
  if(pictures)
  {
    ASSERT_TRUE(eventually([&] { return window.findView("Default.scene.scene") != nullptr; }));
    auto* sceneDock = qobject_cast<QDockWidget*>(window.findView("Default.scene.scene")->parentWidget());
    auto* viewDock = qobject_cast<QDockWidget*>(view->parentWidget());
    ASSERT_TRUE(sceneDock && viewDock);
    window.viewArea().splitDockWidget(sceneDock, viewDock, Qt::Horizontal);
    window.viewArea().resizeDocks({sceneDock, viewDock}, {560, 520}, Qt::Horizontal);
  }
  EXPECT_TRUE(eventually([&] { return view->robotText().startsWith("playDead"); }, std::chrono::seconds(30))) << view->robotText().toStdString();

  // Two chest presses (penalized, then playing): the behaviour stands the robot up.
  robot.naosim->write("press chest 0.2\n");
  ASSERT_TRUE(NaoSimTest::waitForState(*robot.naosim, [](auto& s) { return s["chest"] == "1.00,0.00,0.00"; }, std::chrono::seconds(30)));
  robot.naosim->write("press chest 0.2\n");
  ASSERT_TRUE(eventually([&] { return view->robotText() == "stand (finished)"; }, std::chrono::seconds(40))) << view->robotText().toStdString();

  // W held: the robot walks forward; released: it stands.
  if(pictures)
  {
    window.command("cls");
    EXPECT_TRUE(eventually([&] { return window.console().text().trimmed().isEmpty(); }));
  }
  ASSERT_TRUE(focus(window, view));
  QTest::keyPress(view, Qt::Key_W);
  EXPECT_EQ(view->request(), "motion walk 250 0 0");
  const auto forward = [&] {
    const QString text = view->robotText();
    return text.startsWith("walk ") && text.section(' ', 1, 1).toInt() >= 100;
  };
  ASSERT_TRUE(eventually(forward, std::chrono::seconds(30))) << view->robotText().toStdString() << "\n" << window.console().text().toStdString();
  // And A: it turns left while it walks.
  QTest::keyPress(view, Qt::Key_A);
  EXPECT_EQ(view->request(), "motion walk 250 0 90");
  EXPECT_TRUE(eventually([&] { return view->robotText().section(", ", 2, 2).section(' ', 0, 0).toInt() >= 30; }, std::chrono::seconds(10)))
    << view->robotText().toStdString();
  QTest::qWait(1000);
  screenshot(window, "studio-remote-control.png");
  screenshot(*view, "studio-remote-control-view.png");
  QTest::keyRelease(view, Qt::Key_A);
  QTest::keyRelease(view, Qt::Key_W);
  EXPECT_EQ(view->request(), "motion stand");
  EXPECT_TRUE(eventually([&] { return view->robotText() == "stand (finished)"; }, std::chrono::seconds(20))) << view->robotText().toStdString();
  QTest::qWait(2000);

  // A short Space: the kick is asked for until the robot has kicked, then it stands again.
  QTest::keyClick(view, Qt::Key_Space);
  EXPECT_EQ(view->request(), "motion kick left");
  EXPECT_TRUE(eventually([&] { return view->robotText().startsWith("kick"); }, std::chrono::seconds(10))) << view->robotText().toStdString();
  EXPECT_TRUE(eventually([&] { return view->request() == "motion stand"; }, std::chrono::seconds(15))) << view->robotText().toStdString();
  EXPECT_TRUE(eventually([&] { return view->robotText().startsWith("stand"); }, std::chrono::seconds(10))) << view->robotText().toStdString();

  // The focus elsewhere: the behaviour has the robot again (it stands: playing).
  ASSERT_TRUE(focus(window, &window.console().line()));
  EXPECT_EQ(view->request(), "motion off");
  EXPECT_TRUE(eventually([&] { return printed(window, "> motion off"); }));
}
