/**
 * @file Console/MotionCommands.cpp
 * The command "motion": a short way to set the robot's MotionRequest (docs/motion.md).
 */
#include "Console/MotionCommands.h"
#include <cmath>
#include <cstdlib>

namespace
{
  /** A number of the command line; false if the word is none. */
  bool number(const std::string& word, float& value)
  {
    char* end = nullptr;
    value = std::strtof(word.c_str(), &end);
    return !word.empty() && !*end && std::isfinite(value);
  }

  std::string format(float value)
  {
    char text[32];
    std::snprintf(text, sizeof(text), "%g", value);
    return text;
  }
}

void MotionCommands::addCommands(CommandTable& table)
{
  table.add({"motion",
                {{"motion walk <x> <y> <rot>", "walk at x, y mm/s and rot deg/s (the walk clips what it cannot do)"},
                 {"motion walk to <x> <y> <rot>", "walk to x, y mm and rot deg relative to where the robot is"},
                 {"motion kick left | right [<direction>]", "kick with that foot toward direction deg (default 0: straight)"},
                 {"motion stand | sit | dead | getup", "stand, sit down, go limp, get up"},
                 {"motion keyframe sitDown | standUp | getUpFront | getUpBack", "play a key-frame motion"},
                 {"motion off", "let the behaviour decide again (set representation:MotionRequest unchanged)"}},
                [this](const Call& call) { return motion(call); },
                [](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
                  if(completion.index == 1)
                    candidates.insert({"walk", "kick", "stand", "sit", "dead", "getup", "keyframe", "off"});
                  else if(completion.index == 2 && completion.words[1] == "kick")
                    candidates.insert({"left", "right"});
                  else if(completion.index == 2 && completion.words[1] == "walk")
                    candidates.insert("to");
                  else if(completion.index == 2 && completion.words[1] == "keyframe")
                    candidates.insert({"sitDown", "standUp", "getUpFront", "getUpBack"});
                },
                true});
}

ConsoleCore::Result MotionCommands::motion(const Call& call)
{
  const std::vector<std::string>& args = call.args;
  if(args.empty())
    return Result::usage;
  const std::string& what = args[0];
  std::string value;
  if(what == "off" && args.size() == 1)
    value = "unchanged";
  else if((what == "stand" || what == "sit" || what == "dead" || what == "getup") && args.size() == 1)
    value = std::string("motion = ") + (what == "stand" ? "stand" : what == "sit" ? "sitDown" : what == "dead" ? "playDead" : "getUp") + ";";
  else if(what == "walk" && (args.size() == 4 || (args.size() == 5 && args[1] == "to")))
  {
    const bool to = args.size() == 5;
    float x = 0.f, y = 0.f, rotation = 0.f;
    if(!number(args[to ? 2 : 1], x) || !number(args[to ? 3 : 2], y) || !number(args[to ? 4 : 3], rotation))
      return Result::usage;
    const std::string pose = "{rotation = " + format(rotation) + "deg; translation = {x = " + format(x) + "; y = " + format(y) + ";};}";
    value = "motion = walk; walkToTarget = " + std::string(to ? "true" : "false") + "; " + (to ? "walkTarget = " : "walkSpeed = ") + pose + ";";
  }
  else if(what == "kick" && (args.size() == 2 || args.size() == 3) && (args[1] == "left" || args[1] == "right"))
  {
    float direction = 0.f;
    if(args.size() == 3 && !number(args[2], direction))
      return Result::usage;
    value = "motion = kick; kickLeg = " + args[1] + "; kickDirection = " + format(direction) + "deg;";
  }
  else if(what == "keyframe" && args.size() == 2)
    value = "motion = keyFrame; keyFrameMotion = " + args[1] + ";";
  else
    return Result::usage;
  const std::string name = "representation:MotionRequest";
  const std::vector<std::string> setArgs = {name, value};
  const std::string rest = name + " " + value;
  const Call setCall{setArgs, rest, call.targets};
  // "set" is the data commands' (DataCommands): the motion request is a value like any other.
  return core.commandTable().find("set")->run(setCall);
}
