/**
 * @file LogPlayerViewTest.cpp
 * The log player and annotation views of a replay robot: a log of 300 frames (Motion, every 50th
 * Cognition; images every 30 frames from frame 5; four annotations) written with the LogWriter
 * is replayed with the repository's configuration. The views exist only for replay robots;
 * buttons, keys, the frame field, the slider and the speed selector navigate; the annotation
 * view lists, filters, jumps and stops playing; touchline-studio --log and dropped files replay
 * logs. With TOUCHLINE_SCREENSHOT_DIR set, pictures of both views are saved there (docs/images).
 */
#include "StudioTestSupport.h"
#include "LogPlayback/LogWriter.h"
#include "LogPlayer/AnnotationView.h"
#include "LogPlayer/LogPlayerView.h"
#include "Platform/File.h"
#include "Replay/LogPlayer.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Studio/SceneTree.h"
#include "Streaming/MessageQueue.h"
#include <QApplication>
#include <QCheckBox>
#include <QDockWidget>
#include <QSettings>
#include <QComboBox>
#include <QDropEvent>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QSlider>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUrl>
#include <gtest/gtest.h>

using namespace StudioTest;

namespace
{
  constexpr std::size_t frames = 300;
  constexpr unsigned startTime = 1000000;

  bool isImageFrame(std::size_t i) { return i % 30 == 5; }

  /** Writes the test log: frame i at startTime + 10 i ms. */
  void writeLog(const std::string& path)
  {
    const std::map<std::size_t, std::pair<std::string, std::string>> annotations = {
      {40, {"Behavior", "kick off"}}, {120, {"BallDetector", "ball lost"}}, {200, {"Behavior", "penalty kick"}}, {250, {"FallDownState", "fallen"}}};
    LogWriter writer;
    std::string error;
    ASSERT_TRUE(writer.open(path, {}, error)) << error;
    MessageQueue queue;
    for(std::size_t i = 0; i < frames; ++i)
    {
      const std::string thread = i % 50 == 49 ? "Cognition" : "Motion";
      queue.clear();
      queue.out.bin << thread;
      queue.out.finishMessage(idFrameBegin);
      FrameInfo info;
      info.time = startTime + static_cast<unsigned>(10 * i);
      queue.out.bin << info;
      queue.out.finishMessage(idFrameInfo);
      if(isImageFrame(i))
      {
        queue.out.bin.write(std::string(64, 'j').data(), 64);
        queue.out.finishMessage(idJPEGImage);
      }
      if(const auto annotation = annotations.find(i); annotation != annotations.end())
      {
        queue.out.bin << (static_cast<unsigned>(i) | 0x80000000u);
        queue.out.text << annotation->second.first << annotation->second.second;
        queue.out.finishMessage(idAnnotation);
      }
      queue.out.bin << thread;
      queue.out.finishMessage(idFrameFinished);
      ASSERT_TRUE(writer.writeFrame(queue));
    }
    ASSERT_TRUE(writer.close(error)) << error;
  }

  /** Saves a picture of a widget to $TOUCHLINE_SCREENSHOT_DIR/name (if set). */
  void screenshot(QWidget& widget, const QString& name)
  {
    const QString directory = qEnvironmentVariable("TOUCHLINE_SCREENSHOT_DIR");
    if(!directory.isEmpty())
    {
      EXPECT_TRUE(widget.grab().save(directory + "/" + name, "PNG"));
    }
  }

  class ReplayTest : public ::testing::Test
  {
  protected:
    void SetUp() override
    {
      ASSERT_TRUE(directory.isValid());
      logPath = directory.filePath("game.log");
      writeLog(logPath.toStdString());
    }

    /** Replays the log as robot "game" (as --log does) and returns its player. */
    LogPlayer* replay(MainWindow& window)
    {
      window.openLog(logPath);
      const bool started = eventually([&] {
        return window.engine().console().logPlayer("game") && window.robot("game") && window.robot("game")->isConnected() &&
               window.sceneTree().item("game.logPlayer");
      });
      EXPECT_TRUE(started) << window.console().text().toStdString();
      return started ? window.engine().console().logPlayer("game") : nullptr;
    }

    template<typename View>
    View* open(MainWindow& window, const QString& path)
    {
      window.command("view " + path);
      EXPECT_TRUE(eventually([&] { return window.findView(path) != nullptr; })) << window.console().text().toStdString();
      return qobject_cast<View*>(window.findView(path));
    }

    RepositoryConfig config;
    QTemporaryDir directory;
    QString logPath;
  };

  class LogPlayerViewTest : public ReplayTest {};
  class AnnotationViewTest : public ReplayTest {};

