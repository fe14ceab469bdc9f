/**
 * @file NaoSimWorldTest.cpp
 * touchline-naosim's world as real processes: lock-step runs that give byte-identical LoLA
 * streams, a program that stalls the lock-step, a program that leaves (its body falls), scene
 * files and their mistakes, results as JSON, moving and pushing robots and the ball from
 * standard input.
 */
#ifdef TOUCHLINE_NAOSIM_PATH
#include "NaoSimTestSupport.h"
#include "TestText.h"
#include <cmath>
#include <fstream>
#include <numeric>
#include <thread>

using namespace NaoSimTest;

namespace
{
  std::string writeFile(const std::string& name, const std::string& text)
  {
    const std::string path = "/tmp/tl-" + std::to_string(::getpid()) + "-" + name;
    std::ofstream(path) << text;
    return path;
  }

  /**
   * A scripted program: answers every state message with a command computed from it and the
   * cycle's number (arms waving, the head following the torso's pitch), and hashes every byte
   * it received.
   */
  std::uint64_t scriptedClient(const std::string& socket, int cycles, int phase)
  {
    LolaConnection lola;
    if(!lola.connect(socket))
      return 0;
    std::uint64_t hash = 1469598103934665603ull;
    for(int cycle = 0; cycle < cycles; ++cycle)
    {
      const std::vector<std::uint8_t> message = lola.readState();
      if(message.size() != 896)
        return 0;
      for(std::uint8_t byte : message)
        hash = (hash ^ byte) * 1099511628211ull;
      StateMessage state;
      state.parse(message);
      std::vector<float> position = state.floats["Position"];
      const float wave = 0.6f * std::sin(0.05f * static_cast<float>(cycle + phase));
      position[2] = 1.2f + wave;  // LShoulderPitch
      position[18] = 1.2f - wave; // RShoulderPitch
      position[1] = 0.3f * state.floats["Angles"][1] + 0.1f * state.floats["Gyroscope"][1];
      position[10] = position[15] = 0.9f + 0.2f * wave; // knees
      position[9] = position[14] = position[11] = position[16] = -0.45f - 0.1f * wave;
      if(!lola.send(command({{"Position", position}, {"Stiffness", std::vector<float>(25, 1.f)}})))
        return 0;
    }
    return hash;
  }
}

TEST(NaoSimWorld, LockStepRunsGiveByteIdenticalLoLAStreams)
{
  std::vector<std::uint64_t> hashes;
  for(const char* mode : {"--lockstep", "--fast", "--fast"})
  {
    const std::string a = socketPath("stepA"), b = socketPath("stepB");
    Process naosim({TOUCHLINE_NAOSIM_PATH, mode, "--posture", "standing", "--no-cameras", "--socket", a, "--socket", b});
    ASSERT_TRUE(naosim.waitForOut("body 1 serves " + b)) << naosim.err;
    std::uint64_t hashA = 0, hashB = 0;
    std::thread first([&] { hashA = scriptedClient(a, 300, 0); });
    std::thread second([&] { hashB = scriptedClient(b, 300, 40); });
    first.join();
    second.join();
    ASSERT_NE(hashA, 0u) << naosim.err;
    ASSERT_NE(hashB, 0u) << naosim.err;
    EXPECT_NE(hashA, hashB);
    hashes.push_back(hashA ^ (hashB * 31));
    naosim.write("quit\n");
    EXPECT_EQ(naosim.wait(10s), 0);
    EXPECT_EQ(naosim.err.find("stalls"), std::string::npos) << naosim.err;
  }
  EXPECT_EQ(hashes[0], hashes[1]);
  EXPECT_EQ(hashes[1], hashes[2]);
}

TEST(NaoSimWorld, AStallingProgramIsNamedAndTheOthersGoOn)
{
  const std::string a = socketPath("stallA"), b = socketPath("stallB");
  Process naosim({TOUCHLINE_NAOSIM_PATH, "--fast", "--stall-timeout", "0.3", "--no-cameras", "--socket", a, "--name", "keeper",
                  "--socket", b, "--name", "striker"});
  ASSERT_TRUE(naosim.waitForOut("body 1 serves " + b)) << naosim.err;
  LolaConnection silent;
  ASSERT_TRUE(silent.connect(b)); // reads nothing, answers nothing
  std::uint64_t hash = 0;
  std::thread answering([&] { hash = scriptedClient(a, 200, 0); });
  answering.join();
  EXPECT_NE(hash, 0u);
  EXPECT_TRUE(naosim.waitForErr("body 1 (striker) stalls")) << naosim.err;
  EXPECT_EQ(naosim.err.find("(keeper) stalls"), std::string::npos) << naosim.err;
}

