/**
 * @file TouchlineProgramTest.cpp
 * The robot program touchline against touchline-naosim, as real processes on a real Unix socket:
 * naming the body through robots.cfg, running the robot code in a child process, sitting the
 * robot down with the exit status in the eyes after SIGTERM or a crash of the child, LoLA going
 * away, a broken robots.cfg, and the chest button penalizing the robot and making it play.
 */
#if defined(TOUCHLINE_PATH) && defined(TOUCHLINE_NAOSIM_PATH)
#include "NaoSimTestSupport.h"
#include "Console/Console.h"
#include <dirent.h>
#include <fstream>
#include <memory>

using namespace NaoSimTest;
namespace fs = std::filesystem;

namespace
{
  const char* const bodyId = "P0000073SIM000000001";

  /** A process's child (0 if there is none), found through /proc/<pid>/stat. */
  pid_t childProcessOf(pid_t parent)
  {
    for(const auto& entry : fs::directory_iterator("/proc"))
    {
      const std::string name = entry.path().filename().string();
      if(name.find_first_not_of("0123456789") != std::string::npos)
        continue;
      std::ifstream stat(entry.path() / "stat");
      std::string line;
      std::getline(stat, line);
      const std::size_t close = line.rfind(')');
      if(close == std::string::npos)
        continue;
      std::istringstream fields(line.substr(close + 2));
      std::string state;
      pid_t ppid = 0;
      fields >> state >> ppid;
      if(ppid == parent)
        return static_cast<pid_t>(std::stol(name));
    }
    return 0;
  }

  /** A configuration directory (a copy of the repository's Config/ with its own robots.cfg), naosim and touchline. */
  class TouchlineProcess : public ::testing::Test
  {
  protected:
    /**
     * @param tcp LoLA over TCP (tcp:127.0.0.1 and a free port) instead of a Unix socket.
     * @param touchlineArgs More options of touchline.
     */
    void start(const std::string& robotsCfg, std::vector<std::string> naosimArgs = {}, bool tcp = false,
               const std::vector<std::string>& touchlineArgs = {})
    {
      const std::string name = ::testing::UnitTest::GetInstance()->current_test_info()->name();
      directory = fs::temp_directory_path() / ("touchline-program-" + std::to_string(::getpid()) + "-" + name);
      fs::remove_all(directory);
      fs::create_directories(directory);
      fs::copy(fs::path(TOUCHLINE_HOST_TEST_DATA) / "../../../Config", directory / "Config", fs::copy_options::recursive);
      fs::create_directories(directory / "Config/Robots");
      std::ofstream(directory / "Config/Robots/robots.cfg") << robotsCfg;
      socket = tcp ? "tcp:127.0.0.1:0" : socketPath(name.substr(0, 40));
      std::vector<std::string> args = {TOUCHLINE_NAOSIM_PATH, "--socket", socket};
      args.insert(args.end(), naosimArgs.begin(), naosimArgs.end());
      naosim = std::make_unique<Process>(args);
      if(tcp)
      {
        ASSERT_TRUE(naosim->waitForOut(" (body ")) << naosim->err;
        const std::size_t from = naosim->out.find("serves tcp:127.0.0.1:") + 7;
        socket = naosim->out.substr(from, naosim->out.find(' ', from) - from);
      }
      ASSERT_TRUE(naosim->waitForOut("serves " + socket)) << naosim->err;
      // Tests run in parallel: each robot's debug link on a free port.
      std::vector<std::string> programArgs = {TOUCHLINE_PATH, "--lola", socket, "--config", (directory / "Config").string(), "--debug-port", "0"};
      programArgs.insert(programArgs.end(), touchlineArgs.begin(), touchlineArgs.end());
      touchline = std::make_unique<Process>(programArgs);
    }

    /** Connects a console to the running program's debug link (its port from its output). */
    testing::AssertionResult connectConsole(Console& console)
    {
      if(!touchline->waitForOut("touchline: debug link on port "))
        return testing::AssertionFailure() << "no debug link: " << touchline->out << touchline->err;
      const std::size_t at = touchline->out.find("touchline: debug link on port ") + 30;
      const auto port = static_cast<unsigned short>(std::stoi(touchline->out.substr(at)));
      console.waitTimeout = 20s;
      std::string error;
      if(!console.connect("127.0.0.1", port, error))
        return testing::AssertionFailure() << error;
      return testing::AssertionSuccess();
    }