  QToolButton* button(QWidget* view, const char* name)
  {
    auto* found = view->findChild<QToolButton*>(name);
    EXPECT_NE(found, nullptr) << name;
    return found;
  }
}

TEST_F(LogPlayerViewTest, ExistsOnlyForReplayRobots)
{
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.show();
  window.command("sc " + QString::fromStdString(robot.address));
  ASSERT_TRUE(eventually([&] { return window.sceneTree().item("TestRobot.timing.Cognition") != nullptr; }));
  ASSERT_NE(replay(window), nullptr);
  EXPECT_NE(window.sceneTree().item("game.annotations"), nullptr);
  EXPECT_NE(window.sceneTree().item("game.timing"), nullptr);
  EXPECT_EQ(window.sceneTree().item("TestRobot.logPlayer"), nullptr);
  // The annotation view is there for live robots too (LiveAnnotationViewTest.cpp).
  EXPECT_NE(window.sceneTree().item("TestRobot.annotations"), nullptr);
  window.command("view TestRobot.logPlayer");
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: TestRobot has no logPlayer view"); })) << window.console().text().toStdString();
  EXPECT_EQ(window.findView("TestRobot.logPlayer"), nullptr);
  // Double-clicking the scene tree's node opens it.
  QTreeWidgetItem* item = window.sceneTree().item("game.logPlayer");
  window.sceneTree().scrollToItem(item);
  const QRect rect = window.sceneTree().visualItemRect(item);
  // An item view takes a double-click on the item that was pressed.
  QTest::mouseClick(window.sceneTree().viewport(), Qt::LeftButton, {}, rect.center());
  QTest::mouseDClick(window.sceneTree().viewport(), Qt::LeftButton, {}, rect.center());
  EXPECT_TRUE(eventually([&] { return qobject_cast<LogPlayerView*>(window.findView("game.logPlayer")) != nullptr; }));
}

