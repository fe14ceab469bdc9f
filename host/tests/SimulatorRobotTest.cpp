/**
 * @file SimulatorRobotTest.cpp
 * touchline-naosim's simulator robot as a real process, with the console engine in this process:
 * it announces itself by beacons, its GroundTruthWorldState arrives with the true poses of the
 * robots and the ball, console commands (mv, mvb, pause, step, resume) reach naosim's loop and the
 * next ground truth shows what they did, bad and malformed commands are answered with errors and
 * never stop the simulator, a flood of commands is answered to the last one; a robot without
 * commands of its own answers with an error; the options of the debug link.
 */
#if defined(TOUCHLINE_NAOSIM_PATH) && defined(TOUCHLINE_CONSOLE_PATH) && defined(TOUCHLINE_TESTROBOT_PATH)
#include "Console/Console.h"
#include "NaoSimTestSupport.h"
#include "Representations/Infrastructure/GroundTruthWorldState.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutStreams.h"
#include <arpa/inet.h>
#include <cmath>
#include <netinet/in.h>
#include <numbers>

using namespace NaoSimTest;

namespace
{
  /** touchline-naosim with its simulator robot on a free port, and the console connected to it. */
  class SimulatorRobotTest : public testing::Test
  {
  protected:
    /** Starts naosim with these options (the bodies' sockets are added before their options). */
    void start(const std::vector<std::vector<std::string>>& bodies, const std::vector<std::string>& options = {})
    {
#ifdef TOUCHLINE_RELEASE
      GTEST_SKIP() << "release builds compile debug requests out";
#endif
      std::vector<std::string> args{TOUCHLINE_NAOSIM_PATH, "--no-cameras", "--debug-port", "0"};
      args.insert(args.end(), options.begin(), options.end());
      for(std::size_t i = 0; i < bodies.size(); ++i)
      {
        args.push_back("--socket");
        args.push_back(socketPath("sim" + std::to_string(i)));
        args.insert(args.end(), bodies[i].begin(), bodies[i].end());
      }
      naosim = std::make_unique<Process>(args);
      const std::optional<std::string> line = naosim->waitForLine("simulator robot Simulator: debug link on 127.0.0.1:", 10s);
      ASSERT_TRUE(line) << naosim->err;
      port = static_cast<unsigned short>(std::stoi(line->substr(std::string("simulator robot Simulator: debug link on 127.0.0.1:").size())));
      console = std::make_unique<Console>([this](const std::string& text) { output.push_back(text); });
      console->waitTimeout = 10s;
      std::string error;
      ASSERT_TRUE(console->connect("127.0.0.1", port, error)) << error;
      simulator = console->connections().back();
    }

    void TearDown() override
    {
      console.reset();
      if(naosim)
      {
        naosim->write("quit\n");
        EXPECT_EQ(naosim->wait(10s), 0) << naosim->err;
      }
    }

    /** Executes a command; returns what it printed. */
    std::vector<std::string> execute(const std::string& command, bool expectSuccess = true)
    {
      output.clear();
      const bool ok = console->execute(command);
      EXPECT_EQ(ok, expectSuccess) << command << "\n" << joined();
      return output;
    }

    std::string joined() const
    {
      std::string text;
      for(const std::string& line : output)
        text += line + "\n";
      return text;
    }

    bool printed(const std::string& text) const
    {
      return joined().find(text) != std::string::npos;
    }

    /** The ground truth that came last (representation:GroundTruthWorldState must be on). */
    std::optional<GroundTruthWorldState> truth()
    {
      const std::optional<std::string> payload = simulator->read([](const RobotState& state) -> std::optional<std::string> {
        const auto entry = state.representations().find("GroundTruthWorldState");
        return entry == state.representations().end() ? std::nullopt : std::optional(entry->second.payload);
      });
      if(!payload)
        return std::nullopt;
      GroundTruthWorldState state;
      InBinaryMemory in(payload->data(), payload->size());
      in >> state;
      EXPECT_FALSE(in.failed()) << in.error();
      return state;
    }

