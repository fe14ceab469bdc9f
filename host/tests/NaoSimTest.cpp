/**
 * @file NaoSimTest.cpp
 * touchline-naosim as a real process on real Unix sockets: the LoLA protocol byte for byte and
 * on time, partial, malformed and late commands, recording, the simulated body (posture, IMU,
 * FSRs, joints, buttons, battery), several bodies, clean exits.
 */
#ifdef TOUCHLINE_NAOSIM_PATH
#include "NaoSimTestSupport.h"
#include <algorithm>
#include <cmath>
#include <fstream>
#include <numeric>

using namespace NaoSimTest;

namespace
{
  /** naosim on one socket (extra arguments after it), waiting until it serves. */
  struct Simulator
  {
    explicit Simulator(const std::string& name, std::vector<std::string> extra = {})
      : socket(socketPath(name)), process([&] {
          std::vector<std::string> args = {TOUCHLINE_NAOSIM_PATH, "--socket", socketPath(name)};
          args.insert(args.end(), extra.begin(), extra.end());
          return args;
        }())
    {
      EXPECT_TRUE(process.waitForOut("serves " + socket)) << process.err;
    }

    std::string socket;
    Process process;
  };

  float sum(const std::vector<float>& values) { return std::accumulate(values.begin(), values.end(), 0.f); }

  std::vector<float> all(float value, std::size_t count = 25) { return std::vector<float>(count, value); }
}

TEST(NaoSim, HelpListsOptionsAndCommands)
{
  Process naosim({TOUCHLINE_NAOSIM_PATH, "--help"});
  EXPECT_EQ(naosim.wait(10s), 0);
  for(const char* text : {"--socket PATH", "--body-id", "--head-version", "--press BUTTON@START:DURATION", "--record FILE",
                          "press BUTTON SECONDS", "state", "place POSTURE", "--cameras HOST[:PORT]", "--no-cameras", "--no-ticks",
                          "--pose X,Y,DEG", "ball [X Y [VX VY]]", "cameras disconnect"})
    EXPECT_NE(naosim.out.find(text), std::string::npos) << text;
  Process wrong({TOUCHLINE_NAOSIM_PATH, "--bogus"});
  EXPECT_EQ(wrong.wait(10s), 2);
  EXPECT_NE(wrong.err.find("unknown option '--bogus'"), std::string::npos);
  Process shortId({TOUCHLINE_NAOSIM_PATH, "--body-id", "P0000073"});
  EXPECT_EQ(shortId.wait(10s), 2);
  EXPECT_NE(shortId.err.find("exactly 20 characters"), std::string::npos);
}

TEST(NaoSim, Serves896ByteStateMessagesEvery12Milliseconds)
{
  Simulator sim("period", {"--body-id", "P0000073A07S94700012", "--head-id", "P0000074A05S93M00061", "--body-version", "6.0.1"});
  LolaConnection lola;
  ASSERT_TRUE(lola.connect(sim.socket));
  ASSERT_EQ(lola.readState().size(), 896u);
  const auto start = std::chrono::steady_clock::now();
  for(int i = 0; i < 84; ++i)
  {
    StateMessage state = lola.readParsedState();
    ASSERT_EQ(state.robotConfig, (std::vector<std::string>{"P0000073A07S94700012", "6.0.1", "P0000074A05S93M00061", "6.0.0"}));
    EXPECT_EQ(state.floats.size(), 11u);
    EXPECT_EQ(state.floats["Position"].size(), 25u);
    EXPECT_EQ(state.floats["Angles"].size(), 2u);
    EXPECT_EQ(state.floats["Touch"].size(), 14u);
    EXPECT_EQ(state.status.size(), 25u);
    if(i == 0)
      lola.send(command({})); // any reply keeps the simulator quiet
  }
  // 84 messages take about 1 s (a few may have been queued already); generous bounds for loaded
  // machines.
  const auto elapsed = std::chrono::steady_clock::now() - start;
  EXPECT_GT(elapsed, 500ms);
  EXPECT_LT(elapsed, 3s);
}