TEST_F(LogPlayerViewTest, ButtonsKeysFieldAndSliderNavigate)
{
  MainWindow window;
  window.show();
  LogPlayer* player = replay(window);
  ASSERT_NE(player, nullptr);
  ASSERT_EQ(player->frameCount(), frames);
  auto* view = open<LogPlayerView>(window, "game.logPlayer");
  ASSERT_NE(view, nullptr);
  EXPECT_EQ(player->current(), LogPlayer::none);

  // Buttons.
  QTest::mouseClick(button(view, "forward1"), Qt::LeftButton);
  EXPECT_EQ(player->current(), 0u);
  QTest::mouseClick(button(view, "forward1"), Qt::LeftButton);
  EXPECT_EQ(player->current(), 1u);
  QTest::mouseClick(button(view, "back1"), Qt::LeftButton);
  EXPECT_EQ(player->current(), 0u);
  QTest::mouseClick(button(view, "forward100"), Qt::LeftButton);
  EXPECT_EQ(player->current(), 100u);
  QTest::mouseClick(button(view, "forwardImage"), Qt::LeftButton);
  EXPECT_EQ(player->current(), 125u);
  QTest::mouseClick(button(view, "backImage"), Qt::LeftButton);
  EXPECT_EQ(player->current(), 95u);
  QTest::mouseClick(button(view, "back100"), Qt::LeftButton); // to the first frame at most
  EXPECT_EQ(player->current(), 0u);
  QTest::mouseClick(button(view, "repeat"), Qt::LeftButton);
  EXPECT_EQ(player->current(), 0u);
  // The frame, its thread and time are shown.
  QTest::mouseClick(button(view, "forward100"), Qt::LeftButton);
  QTest::mouseClick(button(view, "back1"), Qt::LeftButton);
  EXPECT_EQ(player->current(), 99u);
  auto* info = view->findChild<QLabel*>("info");
  ASSERT_NE(info, nullptr);
  EXPECT_TRUE(info->text().contains("frame 99  |  thread Cognition  |  0.990 s (1000990 ms)")) << info->text().toStdString();
  EXPECT_EQ(view->findChild<QLineEdit*>("frame")->text(), "99");

  // The frame field: a number and Enter.
  auto* field = view->findChild<QLineEdit*>("frame");
  field->setFocus();
  field->selectAll();
  QTest::keyClicks(field, "42");
  QTest::keyClick(field, Qt::Key_Return);
  EXPECT_EQ(player->current(), 42u);
  EXPECT_EQ(field->text(), "42");

  // Keys.
  view->setFocus();
  const auto key = [&](Qt::Key k) { QTest::keyClick(view, k); };
  key(Qt::Key_Right);
  EXPECT_EQ(player->current(), 43u);
  key(Qt::Key_Left);
  EXPECT_EQ(player->current(), 42u);
  key(Qt::Key_PageDown);
  EXPECT_EQ(player->current(), 142u);
  key(Qt::Key_PageUp);
  EXPECT_EQ(player->current(), 42u);
  key(Qt::Key_Down);
  EXPECT_EQ(player->current(), 65u);
  key(Qt::Key_Up);
  EXPECT_EQ(player->current(), 35u);
  key(Qt::Key_End);
  EXPECT_EQ(player->current(), frames - 1);
  key(Qt::Key_PageDown); // at the last frame already
  EXPECT_EQ(player->current(), frames - 1);
  key(Qt::Key_Home);
  EXPECT_EQ(player->current(), 0u);

  // The slider: a click on its groove jumps at once; while it is dragged the view does not move it.
  auto* slider = view->findChild<QSlider*>("slider");
  ASSERT_NE(slider, nullptr);
  EXPECT_EQ(slider->maximum(), static_cast<int>(frames) - 1);
  slider->triggerAction(QAbstractSlider::SliderPageStepAdd);
  EXPECT_EQ(player->current(), 100u);
  slider->setSliderDown(true);
  slider->setSliderPosition(150);
  EXPECT_EQ(field->text(), "150"); // the frame it would go to
  player->gotoFrame(10);
  QTest::qWait(200);
  EXPECT_EQ(slider->sliderPosition(), 150);
  EXPECT_EQ(player->current(), 10u);
  slider->setSliderDown(false); // released: goes there
  EXPECT_EQ(player->current(), 150u);
  EXPECT_EQ(slider->value(), 150);

  // Speed and loop.
  auto* speed = view->findChild<QComboBox*>("speed");
  ASSERT_NE(speed, nullptr);
  EXPECT_EQ(speed->currentText(), "1x");
  QTest::keyClick(speed, Qt::Key_Down);
  EXPECT_EQ(player->speed(), 2.0);
  QTest::keyClick(speed, Qt::Key_End);
  EXPECT_EQ(player->speed(), 0.0);
  EXPECT_EQ(speed->currentText(), "as fast as possible");
  player->setSpeed(0.5); // "log speed 0.5" is shown too
  EXPECT_TRUE(eventually([&] { return speed->currentText() == "0.5x"; }));
  QTest::mouseClick(button(view, "loop"), Qt::LeftButton);
  EXPECT_TRUE(player->loop());
  QTest::mouseClick(button(view, "loop"), Qt::LeftButton);
  EXPECT_FALSE(player->loop());
  QTest::mouseClick(button(view, "sync"), Qt::LeftButton);
  EXPECT_TRUE(eventually([&] { return window.engine().console().isSynchronised(); }));
  QTest::mouseClick(button(view, "sync"), Qt::LeftButton);
  EXPECT_TRUE(eventually([&] { return !window.engine().console().isSynchronised(); }));

  // Space plays (without blocking the GUI) and pauses; Stop goes back to the start.
  player->setSpeed(1);
  key(Qt::Key_Home);
  key(Qt::Key_Space);
  EXPECT_EQ(player->state(), LogPlayer::State::playing);
  EXPECT_TRUE(eventually([&] { return player->current() > 5; }));
  EXPECT_TRUE(eventually([&] { return button(view, "play")->text() == "Pause"; }));
  screenshot(window, "studio-log-player-window.png");
  key(Qt::Key_Space);
  EXPECT_EQ(player->state(), LogPlayer::State::paused);
  QTest::mouseClick(button(view, "play"), Qt::LeftButton);
  EXPECT_EQ(player->state(), LogPlayer::State::playing);
  QTest::mouseClick(button(view, "play"), Qt::LeftButton);
  EXPECT_EQ(player->state(), LogPlayer::State::paused);
  player->gotoFrame(125);
  EXPECT_TRUE(eventually([&] { return info->text().contains("frame 125  |  thread Motion  |  1.250 s (1001250 ms)  |  image  |  paused"); }))
    << info->text().toStdString();
  view->resize(760, 120);
  screenshot(*view, "studio-log-player.png");
  QTest::mouseClick(button(view, "stop"), Qt::LeftButton);
  EXPECT_EQ(player->state(), LogPlayer::State::stopped);
  EXPECT_EQ(player->current(), LogPlayer::none);
  EXPECT_TRUE(eventually([&] { return field->text().isEmpty() && info->text().startsWith("stopped"); })) << info->text().toStdString();
}

