/**
 * @file SimulatedTimeTest.cpp
 * Robot programs on touchline-naosim's simulated time, as real processes: lock-step and fast
 * runs of a scene with its robot programs give byte-identical LoLA streams (one robot with its
 * cameras, five robots talking to each other), and --fast gives the result --lockstep gives
 * (docs/naosim.md, "Time").
 */
#ifdef TOUCHLINE_NAOSIM_PATH
#include "Console/Console.h"
#include "NaoSimTestSupport.h"
#include <fstream>
#include <regex>

using namespace NaoSimTest;
namespace fs = std::filesystem;

namespace
{
  /** A scene file of robots whose sockets and cameras are this test's own. */
  std::string writeScene(const fs::path& directory, int robots, bool cameras)
  {
    static const char* const poses[] = {"x = -3000; y = 0; rotation = 0;",     "x = -1500; y = 1000; rotation = 0;",
                                        "x = -1500; y = -1000; rotation = 0;", "x = 1500; y = 0; rotation = 180;",
                                        "x = 3000; y = 500; rotation = 180;"};
    std::string text = "ball = { x = 0; y = 0; };\nrobots = [\n";
    for(int i = 0; i < robots; ++i)
    {
      const std::string name = std::string(i < 3 ? "red" : "blue") + std::to_string(i + 1);
      text += "  { name = " + name + "; team = " + (i < 3 ? "red" : "blue") + "; teamNumber = " + (i < 3 ? "5" : "6") +
              "; number = " + std::to_string(i + 1) + "; " + poses[i] + " socket = \"" + socketPath(name) + "\"; cameras = " +
              (cameras ? "\"127.0.0.1:0\"" : "none") + "; },\n";
    }
    const fs::path file = directory / "test.scene";
    std::ofstream(file) << text << "];\n";
    return file.string();
  }

  /** What a run of naosim with robot programs wrote (--result), and its standard error. */
  struct Outcome
  {
    std::string result;
    std::string err;
    int status = -1;
  };

  /**
   * How long naosim waits for a robot program here: a program starved of CPU (a sanitizer build on
   * a loaded machine) must not make the world go on without it, which would change the bytes.
   */
  constexpr double stallTimeout = 60.0;

  /**
   * Runs a scene with its robot programs until a simulated time: the chest button is pressed
   * twice (penalized, playing), so that the robots stand up, look around and talk.
   */
  Outcome run(const std::string& scene, const fs::path& directory, const std::string& mode, double until)
  {
    const fs::path result = directory / ("result-" + mode.substr(2) + ".json");
    fs::remove(result);
    Process naosim({TOUCHLINE_NAOSIM_PATH, "--press", "chest@0.5:0.1", "--press", "chest@1.5:0.1", mode, "--factor", "4",
                    "--stall-timeout", std::to_string(stallTimeout), "--scene", scene, "--until", std::to_string(until), "--result", result.string(), "--no-debug-link",
                    "--config", TOUCHLINE_CONFIG_DIR, "--run-robots", TOUCHLINE_PATH, "--robot-output", (directory / "out").string()});
    Outcome outcome;
    outcome.status = naosim.wait(240s);
    outcome.err = naosim.err;
    std::ifstream in(result);
    outcome.result.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    return outcome;
  }

  /** Every robot's "lola" digest of a result, in order. */
  std::vector<std::string> digests(const std::string& result)
  {
    std::vector<std::string> found;
    const std::regex digest("\"lola\": \"([0-9a-f]{16})\"");
    for(auto it = std::sregex_iterator(result.begin(), result.end(), digest); it != std::sregex_iterator(); ++it)
      found.push_back((*it)[1]);
    return found;
  }

  /** The result without what depends on the wall clock (the mode and the real-time factor). */
  std::string withoutWallClock(std::string result)
  {
    result = std::regex_replace(result, std::regex("\"mode\": \"[a-z]+\""), "\"mode\": \"\"");
    return std::regex_replace(result, std::regex("\"realTimeFactor\": [0-9.]+"), "\"realTimeFactor\": 0");
  }

  /** A number of a result's JSON after a key, from a position on. */
  double numberAfter(const std::string& text, const std::string& key, std::size_t from = 0)
  {
    const std::size_t at = text.find("\"" + key + "\": ", from);
    return at == std::string::npos ? std::nan("") : std::strtod(text.c_str() + at + key.size() + 4, nullptr);
  }

  /** A number of the console's config-map text after "key = ", from a position on. */
  double valueAfter(const std::string& text, const std::string& key, std::size_t from = 0)
  {
    const std::size_t at = from == std::string::npos ? from : text.find(key + " = ", from);
    return at == std::string::npos ? std::nan("") : std::strtod(text.c_str() + at + key.size() + 3, nullptr);
  }