TEST(NaoSim, StateMessagesAre12MillisecondsApartOnASubMillisecondClock)
{
  // A timeout in whole milliseconds made the gaps alternate between about 11.4 and 12.3 ms. The
  // median gap must be 12 ms within 0.2 ms, and the mean within 0.05 ms.
  Simulator sim("gaps");
  LolaConnection lola;
  ASSERT_TRUE(lola.connect(sim.socket));
  ASSERT_EQ(lola.readState().size(), 896u);
  // Drain what was queued before, so that every gap below is the server's.
  while(lola.readState(std::chrono::milliseconds(5)).size() == 896u)
    ;
  std::vector<double> gaps;
  auto last = std::chrono::steady_clock::now();
  for(int i = 0; i < 250; ++i)
  {
    ASSERT_EQ(lola.readState().size(), 896u);
    const auto now = std::chrono::steady_clock::now();
    if(i > 0)
      gaps.push_back(std::chrono::duration<double, std::milli>(now - last).count());
    last = now;
    lola.send(command({}));
  }
  std::vector<double> sorted = gaps;
  std::sort(sorted.begin(), sorted.end());
  const double median = sorted[sorted.size() / 2];
  EXPECT_NEAR(median, 12.0, 0.2);
  // The rate: however late single messages are on a loaded machine, the cycles keep their
  // deadlines, so the mean gap is 12 ms (a busy core only widens the spread around it).
  const double mean = (std::accumulate(gaps.begin(), gaps.end(), 0.0)) / static_cast<double>(gaps.size());
  EXPECT_NEAR(mean, 12.0, 0.05) << "median " << median << ", quartiles " << sorted[sorted.size() / 4] << " and "
                                << sorted[sorted.size() * 3 / 4];
}

TEST(NaoSim, AcceptsPartialCommandsInAnyOrder)
{
  Simulator sim("partial");
  LolaConnection lola;
  ASSERT_TRUE(lola.connect(sim.socket));
  lola.readState();
  ASSERT_TRUE(lola.send(command({{"Chest", {1.f, 0.f, 0.5f}}})));
  ASSERT_TRUE(waitForState(sim.process, [](auto& s) { return s["chest"] == "1.00,0.00,0.50"; }, 5s));

  // Keys in another order, several commands in one write, Sonar as bools.
  std::vector<float> eye(24, 0.f);
  std::fill(eye.begin() + 16, eye.end(), 0.1f);
  std::vector<std::uint8_t> both = command({{"Stiffness", all(1.f)}, {"REye", eye}, {"Sonar", {1.f, 1.f}}});
  const std::vector<std::uint8_t> second = command({{"LFoot", {0.f, 1.f, 0.f}}, {"LEye", eye}});
  both.insert(both.end(), second.begin(), second.end());
  ASSERT_TRUE(lola.send(both));
  ASSERT_TRUE(waitForState(sim.process, [](auto& s) { return s["leftEye"] == "0.00,0.00,0.10" && s["maxStiffness"] == "1.00"; }, 5s));
  const auto fields = state(sim.process);
  EXPECT_EQ(fields.at("rightEye"), "0.00,0.00,0.10");
  EXPECT_EQ(fields.at("leftFoot"), "0.00,1.00,0.00");
  EXPECT_EQ(fields.at("chest"), "1.00,0.00,0.50"); // kept from the first command
  EXPECT_EQ(fields.at("malformed"), "0");
}

