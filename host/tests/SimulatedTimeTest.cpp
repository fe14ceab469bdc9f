/**
 * @file SimulatedTimeTest.cpp
 * Robot programs on touchline-naosim's simulated time, as real processes: lock-step and fast
 * runs of a scene with its robot programs give byte-identical LoLA streams (one robot with its
 * cameras, five robots talking to each other), and --fast gives the result --lockstep gives
 * (docs/naosim.md, "Time").
 */
#ifdef TOUCHLINE_NAOSIM_PATH
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
  struct Run
  {
    std::string result;
    std::string err;
    int status = -1;
  };

  /**
   * Runs a scene with its robot programs until a simulated time: the chest button is pressed
   * twice (penalized, playing), so that the robots stand up, look around and talk.
   */
  Run run(const std::string& scene, const fs::path& directory, const std::string& mode, double until)
  {
    const fs::path result = directory / ("result-" + mode.substr(2) + ".json");
    fs::remove(result);
    Process naosim({TOUCHLINE_NAOSIM_PATH, "--press", "chest@0.5:0.1", "--press", "chest@1.5:0.1", mode, "--factor", "4",
                    "--scene", scene, "--until", std::to_string(until), "--result", result.string(), "--no-debug-link",
                    "--config", TOUCHLINE_CONFIG_DIR, "--run-robots", TOUCHLINE_PATH, "--robot-output", (directory / "out").string()});
    Run outcome;
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
  const Run lockstep = run(scene, directory, "--lockstep", 6.0);
  ASSERT_EQ(lockstep.status, 0) << lockstep.err;
  const std::string output = programOutput(directory, "red1");
  EXPECT_NE(output.find("the threads run in lock-step"), std::string::npos) << output;
  EXPECT_EQ(output.find("no image of the instant"), std::string::npos) << output;
  const Run fast = run(scene, directory, "--fast", 6.0);
  const Run again = run(scene, directory, "--fast", 6.0);
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
  const Run first = run(scene, directory, "--fast", 6.0);
  const Run second = run(scene, directory, "--fast", 6.0);
  ASSERT_EQ(first.status, 0) << first.err;
  ASSERT_EQ(second.status, 0) << second.err;
  ASSERT_EQ(digests(first.result).size(), 5u) << first.result;
  EXPECT_EQ(digests(first.result), digests(second.result));
  EXPECT_EQ(withoutWallClock(first.result), withoutWallClock(second.result));
  EXPECT_EQ(first.err.find("stalls"), std::string::npos) << first.err;
  fs::remove_all(directory);
}
#endif