  /** The output of a robot program (its log in --robot-output). */
  std::string programOutput(const fs::path& directory, const std::string& name)
  {
    std::ifstream in(directory / "out" / (name + ".log"));
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  }
}

TEST(SimulatedTime, ARobotWithItsCamerasRepeatsByteForByte)
{
  const fs::path directory = freshDirectory("simulated-time");
  const std::string scene = writeScene(directory, 1, true);
  const Outcome lockstep = run(scene, directory, "--lockstep", 6.0);
  ASSERT_EQ(lockstep.status, 0) << lockstep.err;
  const std::string output = programOutput(directory, "red1");
  EXPECT_NE(output.find("the threads run in lock-step"), std::string::npos) << output;
  EXPECT_EQ(output.find("no image of the instant"), std::string::npos) << output;
  const Outcome fast = run(scene, directory, "--fast", 6.0);
  const Outcome again = run(scene, directory, "--fast", 6.0);
  ASSERT_EQ(fast.status, 0) << fast.err;
  ASSERT_EQ(again.status, 0) << again.err;
  ASSERT_EQ(digests(lockstep.result).size(), 1u) << lockstep.result;
  EXPECT_EQ(digests(lockstep.result), digests(fast.result));
  EXPECT_EQ(digests(fast.result), digests(again.result));
  EXPECT_EQ(withoutWallClock(lockstep.result), withoutWallClock(fast.result));
  EXPECT_EQ(lockstep.err.find("stalls"), std::string::npos) << lockstep.err;
  // The robot stood up (in simulated time: on the wall clock of --fast it would have fallen).
  EXPECT_NE(fast.result.find("\"posture\": \"standing\""), std::string::npos) << fast.result;
  EXPECT_NE(fast.result.find("\"falls\": []"), std::string::npos) << fast.result;
  fs::remove_all(directory);
}