TEST(NaoSim, ReportsMalformedCommandsWithOffsetAndKey)
{
  Simulator sim("malformed");
  LolaConnection lola;
  ASSERT_TRUE(lola.connect(sim.socket));
  lola.readState();
  std::vector<std::uint8_t> data = command({{"Chest", {1.f, 0.f, 0.f}}});
  data[13] = 0xcb; // Chest[1] claims to be a float64
  data.insert(data.end(), 4, 0);
  ASSERT_TRUE(lola.send(data));
  EXPECT_TRUE(sim.process.waitForErr("command, offset 13 (key Chest[1]): expected float32, got 0xcb")) << sim.process.err;
  EXPECT_TRUE(sim.process.waitForErr("malformed command at stream offset 0"));

  // After that, well-formed commands are taken again.
  ASSERT_TRUE(lola.send(command({{"Skull", all(1.f, 12)}})));
  ASSERT_TRUE(waitForState(sim.process, [](auto& s) { return s["skull"] == "1.00"; }, 5s));
  ASSERT_TRUE(lola.send(command({{"Chest", {1.f, 0.f}}})));
  EXPECT_TRUE(sim.process.waitForErr("(key Chest): expected 3 entries, got 2"));
  ASSERT_TRUE(lola.send(command({{"Toes", {1.f}}})));
  EXPECT_TRUE(sim.process.waitForErr("command, offset 1: unknown key \"Toes\""));
  EXPECT_EQ(state(sim.process).at("malformed"), "3");
}

TEST(NaoSim, RecordsEveryCommand)
{
  const std::string record = socketPath("record") + ".txt";
  {
    Simulator sim("record", {"--record", record});
    LolaConnection lola;
    ASSERT_TRUE(lola.connect(sim.socket));
    for(int i = 0; i < 3; ++i)
    {
      lola.readState();
      ASSERT_TRUE(lola.send(command({{"Chest", {1.f, 0.f, 0.25f * static_cast<float>(i)}}})));
    }
    ASSERT_TRUE(waitForState(sim.process, [](auto& s) { return s["commands"] == "3"; }, 5s));
    sim.process.signal(SIGTERM);
    EXPECT_EQ(sim.process.wait(10s), 0);
  }
  std::ifstream file(record);
  std::vector<std::string> lines;
  for(std::string line; std::getline(file, line);)
    if(!line.starts_with("#"))
      lines.push_back(line);
  std::filesystem::remove(record);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_TRUE(lines[0].starts_with("t=")) << lines[0];
  EXPECT_NE(lines[0].find(" body=0 state="), std::string::npos) << lines[0];
  EXPECT_NE(lines[0].find(" Chest=[1,0,0]"), std::string::npos) << lines[0];
  EXPECT_NE(lines[2].find(" Chest=[1,0,0.5]"), std::string::npos) << lines[2];
}

TEST(NaoSim, ReportsLateCommandsAndNeverWaitsForASlowClient)
{
  Simulator sim("slow");
  LolaConnection lola;
  ASSERT_TRUE(lola.connect(sim.socket));
  lola.readState();
  ASSERT_TRUE(lola.send(command({})));
  // Reading without answering: the missing commands are reported.
  for(int i = 0; i < 5; ++i)
    lola.readState();
  EXPECT_TRUE(sim.process.waitForErr("no command answered state message")) << sim.process.err;
  EXPECT_TRUE(sim.process.waitForErr("got no command before the next one (late or missing commands)"));

  // Not reading at all: the simulator goes on, and reports what the client does not read once
  // the socket is full.
  const double before = std::stod(state(sim.process).at("time"));
  EXPECT_TRUE(sim.process.waitForErr("were not sent: the client does not read them", 30s));
  EXPECT_TRUE(waitForState(sim.process, [&](auto& s) { return std::stod(s["time"]) > before + 1.0; }, 10s));

  // The stream is still intact: whole messages, one after the other.
  for(int i = 0; i < 200; ++i)
    ASSERT_EQ(StateMessage().parse(lola.readState()), "") << i;
}

