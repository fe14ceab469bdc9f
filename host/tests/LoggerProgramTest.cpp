/**
 * @file LoggerProgramTest.cpp
 * The online logger of touchline against touchline-naosim, as real processes: a game in a
 * non-initial state produces a log that touchline-log reads, kill -9 of the robot code at
 * random moments leaves logs that open, a file that cannot grow (RLIMIT_FSIZE) stops logging
 * cleanly while the robot plays on, and a writer that falls behind a too small buffer pool
 * leaves the dropped frames in the log, where touchline-log info shows them.
 */
#if defined(TOUCHLINE_PATH) && defined(TOUCHLINE_NAOSIM_PATH)
#include "NaoSimTestSupport.h"
#include "TestText.h"
#include <fstream>
#include <memory>
#include <random>
#include <sys/ptrace.h>

using namespace NaoSimTest;
namespace fs = std::filesystem;

namespace
{
  const char* const loggerBodyId = "P0000073SIM000000001";

  /** The thread of a process with this name (0 if there is none). */
  pid_t threadOf(pid_t process, const std::string& name)
  {
    std::error_code error;
    for(const auto& entry : fs::directory_iterator("/proc/" + std::to_string(process) + "/task", error))
    {
      std::ifstream comm(entry.path() / "comm");
      std::string threadName;
      std::getline(comm, threadName);
      if(threadName == name)
        return static_cast<pid_t>(std::stol(entry.path().filename().string()));
    }
    return 0;
  }

  /** A configuration directory with its own robots.cfg and logger.cfg, naosim and touchline. */
  class LoggerProgram : public ::testing::Test
  {
  protected:
    void SetUp() override
    {
      const std::string name = ::testing::UnitTest::GetInstance()->current_test_info()->name();
      directory = fs::temp_directory_path() / ("touchline-logger-" + std::to_string(::getpid()) + "-" + name);
      fs::remove_all(directory);
      fs::create_directories(directory / "logs");
      fs::copy(fs::path(TOUCHLINE_HOST_TEST_DATA) / "../../../Config", directory / "Config", fs::copy_options::recursive);
      std::ofstream(directory / "Config/Robots/robots.cfg")
        << "robotsIdentification = [\n  {name = Nao42; headId = P0000074SIM000000001; bodyId = " << loggerBodyId << ";},\n];\n";
      socket = socketPath(name.substr(0, 40));
    }

    void TearDown() override
    {
      touchline.reset();
      naosim.reset();
      fs::remove_all(directory);
    }

    /** Writes logger.cfg: the repository's representations, the test's directory and settings. */
    void configure(const std::string& settings)
    {
      std::ifstream defaults(directory / "Config/Scenarios/Default/logger.cfg");
      std::string text((std::istreambuf_iterator<char>(defaults)), std::istreambuf_iterator<char>());
      const std::size_t lists = text.find("loggablePerThread");
      ASSERT_NE(lists, std::string::npos);
      std::ofstream(directory / "Config/Scenarios/Default/logger.cfg")
        << "enabled = true;\npath = \"" << (directory / "logs").string() << "\";\nusbPath = \"\";\nminFreeDriveSpace = 10;\nmaxMemory = 0;\n"
        << settings << text.substr(lists);
    }

    /** Starts naosim and touchline (with a prefix such as prlimit). */
    void start(const std::vector<std::string>& prefix = {})
    {
      if(!naosim)
      {
        naosim = std::make_unique<Process>(std::vector<std::string>{TOUCHLINE_NAOSIM_PATH, "--socket", socket});
        ASSERT_TRUE(naosim->waitForOut("serves " + socket)) << naosim->err;
      }
      std::vector<std::string> args = prefix;
      args.insert(args.end(), {TOUCHLINE_PATH, "--lola", socket, "--config", (directory / "Config").string(), "--debug-port", "0"});
      touchline = std::make_unique<Process>(args);
      ASSERT_TRUE(touchline->waitForOut("touchline: body Nao42")) << touchline->out << touchline->err;
      ASSERT_TRUE(waitForState(*naosim, [](auto& s) { return s["client"] == "connected" && std::stoi(s["commands"]) > 20; }, 20s))
        << touchline->err;
    }

    /** The log files in the test's directory. */
    std::vector<fs::path> logs()
    {
      std::vector<fs::path> files;
      for(const auto& entry : fs::directory_iterator(directory / "logs"))
        if(entry.path().extension() == ".log")
          files.push_back(entry.path());
      std::sort(files.begin(), files.end());
      return files;
    }

