/**
 * @file ReplayTest.cpp
 * Replay robots in-process (docs/logs.md, "Replaying a log"): logs written here are opened with
 * "sl", the robot's modules run on their data (RobotModelProvider on the replayed
 * JointSensorData, with its drawing), and the log commands step, jump, trim, filter and save
 * (touchline-log reads the result); annotations lead to their frames, two logs play by time,
 * and foreign or broken files are refused or play what they can.
 */
#include "Console/Console.h"
#include "ImageProcessing/CameraImage.h"
#include "ImageProcessing/JPEGCodec.h"
#include "ImageProcessing/JPEGImage.h"
#include "LogPlayback/LogFile.h"
#include "LogPlayback/LogWriter.h"
#include "Platform/File.h"
#include "Process.h"
#include "Replay/LogPlayer.h"
#include "Representations/Infrastructure/AudioData.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Streaming/MessageQueue.h"
#include "Streaming/TypeInfo.h"
#include <gtest/gtest.h>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <thread>

namespace
{
  namespace fs = std::filesystem;
  using namespace std::chrono_literals;

  /** Frames of thread Motion: FrameInfo (time), JointSensorData (head yaw = frame / 100 rad), an annotation every 10th frame. */
  struct LogSpec
  {
    std::size_t frames = 50;
    unsigned startTime = 10000;
    unsigned period = 12;
    bool refereeThread = false; ///< Also frames of a thread the robot does not have.
  };

  void writeLog(const fs::path& file, const LogSpec& spec)
  {
    LogWriter writer;
    std::string error;
    ASSERT_TRUE(writer.open(file.string(), {}, error)) << error;
    unsigned annotations = 0;
    for(std::size_t i = 0; i < spec.frames; ++i)
    {
      MessageQueue queue;
      queue.out.bin << std::string("Motion");
      queue.out.finishMessage(idFrameBegin);
      FrameInfo frameInfo;
      frameInfo.time = spec.startTime + static_cast<unsigned>(i) * spec.period;
      queue.out.bin << frameInfo;
      queue.out.finishMessage(idFrameInfo);
      JointSensorData joints;
      joints.angles[Joints::headYaw] = static_cast<float>(i) / 100.f;
      joints.timestamp = frameInfo.time;
      queue.out.bin << joints;
      queue.out.finishMessage(idJointSensorData);
      if(i % 10 == 5)
      {
        queue.out.bin << (annotations++ | 0x80000000u);
        queue.out.text << std::string("Kicker") << std::string("kick " + std::to_string(i));
        queue.out.finishMessage(idAnnotation);
      }
      queue.out.bin << std::string("Motion");
      queue.out.finishMessage(idFrameFinished);
      ASSERT_TRUE(writer.writeFrame(queue));
      if(spec.refereeThread)
      {
        MessageQueue referee;
        referee.out.bin << std::string("Referee");
        referee.out.finishMessage(idFrameBegin);
        referee.out.bin << std::string("Referee");
        referee.out.finishMessage(idFrameFinished);
        ASSERT_TRUE(writer.writeFrame(referee));
      }
    }
    ASSERT_TRUE(writer.close(error)) << error;
  }

  class Replay : public testing::Test
  {
  protected:
    void SetUp() override
    {
#ifdef TOUCHLINE_RELEASE
      GTEST_SKIP() << "release builds compile debug requests and MODIFY out";
#endif
      const std::string name = testing::UnitTest::GetInstance()->current_test_info()->name();
      directory = fs::temp_directory_path() / ("touchline-replay-" + std::to_string(::getpid()) + "-" + name);
      fs::remove_all(directory);
      fs::create_directories(directory);
      previousConfig = File::getConfigDirectory();
      File::setConfigDirectory(TOUCHLINE_CONFIG_DIR);
      console = std::make_unique<Console>([this](const std::string& line) {
        std::lock_guard lock(outputMutex);
        output.push_back(line);
      });
      console->waitTimeout = 20s;
    }

    void TearDown() override
    {
      console.reset();
      File::setConfigDirectory(previousConfig);
      fs::remove_all(directory);
    }