TEST(NaoSimWorld, AProgramThatLeavesLetsItsBodyFall)
{
  const std::string socket = socketPath("leave");
  Process naosim({TOUCHLINE_NAOSIM_PATH, "--posture", "standing", "--no-cameras", "--socket", socket});
  ASSERT_TRUE(naosim.waitForOut("serves " + socket)) << naosim.err;
  {
    LolaConnection lola;
    ASSERT_TRUE(lola.connect(socket));
    for(int i = 0; i < 100; ++i)
    {
      lola.readParsedState();
      ASSERT_TRUE(lola.send(command({{"Position", standingPose()}, {"Stiffness", std::vector<float>(25, 1.f)}})));
    }
    EXPECT_EQ(state(naosim).at("posture"), "standing");
  }
  // The connection is closed: the joints lose their stiffness, the robot goes down.
  EXPECT_TRUE(waitForState(naosim, [](auto& s) { return s["posture"] != "standing" && s["maxStiffness"] == "0.00"; }, 10s))
    << naosim.err;
}

TEST(NaoSimWorld, ScenesPlaceTheirRobotsAndTheBall)
{
  const std::string scene = writeFile("two.scene", "// two robots\n"
                                                   "ball = { x = 1000; y = -500; };\n"
                                                   "robots = [\n"
                                                   "  { name = red1; team = red; number = 1; x = -2000; y = 0; posture = standing; socket = " +
                                                     socketPath("red1") + "; cameras = none; },\n"
                                                     "  { name = blue2; team = blue; number = 2; x = 2000; y = 1000; rotation = 180; "
                                                     "socket = " + socketPath("blue2") + "; cameras = none; }\n"
                                                     "];\n");
  const std::string result = "/tmp/tl-" + std::to_string(::getpid()) + "-result.json";
  Process naosim({TOUCHLINE_NAOSIM_PATH, "--scene", scene, "--fast", "--stall-timeout", "0.1", "--until", "2", "--result", result});
  EXPECT_EQ(naosim.wait(60s), 0) << naosim.err;
  EXPECT_NE(naosim.err.find("body 0 (red1) has no program"), std::string::npos) << naosim.err;
  const std::string json = TestText::readFile(result);
  EXPECT_NE(json.find("\"mode\": \"fast\""), std::string::npos) << json;
  EXPECT_NE(json.find("\"seconds\": 2.004"), std::string::npos) << json;
  EXPECT_NE(json.find("{\"name\": \"red1\", \"x\": -2"), std::string::npos) << json;
  EXPECT_NE(json.find("\"name\": \"blue2\", \"x\": 20"), std::string::npos) << json;
  EXPECT_NE(json.find("\"ball\": {\"x\": 1000.0, \"y\": -500.0"), std::string::npos) << json;
  // Without a program, red1 (standing, no stiffness) falls; blue2 sits.
  EXPECT_NE(json.find("\"falls\": [{\"time\": "), std::string::npos) << json;
  if(!std::string(TOUCHLINE_NODE).empty())
  {
    Process node({TOUCHLINE_NODE, "-e", "const r = JSON.parse(require('fs').readFileSync('" + result + "')); "
                                        "if(r.robots.length != 2 || r.ball.path.length < 10) process.exit(1);"});
    EXPECT_EQ(node.wait(30s), 0) << node.err;
  }
}

TEST(NaoSimWorld, SceneMistakesNameFileLineAndColumn)
{
  struct Case
  {
    const char* text;
    const char* message;
  };
  const Case cases[] = {
    {"robots = [\n  { name = a; team = pink; }\n];\n", "(2, 22): unknown team colour \"pink\""},
    {"robots = [\n  { name = a; x = far; }\n];\n", "(2, 19): 'x' must be a number, not \"far\""},
    {"robots = [\n  { name = a; number = 42; }\n];\n", "(2, 24): 'number' must be 1 .. 20, not 42"},
    {"robots = [\n  { name = a; },\n  { name = a; }\n];\n", "(3, 12): two robots are called \"a\""},
    {"robots = [\n  { name = a; wheels = 4; }\n];\n", "(2, 24): unknown field 'wheels'"},
    {"robots = [\n  { name = a; tier = dreams; }\n];\n", "(2, 22): unknown tier \"dreams\" (images, percepts, oracle)"},
    {"robots = [\n  { name = a; \n];\n", "(3, 1): "},
    {"robots = [];\n", "(1, 10): a scene has 1 to 14 robots, not 0"},
    {"ball = { x = 1; };\n", "(1, 1): the scene has no 'robots'"},
  };
  int index = 0;
  for(const Case& c : cases)
  {
    const std::string file = writeFile("bad" + std::to_string(index++) + ".scene", c.text);
    Process naosim({TOUCHLINE_NAOSIM_PATH, "--scene", file});
    EXPECT_EQ(naosim.wait(10s), 2) << c.text;
    EXPECT_NE(naosim.err.find(file + c.message), std::string::npos) << c.text << "\n" << naosim.err;
  }
  Process missing({TOUCHLINE_NAOSIM_PATH, "--scene", "NoSuchScene"});
  EXPECT_EQ(missing.wait(10s), 2);
  EXPECT_NE(missing.err.find("no scene file NoSuchScene"), std::string::npos) << missing.err;
}