TEST(NaoSim, SimulatesPostureImuFsrAndJoints)
{
  Simulator sim("body", {"--posture", "standing"});
  LolaConnection lola;
  ASSERT_TRUE(lola.connect(sim.socket));
  StateMessage state;
  // Standing, stiff: the weight on the feet, gravity along -z of LoLA's accelerometer.
  for(int i = 0; i < 30; ++i)
  {
    state = lola.readParsedState();
    ASSERT_TRUE(lola.send(command({{"Position", standingPose()}, {"Stiffness", all(1.f)}})));
  }
  EXPECT_NEAR(sum(state.floats["FSR"]), 5.36f, 0.27f);
  EXPECT_NEAR(state.floats["Accelerometer"][2], -9.81f, 0.3f);
  EXPECT_NEAR(state.floats["Angles"][1], 0.f, 0.05f);
  EXPECT_NEAR(state.floats["Battery"][0], 1.f, 0.01f);

  // The program goes: without stiffness, the robot collapses.
  lola.close();
  ASSERT_TRUE(waitForState(sim.process, [](auto& s) { return s["posture"] != "standing"; }, 10s));
  ASSERT_TRUE(waitForState(sim.process, [](auto& s) { return std::stod(s["time"]) > 3.0; }, 10s));
  ASSERT_TRUE(lola.connect(sim.socket));
  state = lola.readParsedState();
  EXPECT_LT(sum(state.floats["FSR"]), 5.f);
  EXPECT_GT(state.floats["Position"][10], 1.7f); // LKneePitch

  // Stiff joints follow the commands within their limits, a cycle after the one they arrived in.
  std::vector<float> position = state.floats["Position"];
  position[0] = 0.5f; // HeadYaw
  position[1] = 2.f;  // HeadPitch, beyond its limit
  ASSERT_TRUE(lola.send(command({{"Position", position}, {"Stiffness", all(1.f)}})));
  for(int i = 0; i < 40; ++i)
  {
    state = lola.readParsedState();
    ASSERT_TRUE(lola.send(command({})));
  }
  EXPECT_NEAR(state.floats["Position"][0], 0.5f, 0.02f);
  EXPECT_NEAR(state.floats["Position"][1], 0.5149f, 0.02f);
  EXPECT_NEAR(state.floats["Stiffness"][0], 1.f, 0.001f);
  EXPECT_GT(state.floats["Current"][0] + state.floats["Current"][1], 0.f);
  EXPECT_LT(state.floats["Battery"][2], 0.f); // discharging

  // Lying on its back: the torso tilts by 90 degrees, the feet carry nothing.
  sim.process.write("place lying\n");
  ASSERT_TRUE(waitForState(sim.process, [](auto& s) { return s["posture"] == "lying"; }, 5s));
  for(int i = 0; i < 25; ++i) // it settles
    state = lola.readParsedState();
  EXPECT_NEAR(state.floats["Angles"][1], -1.5708f, 0.2f);
  EXPECT_NEAR(std::abs(state.floats["Accelerometer"][0]), 9.81f, 1.f);
  EXPECT_LT(sum(state.floats["FSR"]), 0.5f);

  // Battery and charger from standard input.
  sim.process.write("battery 0.5\ncharger on\n");
  ASSERT_TRUE(waitForState(sim.process, [](auto& s) { return s["charging"] == "yes"; }, 5s));
  lola.readState();
  state = lola.readParsedState();
  EXPECT_NEAR(state.floats["Battery"][0], 0.5f, 0.01f);
  EXPECT_TRUE(static_cast<int>(state.floats["Battery"][1]) & 0x80);
}