    /** Runs a command; returns what it printed. */
    std::string run(const std::string& command, bool expectSuccess = true)
    {
      std::vector<std::string> printed;
      EXPECT_EQ(console->execute(command, printed), expectSuccess) << command << "\n" << joined();
      std::string text;
      for(const std::string& line : printed)
        text += line + "\n";
      return text;
    }

    std::string joined()
    {
      std::lock_guard lock(outputMutex);
      std::string text;
      for(const std::string& line : output)
        text += line + "\n";
      return text;
    }

    /** The head yaw the replay robot's Motion thread has now (get representation:JointSensorData). */
    std::string headYaw()
    {
      const std::string text = run("get representation:JointSensorData");
      const std::size_t at = text.find("headYaw = ");
      return at == std::string::npos ? text : text.substr(at + 10, text.find(';', at) - at - 10);
    }

    fs::path directory;
    std::string previousConfig;
    std::mutex outputMutex;
    std::vector<std::string> output;
    std::unique_ptr<Console> console;
  };
}

TEST_F(Replay, ModulesRunOnTheReplayedFramesAndDraw)
{
  writeLog(directory / "walk.log", {});
  ASSERT_TRUE(console->execute("sl Walk " + (directory / "walk.log").string())) << joined();
  LogPlayer* player = console->logPlayer("Walk");
  ASSERT_NE(player, nullptr);
  EXPECT_EQ(player->frameCount(), 50u);
  EXPECT_EQ(player->current(), LogPlayer::none);

  run("log goto 10");
  EXPECT_EQ(player->current(), 10u);
  EXPECT_EQ(headYaw(), "5.729578deg"); // 0.1 rad
  run("log forward");
  EXPECT_EQ(player->current(), 11u);
  run("log backward fast", false); // there are not 100 frames before
  run("log backward");
  EXPECT_EQ(player->current(), 10u);
  run("log goto 40");
  EXPECT_EQ(headYaw(), "22.918312deg"); // 0.4 rad

  // RobotModelProvider computes the robot model from the replayed joint angles, and draws it.
  const std::string model = run("get representation:RobotModel");
  EXPECT_NE(model.find("set representation:RobotModel "), std::string::npos) << model;
  run("dr debugDrawing:representation:RobotModel");
  run("log forward");
  RobotConnection* connection = console->connections().back();
  bool drawn = false;
  for(int i = 0; i < 100 && !drawn; ++i)
  {
    console->update(20ms);
    drawn = connection->read([](const RobotState& state) {
      for(const auto& [key, drawing] : state.drawings().drawings2D())
        if(key.second == "representation:RobotModel" && !drawing.shapes.empty())
          return true;
      return false;
    });
  }
  EXPECT_TRUE(drawn) << joined();
}

TEST_F(Replay, TrimKeepRemoveAndSaveAreReadByTouchlineLog)
{
  writeLog(directory / "walk.log", {});
  ASSERT_TRUE(console->execute("log load " + (directory / "walk.log").string())) << joined();
  LogPlayer* player = console->logPlayer("walk");
  ASSERT_NE(player, nullptr);
  EXPECT_NE(run("log ?").find("idJointSensorData: 50 messages"), std::string::npos);
  run("log goto 20");
  run("log trim from current");
  EXPECT_EQ(player->frameCount(), 30u);
  run("log trim until 19");
  EXPECT_EQ(player->frameCount(), 20u);
  run("log remove JointSensorData");
  const std::string statistics = run("log ?");
  EXPECT_EQ(statistics.find("idJointSensorData"), std::string::npos) << statistics;
  EXPECT_NE(statistics.find("idFrameInfo: 20 messages"), std::string::npos) << statistics;
  const fs::path saved = directory / "cut.log";
  run("log save " + saved.string());

  const TestProcess::Run info = TestProcess::run({TOUCHLINE_LOG_TOOL, "info", saved.string()});
  EXPECT_EQ(info.status, 0) << info.out << info.err;
  EXPECT_TRUE(info.contains("Frames:      20")) << info.out;
  EXPECT_FALSE(info.contains("idJointSensorData")) << info.out;
  EXPECT_TRUE(info.contains("Annotations: 2")) << info.out; // frames 25 and 35 of the original
  // The first frame saved is frame 20 of the original.
  const TestProcess::Run dump = TestProcess::run({TOUCHLINE_LOG_TOOL, "dump", saved.string(), "--frames", "0-0"});
  EXPECT_TRUE(dump.contains("time = 10240")) << dump.out << dump.err;

  run("log keep FrameInfo");
  EXPECT_TRUE(player->isKept(idFrameInfo));
  EXPECT_FALSE(player->isKept(idAnnotation));
  EXPECT_TRUE(player->isKept(idFrameBegin));
}