TEST_F(AnnotationViewTest, ListsFiltersJumpsAndStopsPlaying)
{
  MainWindow window;
  window.show();
  LogPlayer* player = replay(window);
  ASSERT_NE(player, nullptr);
  auto* view = open<AnnotationView>(window, "game.annotations");
  ASSERT_NE(view, nullptr);
  const QString all = "40\tMotion\tBehavior\tkick off\n"
                      "120\tMotion\tBallDetector\tball lost\n"
                      "200\tMotion\tBehavior\tpenalty kick\n"
                      "250\tMotion\tFallDownState\tfallen";
  EXPECT_EQ(view->text(), all);
  EXPECT_EQ(view->currentRow(), -1);

  // Plain filter: a substring of thread, source or text, any case.
  auto* filter = view->findChild<QLineEdit*>("filter");
  auto* regex = view->findChild<QCheckBox*>("regex");
  auto* hint = view->findChild<QLabel*>("hint");
  ASSERT_TRUE(filter && regex && hint);
  QTest::keyClicks(filter, "KICK");
  EXPECT_EQ(view->text(), "40\tMotion\tBehavior\tkick off\n200\tMotion\tBehavior\tpenalty kick");
  filter->clear();
  QTest::keyClicks(filter, "^b");
  EXPECT_EQ(view->text(), ""); // not a regular expression yet
  QTest::mouseClick(regex, Qt::LeftButton, {}, QPoint(4, regex->height() / 2));
  ASSERT_TRUE(regex->isChecked());
  EXPECT_EQ(view->text(), "40\tMotion\tBehavior\tkick off\n120\tMotion\tBallDetector\tball lost\n200\tMotion\tBehavior\tpenalty kick");
  filter->clear();
  QTest::keyClicks(filter, "los[tx]|^fall");
  EXPECT_EQ(view->text(), "120\tMotion\tBallDetector\tball lost\n250\tMotion\tFallDownState\tfallen");
  EXPECT_TRUE(hint->isHidden());
  // An invalid one is named in red and filters nothing.
  QTest::keyClicks(filter, "(");
  EXPECT_FALSE(hint->isHidden());
  EXPECT_TRUE(hint->text().startsWith("invalid regular expression")) << hint->text().toStdString();
  EXPECT_EQ(view->text(), all);

  // Double-click on a row goes to its frame; the row of the current frame is highlighted.
  filter->clear();
  auto* table = view->findChild<QTableWidget*>("table");
  ASSERT_NE(table, nullptr);
  const QRect cell = table->visualItemRect(table->item(2, 3));
  QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
  QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
  EXPECT_EQ(player->current(), 200u);
  EXPECT_EQ(view->currentRow(), 2);
  player->step(30);
  EXPECT_TRUE(eventually([&] { return view->currentRow() == 2; }));
  player->step(30);
  EXPECT_TRUE(eventually([&] { return view->currentRow() == 3; }));
  player->gotoFrame(10);
  EXPECT_TRUE(eventually([&] { return view->currentRow() == -1; }));
  player->gotoFrame(130);
  EXPECT_TRUE(eventually([&] { return view->currentRow() == 1; }));
  view->resize(640, 200);
  screenshot(*view, "studio-annotations.png");

  // Stop on matching annotation: playing pauses at the frame of the first one the filter matches.
  QTest::keyClicks(filter, "fall");
  auto* stopAt = view->findChild<QCheckBox*>("stopAt");
  ASSERT_NE(stopAt, nullptr);
  QTest::mouseClick(stopAt, Qt::LeftButton, {}, QPoint(4, stopAt->height() / 2));
  ASSERT_TRUE(stopAt->isChecked());
  player->setSpeed(0);
  player->stop();
  player->play();
  EXPECT_TRUE(eventually([&] { return player->state() == LogPlayer::State::paused; }));
  EXPECT_EQ(player->current(), 250u);
  // With an empty filter, at any annotation.
  filter->clear();
  player->stop();
  player->play();
  EXPECT_TRUE(eventually([&] { return player->state() == LogPlayer::State::paused; }));
  EXPECT_EQ(player->current(), 40u);
  // Off: plays to the end.
  QTest::mouseClick(stopAt, Qt::LeftButton, {}, QPoint(4, stopAt->height() / 2));
  player->play();
  EXPECT_TRUE(eventually([&] { return player->state() != LogPlayer::State::playing; }));
  EXPECT_EQ(player->current(), frames - 1);
}

