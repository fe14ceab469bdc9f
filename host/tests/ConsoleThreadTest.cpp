/**
 * @file ConsoleThreadTest.cpp
 * The parts of the console engine that the studio's views read: plot rings, thread timing, and
 * the engine on its own thread against the test robot (plots, timing, representations arrive
 * while nobody waits; a dropped link comes back by itself).
 */
#include "Console/ConsoleThread.h"
#include "Console/PlotSeries.h"
#include "Console/ThreadTiming.h"
#include "Process.h"
#include <gtest/gtest.h>
#include <algorithm>
#include <filesystem>
#include <thread>

TEST(PlotSeries, KeepsTheLastValuesInOrder)
{
  PlotSeries series;
  std::vector<float> values;
  series.last(10, values);
  EXPECT_TRUE(values.empty());
  for(int i = 0; i < 5; ++i)
    series.add(static_cast<float>(i));
  series.last(3, values);
  EXPECT_EQ(values, (std::vector<float>{2, 3, 4}));
  series.last(10, values);
  EXPECT_EQ(values.size(), 5u);
  // Past its capacity the ring keeps the newest.
  for(std::size_t i = 5; i < PlotSeries::capacity + 10; ++i)
    series.add(static_cast<float>(i));
  EXPECT_EQ(series.size(), PlotSeries::capacity);
  EXPECT_EQ(series.total(), PlotSeries::capacity + 10);
  series.last(3, values);
  const float newest = static_cast<float>(PlotSeries::capacity + 9);
  EXPECT_EQ(values, (std::vector<float>{newest - 2, newest - 1, newest}));
  series.last(PlotSeries::capacity, values);
  EXPECT_EQ(values.front(), 10.f);
}

TEST(ThreadTiming, StatisticsOverTheLastFrames)
{
  ThreadTiming timing;
  const auto now = ThreadTiming::Clock::now();
  for(unsigned frame = 0; frame < 150; ++frame)
  {
    StopwatchData data;
    if(frame == 0)
      data.names = {{1, "Perception"}, {2, "Behavior"}};
    data.durations = {{1, 1000 + frame * 10}, {2, 500}};
    data.frameStartTime = 1000 + frame * 16;
    data.frameNumber = frame;
    timing.add(data, now);
  }
  const std::vector<ThreadTiming::Row> rows = timing.rows();
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].name, "Behavior");
  EXPECT_FLOAT_EQ(rows[0].average, 0.5f);
  EXPECT_EQ(rows[1].name, "Perception");
  EXPECT_EQ(rows[1].samples, ThreadTiming::frames);
  EXPECT_FLOAT_EQ(rows[1].min, 1.5f);   // the last 100 of 150 frames: from frame 50
  EXPECT_FLOAT_EQ(rows[1].max, 2.49f);
  EXPECT_NEAR(timing.frequency(), 62.5f, 0.01f);
  EXPECT_EQ(timing.minFrameTime(), 16.f);
  EXPECT_EQ(timing.maxFrameTime(), 16.f);
}