    /** Waits until the robot code answers LoLA's messages. */
    bool robotCodeRuns()
    {
      return touchline->waitForOut("touchline: body ") &&
             waitForState(*naosim, [](auto& s) { return s["client"] == "connected" && std::stoi(s["commands"]) > 20; }, 20s);
    }

    /** The body after the program: sitting, every joint off, eyes of a colour. */
    void expectSatDown(const std::string& eyes)
    {
      auto fields = state(*naosim);
      EXPECT_EQ(fields["posture"], "sitting");
      EXPECT_EQ(fields["maxStiffness"], "0.00");
      EXPECT_EQ(fields["leftEye"], eyes);
      EXPECT_EQ(fields["rightEye"], eyes);
      EXPECT_EQ(fields["chest"], "0.00,0.00,0.00");
    }

    void TearDown() override
    {
      touchline.reset();
      naosim.reset();
      fs::remove_all(directory);
    }

    fs::path directory;
    std::string socket;
    std::unique_ptr<Process> naosim;
    std::unique_ptr<Process> touchline;
  };

  std::string robotsCfg(const std::string& name, const std::string& id)
  {
    return "// robots of the test\nrobotsIdentification = [\n  {name = " + name + "; headId = P0000074SIM000000001; bodyId = " + id + ";},\n];\n";
  }
}

TEST(TouchlineProgram, Help)
{
  Process touchline({TOUCHLINE_PATH, "--help"});
  EXPECT_EQ(touchline.wait(10s), 0);
  EXPECT_NE(touchline.out.find("usage: touchline [--lola PATH] [--camera-server HOST[:PORT]] [--clock MODE] [--config DIR] [--debug-port PORT] [--log-dir DIR] [--help]"), std::string::npos);
  Process wrong({TOUCHLINE_PATH, "--lola"});
  EXPECT_EQ(wrong.wait(10s), 2);
}

TEST(TouchlineProgram, AConfigDirectoryThatDoesNotExistIsAUsageError)
{
  // At once: not after waiting for LoLA (which is not there either).
  const auto start = std::chrono::steady_clock::now();
  Process touchline({TOUCHLINE_PATH, "--config", "/nonexistent", "--lola", "/nonexistent.sock"});
  EXPECT_EQ(touchline.wait(10s), 2);
  EXPECT_LT(std::chrono::steady_clock::now() - start, 5s);
  EXPECT_EQ(touchline.err, "touchline: option --config: '/nonexistent' is not a directory (see 'touchline --help')\n");
  EXPECT_EQ(touchline.out, "");
}

TEST_F(TouchlineProcess, NamesTheBodyAndSitsDownOnSigterm)
{
  start(robotsCfg("Nao42", bodyId));
  ASSERT_TRUE(touchline->waitForOut(std::string("touchline: body Nao42 (id ") + bodyId + ")")) << touchline->out << touchline->err;
  ASSERT_TRUE(robotCodeRuns()) << touchline->err;
  touchline->signal(SIGTERM);
  EXPECT_EQ(touchline->wait(30s), 0) << touchline->err;
  EXPECT_NE(touchline->err.find("the robot code ended normally"), std::string::npos) << touchline->err;
  expectSatDown("0.00,0.00,0.10");
}

TEST_F(TouchlineProcess, UnknownBodyIsDefault)
{
  start(robotsCfg("Nao42", "P0000073A07S94700012"));
  ASSERT_TRUE(touchline->waitForOut(std::string("touchline: body Default (id ") + bodyId + "), head Default")) << touchline->out;
  ASSERT_TRUE(robotCodeRuns());
  touchline->signal(SIGINT);
  EXPECT_EQ(touchline->wait(30s), 0) << touchline->err;
  expectSatDown("0.00,0.00,0.10");
}

TEST_F(TouchlineProcess, WithoutTimeFromTheSimulatorTheClockFallsBackToTheMonotonicOneAndSaysSo)
{
  // naosim --no-ticks puts the battery's temperature (3.0) where the cycle count would be.
  start(robotsCfg("Nao42", "P0000073A07S94700012"), {"--no-ticks"}, false, {"--clock", "simulated"});
  ASSERT_TRUE(robotCodeRuns());
  EXPECT_TRUE(touchline->waitForErr("touchline: no simulated time from LoLA: Battery[3] went from cycle 3 to 3 (it must count the state "
                                    "messages); the robot's clock is the monotonic one from now on"))
    << touchline->err;
  touchline->signal(SIGINT);
  EXPECT_EQ(touchline->wait(30s), 0) << touchline->err;
}

