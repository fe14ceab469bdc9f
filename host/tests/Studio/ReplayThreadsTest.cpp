/**
 * @file ReplayThreadsTest.cpp
 * A replayed remote log in the studio, shaped like the one `dr representation:CameraImage`,
 * `log start`, `log stop`, `log save` records from touchline on touchline-naosim: the frames of
 * Upper and Lower hold a CameraImage only (no FrameInfo, no stopwatch), those of Motion a
 * FrameInfo. Every thread's frames have a time in the log player, the status bar shows the rates
 * at which the threads' frames are played (only the threads the log has), and asking for an
 * image before the first frame is played warns about nothing.
 */
#include "StudioTestSupport.h"
#include "ImageProcessing/CameraImage.h"
#include "LogPlayback/LogWriter.h"
#include "LogPlayer/LogPlayerView.h"
#include "Platform/File.h"
#include "Replay/LogPlayer.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Streaming/MessageQueue.h"
#include <QRegularExpression>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <algorithm>
#include <tuple>

using namespace StudioTest;

namespace
{
  constexpr unsigned startTime = 200000;
  constexpr unsigned duration = 4000; ///< ms

  /** Writes the log: Upper and Lower at 30 Hz (a 16 x 8 CameraImage each frame), Motion at 100 Hz (FrameInfo). */
  void writeLog(const std::string& path)
  {
    std::vector<std::tuple<unsigned, std::string>> frames;
    for(unsigned t = 0; t < duration; t += 33)
    {
      frames.emplace_back(startTime + t, "Upper");
      frames.emplace_back(startTime + t + 16, "Lower");
    }
    for(unsigned t = 0; t < duration; t += 10)
      frames.emplace_back(startTime + t + 3, "Motion");
    std::sort(frames.begin(), frames.end());
    LogWriter writer;
    std::string error;
    ASSERT_TRUE(writer.open(path, {}, error)) << error;
    MessageQueue queue;
    for(const auto& [time, thread] : frames)
    {
      queue.clear();
      queue.out.bin << thread;
      queue.out.finishMessage(idFrameBegin);
      if(thread == "Motion")
      {
        FrameInfo info;
        info.time = time;
        queue.out.bin << info;
        queue.out.finishMessage(idFrameInfo);
      }
      else
      {
        CameraImage image(16, 8);
        image.timestamp = time;
        std::fill(image.data(), image.data() + image.size(), YUYVPixel{128, 128, 128, 128});
        queue.out.bin << image;
        queue.out.finishMessage(idCameraImage);
      }
      queue.out.bin << thread;
      queue.out.finishMessage(idFrameFinished);
      ASSERT_TRUE(writer.writeFrame(queue));
    }
    ASSERT_TRUE(writer.close(error)) << error;
  }

  class ReplayThreads : public ::testing::Test
  {
  protected:
    void SetUp() override
    {
      ASSERT_TRUE(directory.isValid());
      logPath = directory.filePath("remote.log");
      writeLog(logPath.toStdString());
      window.show();
      window.openLog(logPath);
      ASSERT_TRUE(eventually([&] { return player() && window.findView("remote.logPlayer"); })) << window.console().text().toStdString();
    }

    LogPlayer* player() { return window.engine().console().logPlayer("remote"); }
    QString info() { return qobject_cast<LogPlayerView*>(window.findView("remote.logPlayer"))->info(); }

    RepositoryConfig config;
    QTemporaryDir directory;
    QString logPath;
    MainWindow window;
  };

  /** The rate the status bar shows for a thread (-1: none). */
  int rate(const QString& status, const QString& thread)
  {
    const QRegularExpressionMatch match = QRegularExpression("\\b" + thread + " (\\d+) Hz").match(status);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
  }
}

TEST_F(ReplayThreads, FramesOfEveryThreadHaveATime)
{
  for(const QString thread : {"Upper", "Lower", "Motion"})
  {
    std::size_t frame = 0;
    while(player()->threadOf(frame) != thread.toStdString())
      ++frame;
    ASSERT_TRUE(player()->gotoFrame(frame));
    ASSERT_TRUE(eventually([&] { return info().contains("thread " + thread); })) << info().toStdString();
    // Upper: the first frame (0 s); Lower 16 ms after it; Motion 3 ms.
    const unsigned ms = thread == "Upper" ? 0 : thread == "Lower" ? 16 : 3;
    EXPECT_TRUE(info().contains(QString("%1 s (%2 ms)").arg(ms / 1000.0, 0, 'f', 3).arg(startTime + ms))) << info().toStdString();
    EXPECT_FALSE(info().contains("no time"));
  }
}

TEST_F(ReplayThreads, TheStatusBarShowsTheRatesOfTheReplayedThreads)
{
  // As the reporter had it: an image view of Upper open.
  window.command("vi CameraImage upper");
  ASSERT_TRUE(eventually([&] { return window.findView("remote.image.upper") != nullptr; })) << window.console().text().toStdString();
  player()->play();
  // At 1x: Upper and Lower about 30 Hz, Motion about 100 Hz (a busy machine plays a few less).
  EXPECT_TRUE(eventually([&] {
    const QString status = window.status();
    return rate(status, "Upper") >= 20 && rate(status, "Lower") >= 20 && rate(status, "Motion") >= 60;
  }, std::chrono::seconds(4))) << window.status().toStdString();
  EXPECT_LE(rate(window.status(), "Upper"), 40) << window.status().toStdString();
  // The robot's threads that have no frames in the log are not listed (at 0 Hz).
  EXPECT_EQ(rate(window.status(), "Cognition"), -1) << window.status().toStdString();
  EXPECT_EQ(rate(window.status(), "Audio"), -1) << window.status().toStdString();
}

TEST_F(ReplayThreads, AnImageAskedForBeforeTheFirstFrameIsPlayedWarnsAboutNothing)
{
  window.command("vi CameraImage upper");
  ASSERT_TRUE(eventually([&] { return window.findView("remote.image.upper") != nullptr; })) << window.console().text().toStdString();
  // The threads answer the request with the image they have: none yet.
  QTest::qWait(1500);
  EXPECT_FALSE(printed(window, "Warning")) << window.console().text().toStdString();
  // Nor after the first frames are played.
  ASSERT_TRUE(player()->gotoFrame(3));
  QTest::qWait(500);
  EXPECT_FALSE(printed(window, "Warning")) << window.console().text().toStdString();
}