TEST_F(Replay, TrimBoundsAreInclusiveAsInBHumansConsole)
{
  // B-Human's "log trim until N" keeps frame N, "between A B" keeps A and B: a ported script cuts the same frames.
  writeLog(directory / "walk.log", {});
  ASSERT_TRUE(console->execute("log load " + (directory / "walk.log").string())) << joined();
  LogPlayer* player = console->logPlayer("walk");
  ASSERT_NE(player, nullptr);
  EXPECT_NE(run("log trim until 40").find("41 frames left"), std::string::npos) << joined();
  EXPECT_EQ(player->frameCount(), 41u);
  run("log trim between 10 20");
  EXPECT_EQ(player->frameCount(), 11u);
  ASSERT_TRUE(player->gotoFrame(0));
  EXPECT_EQ(headYaw(), "5.729578deg"); // frame 10 of the original: 0.1 rad
  ASSERT_TRUE(player->gotoFrame(10));
  EXPECT_EQ(headYaw(), "11.459156deg"); // frame 20 of the original: 0.2 rad
  run("log trim between 3 3");
  EXPECT_EQ(player->frameCount(), 1u);
  // Bounds outside the log, or the wrong way round, are refused and name the frames there are.
  EXPECT_NE(run("log trim until 1", false).find("Error: cannot keep frames 0 to 1: the log has 1 frame (0 to 0)"), std::string::npos)
    << joined();
  EXPECT_EQ(player->frameCount(), 1u);
}

TEST_F(Replay, AnnotationsLeadToTheirFramesAndStopPlaying)
{
  writeLog(directory / "walk.log", {200});
  ASSERT_TRUE(console->startReplay("Walk", (directory / "walk.log").string(), *std::make_unique<std::string>())) << joined();
  LogPlayer& player = *console->logPlayer("Walk");
  const std::vector<LogPlayer::Annotation> annotations = player.annotations();
  ASSERT_EQ(annotations.size(), 20u);
  EXPECT_EQ(annotations[3].frame, 35u);
  EXPECT_EQ(annotations[3].thread, "Motion");
  EXPECT_EQ(annotations[3].source, "Kicker");
  EXPECT_NE(annotations[3].text.find("kick 35"), std::string::npos) << annotations[3].text;
  ASSERT_TRUE(player.gotoFrame(annotations[3].frame));
  EXPECT_EQ(headYaw(), "20.053522deg"); // 0.35 rad

  // Playing as fast as possible stops at the first annotation that matches.
  player.setStopAt([](const LogPlayer::Annotation& annotation) { return annotation.text.find("kick 125") != std::string::npos; });
  run("log speed max");
  run("log start");
  for(int i = 0; i < 500 && player.state() == LogPlayer::State::playing; ++i)
    std::this_thread::sleep_for(10ms);
  EXPECT_EQ(player.state(), LogPlayer::State::paused);
  EXPECT_EQ(player.current(), 125u);
}

TEST_F(Replay, PlaysAtTheRecordedSpeedAndInALoop)
{
  writeLog(directory / "walk.log", {100, 5000, 10}); // 1 s
  std::string error;
  ASSERT_TRUE(console->startReplay("Walk", (directory / "walk.log").string(), error)) << error;
  LogPlayer& player = *console->logPlayer("Walk");
  const auto start = std::chrono::steady_clock::now();
  player.play();
  while(player.state() == LogPlayer::State::playing && std::chrono::steady_clock::now() - start < 10s)
    std::this_thread::sleep_for(5ms);
  const auto took = std::chrono::steady_clock::now() - start;
  EXPECT_EQ(player.current(), 99u);
  EXPECT_GE(took, 900ms); // 99 periods of 10 ms; no upper bound: the machine may be busy
  run("log cycle");
  run("log speed 8");
  run("log start");
  bool wrapped = false;
  std::size_t last = player.current();
  for(int i = 0; i < 1000 && !wrapped; ++i)
  {
    std::this_thread::sleep_for(5ms);
    wrapped = player.current() < last;
    last = player.current();
  }
  EXPECT_TRUE(wrapped);
  run("log stop");
  EXPECT_EQ(player.state(), LogPlayer::State::stopped);
  EXPECT_EQ(player.current(), LogPlayer::none);
}