    /** Handles what the simulator sends until its ground truth fulfils the condition. */
    bool truthBecomes(const std::function<bool(const GroundTruthWorldState&)>& condition, std::chrono::milliseconds timeout = 5s)
    {
      const auto deadline = std::chrono::steady_clock::now() + timeout;
      while(std::chrono::steady_clock::now() < deadline)
      {
        console->update(20ms);
        if(const std::optional<GroundTruthWorldState> state = truth(); state && condition(*state))
          return true;
      }
      return false;
    }

    static const GroundTruthWorldState::GroundTruthRobot* robotNamed(const GroundTruthWorldState& state, const std::string& name)
    {
      for(const auto& robot : state.robots)
        if(robot.name == name)
          return &robot;
      return nullptr;
    }

    static bool near(const GroundTruthWorldState& state, const std::string& name, float x, float y, float tolerance = 40.f)
    {
      const auto* robot = robotNamed(state, name);
      return robot && std::abs(robot->pose.translation.x() - x) < tolerance && std::abs(robot->pose.translation.y() - y) < tolerance;
    }

    /** Sends a raw idConsole message to a component and waits for the answer (as the console does, without its checks). */
    std::string rawCommand(unsigned component, const std::string& payload)
    {
      const unsigned number = simulator->expectAnswer(false);
      EXPECT_TRUE(simulator->send(component, idConsole, payload));
      std::string answer;
      EXPECT_TRUE(simulator->waitFor([&] { return simulator->takeAnswer(number, answer); }, 10s)) << payload;
      return answer;
    }

    std::unique_ptr<Process> naosim;
    unsigned short port = 0;
    std::unique_ptr<Console> console;
    RobotConnection* simulator = nullptr;
    std::vector<std::string> output;
  };

  std::string text(const std::string& line)
  {
    OutTextMemory out;
    out << line;
    return std::string(out.data(), out.size());
  }
}

TEST_F(SimulatorRobotTest, AnnouncesItselfAndSendsTheTruePosesOfTheRobotsAndTheBall)
{
  ASSERT_NO_FATAL_FAILURE(start({{"--name", "keeper", "--team", "blue", "--number", "1", "--pose", "-3000,200,0"},
                                 {"--name", "striker", "--team", "yellow", "--number", "7", "--pose", "1000,-500,90"}},
                                {"--ball", "300,200"}));
  EXPECT_EQ(simulator->name(), "Simulator");
  EXPECT_EQ(simulator->version().threads, std::vector<std::string>{"Simulator"});
  EXPECT_EQ(simulator->version().location, "Default");

  // Its beacons: touchline-console --list finds it (on loopback, the default discovery port).
  const TestProcess::Run list = TestProcess::run({TOUCHLINE_CONSOLE_PATH, "--list", "--seconds", "3"});
  EXPECT_EQ(list.status, 0) << list.out << list.err;
  EXPECT_TRUE(list.contains("Simulator") && list.contains("127.0.0.1:" + std::to_string(port))) << list.out;

  execute("dr representation:GroundTruthWorldState");
  ASSERT_TRUE(truthBecomes([](const GroundTruthWorldState& state) { return state.robots.size() == 2 && state.time > 0; }));
  const GroundTruthWorldState state = *truth();
  const auto* keeper = robotNamed(state, "keeper");
  const auto* striker = robotNamed(state, "striker");
  ASSERT_TRUE(keeper && striker);
  EXPECT_EQ(keeper->color, Settings::blue);
  EXPECT_EQ(keeper->number, 1);
  EXPECT_EQ(striker->color, Settings::yellow);
  EXPECT_EQ(striker->number, 7);
  EXPECT_NEAR(keeper->pose.translation.x(), -3000.f, 40.f);
  EXPECT_NEAR(keeper->pose.translation.y(), 200.f, 40.f);
  EXPECT_NEAR(keeper->pose.rotation, 0.f, 0.1f);
  EXPECT_NEAR(striker->pose.translation.x(), 1000.f, 40.f);
  EXPECT_NEAR(striker->pose.translation.y(), -500.f, 40.f);
  EXPECT_NEAR(striker->pose.rotation, std::numbers::pi_v<float> / 2.f, 0.1f);
  EXPECT_GT(keeper->torsoHeight, 80.f);
  EXPECT_FALSE(keeper->connected);
  EXPECT_NEAR(state.ballPosition.x(), 300.f, 10.f);
  EXPECT_NEAR(state.ballPosition.y(), 200.f, 10.f);
  EXPECT_NEAR(state.ballPosition.z(), 50.f, 5.f);
  EXPECT_FALSE(state.paused);

  // As text, as every representation.
  const std::vector<std::string> lines = execute("get representation:GroundTruthWorldState");
  ASSERT_FALSE(lines.empty());
  EXPECT_TRUE(lines.front().starts_with("set representation:GroundTruthWorldState robots = [{name = keeper; color = blue; number = 1; "))
    << lines.front();
}