TEST_F(TouchlineProcess, TalksLolaOverTcp)
{
  // As with the Webots LoLA controller's --tcp: the same messages, the sit-down at the end too.
  start(robotsCfg("Nao42", bodyId), {}, true);
  ASSERT_NE(socket, "tcp:127.0.0.1:0");
  ASSERT_TRUE(robotCodeRuns()) << touchline->err;
  EXPECT_NE(touchline->out.find("touchline: body Nao42 (id " + std::string(bodyId) + ")"), std::string::npos) << touchline->out;
  const std::string lock = "/tmp/touchline-lola-127.0.0.1-" + socket.substr(socket.rfind(':') + 1) + ".lock";
  EXPECT_TRUE(fs::exists(lock));
  touchline->signal(SIGTERM);
  EXPECT_EQ(touchline->wait(30s), 0) << touchline->err;
  expectSatDown("0.00,0.00,0.10");
  EXPECT_FALSE(fs::exists(lock));
}

TEST_F(TouchlineProcess, CrashOfTheRobotCodeShowsRedEyes)
{
  start(robotsCfg("Nao42", bodyId));
  ASSERT_TRUE(robotCodeRuns()) << touchline->err;
  const pid_t child = childProcessOf(touchline->processId());
  ASSERT_GT(child, 0);
  ::kill(child, SIGKILL);
  EXPECT_EQ(touchline->wait(30s), 1) << touchline->err;
  EXPECT_NE(touchline->err.find("the robot code crashed (signal 9"), std::string::npos) << touchline->err;
  expectSatDown("1.00,0.00,0.00");
}

TEST_F(TouchlineProcess, ChestPressesPenalizeAndPlayThenSigtermSitsDownAStandingRobot)
{
  const fs::path record = fs::temp_directory_path() / ("tl-stand-" + std::to_string(::getpid()) + ".txt");
  start(robotsCfg("Nao42", bodyId), {"--record", record.string()});
  ASSERT_TRUE(robotCodeRuns()) << touchline->err;

  // Without a GameController, as in the SPL: initial -> penalized (red chest) -> playing.
  naosim->write("press chest 0.2\n");
  EXPECT_TRUE(waitForState(*naosim, [](auto& s) { return s["chest"] == "1.00,0.00,0.00"; }, 30s)) << state(*naosim)["chest"];
  naosim->write("press chest 0.2\n");
  EXPECT_TRUE(waitForState(*naosim, [](auto& s) { return s["posture"] == "standing" && s["maxStiffness"] != "0.00"; }, 30s))
    << state(*naosim)["posture"];
  EXPECT_EQ(state(*naosim)["chest"], "0.00,1.00,0.00");
  naosim->write("press chest 0.2\n"); // penalized: sits down and goes limp
  EXPECT_TRUE(waitForState(*naosim, [](auto& s) { return s["posture"] == "sitting" && s["maxStiffness"] == "0.00"; }, 30s));

  naosim->write("press chest 0.2\n");
  ASSERT_TRUE(waitForState(*naosim, [](auto& s) { return s["posture"] == "standing" && s["maxStiffness"] != "0.00"; }, 30s));
  std::this_thread::sleep_for(1s);
  touchline->signal(SIGTERM);
  EXPECT_EQ(touchline->wait(30s), 0) << touchline->err;
  EXPECT_NE(touchline->err.find("sat down in 2 s"), std::string::npos) << touchline->err;
  expectSatDown("0.00,0.00,0.10");

  // The sit-down: stiff joints that reach the sitting pose, then a command with stiffness 0.
  std::ifstream file(record);
  bool stiff = false, off = false;
  for(std::string line; std::getline(file, line);)
  {
    stiff |= line.find("Stiffness=[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1]") != std::string::npos;
    off |= stiff && line.find("Stiffness=[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]") != std::string::npos;
  }
  EXPECT_TRUE(stiff);
  EXPECT_TRUE(off);
  fs::remove(record);
}

