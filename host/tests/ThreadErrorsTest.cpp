/**
 * @file ThreadErrorsTest.cpp
 * The errors of the robot's threads that happen before a console connects: the Debug thread
 * keeps the last ones and sends them to every console that connects, then the new ones as they
 * come, none lost in between. Against touchline-testrobot with a module that fails in every
 * frame, and against touchline (on touchline-naosim) with a module that cannot be created.
 */
#include "Console/Console.h"
#include "NaoSimTestSupport.h"
#include <filesystem>
#include <fstream>
#include <memory>
#include <regex>

#if defined(TOUCHLINE_TESTROBOT_PATH) && defined(TOUCHLINE_PATH) && defined(TOUCHLINE_NAOSIM_PATH)

namespace
{
  namespace fs = std::filesystem;
  using namespace std::chrono_literals;
  using TestProcess::Process;

  /** A temporary directory, removed at the end. */
  struct Directory
  {
    fs::path path;
    explicit Directory(const std::string& name)
      : path(fs::temp_directory_path() / ("touchline-thread-errors-" + name + "-" + std::to_string(::getpid())))
    {
      fs::remove_all(path);
      fs::create_directories(path);
    }
    ~Directory() { fs::remove_all(path); }
  };

  /** The debug port a robot program printed ("<prefix><port>"). */
  unsigned short portFrom(Process& robot, const std::string& prefix)
  {
    const std::optional<std::string> line = robot.waitForLine(prefix, 20s);
    return line ? static_cast<unsigned short>(std::stoi(line->substr(line->find(prefix) + prefix.size()))) : 0;
  }
}

TEST(ThreadErrors, AConsoleGetsTheLastErrorsFromBeforeItConnectedThenTheNewOnes)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "release builds run without the debug link";
#endif
  // The test robot, with a provider in Cognition (60 Hz) that fails in every frame.
  Directory directory("testrobot");
  fs::copy(TOUCHLINE_TESTROBOT_CONFIG, directory.path / "Config", fs::copy_options::recursive);
  const fs::path threadsCfg = directory.path / "Config/Scenarios/Default/threads.cfg";
  std::ifstream in(threadsCfg);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string anchor = "{representation = TestCounter; provider = TestCounterProvider;},";
  ASSERT_NE(text.find(anchor), std::string::npos);
  text.replace(text.find(anchor), anchor.size(), anchor + "\n      {representation = TestFailure; provider = TestFailingProvider;},");
  std::ofstream(threadsCfg) << text;

  Process robot({TOUCHLINE_TESTROBOT_PATH, "--config", (directory.path / "Config").string(), "--port", "0", "--no-beacon"});
  const unsigned short port = portFrom(robot, "debug port ");
  ASSERT_NE(port, 0) << robot.err;
  // More errors than are kept, all before a console is there (the robot prints them all).
  ASSERT_TRUE(robot.waitForErr("TestFailingProvider failed to update TestFailure: attempt 80 failed\n", 20s)) << robot.err;

  std::vector<std::string> output;
  std::mutex outputMutex;
  Console console([&](const std::string& line) {
    std::lock_guard lock(outputMutex);
    output.push_back(line);
  });
  std::string error;
  ASSERT_TRUE(console.connect("127.0.0.1", port, error)) << error;
  for(int i = 0; i < 20; ++i)
    console.update(50ms);

  // A note on what was not kept, the last 50 from before, then the new ones: consecutive attempts.
  std::lock_guard lock(outputMutex);
  const std::regex kept(R"(^Error \(before this console connected, [0-9]+\.[0-9] s ago\): Cognition: TestFailingProvider failed to update TestFailure: attempt ([0-9]+) failed$)");
  const std::regex live(R"(^Error: Cognition: TestFailingProvider failed to update TestFailure: attempt ([0-9]+) failed$)");
  const std::regex dropped(R"(^Warning: ([0-9]+) errors of the threads before this console connected were not kept \(the robot keeps the last 50\)$)");
  std::size_t keptCount = 0, liveCount = 0;
  int previous = 0, droppedCount = 0;
  for(const std::string& line : output)
  {
    std::smatch match;
    if(std::regex_match(line, match, dropped))
    {
      EXPECT_EQ(keptCount + liveCount, 0u) << "the note comes first";
      droppedCount = std::stoi(match[1]);
    }
    else if(std::regex_match(line, match, kept) || std::regex_match(line, match, live))
    {
      const int attempt = std::stoi(match[1]);
      if(previous)
        EXPECT_EQ(attempt, previous + 1) << line;
      else
        EXPECT_EQ(attempt, droppedCount + 1) << "the first kept error follows the dropped ones";
      previous = attempt;
      (line.starts_with("Error (") ? keptCount : liveCount) += 1;
      EXPECT_TRUE(line.starts_with("Error: ") == (liveCount > 0)) << "the kept errors come before the new ones: " << line;
    }
  }
  EXPECT_EQ(keptCount, 50u);
  EXPECT_GE(droppedCount, 30);
  EXPECT_GT(liveCount, 10u) << "the new errors come as they happen";
}

TEST(ThreadErrors, TouchlineSendsAConsoleTheErrorsOfTheStart)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "release builds run without the debug link";
#endif
  // Without its parameter file SitStandBehavior cannot be created: Cognition reports it once, at the start.
  Directory directory("touchline");
  fs::copy(fs::path(TOUCHLINE_HOST_TEST_DATA) / "../../../Config", directory.path / "Config", fs::copy_options::recursive);
  fs::remove(directory.path / "Config/Scenarios/Default/sitStandBehavior.cfg");
  const std::string socket = NaoSimTest::socketPath("thread-errors");
  Process naosim({TOUCHLINE_NAOSIM_PATH, "--socket", socket});
  ASSERT_TRUE(naosim.waitForOut("serves " + socket)) << naosim.err;
  Process touchline({TOUCHLINE_PATH, "--lola", socket, "--config", (directory.path / "Config").string(), "--debug-port", "0"});
  const unsigned short port = portFrom(touchline, "touchline: debug link on port ");
  ASSERT_NE(port, 0) << touchline.err;
  ASSERT_TRUE(touchline.waitForErr("touchline: Cognition: module SitStandBehavior could not be created: ")) << touchline.err;
  std::this_thread::sleep_for(200ms);

  for(int session = 0; session < 2; ++session) // every console that connects gets them
  {
    std::vector<std::string> output;
    std::mutex outputMutex;
    Console console([&](const std::string& line) {
      std::lock_guard lock(outputMutex);
      output.push_back(line);
    });
    std::string error;
    ASSERT_TRUE(console.connect("127.0.0.1", port, error)) << error;
    for(int i = 0; i < 10; ++i)
      console.update(50ms);
    std::lock_guard lock(outputMutex);
    EXPECT_NE(std::find_if(output.begin(), output.end(), [](const std::string& line) {
                return line.starts_with("Error (before this console connected, ") &&
                       line.find(" s ago): Cognition: module SitStandBehavior could not be created: ") != std::string::npos;
              }),
              output.end())
      << "session " << session;
  }
  touchline.signal(SIGTERM);
  EXPECT_EQ(touchline.wait(30s), 0) << touchline.err;
}

#endif