TEST(NaoSimWorld, MovesAndPushesRobotsAndTheBallFromStandardInput)
{
  const std::string socket = socketPath("move");
  Process naosim({TOUCHLINE_NAOSIM_PATH, "--posture", "standing", "--no-cameras", "--socket", socket, "--name", "nao"});
  ASSERT_TRUE(naosim.waitForOut("serves " + socket)) << naosim.err;
  naosim.write("mv nao 1000 -500 0 90\n");
  EXPECT_TRUE(naosim.waitForOut("nao: at 1000 -500 turned 90.0 deg")) << naosim.out << naosim.err;
  naosim.write("mvb 0 0 1500 0\n");
  EXPECT_TRUE(naosim.waitForOut("ball at 0 0 rolling 1500 0"));
  EXPECT_TRUE(waitForState(naosim, [](auto&) { return true; }, 1s));
  std::this_thread::sleep_for(1s);
  naosim.write("ball\n");
  EXPECT_TRUE(naosim.waitFor([&] {
    const std::size_t at = naosim.out.rfind("ball at ");
    return at != std::string::npos && std::stod(naosim.out.substr(at + 8)) > 500;
  }, 5s)) << naosim.out;
  naosim.write("push nao 0 60 0.3\n");
  EXPECT_TRUE(naosim.waitForOut("nao: pushed with 0.0 60.0 N for 0.30 s"));
  EXPECT_TRUE(waitForState(naosim, [](auto& s) { return s["posture"] == "lying"; }, 5s));
  naosim.write("pause\n");
  EXPECT_TRUE(naosim.waitForOut("paused at "));
  const std::string before = state(naosim).at("time");
  std::this_thread::sleep_for(300ms);
  EXPECT_EQ(state(naosim).at("time"), before);
  naosim.write("step 10\n");
  EXPECT_TRUE(waitForState(naosim, [&](auto& s) { return std::abs(std::stod(s["time"]) - std::stod(before) - 0.12) < 0.001; }, 5s));
  naosim.write("resume\nrtf\n");
  EXPECT_TRUE(naosim.waitForOut("rtf "));
  naosim.write("mv nobody 0 0\nfault nao Knee on\n");
  EXPECT_TRUE(naosim.waitForErr("no robot \"nobody\" (robots: nao, or their indices)"));
  EXPECT_TRUE(naosim.waitForErr("fault: expected ROBOT JOINT on|off"));
}
TEST(NaoSimWorld, AfterAPauseThePaceStartsAnewWithoutCatchingUp)
{
  // A pause of 300 ms (25 cycles): after resume the 12-ms pace starts anew, the world does not
  // try to make the pause's cycles up (it said "fell 25 cycles behind; skipping them").
  const std::string socket = socketPath("resume");
  Process naosim({TOUCHLINE_NAOSIM_PATH, "--posture", "standing", "--no-cameras", "--no-debug-link", "--socket", socket});
  ASSERT_TRUE(naosim.waitForOut("serves " + socket)) << naosim.err;
  LolaConnection lola;
  ASSERT_TRUE(lola.connect(socket));
  for(int i = 0; i < 20; ++i)
    ASSERT_EQ(lola.readState().size(), 896u);
  naosim.write("pause\n");
  ASSERT_TRUE(naosim.waitForOut("paused at "));
  while(lola.readState(100ms).size() == 896) // what was sent before the pause
    ;
  std::this_thread::sleep_for(300ms);
  naosim.write("resume\n");
  for(int i = 0; i < 20; ++i)
    ASSERT_EQ(lola.readState().size(), 896u);
  naosim.pump(100);
  EXPECT_EQ(naosim.err.find("behind"), std::string::npos) << naosim.err;
}
#endif