    /** Waits until the log with this number (in the order of their names) has at least bytes; returns it. */
    fs::path waitForLog(std::uintmax_t bytes, std::size_t number = 0)
    {
      fs::path found;
      touchline->waitFor(
        [&] {
          const std::vector<fs::path> files = logs();
          if(std::error_code error; files.size() > number && fs::file_size(files[number], error) >= bytes && !error)
            found = files[number];
          return !found.empty();
        },
        30s);
      return found;
    }

    /** touchline-log info of a log (exit status in status). */
    std::string info(const fs::path& log, int& status)
    {
      Process tool({TOUCHLINE_LOG_TOOL, "info", log.string()});
      status = tool.wait(60s);
      return tool.out + tool.err;
    }

    fs::path directory;
    std::string socket;
    std::unique_ptr<Process> naosim;
    std::unique_ptr<Process> touchline;
  };
}

TEST_F(LoggerProgram, AGameInAPlayingStateIsLoggedAndTouchlineLogReadsIt)
{
  configure("numOfBuffers = 500;\nsizeOfBuffer = 100000;\nwritePriority = 0;\nalwaysLog = false;\n");
  start();
  ASSERT_TRUE(touchline->waitForErr("touchline: Logger: logs go to " + (directory / "logs").string())) << touchline->err;
  EXPECT_TRUE(logs().empty()) << "initial: nothing is logged";

  // Without a GameController: penalized, then playing.
  naosim->write("press chest 0.2\n");
  ASSERT_TRUE(waitForState(*naosim, [](auto& s) { return s["chest"] == "1.00,0.00,0.00"; }, 30s));
  naosim->write("press chest 0.2\n");
  ASSERT_TRUE(waitForState(*naosim, [](auto& s) { return s["posture"] == "standing"; }, 30s));
  const fs::path log = waitForLog(200000);
  ASSERT_FALSE(log.empty()) << touchline->err;
  EXPECT_EQ(log.filename(), "Default_Nao42_Default_Default__Testing_1.log");
  touchline->signal(SIGTERM);
  EXPECT_EQ(touchline->wait(30s), 0) << touchline->err;
  EXPECT_NE(touchline->err.find("touchline: Logger: log file written: " + log.string() + " ("), std::string::npos) << touchline->err;
  EXPECT_NE(touchline->err.find("touchline: Motion loop: "), std::string::npos) << touchline->err;

  int status = -1;
  const std::string text = info(log, status);
  EXPECT_EQ(status, 0) << text;
  EXPECT_NE(text.find("Index:       stored in the file"), std::string::npos) << text;
  EXPECT_NE(text.find("Settings:    head Default, body Nao42, player 1"), std::string::npos) << text;
  EXPECT_NE(text.find("Warnings:    none"), std::string::npos) << text;
  EXPECT_NE(text.find("Dropped:     none"), std::string::npos) << text;
  for(const char* thread : {"\n  Motion ", "\n  Cognition ", "\n  Audio "})
    EXPECT_NE(text.find(thread), std::string::npos) << thread << "\n" << text;
  for(const char* message : {"idJointSensorData", "idJointRequest", "idInertialSensorData", "idFsrSensorData", "idFrameInfo", "idMotionInfo",
                             "idGameState", "idAudioData", "idStopwatch"})
    EXPECT_NE(text.find("    " + std::string(message) + " "), std::string::npos) << message << "\n" << text;
}

TEST_F(LoggerProgram, KillDashNineAtRandomMomentsLeavesLogsThatOpen)
{
  configure("numOfBuffers = 500;\nsizeOfBuffer = 100000;\nwritePriority = 0;\nalwaysLog = true;\n");
  std::mt19937 random(std::random_device{}());
  for(int round = 0; round < 3; ++round)
  {
    start();
    ASSERT_FALSE(waitForLog(1, static_cast<std::size_t>(round)).empty()) << touchline->err;
    std::this_thread::sleep_for(std::chrono::milliseconds(std::uniform_int_distribution<int>(0, 2000)(random)));
    const pid_t robotCode = TestText::childOf(touchline->processId());
    ASSERT_GT(robotCode, 0);
    ::kill(robotCode, SIGKILL);
    EXPECT_EQ(touchline->wait(30s), 1) << touchline->err;
    EXPECT_NE(touchline->err.find("the robot code crashed (signal 9"), std::string::npos) << touchline->err;
  }
  const std::vector<fs::path> files = logs();
  ASSERT_EQ(files.size(), 3u);
  EXPECT_EQ(files[1].filename(), "Default_Nao42_Default_Default__Testing_1_(01).log");
  for(const fs::path& log : files)
  {
    int status = -1;
    const std::string text = info(log, status);
    EXPECT_EQ(status, 0) << log << "\n" << text;
    EXPECT_NE(text.find("Index:       not stored"), std::string::npos) << text;
    EXPECT_EQ(text.find("corrupt"), std::string::npos) << text;
  }
}