TEST_F(TouchlineProcess, TiltedRobotSitsDownWithLowStiffness)
{
  const fs::path record = fs::temp_directory_path() / ("tl-tilted-" + std::to_string(::getpid()) + ".txt");
  start(robotsCfg("Nao42", bodyId), {"--record", record.string()});
  ASSERT_TRUE(robotCodeRuns()) << touchline->err;
  naosim->write("place standing\nplace lying\n"); // lying with straight legs
  ASSERT_TRUE(waitForState(*naosim, [](auto& s) { return s["posture"] == "lying"; }, 5s));
  touchline->signal(SIGTERM);
  EXPECT_EQ(touchline->wait(30s), 0) << touchline->err;
  std::ifstream file(record);
  bool lowStiffness = false;
  for(std::string line; std::getline(file, line);)
    lowStiffness |= line.find("Stiffness=[0.2,0.2,0.2") != std::string::npos;
  EXPECT_TRUE(lowStiffness);
  auto fields = state(*naosim);
  EXPECT_EQ(fields["maxStiffness"], "0.00");
  EXPECT_EQ(fields["leftEye"], "0.00,0.00,0.10");
  fs::remove(record);
}

TEST_F(TouchlineProcess, LolaClosingEndsTheProgramCleanly)
{
  start(robotsCfg("Nao42", bodyId));
  ASSERT_TRUE(robotCodeRuns()) << touchline->err;
  naosim->signal(SIGTERM);
  EXPECT_EQ(naosim->wait(10s), 0);
  EXPECT_EQ(touchline->wait(30s), 0) << touchline->err;
  EXPECT_NE(touchline->err.find("LoLA closed the connection"), std::string::npos) << touchline->err;
  EXPECT_NE(touchline->err.find("cannot reach LoLA to sit the robot down"), std::string::npos) << touchline->err;
}

TEST_F(TouchlineProcess, ASecondProgramOnTheSameLolaSocketRefusesToStart)
{
  start(robotsCfg("Nao42", bodyId));
  ASSERT_TRUE(robotCodeRuns()) << touchline->err;
  const std::string commands = state(*naosim)["commands"];

  Process second({TOUCHLINE_PATH, "--lola", socket, "--config", (directory / "Config").string(), "--debug-port", "0"});
  EXPECT_EQ(second.wait(10s), 1);
  EXPECT_EQ(second.err, "touchline: another touchline (process " + std::to_string(touchline->processId()) + ") uses LoLA at " + socket +
                          " (it holds " + socket + ".lock); stop it first\n");
  EXPECT_EQ(second.out, "");

  // The first one goes on serving LoLA, and ends as usual; then the socket is free again.
  EXPECT_TRUE(waitForState(*naosim, [&](auto& s) { return std::stoi(s["commands"]) > std::stoi(commands) + 20; }, 10s));
  touchline->signal(SIGTERM);
  EXPECT_EQ(touchline->wait(30s), 0) << touchline->err;
  expectSatDown("0.00,0.00,0.10");
  EXPECT_FALSE(fs::exists(socket + ".lock"));
  touchline = std::make_unique<Process>(
    std::vector<std::string>{TOUCHLINE_PATH, "--lola", socket, "--config", (directory / "Config").string(), "--debug-port", "0"});
  EXPECT_TRUE(touchline->waitForOut("touchline: body Nao42")) << touchline->err;
  // It serves LoLA before it is stopped (a program stopped while it starts ends differently).
  const int served = std::stoi(state(*naosim)["commands"]);
  EXPECT_TRUE(waitForState(*naosim, [&](auto& s) { return s["client"] == "connected" && std::stoi(s["commands"]) > served + 20; }, 20s));
  touchline->signal(SIGTERM);
  EXPECT_EQ(touchline->wait(30s), 0) << touchline->err;
}

TEST_F(TouchlineProcess, BrokenRobotsCfgIsAClearError)
{
  start("robotsIdentification = [\n  {name = Nao42; bodyId = " + std::string(bodyId) + "\n];\n");
  EXPECT_EQ(touchline->wait(30s), 1);
  EXPECT_NE(touchline->err.find("robots.cfg(3, 1): "), std::string::npos) << touchline->err;
  EXPECT_EQ(touchline->out.find("touchline: body"), std::string::npos);
  EXPECT_EQ(state(*naosim)["commands"], "0"); // the robot code never ran
}

TEST_F(TouchlineProcess, RobotsCfgContentErrorsNameThePath)
{
  start("robotsIdentification = [\n  {name = Nao42; bodyId = " + std::string(bodyId) + "; hadId = x;},\n];\n");
  EXPECT_EQ(touchline->wait(30s), 1);
  EXPECT_NE(touchline->err.find("robots.cfg, robotsIdentification[0]: unused attribute 'hadId'"), std::string::npos) << touchline->err;
}
#endif

