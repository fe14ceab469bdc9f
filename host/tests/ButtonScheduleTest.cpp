/**
 * @file ButtonScheduleTest.cpp
 * touchline-naosim's button schedule (host/NaoSim/ButtonSchedule.h): no sequence of accepted
 * presses may hold the chest button for 3 s or longer, also when a press is added right after
 * an earlier one ended (the simulated LoLA's touch values are sampled every 12 ms).
 */
#include "../NaoSim/ButtonSchedule.h"
#include <algorithm>
#include <gtest/gtest.h>

namespace
{
  ButtonPress chest(double start, double duration) { return {{Lola::ChestBoardButton}, start, duration}; }

  /**
   * The longest hold of the chest button by the accepted presses, in seconds: only a release of
   * at least one LoLA cycle (12 ms) is sure to be seen.
   */
  double longestHold(std::vector<ButtonPress> accepted)
  {
    std::sort(accepted.begin(), accepted.end(), [](const ButtonPress& a, const ButtonPress& b) { return a.start < b.start; });
    double longest = 0;
    for(std::size_t first = 0, last = 0; first < accepted.size(); first = last)
    {
      double end = accepted[first].start + accepted[first].duration;
      for(last = first + 1; last < accepted.size() && accepted[last].start - end < 0.012 - 1e-9; ++last)
        end = std::max(end, accepted[last].start + accepted[last].duration);
      longest = std::max(longest, end - accepted[first].start);
    }
    return longest;
  }
}

TEST(ButtonSchedule, RefusesOneLongChestHold)
{
  ButtonSchedule schedule;
  std::string error;
  EXPECT_TRUE(schedule.add(chest(0, 2.9), 0, error)) << error;
  EXPECT_FALSE(schedule.add(chest(5, 3), 0, error));
  EXPECT_NE(error.find("refusing to hold the chest button"), std::string::npos) << error;
}

TEST(ButtonSchedule, RefusesAPressThatContinuesAHoldThatJustEnded)
{
  // "press chest 2.9" at 0 s, then again one LoLA cycle later at 2.904 s: LoLA never shows the
  // button released, so that is a 5.8 s hold. The first press had ended before the second was
  // added and used to be forgotten.
  ButtonSchedule schedule;
  std::string error;
  ASSERT_TRUE(schedule.add(chest(0, 2.9), 0, error)) << error;
  EXPECT_FALSE(schedule.add(chest(2.904, 2.9), 2.904, error));
  EXPECT_NE(error.find("refusing to hold the chest button for 5.80 s"), std::string::npos) << error;
}

TEST(ButtonSchedule, RefusesAChainOfShortPresses)
{
  // Each press is added when the one before has just ended.
  ButtonSchedule schedule;
  std::string error;
  std::vector<ButtonPress> accepted;
  double time = 0;
  for(int i = 0; i < 10; ++i)
  {
    if(schedule.add(chest(time, 1), time, error))
      accepted.push_back(chest(time, 1));
    time += 1.008;
  }
  EXPECT_GE(accepted.size(), 2u);
  EXPECT_LT(longestHold(accepted), ButtonSchedule::maxChestHold);
}

TEST(ButtonSchedule, AcceptsAPressAfterARelease)
{
  ButtonSchedule schedule;
  std::string error;
  ASSERT_TRUE(schedule.add(chest(0, 2.9), 0, error)) << error;
  EXPECT_TRUE(schedule.add(chest(2.92, 2.9), 2.92, error)) << error; // 20 ms released
  EXPECT_TRUE(schedule.add(chest(10, 2.9), 10, error)) << error;
  EXPECT_TRUE(schedule.isPressed(Lola::ChestBoardButton, 11));
  EXPECT_FALSE(schedule.isPressed(Lola::ChestBoardButton, 1)); // forgotten
}
