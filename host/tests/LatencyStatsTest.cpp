/**
 * @file LatencyStatsTest.cpp
 * touchline-naosim's latency statistics (host/NaoSim/LatencyStats.h): counts, the histogram's
 * bins and nearest-rank percentiles, reset, and the key=value line.
 */
#include "../NaoSim/LatencyStats.h"
#include <gtest/gtest.h>
#include <memory>

namespace
{
  /** On the heap: the histogram has 4,097 bins. */
  std::unique_ptr<LatencyStats> stats() { return std::make_unique<LatencyStats>(); }
}

TEST(LatencyStats, NothingMeasuredGivesZeros)
{
  const auto s = stats();
  EXPECT_EQ(s->getCycles(), 0u);
  EXPECT_EQ(s->percentile(0.5), 0u);
  EXPECT_EQ(s->percentile(0.99), 0u);
  EXPECT_EQ(s->getMean(), 0.);
}

TEST(LatencyStats, PercentilesAreNearestRanksInMicroseconds)
{
  const auto s = stats();
  for(std::uint64_t us = 1000; us >= 1; --us) // order does not matter
    s->answered(us);
  EXPECT_EQ(s->getCycles(), 1000u);
  EXPECT_EQ(s->getAnswered(), 1000u);
  EXPECT_EQ(s->percentile(0.5), 500u);
  EXPECT_EQ(s->percentile(0.9), 900u);
  EXPECT_EQ(s->percentile(0.99), 990u);
  EXPECT_EQ(s->percentile(0.999), 999u);
  EXPECT_EQ(s->percentile(1.0), 1000u);
  EXPECT_EQ(s->percentile(0.0), 1u);
  EXPECT_EQ(s->getMin(), 1u);
  EXPECT_EQ(s->getMax(), 1000u);
  EXPECT_DOUBLE_EQ(s->getMean(), 500.5);

  // One slow cycle in 101 lifts p99.9 and the maximum, not p99.
  const auto tail = stats();
  for(int i = 0; i < 99; ++i)
    tail->answered(100);
  tail->answered(9000);
  tail->answered(100);
  EXPECT_EQ(tail->getMaxCycle(), 100u);
  EXPECT_EQ(tail->percentile(0.5), 100u);
  EXPECT_EQ(tail->percentile(0.99), 100u);
  EXPECT_EQ(tail->percentile(0.999), 9000u);
}

TEST(LatencyStats, CoarseBinsRoundUpButNotBeyondTheMaximum)
{
  const auto s = stats();
  s->answered(2047); // last 1-us bin
  s->answered(3000); // bin 2992..3007
  s->answered(5000);
  EXPECT_EQ(s->percentile(0.34), 3007u);
  EXPECT_EQ(s->percentile(0.33), 2047u);
  EXPECT_EQ(s->percentile(1.0), 5000u); // not 5007: the maximum is exact

  const auto overflow = stats();
  overflow->answered(10);
  overflow->answered(1'000'000); // beyond the last bin: the exact maximum
  EXPECT_EQ(overflow->percentile(1.0), 1'000'000u);
  EXPECT_EQ(overflow->percentile(0.5), 10u);
}

TEST(LatencyStats, CountsMissedLateAndDroppedApartFromTheLatencies)
{
  const auto s = stats();
  s->answered(200);
  s->missed();
  s->missed();
  s->late(1);
  s->late(2);
  s->dropped();
  EXPECT_EQ(s->getCycles(), 3u);
  EXPECT_EQ(s->getAnswered(), 1u);
  EXPECT_EQ(s->getMissed(), 2u);
  EXPECT_EQ(s->getLate(), 3u);
  EXPECT_EQ(s->getDropped(), 1u);
  EXPECT_EQ(s->percentile(0.99), 200u); // missed cycles have no latency
  EXPECT_EQ(s->describe(), "cycles=3 answered=1 missed=2 late=3 dropped=1 p50us=200 p90us=200 p99us=200 "
                           "p99.9us=200 maxus=200 maxcycle=1 meanus=200.0");
  s->reset();
  EXPECT_EQ(s->describe(), "cycles=0 answered=0 missed=0 late=0 dropped=0 p50us=0 p90us=0 p99us=0 p99.9us=0 maxus=0 maxcycle=0 meanus=0.0");
  s->answered(7);
  EXPECT_EQ(s->getMin(), 7u);
  EXPECT_EQ(s->percentile(0.5), 7u);
}