TEST_F(Replay, TwoLogsPlaySynchronisedByTime)
{
  // Two robots with other clocks and rates: Motion every 12 ms from 10 s, and every 20 ms from 70 s.
  writeLog(directory / "a.log", {300, 10000, 12});
  writeLog(directory / "b.log", {200, 70000, 20});
  std::string error;
  ASSERT_TRUE(console->startReplay("A", (directory / "a.log").string(), error)) << error;
  ASSERT_TRUE(console->startReplay("B", (directory / "b.log").string(), error)) << error;
  run("log sync on");
  EXPECT_TRUE(console->isSynchronised());
  LogPlayer& a = *console->logPlayer("A");
  LogPlayer& b = *console->logPlayer("B");
  ASSERT_TRUE(b.gotoFrame(150)); // 3 s after its start
  EXPECT_EQ(a.current(), 250u);  // 3 s after its start
  run("log speed max"); // B is selected; both play as fast as they can
  ASSERT_TRUE(a.gotoFrame(10));
  EXPECT_EQ(b.current(), 6u); // 120 ms: the last frame at or before
  a.play();
  EXPECT_EQ(b.state(), LogPlayer::State::playing);
  a.pause();
  EXPECT_NE(b.state(), LogPlayer::State::playing);
  run("log sync off");
  a.gotoFrame(0);
  EXPECT_NE(b.current(), 0u);
}

TEST_F(Replay, ForeignAndBrokenFilesAreRefusedOrPlayWhatTheyCan)
{
  std::ofstream(directory / "photo.jpg", std::ios::binary) << "\xff\xd8\xff\xe0 not a log";
  std::ofstream(directory / "empty.log", std::ios::binary).flush();
  std::string printed = run("sl Photo " + (directory / "photo.jpg").string(), false);
  EXPECT_NE(printed.find("photo.jpg"), std::string::npos) << printed;
  printed = run("sl Empty " + (directory / "empty.log").string(), false);
  EXPECT_NE(printed.find("empty.log"), std::string::npos) << printed;
  EXPECT_EQ(console->logPlayer("Photo"), nullptr);

  // A log cut in the middle plays its complete frames; frames of a thread the robot lacks are skipped.
  writeLog(directory / "full.log", {40, 10000, 12, true});
  std::uint64_t cutAt = 0;
  {
    LogFile full;
    std::string error;
    ASSERT_TRUE(full.open((directory / "full.log").string(), {}, error)) << error;
    cutAt = full.dataOffset() + full.dataSize() * 2 / 3; // the index and a third of the frames go
  }
  fs::copy_file(directory / "full.log", directory / "cut.log");
  fs::resize_file(directory / "cut.log", cutAt);
  printed = run("sl Cut " + (directory / "cut.log").string());
  LogPlayer* player = console->logPlayer("Cut");
  ASSERT_NE(player, nullptr) << printed;
  EXPECT_GT(player->frameCount(), 10u);
  EXPECT_LT(player->frameCount(), 80u);
  printed = run("log goto " + std::to_string(player->frameCount() - 1));
  EXPECT_NE(printed.find("no thread Referee"), std::string::npos) << printed;
  run("log goto " + std::to_string(player->frameCount()), false);
}