#if defined(TOUCHLINE_TESTROBOT_PATH) && !defined(TOUCHLINE_RELEASE)
namespace
{
  /** Waits until a condition holds (the engine works on its own thread). */
  bool eventually(const std::function<bool()>& condition, std::chrono::seconds timeout = std::chrono::seconds(20))
  {
    const auto end = std::chrono::steady_clock::now() + timeout;
    while(!condition())
    {
      if(std::chrono::steady_clock::now() > end)
        return false;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return true;
  }

  /** What an engine printed, collected as it is taken. */
  class Printed
  {
  public:
    explicit Printed(ConsoleThread& engine) : engine(engine) {}
    /** Whether a line so far contains text. */
    bool operator()(const std::string& text)
    {
      for(std::string& line : engine.takeOutput())
        lines.push_back(line);
      return std::any_of(lines.begin(), lines.end(), [&](const std::string& line) { return line.find(text) != std::string::npos; });
    }
    /** Every line so far, for a failure's message. */
    std::string all() const
    {
      std::string text;
      for(const std::string& line : lines)
        text += line + "\n";
      return text;
    }
    std::size_t size() const { return lines.size(); }

  private:
    ConsoleThread& engine;
    std::vector<std::string> lines;
  };

  std::unique_ptr<TestProcess::Process> startRobot(const std::string& port, std::string& actualPort)
  {
    auto robot = std::make_unique<TestProcess::Process>(std::vector<std::string>{
      TOUCHLINE_TESTROBOT_PATH, "--config", TOUCHLINE_TESTROBOT_CONFIG, "--port", port, "--no-beacon"});
    const std::optional<std::string> line = robot->waitForLine("debug port ", std::chrono::seconds(20));
    if(line)
      actualPort = line->substr(11);
    return robot;
  }
}

TEST(ConsoleThread, ViewsGetPlotsTimingAndRepresentationsWhileNobodyWaits)
{
  std::string port;
  std::unique_ptr<TestProcess::Process> robot = startRobot("0", port);
  ASSERT_FALSE(port.empty());
  ConsoleThread engine;
  engine.submit("sc Robot1 127.0.0.1:" + port);
  engine.submit("dr plot:module:TestCounterProvider:value");
  engine.submit("for Cognition dr timing");
  engine.submit("dr representation:TestCounter");
  std::vector<std::string> output;
  RobotConnection* connection = nullptr;
  ASSERT_TRUE(eventually([&] {
    for(std::string& line : engine.takeOutput())
      output.push_back(line);
    const auto robots = engine.console().connections();
    connection = robots.empty() ? nullptr : robots.front();
    return connection && connection->read([](const RobotState& state) {
      const auto plot = state.plots().find("module:TestCounterProvider:value");
      return plot != state.plots().end() && plot->second.size() > 10 && !state.timing().empty() &&
             state.representations().contains("TestCounter");
    });
  })) << "no plot, timing or representation arrived";
  EXPECT_EQ(engine.console().selectedRobot(), "Robot1");
  const unsigned changes = connection->takeChanges();
  EXPECT_TRUE(changes & RobotState::plotsChanged);
  EXPECT_TRUE(changes & RobotState::timingChanged);
  EXPECT_TRUE(changes & RobotState::representationsChanged);
  connection->read([](const RobotState& state) {
    std::vector<float> values;
    state.plots().at("module:TestCounterProvider:value").last(3, values);
    ASSERT_EQ(values.size(), 3u);
    EXPECT_EQ(values[2] - values[1], 0.5f); // step 1, gain 0.5
    const ThreadTiming& timing = state.timing().at(static_cast<unsigned>(state.component("Cognition")));
    bool counted = false;
    for(const ThreadTiming::Row& row : timing.rows())
      counted = counted || row.name == "TestCounterProvider:count";
    EXPECT_TRUE(counted);
    EXPECT_GT(timing.frequency(), 0.f);
    EXPECT_GT(state.frameRate(static_cast<unsigned>(state.component("Cognition")), std::chrono::steady_clock::now()), 0.f);
  });
}

TEST(ConsoleThread, ADroppedLinkComesBackWithItsRequests)
{
  std::string port;
  std::unique_ptr<TestProcess::Process> robot = startRobot("0", port);
  ASSERT_FALSE(port.empty());
  ConsoleThread engine;
  engine.submit("sc Robot1 127.0.0.1:" + port);
  engine.submit("dr plot:module:TestCounterProvider:value");
  Printed printed(engine);
  ASSERT_TRUE(eventually([&] { return printed("connected to Robot1"); }));
  RobotConnection* connection = engine.console().connections().front();
  // The robot restarts on the same port.
  robot.reset();
  ASSERT_TRUE(eventually([&] { return printed("Robot1: connection lost"); }));
  std::string again;
  robot = startRobot(port, again);
  ASSERT_EQ(again, port);
  ASSERT_TRUE(eventually([&] { return printed("Robot1: reconnected"); })) << printed.size();
  EXPECT_TRUE(connection->isConnected());
  // The plot request was sent again: new values arrive.
  const std::uint64_t before = connection->read([](const RobotState& state) {
    const auto plot = state.plots().find("module:TestCounterProvider:value");
    return plot == state.plots().end() ? std::uint64_t(0) : plot->second.total();
  });
  EXPECT_TRUE(eventually([&] {
    return connection->read([&](const RobotState& state) {
      const auto plot = state.plots().find("module:TestCounterProvider:value");
      return plot != state.plots().end() && plot->second.total() > before + 5;
    });
  }));
}
TEST(ConsoleThread, ARestartedRobotGetsTheSessionsSetValuesAndModuleRequestsAgain)
{
  std::string port;
  std::unique_ptr<TestProcess::Process> robot = startRobot("0", port);
  ASSERT_FALSE(port.empty());
  ConsoleThread engine;
  Printed printed(engine);
  engine.submit("sc Robot1 127.0.0.1:" + port);
  engine.submit("dr plot:module:TestCounterProvider:value");
  // Set and released again: not sent after the restart.
  engine.submit("set module:TestCounterProvider step = 3;");
  engine.submit("set module:TestCounterProvider unchanged");
  engine.submit("set test:shape label = triangle;");
  engine.submit("mr TestCounter CountdownProvider");
  engine.submit("echo session ready");
  ASSERT_TRUE(eventually([&] { return printed("session ready"); })) << printed.all();
  EXPECT_FALSE(printed("Error")) << printed.all();
  // The robot restarts on the same port, with its files' values.
  robot.reset();
  ASSERT_TRUE(eventually([&] { return printed("Robot1: connection lost"); }));
  std::string again;
  robot = startRobot(port, again);
  ASSERT_EQ(again, port);
  ASSERT_TRUE(eventually([&] { return printed("Robot1: reconnected"); })) << printed.all();
  EXPECT_TRUE(printed("Robot1: reconnected; sent again: 1 debug request, set test:shape, mr TestCounter CountdownProvider")) << printed.all();
  // Read back from the new program.
  engine.submit("get test:shape");
  engine.submit("get representation:TestCounter");
  engine.submit("mr ? TestCounter");
  engine.submit("echo read back");
  ASSERT_TRUE(eventually([&] { return printed("read back"); })) << printed.all();
  EXPECT_TRUE(printed("set test:shape label = triangle;")) << printed.all();
  EXPECT_TRUE(printed("value = -1;")) << printed.all(); // CountdownProvider's
  EXPECT_TRUE(printed("TestCounter (Cognition): CountdownProvider* TestCounterProvider")) << printed.all();
  EXPECT_FALSE(printed("not sent again")) << printed.all();
}
#endif
