/**
 * @file RemoteLogTest.cpp
 * Remote logging (docs/logs.md, "Recording remotely"): the console records the camera images
 * the robot program touchline sends over the debug link on loopback (touchline-naosim renders
 * them) into a file, whatever their amount, and a recording that cannot be written records its
 * loss (idDroppedFrames) and says so once.
 */
#if defined(TOUCHLINE_PATH) && defined(TOUCHLINE_NAOSIM_PATH) && !defined(TOUCHLINE_RELEASE) // release builds run without the debug link
#include "Console/Console.h"
#include "Console/RobotConnection.h"
#include "LogPlayback/LogFile.h"
#include "NaoSimTestSupport.h"
#include "Platform/Sanitizers.h"
#include <csignal>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <regex>
#include <sys/resource.h>

using namespace NaoSimTest;
namespace fs = std::filesystem;

namespace
{
  /** What a log holds per thread: frames, camera images (and their bytes), frames recorded as lost. */
  struct ThreadContent
  {
    std::size_t frames = 0;
    std::size_t images = 0;
    std::uint64_t imageBytes = 0;
    std::size_t dropped = 0;
  };

  std::map<std::string, ThreadContent> contentOf(const fs::path& path)
  {
    LogFile log;
    LogFile::Options options;
    options.writeIndex = false;
    std::string error;
    EXPECT_TRUE(log.open(path.string(), options, error)) << error;
    std::map<std::string, ThreadContent> content;
    for(std::size_t i = 0; i < log.frameCount(); ++i)
    {
      const LogFile::Frame frame = log.frame(i);
      ThreadContent& thread = content[frame.thread];
      ++thread.frames;
      for(const LogFile::Message& message : frame.messages())
      {
        const std::string name = log.loggedIdName(message.loggedId);
        if(name == "idCameraImage")
        {
          ++thread.images;
          thread.imageBytes += message.size;
        }
        else if(name == "idDroppedFrames")
        {
          unsigned frames = 0;
          std::memcpy(&frames, message.payload, sizeof(frames)); // DroppedFrames::frames (docs/formats/log-file.md)
          thread.dropped += frames;
        }
      }
    }
    return content;
  }

  /** touchline on touchline-naosim, whose cameras it gets on free ports, and a console connected to its debug link. */
  class RemoteLog : public ::testing::Test
  {
  protected:
    void SetUp() override
    {
      directory = freshDirectory("touchline-remote-log");
      const std::string socket = socketPath(testName().substr(0, 40));
      naosim = std::make_unique<Process>(std::vector<std::string>{TOUCHLINE_NAOSIM_PATH, "--socket", socket, "--cameras", "127.0.0.1:0"});
      ASSERT_TRUE(naosim->waitForOut("(bottom)\n")) << naosim->err;
      std::smatch match;
      ASSERT_TRUE(std::regex_search(naosim->out, match, std::regex("cameras on 127\\.0\\.0\\.1:(\\d+) \\(top\\)"))) << naosim->out;
      touchline = std::make_unique<Process>(std::vector<std::string>{TOUCHLINE_PATH, "--lola", socket, "--camera-server", "127.0.0.1:" + match[1].str(),
                                                                     "--config", TOUCHLINE_CONFIG_DIR, "--debug-port", "0", "--log-dir",
                                                                     directory.string()});
      const std::optional<std::string> line = touchline->waitForLine("touchline: debug link on port ", 30s);
      ASSERT_TRUE(line) << touchline->err;
      console = std::make_unique<Console>([this](const std::string& text) {
        std::lock_guard lock(outputMutex);
        output.push_back(text);
      });
      console->waitTimeout = 20s;
      std::string error;
      ASSERT_TRUE(console->connect("127.0.0.1", static_cast<unsigned short>(std::stoi(line->substr(30))), error)) << error;
      // The images, and the type information asked for once, so that "log start" starts at once.
      for(const char* command : {"dr representation:CameraImage", "log start", "log stop", "log clear"})
        ASSERT_TRUE(console->execute(command)) << command;
      connection = console->connections().front();
    }

    void TearDown() override
    {
      console.reset();
      touchline.reset();
      naosim.reset();
      fs::remove_all(directory);
    }

    /** The frames the console has received per camera thread. */
    std::map<std::string, unsigned> framesReceived() const
    {
      std::map<std::string, unsigned> frames;
      for(const std::string thread : {"Upper", "Lower"})
      {
        const auto count = connection->frameCounts().find(static_cast<unsigned>(connection->component(thread)));
        frames[thread] = count == connection->frameCounts().end() ? 0 : count->second.frames;
      }
      return frames;
    }

    /** Executes a command, returns what it printed. */
    std::vector<std::string> execute(const std::string& command)
    {
      {
        std::lock_guard lock(outputMutex);
        output.clear();
      }
      EXPECT_TRUE(console->execute(command)) << command;
      std::lock_guard lock(outputMutex);
      return output;
    }

    fs::path directory;
    std::unique_ptr<Process> naosim;
    std::unique_ptr<Process> touchline;
    std::unique_ptr<Console> console;
    RobotConnection* connection = nullptr;
    std::mutex outputMutex;
    std::vector<std::string> output;
  };

  long residentPeakKB()
  {
    rusage usage{};
    ::getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
  }
}

