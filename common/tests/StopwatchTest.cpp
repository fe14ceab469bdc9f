// STOPWATCH and the TimingManager: the idStopwatch message (decoded by StopwatchData), ids,
// accumulation, round-robin names, plots, and no measuring when nobody asks.
#include "DebuggingTestSupport.h"
#include "Debugging/Stopwatch.h"
#include "LogPlayback/StopwatchData.h"
#include <algorithm>
#include <chrono>

using TestSupport::hex;
using namespace std::chrono_literals;
using Stopwatches = DebuggingTest;

namespace
{
  StopwatchData decode(const std::string& payload)
  {
    StopwatchData data;
    EXPECT_TRUE(data.decode(payload.data(), payload.size()));
    return data;
  }

  /** Burns some CPU time of the calling thread. */
  unsigned spin()
  {
    volatile unsigned sum = 0;
    for(unsigned i = 0; i < 200000; ++i)
      sum = sum + i;
    return sum;
  }
}

TEST_F(Stopwatches, MessageLayoutIsExact)
{
  request("timing");
  TimingManager& timing = debugging.timing();
  debugging.beginFrame(123456);
  timing.addTime("AllModules", 1500us);
  timing.addTime("BallModel", 250us);
  timing.addTime("AllModules", 20us);   // accumulates
  timing.addTime("BallModel", 999ns);   // below one µs adds up, too
  debugging.endFrame();
  const auto messages = take(idStopwatch);
  ASSERT_EQ(messages.size(), 1u);
  Bytes expected;
  expected << static_cast<unsigned short>(2) << static_cast<unsigned short>(0);
  expected.string("AllModules") << static_cast<unsigned short>(1);
  expected.string("BallModel") << static_cast<unsigned short>(2) << static_cast<unsigned short>(0) << 1520u
                               << static_cast<unsigned short>(1) << 250u << 123456u << 1u;
  EXPECT_EQ(hex(messages[0]), hex(expected.data));

  const StopwatchData data = decode(messages[0]);
  ASSERT_EQ(data.names.size(), 2u);
  EXPECT_EQ(data.names[1].second, "BallModel");
  ASSERT_EQ(data.durations.size(), 2u);
  EXPECT_EQ(data.durations[0].second, 1520u);
  EXPECT_EQ(data.frameStartTime, 123456u);
  EXPECT_EQ(data.frameNumber, 1u);
}

TEST_F(Stopwatches, NamesGoRoundRobinAndDurationsResetEachFrame)
{
  request("timing");
  TimingManager& timing = debugging.timing();
  std::vector<StopwatchData> frames;
  for(int frame = 0; frame < 3; ++frame)
  {
    debugging.beginFrame(static_cast<unsigned>(1000 + frame));
    for(const char* name : {"a", "b", "c", "d", "e"})
      if(frame != 1 || name[0] != 'c') // "c" does not run in frame 1
        timing.addTime(name, std::chrono::microseconds(frame + 1));
    debugging.endFrame();
    frames.push_back(decode(take(idStopwatch).at(0)));
  }
  std::vector<std::string> names;
  for(const StopwatchData& data : frames)
  {
    EXPECT_EQ(data.names.size(), 3u);
    for(const auto& [id, name] : data.names)
    {
      EXPECT_EQ(name, std::string(1, static_cast<char>('a' + id)));
      names.push_back(name);
    }
  }
  EXPECT_EQ(names, (std::vector<std::string>{"a", "b", "c", "d", "e", "a", "b", "c", "d"}));
  EXPECT_EQ(frames[1].durations.size(), 4u) << "watches that did not run are not sent";
  for(const auto& [id, microseconds] : frames[2].durations)
    EXPECT_EQ(microseconds, 3u) << "durations are reset at the start of each frame";
  EXPECT_EQ(frames[2].frameNumber, 3u);
  EXPECT_EQ(frames[2].frameStartTime, 1002u);
}

TEST_F(Stopwatches, StopwatchMeasuresThreadCpuTime)
{
  request("timing");
  debugging.beginFrame();
  unsigned result = 0;
  STOPWATCH("spin") result = spin();
  STOPWATCH("block")
  {
    result += spin();
    result += spin();
  }
  EXPECT_NE(result, 1u);
  EXPECT_GT(debugging.timing().getDuration("spin").count(), 0);
  EXPECT_GT(debugging.timing().getDuration("block").count(), 0);
  debugging.endFrame();
  const StopwatchData data = decode(take(idStopwatch).at(0));
  ASSERT_EQ(data.durations.size(), 2u);
  EXPECT_EQ(data.names[0].second, "spin");
}

TEST_F(Stopwatches, NothingIsMeasuredOrSentWhenNothingIsRequested)
{
  debugging.beginFrame();
  int executed = 0;
  STOPWATCH("idle") ++executed;
  EXPECT_EQ(executed, 1) << "the statement always runs";
  debugging.endFrame();
  EXPECT_TRUE(queue.empty());
  EXPECT_TRUE(debugging.timing().getNames().empty());

  // A logger can make the watches measure without any request.
  debugging.timing().setAlwaysMeasure(true);
  STOPWATCH("logged") ++executed;
  EXPECT_EQ(debugging.timing().getNames(), std::vector<std::string>{"logged"});
  debugging.endFrame();
  EXPECT_TRUE(queue.empty()) << "idStopwatch is only sent while \"timing\" is enabled";
  MessageQueue log;
  EXPECT_TRUE(debugging.timing().writeStopwatchMessage(log));
  EXPECT_EQ(log.countMessages(), 1u);
}

TEST_F(Stopwatches, EachRunIsPlottedInMilliseconds)
{
  request("plot:stopwatch:AllModules");
  debugging.beginFrame();
  debugging.timing().addTime("AllModules", 2500us);
  debugging.timing().addTime("Other", 100us);
  const auto plots = take(idPlot);
  ASSERT_EQ(plots.size(), 1u);
  EXPECT_EQ(hex(plots[0]), hex((Bytes().string("stopwatch:AllModules") << 2.5f).data));
}

TEST_F(Stopwatches, PollingReportsTimingAndStopwatchPlots)
{
  request("poll");
  debugging.beginFrame();
  STOPWATCH("x") spin();
  debugging.endFrame();
  const auto names = responses();
  EXPECT_NE(std::find(names.begin(), names.end(), " plot:stopwatch:x false"), names.end());
  EXPECT_NE(std::find(names.begin(), names.end(), " timing false"), names.end());
}