TEST_F(SimulatorRobotTest, ConsoleCommandsMoveRobotsAndTheBallAndTheNextGroundTruthShowsIt)
{
  ASSERT_NO_FATAL_FAILURE(start({{}, {"--team", "blue"}}));
  // A second robot, selected: the commands still reach the one robot that has them.
  const std::unique_ptr<Process> testRobot = std::make_unique<Process>(
    std::vector<std::string>{TOUCHLINE_TESTROBOT_PATH, "--config", TOUCHLINE_TESTROBOT_CONFIG, "--port", "0", "--no-beacon"});
  const std::optional<std::string> line = testRobot->waitForLine("debug port ", 20s);
  ASSERT_TRUE(line);
  std::string error;
  ASSERT_TRUE(console->connect("127.0.0.1", static_cast<unsigned short>(std::stoi(line->substr(11))), error)) << error;
  EXPECT_EQ(console->selectedRobot(), "TestRobot");

  // help lists them, the console completes them.
  execute("help");
  EXPECT_TRUE(printed("Commands of Simulator (the robot runs them):\n")) << joined();
  EXPECT_TRUE(printed("\nmv ROBOT X Y [Z DEG]  ")) << joined();
  EXPECT_TRUE(printed("\npause  ")) << joined();
  EXPECT_FALSE(printed("Commands of TestRobot"));
  const std::vector<std::string> completions = console->completions("mv");
  EXPECT_NE(std::find(completions.begin(), completions.end(), "mvb"), completions.end());

  execute("robot Simulator");
  execute("dr representation:GroundTruthWorldState");
  execute("robot TestRobot");
  execute("mv robot2 1000 500");
  EXPECT_TRUE(printed("robot2: at 1000 500 turned")) << joined();
  EXPECT_TRUE(truthBecomes([](const GroundTruthWorldState& state) { return near(state, "robot2", 1000.f, 500.f); }));
  execute("mv robot1 -2000 -1000 300 90");
  EXPECT_TRUE(truthBecomes([](const GroundTruthWorldState& state) {
    const auto* robot = robotNamed(state, "robot1");
    return near(state, "robot1", -2000.f, -1000.f) && std::abs(robot->pose.rotation - std::numbers::pi_v<float> / 2.f) < 0.15f;
  }));
  execute("mvb -800 200");
  EXPECT_TRUE(truthBecomes([](const GroundTruthWorldState& state) {
    return std::abs(state.ballPosition.x() + 800.f) < 10.f && std::abs(state.ballPosition.y() - 200.f) < 10.f;
  }));
  execute("mvb 0 0 1000 0");
  EXPECT_TRUE(printed("ball at 0 0 rolling 1000 0")) << joined();
  EXPECT_TRUE(truthBecomes([](const GroundTruthWorldState& state) { return state.ballPosition.x() > 100.f && state.ballVelocity.x() > 10.f; }));

  // Paused, the world stands still; step runs cycles; what a command changes shows at once.
  execute("pause");
  EXPECT_TRUE(printed("paused at ")) << joined();
  ASSERT_TRUE(truthBecomes([](const GroundTruthWorldState& state) { return state.paused; }));
  const unsigned pausedAt = truth()->time;
  for(int i = 0; i < 10; ++i)
    console->update(30ms);
  EXPECT_EQ(truth()->time, pausedAt);
  execute("mv robot2 2500 -1500");
  EXPECT_TRUE(truthBecomes([](const GroundTruthWorldState& state) { return near(state, "robot2", 2500.f, -1500.f); }));
  EXPECT_EQ(truth()->time, pausedAt);
  execute("step 10");
  EXPECT_TRUE(printed("stepping 10 cycles")) << joined();
  EXPECT_TRUE(truthBecomes([&](const GroundTruthWorldState& state) { return state.time == pausedAt + 120; })) << truth()->time;
  execute("resume");
  EXPECT_TRUE(truthBecomes([&](const GroundTruthWorldState& state) { return !state.paused && state.time > pausedAt + 500; }));
  execute("rtf");
  EXPECT_TRUE(printed("mode realtime factor 1.00")) << joined();
  EXPECT_TRUE(truthBecomes([](const GroundTruthWorldState& state) { return state.realTimeFactor > 0.5f && state.realTimeFactor < 1.5f; }));
  // A push for a moment: the robot goes from where it stood.
  execute("push robot2 0 300 0.3");
  EXPECT_TRUE(printed("robot2: pushed with 0.0 300.0 N for 0.30 s")) << joined();
  EXPECT_TRUE(truthBecomes([](const GroundTruthWorldState& state) { return !near(state, "robot2", 2500.f, -1500.f, 60.f); }));
}

