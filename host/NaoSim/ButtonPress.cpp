/**
 * @file ButtonPress.cpp
 * Parsing button presses of the simulated NAO (--press, "press").
 */
#include "ButtonPress.h"
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <map>

namespace
{
  std::string lower(std::string text)
  {
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
  }

  bool parseSeconds(const std::string& text, double& value)
  {
    char* end = nullptr;
    value = std::strtod(text.c_str(), &end);
    return !text.empty() && end == text.c_str() + text.size() && value >= 0 && value < 1e9;
  }
}

std::vector<Lola::Touch> ButtonPress::touchesNamed(const std::string& name)
{
  using namespace Lola;
  static const std::map<std::string, std::vector<Touch>> names = {
    {"chest", {ChestBoardButton}},
    {"head", {HeadTouchFront, HeadTouchMiddle, HeadTouchRear}},
    {"head-front", {HeadTouchFront}},
    {"head-middle", {HeadTouchMiddle}},
    {"head-rear", {HeadTouchRear}},
    {"lfoot", {LFootBumperLeft, LFootBumperRight}},
    {"lfoot-left", {LFootBumperLeft}},
    {"lfoot-right", {LFootBumperRight}},
    {"rfoot", {RFootBumperLeft, RFootBumperRight}},
    {"rfoot-left", {RFootBumperLeft}},
    {"rfoot-right", {RFootBumperRight}},
    {"lhand", {LHandTouchBack, LHandTouchLeft, LHandTouchRight}},
    {"lhand-back", {LHandTouchBack}},
    {"lhand-left", {LHandTouchLeft}},
    {"lhand-right", {LHandTouchRight}},
    {"rhand", {RHandTouchBack, RHandTouchLeft, RHandTouchRight}},
    {"rhand-back", {RHandTouchBack}},
    {"rhand-left", {RHandTouchLeft}},
    {"rhand-right", {RHandTouchRight}},
    // LoLA's names of the Touch entries
    {"chestboardbutton", {ChestBoardButton}},
    {"headtouchfront", {HeadTouchFront}},
    {"headtouchmiddle", {HeadTouchMiddle}},
    {"headtouchrear", {HeadTouchRear}},
    {"lfootbumperleft", {LFootBumperLeft}},
    {"lfootbumperright", {LFootBumperRight}},
    {"lhandtouchback", {LHandTouchBack}},
    {"lhandtouchleft", {LHandTouchLeft}},
    {"lhandtouchright", {LHandTouchRight}},
    {"rfootbumperleft", {RFootBumperLeft}},
    {"rfootbumperright", {RFootBumperRight}},
    {"rhandtouchback", {RHandTouchBack}},
    {"rhandtouchleft", {RHandTouchLeft}},
    {"rhandtouchright", {RHandTouchRight}},
  };
  const auto entry = names.find(lower(name));
  return entry == names.end() ? std::vector<Touch>() : entry->second;
}

const char* ButtonPress::namesHelp()
{
  return "chest, head (all three), head-front, head-middle, head-rear, lfoot, rfoot (both\n"
         "bumpers), lfoot-left, lfoot-right, rfoot-left, rfoot-right, lhand, rhand (all three),\n"
         "lhand-back, lhand-left, lhand-right, rhand-back, rhand-left, rhand-right, or LoLA's\n"
         "names (ChestBoardButton, HeadTouchFront, ..., case-insensitive)";
}

bool ButtonPress::parse(const std::string& text, ButtonPress& press, std::string& error)
{
  const std::size_t at = text.find('@');
  const std::size_t colon = text.find(':', at == std::string::npos ? 0 : at);
  if(at == std::string::npos || colon == std::string::npos)
  {
    error = "expected BUTTON@START:DURATION (seconds), e.g. chest@2.0:0.2, got \"" + text + "\"";
    return false;
  }
  press.touches = touchesNamed(text.substr(0, at));
  if(press.touches.empty())
  {
    error = "unknown button \"" + text.substr(0, at) + "\"";
    return false;
  }
  if(!parseSeconds(text.substr(at + 1, colon - at - 1), press.start) || !parseSeconds(text.substr(colon + 1), press.duration) ||
     press.duration <= 0)
  {
    error = "expected a start time >= 0 and a duration > 0 in seconds, got \"" + text + "\"";
    return false;
  }
  return true;
}