TEST(NaoSim, PressesButtonsFromTheCommandLineAndStandardInput)
{
  Simulator sim("buttons", {"--press", "head-front@0.3:0.3"});
  LolaConnection lola;
  ASSERT_TRUE(lola.connect(sim.socket));
  auto seenPressed = [&](std::size_t touch) {
    for(int i = 0; i < 300; ++i)
    {
      StateMessage state = lola.readParsedState();
      if(state.floats["Touch"].size() == 14 && state.floats["Touch"][touch] == 1.f)
        return true;
    }
    return false;
  };
  EXPECT_TRUE(seenPressed(1)); // HeadTouchFront
  sim.process.write("press chest 0.2\n");
  EXPECT_TRUE(sim.process.waitForOut("pressing chest for 0.20 s"));
  EXPECT_TRUE(seenPressed(0)); // ChestBoardButton
  sim.process.write("press lfoot 0.2\n");
  EXPECT_TRUE(seenPressed(5)); // LFootBumperRight

  // The chest button is never held for 3 s or longer.
  sim.process.write("press chest 3\n");
  EXPECT_TRUE(sim.process.waitForErr("refusing to hold the chest button for 3.")) << sim.process.err; // 3 s or a bit more with the last press
  Process refused({TOUCHLINE_NAOSIM_PATH, "--socket", socketPath("refused"), "--press", "chest@1:2", "--press", "chest@2.5:2"});
  EXPECT_EQ(refused.wait(10s), 2);
  EXPECT_NE(refused.err.find("refusing to hold the chest button for 3.50 s"), std::string::npos) << refused.err;
  sim.process.write("press nose 1\n");
  EXPECT_TRUE(sim.process.waitForErr("unknown button \"nose\""));
}

TEST(NaoSim, ServesSeveralBodies)
{
  const std::string a = socketPath("bodyA"), b = socketPath("bodyB");
  Process naosim({TOUCHLINE_NAOSIM_PATH, "--battery", "0.5", "--socket", a, "--socket", b, "--body-id", "P0000073A07S94700099",
                  "--posture", "lying"});
  ASSERT_TRUE(naosim.waitForOut("body 1 serves " + b)) << naosim.err;
  LolaConnection first, second;
  ASSERT_TRUE(first.connect(a));
  ASSERT_TRUE(second.connect(b));
  EXPECT_EQ(first.readParsedState().robotConfig[0], "P0000073SIM000000001");
  EXPECT_EQ(second.readParsedState().robotConfig[0], "P0000073A07S94700099");
  EXPECT_EQ(state(naosim, 0).at("posture"), "sitting");
  EXPECT_EQ(state(naosim, 1).at("posture"), "lying");
  EXPECT_EQ(state(naosim, 0).at("battery"), "0.500");
  EXPECT_EQ(state(naosim, 1).at("battery"), "0.500");
  naosim.write("body 1\nplace sitting\n");
  EXPECT_TRUE(naosim.waitForOut("body 1: placed sitting"));
  EXPECT_EQ(state(naosim, 1).at("posture"), "sitting");
}

TEST(NaoSim, ExitsCleanlyAndRemovesItsSockets)
{
  for(int signal : {SIGTERM, SIGINT})
  {
    Simulator sim("exit" + std::to_string(signal));
    LolaConnection lola;
    ASSERT_TRUE(lola.connect(sim.socket));
    lola.readState();
    ASSERT_TRUE(std::filesystem::exists(sim.socket));
    sim.process.signal(signal);
    EXPECT_EQ(sim.process.wait(10s), 0);
    EXPECT_FALSE(std::filesystem::exists(sim.socket));
    EXPECT_TRUE(lola.readState(2s).empty()); // the client sees the connection close
  }
  Simulator sim("quit");
  sim.process.write("quit\n");
  EXPECT_EQ(sim.process.wait(10s), 0);
  EXPECT_FALSE(std::filesystem::exists(sim.socket));
}

TEST(NaoSim, RefusesASocketAnotherProcessServes)
{
  Simulator sim("twice");
  Process second({TOUCHLINE_NAOSIM_PATH, "--socket", sim.socket});
  EXPECT_EQ(second.wait(10s), 1);
  EXPECT_NE(second.err.find("another process serves " + sim.socket), std::string::npos) << second.err;
  EXPECT_TRUE(std::filesystem::exists(sim.socket)); // the first one's socket stays
}
#endif