TEST_F(SimulatorRobotTest, BadAndMalformedCommandsAreAnsweredWithErrorsAndNeverStopTheSimulator)
{
  ASSERT_NO_FATAL_FAILURE(start({{}, {}}));
  execute("mv nobody 0 0", false);
  EXPECT_TRUE(printed("Error: no robot \"nobody\" (robots: robot1, robot2, or their indices)")) << joined();
  execute("mv robot1 abc 0", false);
  EXPECT_TRUE(printed("Error: mv: expected ROBOT X Y [Z DEG] in mm and degrees, got \"abc\"")) << joined();
  execute("mv robot1 1e9 0", false);
  EXPECT_TRUE(printed("Error: mv: expected")) << joined();
  execute("mv robot1", false);
  EXPECT_TRUE(printed("Error: unknown command \"mv robot1\" (try help)")) << joined();
  execute("step", false);
  EXPECT_TRUE(printed("Error: step: the simulation runs; pause it first")) << joined();
  execute("rtf 1000", false);
  EXPECT_TRUE(printed("Error: rtf: expected a factor 0.01..100")) << joined();
  execute("push robot1 5000 0", false);
  EXPECT_TRUE(printed("Error: push: expected")) << joined();
  execute("nonsense", false);
  EXPECT_TRUE(printed("Syntax Error: unknown command nonsense")) << joined();

  // What the console would not send: the simulator answers each with an error.
  EXPECT_EQ(rawCommand(0, text("quit")), "Error: quit ends touchline-naosim only from its standard input");
  EXPECT_EQ(rawCommand(0, text("exit now")), "Error: exit ends touchline-naosim only from its standard input");
  EXPECT_TRUE(rawCommand(0, "\"never ends").starts_with("Error: malformed command: ")) << "an unterminated string";
  EXPECT_EQ(rawCommand(0, std::string(20000, 'x')), "Error: a command of 20000 bytes (at most 16384)");
  EXPECT_EQ(rawCommand(1, text("state")), "Error: commands go to component 0 (the Debug thread), not to component 1");
  EXPECT_EQ(rawCommand(0, ""), "") << "an empty command does nothing";
  EXPECT_EQ(rawCommand(0, text(std::string("mv robot1 \0\x01\xff 0", 14))).substr(0, 6), "Error:");

  // A flood: every command is answered, in order, by the simulator or (beyond 256 waiting) at once.
  std::vector<unsigned> numbers;
  for(int i = 0; i < 2000; ++i)
    numbers.push_back(simulator->sendCommand("ball " + std::to_string(i) + " 0"));
  std::size_t answered = 0, refused = 0;
  ASSERT_TRUE(simulator->waitFor(
    [&] {
      for(std::string answer; answered < numbers.size() && simulator->takeAnswer(numbers[answered], answer); ++answered)
        if(answer == "Error: 256 commands wait for the simulator already; this one is not run")
          ++refused;
        else
          EXPECT_EQ(answer, "ball at " + std::to_string(answered) + " 0 rolling 0 0"); // in order
      return answered == numbers.size();
    },
    20s))
    << answered << " of " << numbers.size() << " answered";
  std::printf("[          ] flood: %zu of %zu commands refused while 256 waited\n", refused, numbers.size());

  // The simulator goes on: its loop runs, its standard input answers, the ground truth comes.
  execute("dr representation:GroundTruthWorldState");
  ASSERT_TRUE(truthBecomes([](const GroundTruthWorldState& state) { return state.time > 0; }));
  const unsigned time = truth()->time;
  EXPECT_TRUE(truthBecomes([&](const GroundTruthWorldState& state) { return state.time > time + 200; }));
  EXPECT_FALSE(state(*naosim).empty()) << naosim->err;
  execute("mvb 100 100");
  EXPECT_TRUE(printed("ball at 100 100 rolling 0 0")) << joined();
}