TEST(SimulatedTime, FiveRobotsTalkingToEachOtherRepeatByteForByte)
{
  const fs::path directory = freshDirectory("simulated-time");
  const std::string scene = writeScene(directory, 5, false);
  const Outcome first = run(scene, directory, "--fast", 6.0);
  const Outcome second = run(scene, directory, "--fast", 6.0);
  ASSERT_EQ(first.status, 0) << first.err;
  ASSERT_EQ(second.status, 0) << second.err;
  ASSERT_EQ(digests(first.result).size(), 5u) << first.result;
  EXPECT_EQ(digests(first.result), digests(second.result));
  EXPECT_EQ(withoutWallClock(first.result), withoutWallClock(second.result));
  EXPECT_EQ(first.err.find("stalls"), std::string::npos) << first.err;
  fs::remove_all(directory);
}
TEST(SimulatedTime, AScriptedRobotKicksWalksIsPushedAndGetsUp)
{
  // Config/Scripts/walkKickPush.con, run twice by a console against naosim --fast, held at the start
  // until the console is there: the same result.
  const fs::path directory = freshDirectory("simulated-time");
  const std::string scene = writeScene(directory, 1, true);
  std::vector<std::string> results;
  for(int run = 0; run < 2; ++run)
  {
    const fs::path result = directory / ("scripted-" + std::to_string(run) + ".json");
    Process naosim({TOUCHLINE_NAOSIM_PATH, "--press", "chest@0.5:0.1", "--press", "chest@1.5:0.1", "--fast", "--hold", "0.2",
                    "--stall-timeout", std::to_string(stallTimeout), "--scene", scene,
                    "--until", "40", "--result", result.string(), "--debug-port", "0", "--config", TOUCHLINE_CONFIG_DIR, "--run-robots",
                    TOUCHLINE_PATH, "--robot-output", (directory / "out").string()});
    ASSERT_TRUE(naosim.waitForOut("held at 0.204 s", 30s)) << naosim.out << naosim.err;
    const std::size_t at = naosim.out.find("debug link on 127.0.0.1:") + 24;
    const auto port = static_cast<unsigned short>(std::stoi(naosim.out.substr(at)));
    {
      std::vector<std::string> printed;
      Console console([&](const std::string& line) { printed.push_back(line); });
      console.waitTimeout = 20s;
      std::string error;
      ASSERT_TRUE(console.connect("127.0.0.1", port, error)) << error;
      ASSERT_TRUE(console.executeFile(std::string(TOUCHLINE_CONFIG_DIR) + "/Scripts/walkKickPush.con")) << testing::PrintToString(printed);
    }
    EXPECT_EQ(naosim.wait(240s), 0) << naosim.err;
    std::ifstream in(result);
    results.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  ASSERT_FALSE(results[0].empty());
  EXPECT_EQ(withoutWallClock(results[0]), withoutWallClock(results[1]));
  const std::string& result = results[0];
  // It kicked the ball (placed 190 mm ahead of its right foot at 5 s) far.
  EXPECT_GT(numberAfter(result, "travelled", result.find("\"ball\"")), 1000.0) << result;
  // It walked about 3 m toward the opponent goal (x grows), was pushed over once, and got up.
  EXPECT_GT(numberAfter(result, "x"), -3000.0 + 2500.0) << result;
  EXPECT_GT(numberAfter(result, "distance"), 2500.0) << result;
  const std::size_t falls = result.find("\"falls\": [");
  ASSERT_NE(falls, std::string::npos);
  EXPECT_NEAR(numberAfter(result, "time", falls), 25.2, 1.0) << "the one fall is the push's: " << result;
  EXPECT_LT(numberAfter(result, "upAgain", falls), 40.0) << result;
  EXPECT_EQ(result.find("\"time\"", result.find("\"time\"", falls) + 1), std::string::npos) << "one fall only: " << result;
  EXPECT_NE(result.find("\"posture\": \"standing\""), std::string::npos) << result;
  fs::remove_all(directory);
}
TEST(SimulatedTime, TheOtherTiersGiveTheRobotPerceptsAndTheTrueWorld)
{
  // One robot of each tier on a held world; the console reads what they got (the threads answer
  // between frames while the world is held).
  const fs::path directory = freshDirectory("simulated-time");
  const std::string scene = (directory / "tiers.scene").string();
  std::ofstream(scene) << "ball = { x = -2000; y = 300; };\nrobots = [\n"
                       << "  { name = seer; team = red; number = 1; x = -3000; y = 0; rotation = 0; tier = percepts; "
                       << "socket = \"" << socketPath("seer") << "\"; cameras = \"127.0.0.1:0\"; },\n"
                       << "  { name = oracle; team = blue; number = 2; x = 2000; y = -500; rotation = 180; tier = oracle; "
                       << "socket = \"" << socketPath("oracle") << "\"; cameras = \"127.0.0.1:0\"; },\n];\n";
  Process naosim({TOUCHLINE_NAOSIM_PATH, "--press", "chest@0.5:0.1", "--press", "chest@1.5:0.1", "--fast", "--hold", "5", "--scene", scene, "--debug-port", "0", "--config", TOUCHLINE_CONFIG_DIR,
                  "--run-robots", TOUCHLINE_PATH, "--robot-output", (directory / "out").string()});
  ASSERT_TRUE(naosim.waitForOut("held at 5.004 s", 60s)) << naosim.out << naosim.err;
  const std::size_t at = naosim.out.find("debug link on 127.0.0.1:") + 24;
  std::vector<std::string> printed;
  Console console([&](const std::string& line) { printed.push_back(line); });
  console.waitTimeout = 20s;
  std::string error;
  ASSERT_TRUE(console.connect("127.0.0.1", static_cast<unsigned short>(std::stoi(naosim.out.substr(at))), error)) << error;
  ASSERT_TRUE(console.execute("sim connect")) << testing::PrintToString(printed);

  // The percepts tier: the ball about 1 m ahead and 0.3 m to the left of the robot (which stood up
  // where it sat and looks around), in one of its cameras.
  ASSERT_TRUE(console.execute("robot seer")) << testing::PrintToString(printed);
  std::string ball;
  for(const char* thread : {"Upper", "Lower"})
  {
    printed.clear();
    ASSERT_TRUE(console.execute(std::string("for ") + thread + " get representation:BallPercept")) << testing::PrintToString(printed);
    if(!printed.empty() && printed.back().find("status = seen") != std::string::npos)
      ball = printed.back();
  }
  ASSERT_FALSE(ball.empty()) << "neither camera sees the ball";
  EXPECT_NEAR(valueAfter(ball, "x", ball.find("positionOnField")), 1000.0, 250.0) << ball;
  EXPECT_NEAR(valueAfter(ball, "y", ball.find("positionOnField")), 300.0, 250.0) << ball;

  // The oracle tier: its pose in its team's field coordinates (blue defends positive x: turned by 180
  // degrees), standing where it sat, facing the opponent goal.
  printed.clear();
  ASSERT_TRUE(console.execute("robot oracle")) << testing::PrintToString(printed);
  ASSERT_TRUE(console.execute("get representation:RobotPose")) << testing::PrintToString(printed);
  const std::string pose = printed.empty() ? "" : printed.back();
  EXPECT_NE(pose.find("quality = superb"), std::string::npos) << pose;
  EXPECT_NEAR(valueAfter(pose, "x", pose.find("translation")), -2000.0, 100.0) << pose;
  EXPECT_NEAR(valueAfter(pose, "y", pose.find("translation")), 500.0, 100.0) << pose;
  EXPECT_NEAR(valueAfter(pose, "rotation", pose.find("pose")), 0.0, 10.0) << pose;
  naosim.write("quit\n");
  EXPECT_EQ(naosim.wait(60s), 0) << naosim.err;
  fs::remove_all(directory);
}
#endif