TEST_F(LogPlayerViewTest, DroppedLogFilesAreReplayedAndErrorsPrinted)
{
  MainWindow window;
  window.show();
  QMimeData data;
  data.setUrls({QUrl::fromLocalFile(logPath), QUrl::fromLocalFile(directory.filePath("missing.log")), QUrl::fromLocalFile(directory.filePath("notes.txt"))});
  QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, {});
  enter.setAccepted(false);
  QApplication::sendEvent(&window, &enter);
  EXPECT_TRUE(enter.isAccepted());
  QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, {});
  drop.setAccepted(false);
  QApplication::sendEvent(&window, &drop);
  EXPECT_TRUE(drop.isAccepted());
  EXPECT_TRUE(eventually([&] { return window.sceneTree().item("game.logPlayer") != nullptr; })) << window.console().text().toStdString();
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: ") && printed(window, "missing.log"); })) << window.console().text().toStdString();
  EXPECT_FALSE(printed(window, "notes.txt"));
  // Other files are not taken.
  QMimeData text;
  text.setUrls({QUrl::fromLocalFile(directory.filePath("notes.txt"))});
  QDragEnterEvent other(QPoint(10, 10), Qt::CopyAction, &text, Qt::LeftButton, {});
  other.setAccepted(false);
  QApplication::sendEvent(&window, &other);
  EXPECT_FALSE(other.isAccepted());
}

TEST_F(LogPlayerViewTest, TouchlineStudioReplaysTheLogsOfItsLogOptions)
{
  const QString script = directory.filePath("quit.con");
  QFile file(script);
  ASSERT_TRUE(file.open(QIODevice::WriteOnly));
  file.write("sleep 1\nview ? logPlayer\nquit\n");
  file.close();
  const TestProcess::Run run =
    TestProcess::run({TOUCHLINE_STUDIO_PATH, "--log", logPath.toStdString(), "--log", directory.filePath("missing.log").toStdString(), "--print",
                      "--no-discovery", "--script", script.toStdString()});
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_TRUE(run.contains("game replays " + logPath.toStdString() + ": 300 frames")) << run.out;
  EXPECT_TRUE(run.contains("Error: " + directory.filePath("missing.log").toStdString())) << run.out;
  EXPECT_TRUE(run.contains("\ngame.logPlayer\n")) << run.out;
}

namespace
{
  /** Whether the view's dock is shown and shares its place with no other dock (no tab covers it). */
  bool uncovered(MainWindow& window, const QString& path)
  {
    StudioView* view = window.findView(path);
    QDockWidget* dock = nullptr;
    for(QDockWidget* candidate : window.findChildren<QDockWidget*>())
      if(view && candidate->widget() == view)
        dock = candidate;
    return dock && view->isVisible() && !view->visibleRegion().isEmpty() && window.viewArea().tabifiedDockWidgets(dock).isEmpty();
  }
}

TEST_F(LogPlayerViewTest, AReplayOpensItsPlayerAndUsualViewsInALayoutOfItsOwn)
{
  {
    MainWindow window;
    window.show();
    ASSERT_NE(replay(window), nullptr);
    // The player and the usual views of a replay open by themselves; the player is no tab.
    ASSERT_TRUE(eventually([&] { return window.findView("game.logPlayer") && window.findView("game.annotations") && window.findView("game.timing.Motion"); }))
      << window.openViews().join(", ").toStdString();
    EXPECT_TRUE(eventually([&] { return uncovered(window, "game.logPlayer"); }));
    // A view opened later does not cover the player either.
    open<StudioView>(window, "game.modules.Motion");
    EXPECT_TRUE(eventually([&] { return window.findView("game.modules.Motion")->isVisible(); }));
    EXPECT_TRUE(uncovered(window, "game.logPlayer"));
    window.command("view game.timing.Motion off");
    ASSERT_TRUE(eventually([&] { return !window.findView("game.timing.Motion"); }));
    window.close(); // saves the layout
  }
  // The replay layout is not that of a live robot named like the log.
  EXPECT_TRUE(QSettings().value("robots/game/views").isNull());
  EXPECT_TRUE(QSettings().value("window/state").isNull());
  // The next log replayed (another name) opens what the last replay had open.
  ASSERT_TRUE(QFile::copy(logPath, directory.filePath("other.log")));
  MainWindow window;
  window.show();
  window.openLog(directory.filePath("other.log"));
  ASSERT_TRUE(eventually([&] { return window.findView("other.logPlayer") && window.findView("other.modules.Motion"); }))
    << window.console().text().toStdString();
  EXPECT_TRUE(eventually([&] { return uncovered(window, "other.logPlayer"); }));
  EXPECT_EQ(window.findView("other.timing.Motion"), nullptr);
}