TEST_F(LoggerProgram, ADriveThatFillsUpStopsLoggingCleanlyAndTheRobotPlaysOn)
{
  // RLIMIT_FSIZE stands for the full drive: no file of touchline may grow beyond 300 kB.
  configure("numOfBuffers = 500;\nsizeOfBuffer = 100000;\nwritePriority = 0;\nalwaysLog = true;\n");
  start({"/usr/bin/prlimit", "--fsize=300000"});
  ASSERT_TRUE(touchline->waitForErr("File too large; no room for the log; logging stopped for the rest of this run", 60s)) << touchline->err;
  EXPECT_TRUE(waitForState(*naosim, [](auto& s) { return s["skull"] == "1.00"; }, 10s)) << "the skull blinks";
  const int commands = std::stoi(state(*naosim)["commands"]);
  EXPECT_TRUE(waitForState(*naosim, [&](auto& s) { return std::stoi(s["commands"]) > commands + 100; }, 30s)) << "the robot plays on";
  touchline->signal(SIGTERM);
  EXPECT_EQ(touchline->wait(30s), 0) << touchline->err;
  EXPECT_NE(touchline->err.find("the robot code ended normally"), std::string::npos) << touchline->err;

  const std::vector<fs::path> files = logs();
  ASSERT_EQ(files.size(), 1u);
  EXPECT_LE(fs::file_size(files[0]), 300000u);
  int status = -1;
  const std::string text = info(files[0], status);
  EXPECT_EQ(status, 0) << text;
  EXPECT_NE(text.find("Warnings:    none"), std::string::npos) << text;
}

TEST_F(LoggerProgram, ATooSmallBufferPoolLeavesTheDroppedFramesInTheLog)
{
  // Eight buffers, and the writer held still for a second (as by a drive that stalls).
  configure("numOfBuffers = 8;\nsizeOfBuffer = 100000;\nwritePriority = 0;\nalwaysLog = true;\n");
  start();
  ASSERT_FALSE(waitForLog(100000).empty()) << touchline->err;
  const pid_t robotCode = TestText::childOf(touchline->processId());
  const pid_t writer = threadOf(robotCode, "Logger");
  ASSERT_GT(writer, 0);
  if(::ptrace(PTRACE_SEIZE, writer, nullptr, nullptr) != 0)
    GTEST_SKIP() << "ptrace is not permitted here: " << std::strerror(errno);
  ASSERT_EQ(::ptrace(PTRACE_INTERRUPT, writer, nullptr, nullptr), 0);
  int stopStatus = 0;
  ASSERT_EQ(::waitpid(writer, &stopStatus, __WALL), writer);
  const int commands = std::stoi(state(*naosim)["commands"]);
  EXPECT_TRUE(waitForState(*naosim, [&](auto& s) { return std::stoi(s["commands"]) > commands + 80; }, 30s)) << "a second of Motion frames";
  ASSERT_EQ(::ptrace(PTRACE_DETACH, writer, nullptr, nullptr), 0);
  ASSERT_TRUE(touchline->waitForErr("touchline: Logger: no free buffer (8 of 100000 bytes): frames are dropped", 30s)) << touchline->err;
  std::this_thread::sleep_for(500ms); // frames after the gap, which record it
  touchline->signal(SIGTERM);
  EXPECT_EQ(touchline->wait(30s), 0) << touchline->err;
  EXPECT_NE(touchline->err.find(" frames dropped: "), std::string::npos) << touchline->err;

  int status = -1;
  const std::string text = info(logs().at(0), status);
  EXPECT_EQ(status, 0) << text;
  const std::size_t dropped = text.find("\nDropped:     ");
  ASSERT_NE(dropped, std::string::npos) << text;
  EXPECT_NE(text.substr(dropped, 40).find(" frames in "), std::string::npos) << text;
  EXPECT_GT(std::stoi(text.substr(dropped + 14)), 50) << text;
  EXPECT_NE(text.find("\n  Motion ", dropped), std::string::npos) << text;
  EXPECT_NE(text.find("    idDroppedFrames "), std::string::npos) << text;
}
#endif