TEST_F(Replay, RepresentationsOfAnotherTypeAreConvertedWithOneWarning)
{
  // Recorded when FrameInfo had another field after its time.
  TypeInfo types = TypeInfo::current();
  types.classes["FrameInfo"].push_back({"unsigned int", "recordedBy"});
  LogWriter::Options options;
  options.typeInfo = &types;
  LogWriter writer;
  std::string error;
  ASSERT_TRUE(writer.open((directory / "old.log").string(), options, error)) << error;
  for(unsigned i = 0; i < 10; ++i)
  {
    MessageQueue queue;
    queue.out.bin << std::string("Motion");
    queue.out.finishMessage(idFrameBegin);
    queue.out.bin << 5000 + i * 12 << 77u;
    queue.out.finishMessage(idFrameInfo);
    queue.out.bin << std::string("Motion");
    queue.out.finishMessage(idFrameFinished);
    ASSERT_TRUE(writer.writeFrame(queue));
  }
  ASSERT_TRUE(writer.close(error)) << error;

  ASSERT_TRUE(console->startReplay("Old", (directory / "old.log").string(), error)) << error;
  const std::string first = run("log goto 3");
  EXPECT_NE(first.find("FrameInfo"), std::string::npos) << first;
  EXPECT_NE(first.find("convert"), std::string::npos) << first;
  EXPECT_EQ(run("log forward"), "");
  const std::string value = run("for Motion get representation:FrameInfo");
  EXPECT_NE(value.find("time = 5048"), std::string::npos) << value;
}

TEST_F(Replay, ImagesAreSavedAsPngAndAudioAsWav)
{
  // Upper: a real JPEG of a 64 x 48 image; Lower: the camera image itself; Audio: 2 channels.
  CameraImage image;
  image.setResolution(64, 48);
  for(unsigned y = 0; y < image.height; ++y)
    for(unsigned x = 0; x < image.width; ++x)
      image(x, y) = YUYVPixel{static_cast<unsigned char>(4 * x), 128, static_cast<unsigned char>(4 * x + 2), 128};
  JPEGCodec codec;
  JPEGImage jpeg;
  ASSERT_TRUE(codec.compress(image, 90, jpeg)) << codec.error();
  LogWriter writer;
  std::string error;
  ASSERT_TRUE(writer.open((directory / "media.log").string(), {}, error)) << error;
  const auto frame = [&](const char* thread, MessageID id, const Streamable& value) {
    MessageQueue queue;
    queue.out.bin << std::string(thread);
    queue.out.finishMessage(idFrameBegin);
    queue.out.bin << value;
    queue.out.finishMessage(id);
    queue.out.bin << std::string(thread);
    queue.out.finishMessage(idFrameFinished);
    ASSERT_TRUE(writer.writeFrame(queue));
  };
  AudioData audio;
  audio.channels = 2;
  audio.deviceAvailable = true;
  audio.samples.assign(2 * 480, 0.25f);
  for(int i = 0; i < 4; ++i)
  {
    frame("Upper", idJPEGImage, jpeg);
    frame("Lower", idCameraImage, image);
    frame("Audio", idAudioData, audio);
  }
  ASSERT_TRUE(writer.close(error)) << error;
  ASSERT_TRUE(console->startReplay("Media", (directory / "media.log").string(), error)) << error;

  const fs::path images = directory / "images";
  EXPECT_NE(run("log saveImages 2 " + images.string()).find("saved 4 images"), std::string::npos);
  for(const char* name : {"000000_Upper.png", "000001_Lower.png", "000006_Upper.png", "000007_Lower.png"})
  {
    std::ifstream png(images / name, std::ios::binary);
    char header[24] = {};
    png.read(header, sizeof(header));
    ASSERT_TRUE(png) << name;
    EXPECT_EQ(std::string(header + 1, 3), "PNG") << name;
    EXPECT_EQ(static_cast<unsigned char>(header[19]), 128u) << name; // IHDR width 128 (big endian)
    EXPECT_EQ(static_cast<unsigned char>(header[23]), 48u) << name;  // height 48
  }
  run("log saveImages raw " + (directory / "raw").string());
  EXPECT_EQ(std::distance(fs::directory_iterator(directory / "raw"), fs::directory_iterator()), 8);

  const fs::path wav = directory / "sound.wav";
  const std::string saved = run("log saveAudio " + wav.string());
  EXPECT_NE(saved.find("saved 0.04 s of audio"), std::string::npos) << saved;
  EXPECT_EQ(fs::file_size(wav), 44u + 4 * 480 * 2 * 4); // header, 4 blocks of 480 frames of 2 floats

  run("log remove JPEGImage CameraImage");
  EXPECT_NE(run("log saveImages " + (directory / "none").string(), false).find("no camera images"), std::string::npos);
}
