/**
 * @file naosim_buttons_fuzz.cpp
 * Fuzzes touchline-naosim's button presses (--press options and "press" commands on stdin):
 * ButtonPress::parse on the input as text, and ButtonSchedule with a sequence of presses.
 *
 * Input: records of 6 bytes: button (index into the names below), how far the simulated time
 * advances before the press is added (2 bytes, ms), when the press starts after that (1 byte,
 * 4 ms units), its duration (2 bytes, ms); at most 32 records count. Property checked (abort()
 * if broken): the chest button is never held for 3 s or longer by the accepted presses, where
 * only a release of at least one LoLA cycle (12 ms) counts as a release.
 */
#include "ButtonPress.h"
#include "ButtonSchedule.h"
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

namespace
{
  /// The presses of one input. A schedule's work per press grows with the presses it holds
  /// (ButtonSchedule::add sorts the chest button's), so an input's work grows with the square
  /// of its presses: 256 presses made the target slow down from 35,000 to 1,700 runs/s as its
  /// corpus filled with long inputs. 32 presses reach every branch and are far more than a
  /// naosim command line or a test gives.
  constexpr std::size_t maxPresses = 32;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  {
    ButtonPress press;
    std::string error;
    if(!ButtonPress::parse(std::string(reinterpret_cast<const char*>(data), size), press, error) && error.empty())
      std::abort();
  }

  static const char* const names[] = {"chest", "head", "lfoot", "chestboardbutton", "rhand-back", "nose"};
  ButtonSchedule schedule;
  std::vector<std::pair<long, long>> chest; ///< accepted presses of the chest button, [start, end) in ms
  long now = 0;
  for(std::size_t i = 0; i + 6 <= size && i < 6 * maxPresses; i += 6)
  {
    ButtonPress press;
    press.touches = ButtonPress::touchesNamed(names[data[i] % std::size(names)]);
    now += data[i + 1] << 8 | data[i + 2];
    const long start = now + 4L * data[i + 3];
    const long duration = data[i + 4] << 8 | data[i + 5];
    press.start = start / 1000.0;
    press.duration = duration / 1000.0;
    std::string error;
    if(!schedule.add(press, now / 1000.0, error))
    {
      if(error.empty())
        std::abort();
      continue;
    }
    if(std::find(press.touches.begin(), press.touches.end(), Lola::ChestBoardButton) != press.touches.end() && duration > 0)
      chest.emplace_back(start, start + duration);
  }

  std::sort(chest.begin(), chest.end());
  for(std::size_t first = 0, last = 0; first < chest.size(); first = last)
  {
    long end = chest[first].second;
    for(last = first + 1; last < chest.size() && chest[last].first - end < 12; ++last)
      end = std::max(end, chest[last].second);
    if(end - chest[first].first >= 3000)
    {
      std::fprintf(stderr, "the chest button is held from %ld ms to %ld ms\n", chest[first].first, end);
      std::abort();
    }
  }
  return 0;
}
