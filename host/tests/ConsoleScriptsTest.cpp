/**
 * @file ConsoleScriptsTest.cpp
 * The console scripts shipped in Config/Scripts/ (docs/console.md) work against the robot
 * program touchline on touchline-naosim: status.con and providers.con with
 * "touchline-console --script", logging.con with "call" in a console session, whose recording
 * is then saved and read by touchline-log.
 */
#if defined(TOUCHLINE_PATH) && defined(TOUCHLINE_NAOSIM_PATH) && defined(TOUCHLINE_CONSOLE_PATH)
#include "Console/Console.h"
#include "NaoSimTestSupport.h"
#include "Platform/File.h"
#include "Replay/LogPlayer.h"
#include <fstream>
#include <memory>

using namespace NaoSimTest;
namespace fs = std::filesystem;

namespace
{
  const fs::path scripts = fs::canonical(fs::path(TOUCHLINE_HOST_TEST_DATA) / "../../../Config/Scripts");

  /** The repository's Config/ in a directory of its own, naosim and touchline with a debug link on a free port. */
  class ConsoleScripts : public ::testing::Test
  {
  protected:
    void SetUp() override
    {
#ifdef TOUCHLINE_RELEASE
      GTEST_SKIP() << "release builds run without the debug link";
#endif
      const std::string name = testName();
      directory = freshDirectory("touchline-console-scripts");
      fs::copy(fs::path(TOUCHLINE_HOST_TEST_DATA) / "../../../Config", directory / "Config", fs::copy_options::recursive);
      const std::string socket = socketPath(name.substr(0, 40));
      naosim = std::make_unique<Process>(std::vector<std::string>{TOUCHLINE_NAOSIM_PATH, "--socket", socket});
      ASSERT_TRUE(naosim->waitForOut("serves " + socket)) << naosim->err;
      touchline = std::make_unique<Process>(
        std::vector<std::string>{TOUCHLINE_PATH, "--lola", socket, "--config", (directory / "Config").string(), "--debug-port", "0"});
      const std::optional<std::string> line = touchline->waitForLine("touchline: debug link on port ", 30s);
      ASSERT_TRUE(line) << touchline->err;
      port = static_cast<unsigned short>(std::stoi(line->substr(30)));
      ASSERT_TRUE(waitForState(*naosim, [](auto& s) { return std::stoi(s["commands"]) > 20; }, 20s));
    }

    void TearDown() override
    {
      touchline.reset();
      naosim.reset();
      fs::remove_all(directory);
    }

    TestProcess::Run script(const std::string& name) const
    {
      return TestProcess::run({TOUCHLINE_CONSOLE_PATH, "127.0.0.1:" + std::to_string(port), "--timeout", "20", "--script", (scripts / name).string()},
                              directory.string());
    }

    fs::path directory;
    std::unique_ptr<Process> naosim;
    std::unique_ptr<Process> touchline;
    unsigned short port = 0;
  };
}

TEST_F(ConsoleScripts, StatusPrintsTheRobotsState)
{
  const TestProcess::Run run = script("status.con");
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  for(const char* line : {"set representation:GameState ", "set representation:BehaviorStatus ", "set representation:MotionInfo ",
                          "set representation:SystemSensorData "})
    EXPECT_NE(run.out.find(line), std::string::npos) << line << "\n" << run.out;
}

TEST_F(ConsoleScripts, ProvidersListsTheModules)
{
  const TestProcess::Run run = script("providers.con");
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("JointRequest (Motion): LogDataProvider MotionCombinator*"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("SitStandBehavior"), std::string::npos) << run.out;
}

TEST_F(ConsoleScripts, LoggingRecordsWhatTheThreadsSend)
{
  std::vector<std::string> output;
  std::mutex outputMutex;
  Console console([&](const std::string& line) {
    std::lock_guard lock(outputMutex);
    output.push_back(line);
  });
  console.waitTimeout = 20s;
  std::string error;
  ASSERT_TRUE(console.connect("127.0.0.1", port, error)) << error;
  ASSERT_TRUE(console.execute("call " + (scripts / "logging.con").string()));
  for(int i = 0; i < 20; ++i)
    console.update(50ms);
  ASSERT_TRUE(console.execute("log stop"));
  const fs::path log = directory / "game.log";
  ASSERT_TRUE(console.execute("log save " + log.string()));

  const TestProcess::Run info = TestProcess::run({TOUCHLINE_LOG_TOOL, "info", log.string()});
  EXPECT_EQ(info.status, 0) << info.err;
  for(const char* id : {"idFrameInfo", "idJointSensorData", "idJointRequest", "idGameState", "idBehaviorStatus"})
    EXPECT_NE(info.out.find(id), std::string::npos) << id << "\n" << info.out;

  // The recording replayed (docs/logs.md): the robot's modules run on it in this process.
  const std::string previousConfig = File::getConfigDirectory();
  File::setConfigDirectory((directory / "Config").string());
  std::vector<std::string> printed;
  ASSERT_TRUE(console.execute("sl Replay " + log.string(), printed)) << testing::PrintToString(output);
  ASSERT_NE(console.logPlayer("Replay"), nullptr);
  const std::size_t frames = console.logPlayer("Replay")->frameCount();
  EXPECT_GT(frames, 20u);
  EXPECT_TRUE(console.execute("log goto " + std::to_string(frames / 2)));
  EXPECT_TRUE(console.execute("log forward image", printed) == false); // the recording has no images
  printed.clear();
  EXPECT_TRUE(console.execute("get representation:RobotModel", printed)) << testing::PrintToString(output);
  EXPECT_TRUE(!printed.empty() && printed.back().rfind("set representation:RobotModel ", 0) == 0) << testing::PrintToString(printed);
  printed.clear();
  EXPECT_TRUE(console.execute("log mr list", printed));
  EXPECT_NE(testing::PrintToString(printed).find("Motion: JointSensorData: NaoProvider -> LogDataProvider"), std::string::npos)
    << testing::PrintToString(printed);
  File::setConfigDirectory(previousConfig);
}
#endif