TEST(SimulatorRobot, ARobotWithoutCommandsOfItsOwnAnswersThemWithAnError)
{
  Process robot({TOUCHLINE_TESTROBOT_PATH, "--config", TOUCHLINE_TESTROBOT_CONFIG, "--port", "0", "--no-beacon"});
  const std::optional<std::string> line = robot.waitForLine("debug port ", 20s);
  ASSERT_TRUE(line);
  std::vector<std::string> output;
  Console console([&](const std::string& text) { output.push_back(text); });
  std::string error;
  ASSERT_TRUE(console.connect("127.0.0.1", static_cast<unsigned short>(std::stoi(line->substr(11))), error)) << error;
  RobotConnection* connection = console.connections().front();
  const unsigned number = connection->sendCommand("mv robot1 0 0");
  ASSERT_NE(number, 0u);
  std::string answer;
  EXPECT_TRUE(connection->waitFor([&] { return connection->takeAnswer(number, answer); }, 10s));
  EXPECT_EQ(answer, "Error: TestRobot has no commands of its own");
  EXPECT_TRUE(connection->read([](const RobotState& state) { return state.robotCommands().empty() && !state.commandsPending(); }));
  EXPECT_FALSE(console.execute("mv robot1 0 0"));
  EXPECT_EQ(output.back(), "Syntax Error: unknown command mv (help lists the commands)");
  output.clear();
  EXPECT_TRUE(console.execute("help"));
  for(const std::string& text : output)
    EXPECT_FALSE(text.starts_with("Commands of ")) << text;
}

TEST(SimulatorRobot, TheOptionsOfItsDebugLink)
{
  // Without it: no port, no line.
  const std::string socket = socketPath("nolink");
  Process quiet({TOUCHLINE_NAOSIM_PATH, "--no-cameras", "--no-debug-link", "--socket", socket});
  ASSERT_TRUE(quiet.waitForOut("body 0 serves " + socket)) << quiet.err;
  EXPECT_FALSE(state(quiet).empty());
  EXPECT_EQ(quiet.out.find("simulator robot"), std::string::npos) << quiet.out;
  quiet.write("quit\n");
  EXPECT_EQ(quiet.wait(10s), 0);

  const TestProcess::Run both = TestProcess::run({TOUCHLINE_NAOSIM_PATH, "--no-debug-link", "--debug-port", "5000"});
  EXPECT_EQ(both.status, 2);
  EXPECT_TRUE(both.contains("--debug-port and --no-debug-link exclude each other")) << both.err;
  const TestProcess::Run bad = TestProcess::run({TOUCHLINE_NAOSIM_PATH, "--debug-port", "70000"});
  EXPECT_EQ(bad.status, 2);

  // A port that is taken, given explicitly: naosim says so and ends.
  const int taken = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ASSERT_EQ(::bind(taken, reinterpret_cast<sockaddr*>(&address), sizeof(address)), 0);
  ASSERT_EQ(::listen(taken, 1), 0);
  socklen_t length = sizeof(address);
  ::getsockname(taken, reinterpret_cast<sockaddr*>(&address), &length);
  const std::string port = std::to_string(ntohs(address.sin_port));
  const TestProcess::Run busy = TestProcess::run({TOUCHLINE_NAOSIM_PATH, "--no-cameras", "--debug-port", port, "--socket", socketPath("busy")});
  ::close(taken);
  EXPECT_EQ(busy.status, 1);
  EXPECT_TRUE(busy.contains("touchline-naosim: the simulator robot's debug link on 127.0.0.1:" + port + ": ")) << busy.err;
}
#endif