TEST_F(TouchlineProcess, ConsoleReadsTheRobotsRepresentationsOverTheDebugLink)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "release builds run without the debug link";
#endif
  start(robotsCfg("Nao42", bodyId));
  ASSERT_TRUE(robotCodeRuns()) << touchline->err;
  std::vector<std::string> output;
  Console console([&](const std::string& line) { output.push_back(line); });
  ASSERT_TRUE(connectConsole(console));
  const auto printed = [&](const std::string& text) {
    for(const std::string& line : output)
      if(line.find(text) != std::string::npos)
        return true;
    return false;
  };

  // The robot sits limp: every joint off.
  ASSERT_TRUE(console.execute("get representation:JointRequest"));
  EXPECT_TRUE(printed("set representation:JointRequest angles = {headYaw = ")) << output.back();
  EXPECT_TRUE(printed("stiffnesses = {headYaw = 0; headPitch = 0; lShoulderPitch = 0;")) << output.back();
  ASSERT_TRUE(console.execute("get representation:BehaviorStatus"));
  EXPECT_TRUE(printed("activity = limp")) << output.back();
  ASSERT_TRUE(console.execute("mr ? JointSensorData"));
  // LogDataProvider can provide every representation (docs/logs.md, "Replaying a log").
  EXPECT_TRUE(printed("JointSensorData (Motion): LogDataProvider NaoProvider*")) << output.back();

  // Two chest presses (penalized, then playing): the behaviour in Cognition makes Motion stand the robot up.
  naosim->write("press chest 0.2\n");
  ASSERT_TRUE(waitForState(*naosim, [](auto& s) { return s["chest"] == "1.00,0.00,0.00"; }, 30s));
  naosim->write("press chest 0.2\n");
  ASSERT_TRUE(waitForState(*naosim, [](auto& s) { return s["posture"] == "standing"; }, 30s));
  output.clear();
  ASSERT_TRUE(console.execute("get representation:BehaviorStatus"));
  EXPECT_TRUE(printed("activity = standing")) << output.back();

  // Remote logging of what Motion sends.
  const fs::path log = directory / "motion.log";
  ASSERT_TRUE(console.execute("dr representation:JointRequest"));
  ASSERT_TRUE(console.execute("log start"));
  for(int i = 0; i < 10; ++i)
    console.update(50ms);
  ASSERT_TRUE(console.execute("log stop"));
  ASSERT_TRUE(console.execute("log save " + log.string()));
  Process info({TOUCHLINE_LOG_TOOL, "info", log.string()});
  EXPECT_EQ(info.wait(30s), 0) << info.err;
  EXPECT_NE(info.out.find("idJointRequest"), std::string::npos) << info.out;
}

TEST_F(TouchlineProcess, TheConsolesMotionCommandMakesTheRobotWalkAndKick)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "release builds run without the debug link";
#endif
  start(robotsCfg("Nao42", bodyId));
  ASSERT_TRUE(robotCodeRuns()) << touchline->err;
  std::vector<std::string> output;
  Console console([&](const std::string& line) { output.push_back(line); });
  ASSERT_TRUE(connectConsole(console));
  const auto x = [](auto& s) { return std::stof(s["pose"].substr(0, s["pose"].find(','))); };
  auto initial = state(*naosim);
  const float startX = x(initial);

  // Sitting limp in INITIAL; the console's request stands it up and walks it forward.
  ASSERT_TRUE(console.execute("motion walk 200 0 0"));
  ASSERT_TRUE(console.execute("get representation:MotionRequest"));
  EXPECT_NE(output.back().find("motion = walk; walkSpeed = {rotation = 0deg; translation = {x = 200; y = 0;};}"), std::string::npos)
    << output.back();
  ASSERT_TRUE(waitForState(*naosim, [&](auto& s) { return x(s) > startX + 500.f; }, 60s)) << naosim->err;
  EXPECT_EQ(state(*naosim)["posture"], "standing");
  // Stand, then a kick with the right foot; the robot stays on its feet.
  ASSERT_TRUE(console.execute("motion kick right"));
  for(int i = 0; i < 100; ++i)
    console.update(50ms);
  output.clear();
  ASSERT_TRUE(console.execute("get representation:MotionInfo"));
  EXPECT_NE(output.back().find("executedMotion = stand;"), std::string::npos) << output.back();
  ASSERT_TRUE(console.execute("get representation:KickEngineOutput"));
  EXPECT_NE(output.back().find("kicks = 1;"), std::string::npos) << output.back();
  EXPECT_EQ(state(*naosim)["posture"], "standing");
  // Off: the behaviour's request again (INITIAL: limp).
  ASSERT_TRUE(console.execute("motion off"));
  ASSERT_TRUE(waitForState(*naosim, [](auto& s) { return s["maxStiffness"] == "0.00"; }, 30s));
  EXPECT_FALSE(console.execute("motion walk fast 0 0"));
  EXPECT_NE(output.back().find("Syntax Error: motion"), std::string::npos) << output.back();
}

