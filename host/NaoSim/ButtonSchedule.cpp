/**
 * @file ButtonSchedule.cpp
 * The touch sensor schedule of a simulated NAO, refusing a chest button held for 3 s.
 */
#include "ButtonSchedule.h"
#include "Platform/Nao/LolaProtocol.h"
#include <algorithm>
#include <cstdio>

namespace
{
  constexpr std::array<const char*, Lola::numOfTouches> touchNames = {
    "chest", "head-front", "head-middle", "head-rear", "lfoot-left", "lfoot-right", "lhand-back",
    "lhand-left", "lhand-right", "rfoot-left", "rfoot-right", "rhand-back", "rhand-left", "rhand-right"};
}

bool ButtonSchedule::add(const ButtonPress& press, double now, std::string& error)
{
  const double gap = Lola::cycleMilliseconds / 1000.0;
  for(std::size_t touch = 0; touch < intervals.size(); ++touch)
    if(touch != Lola::ChestBoardButton)
      std::erase_if(intervals[touch], [now](const Interval& interval) { return interval.second < now; });
  {
    // The chest button's presses are forgotten only together with their whole hold, and only
    // when that ended more than one LoLA cycle ago: a press right after it continues the hold.
    std::vector<Interval>& chest = intervals[Lola::ChestBoardButton];
    std::sort(chest.begin(), chest.end());
    std::vector<Interval> kept;
    for(std::size_t first = 0, last = 0; first < chest.size(); first = last)
    {
      double end = chest[first].second;
      for(last = first + 1; last < chest.size() && chest[last].first <= end + gap; ++last)
        end = std::max(end, chest[last].second);
      if(end + gap >= now)
        kept.insert(kept.end(), chest.begin() + first, chest.begin() + last);
    }
    chest = std::move(kept);
  }
  const Interval added(press.start, press.start + press.duration);
  if(std::find(press.touches.begin(), press.touches.end(), Lola::ChestBoardButton) != press.touches.end())
  {
    // The chest button's hold that contains the new press: overlapping presses and those at
    // most one LoLA cycle apart (which LoLA may not show as released) count as one hold.
    std::vector<Interval> chest = intervals[Lola::ChestBoardButton];
    chest.push_back(added);
    std::sort(chest.begin(), chest.end());
    Interval hold = chest.front();
    for(std::size_t i = 1; i <= chest.size(); ++i)
      if(i < chest.size() && chest[i].first <= hold.second + gap)
        hold.second = std::max(hold.second, chest[i].second);
      else
      {
        if(hold.first <= added.first && added.second <= hold.second && hold.second - hold.first >= maxChestHold - 1e-6)
        {
          char text[200];
          std::snprintf(text, sizeof(text),
                        "refusing to hold the chest button for %.2f s: holds of %.0f s or longer shut a NAO program's "
                        "computer down",
                        hold.second - hold.first, maxChestHold);
          error = text;
          return false;
        }
        if(i < chest.size())
          hold = chest[i];
      }
  }
  for(Lola::Touch touch : press.touches)
    intervals[touch].push_back(added);
  return true;
}

bool ButtonSchedule::isPressed(Lola::Touch touch, double time) const
{
  return std::any_of(intervals[touch].begin(), intervals[touch].end(),
                     [time](const Interval& interval) { return interval.first <= time && time < interval.second; });
}

std::string ButtonSchedule::pressedNames(double time) const
{
  std::string names;
  for(std::size_t i = 0; i < Lola::numOfTouches; ++i)
    if(isPressed(static_cast<Lola::Touch>(i), time))
      names += (names.empty() ? "" : ",") + std::string(touchNames[i]);
  return names.empty() ? "none" : names;
}