TEST_F(RemoteLog, KeepsEveryCameraImageOf200MB)
{
  const std::map<std::string, unsigned> before = framesReceived();
  const long peakBefore = residentPeakKB();
  const auto start = std::chrono::steady_clock::now();
  execute("log start");
  for(const auto deadline = start + 240s; connection->recordingFile()->bytes() < 210'000'000 && std::chrono::steady_clock::now() < deadline;)
    console->update(100ms);
  const std::vector<std::string> stopped = execute("log stop");
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const std::map<std::string, unsigned> after = framesReceived();
  const long peakAfter = residentPeakKB();
  ASSERT_EQ(stopped.size(), 1u) << testing::PrintToString(stopped); // "recorded ...", nothing lost
  const fs::path log = directory / "images.log";
  execute("log save " + log.string());

  const std::map<std::string, ThreadContent> content = contentOf(log);
  std::uint64_t imageBytes = 0;
  for(const std::string thread : {"Upper", "Lower"})
  {
    const auto found = content.find(thread);
    ASSERT_NE(found, content.end()) << thread;
    EXPECT_EQ(found->second.frames, after.at(thread) - before.at(thread)) << thread;
    EXPECT_EQ(found->second.images, found->second.frames) << thread; // every frame sent its image
    EXPECT_EQ(found->second.dropped, 0u) << thread;
    imageBytes += found->second.imageBytes;
  }
  EXPECT_GE(imageBytes, 200'000'000u);
  // Bounded memory: a frame and a copy buffer, not the recording. (The sanitizers' allocators keep
  // what was freed for a while, ASan up to 256 MB: there the peak says nothing about the recorder.)
#ifndef TOUCHLINE_SANITIZED
  EXPECT_LT(peakAfter - peakBefore, 48 * 1024) << "peak resident set grew from " << peakBefore << " kB to " << peakAfter << " kB";
#endif
  std::printf("remote log: %.1f MB of camera images in %.1f s (%.1f MB/s); peak resident set %ld kB before, %ld kB after\n",
              static_cast<double>(imageBytes) / 1e6, seconds, static_cast<double>(imageBytes) / 1e6 / seconds, peakBefore, peakAfter);

  const TestProcess::Run info = TestProcess::run({TOUCHLINE_LOG_TOOL, "info", log.string()});
  EXPECT_EQ(info.status, 0) << info.err;
  EXPECT_NE(info.out.find("Dropped:     none"), std::string::npos) << info.out;
  EXPECT_NE(info.out.find("Warnings:    none"), std::string::npos) << info.out;
}

TEST_F(RemoteLog, ARecordingThatCannotBeWrittenRecordsTheLossAndSaysItOnce)
{
  // A file size limit stands for a full drive: write() fails with EFBIG (the recorder ignores SIGXFSZ).
  rlimit original{};
  ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &original), 0);
  const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
  const std::map<std::string, unsigned> before = framesReceived();
  execute("log start");
  const std::uint64_t limit = connection->recordingFile()->bytes() + 10'000'000;
  rlimit limited = original;
  limited.rlim_cur = limit + 1000; // the header is written; 10 MB of frames fit
  ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &limited), 0);
  for(const auto deadline = std::chrono::steady_clock::now() + 60s;
      connection->recordingFile()->lostFrames() < 20 && std::chrono::steady_clock::now() < deadline;)
    console->update(100ms);
  const std::vector<std::string> stopped = execute("log stop");
  ::setrlimit(RLIMIT_FSIZE, &original);
  std::signal(SIGXFSZ, previousHandler);
  const std::map<std::string, unsigned> after = framesReceived();
  const std::uint64_t lost = connection->recordingFile()->lostFrames();
  ASSERT_GE(lost, 20u);

  // One line says it, naming how much and why.
  ASSERT_EQ(stopped.size(), 2u) << testing::PrintToString(stopped);
  EXPECT_TRUE(std::regex_search(stopped[1], std::regex("^Error: the recording lost " + std::to_string(lost) +
                                                       " frames \\([0-9.]+ MB\\): .*File too large; the log records how many \\(idDroppedFrames\\)$")))
    << stopped[1];
  std::printf("%s\n%s\n", stopped[0].c_str(), stopped[1].c_str());
  const fs::path log = directory / "cut.log";
  const std::vector<std::string> saved = execute("log save " + log.string());
  EXPECT_EQ(saved.size(), 1u) << testing::PrintToString(saved); // said once: not again

  // Every frame sent is in the log or counted as lost.
  const std::map<std::string, ThreadContent> content = contentOf(log);
  std::size_t dropped = 0;
  for(const auto& [thread, frames] : content)
    dropped += frames.dropped;
  EXPECT_EQ(dropped, lost);
  for(const std::string thread : {"Upper", "Lower"})
  {
    const ThreadContent& frames = content.at(thread);
    const std::size_t lossFrames = frames.dropped > 0 ? 1 : 0; // the frame that records the loss
    EXPECT_EQ(frames.frames - lossFrames + frames.dropped, after.at(thread) - before.at(thread)) << thread;
  }
  const TestProcess::Run info = TestProcess::run({TOUCHLINE_LOG_TOOL, "info", log.string()});
  EXPECT_EQ(info.status, 0) << info.err;
  EXPECT_NE(info.out.find("Dropped:     " + std::to_string(lost) + " frames"), std::string::npos) << info.out;
}
#endif