TEST_F(TouchlineProcess, TheConsolesGameControllerDrivesStatesLedsAndPenalties)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "release builds run without the debug link";
#endif
  start(robotsCfg("Nao42", bodyId));
  ASSERT_TRUE(robotCodeRuns()) << touchline->err;
  std::vector<std::string> output;
  Console console([&](const std::string& line) { output.push_back(line); });
  ASSERT_TRUE(connectConsole(console));
  const auto bodyShows = [&](const std::string& posture, const std::string& chest) {
    return waitForState(*naosim, [&](auto& s) { return s["posture"] == posture && s["chest"] == chest; }, 30s);
  };
  const auto value = [&](const std::string& name, const std::string& field) {
    output.clear();
    EXPECT_TRUE(console.execute("get " + name));
    const std::string line = output.empty() ? "" : output.back();
    const std::size_t start = line.find(" " + field + " = ");
    return start == std::string::npos ? std::string() : line.substr(start + field.size() + 4, line.find(';', start) - start - field.size() - 4);
  };

  // The teams come from the robot (team 5 of Config/settings.cfg); the robot is on loopback.
  ASSERT_TRUE(console.execute("gc ready"));
  EXPECT_TRUE(bodyShows("standing", "0.00,0.00,1.00")) << "ready: standing, chest blue; " << state(*naosim)["chest"];
  ASSERT_TRUE(console.execute("gc set"));
  EXPECT_TRUE(bodyShows("standing", "1.00,0.80,0.00")) << "set: chest yellow";
  ASSERT_TRUE(console.execute("gc playing"));
  EXPECT_TRUE(bodyShows("standing", "0.00,1.00,0.00")) << "playing: chest green";
  EXPECT_EQ(value("representation:GameState", "source"), "gameController");

  ASSERT_TRUE(console.execute("pr playerPushing"));
  EXPECT_TRUE(bodyShows("sitting", "1.00,0.00,0.00")) << "penalized: sitting, chest red";
  EXPECT_TRUE(waitForState(*naosim, [](auto& s) { return s["maxStiffness"] == "0.00"; }, 30s)) << "and limp";
  EXPECT_EQ(value("representation:GameState", "penalty"), "pushing");
  ASSERT_TRUE(console.execute("pr none"));
  EXPECT_TRUE(bodyShows("standing", "0.00,1.00,0.00")) << "back in the game";

  // The robot answers the GameController once a second, to the address the packets came from.
  EXPECT_NE(value("representation:GameControllerData", "returnPacketsSent"), "0");
  output.clear();
  ASSERT_TRUE(console.execute("gc ?"));
  EXPECT_NE(std::find_if(output.begin(), output.end(), [](const std::string& line) { return line.starts_with("robot 5:1 at 127.0.0.1: "); }),
            output.end())
    << "the GameController heard the robot's answers";

  // Packets of another version are counted and ignored; the state stays.
  ASSERT_TRUE(console.execute("gc version 19"));
  ASSERT_TRUE(console.execute("gc finished"));
  std::string ignored = "0"; // waited for: the GameController sends twice a second, the robot's Cognition reads them
  for(const auto deadline = std::chrono::steady_clock::now() + 10s; ignored == "0" && std::chrono::steady_clock::now() < deadline;)
  {
    std::this_thread::sleep_for(500ms);
    ignored = value("representation:GameControllerData", "ignoredVersion");
  }
  EXPECT_NE(ignored, "0");
  EXPECT_EQ(value("representation:GameState", "state"), "playing");
  ASSERT_TRUE(console.execute("gc version 18"));
  ASSERT_TRUE(console.execute("gc finished"));
  EXPECT_TRUE(bodyShows("sitting", "0.00,0.00,0.00")) << "finished: sitting, chest off";
  touchline->signal(SIGTERM);
  EXPECT_EQ(touchline->wait(30s), 0) << touchline->err;
}
