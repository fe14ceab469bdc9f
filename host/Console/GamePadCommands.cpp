/**
 * @file Console/GamePadCommands.cpp
 * The command "jc": what a game pad's buttons and sticks do (docs/console.md, "Game pad"), and
 * running what the pad asks for. The studio reads the pad (SDL2); the console engine keeps the
 * bindings, so that scripts set them like any other command.
 */
#include "Console/GamePadCommands.h"
#include <cmath>
#include <cstdio>
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

  /** The text after the first n words of a line (the command of "press <button> <command>"). */
  std::string after(const std::string& line, std::size_t n)
  {
    std::size_t pos = 0;
    for(std::size_t i = 0; i < n; ++i)
    {
      pos = line.find_first_not_of(" \t", pos);
      pos = pos == std::string::npos ? pos : line.find_first_of(" \t", pos);
      if(pos == std::string::npos)
        return "";
    }
    pos = line.find_first_not_of(" \t", pos);
    return pos == std::string::npos ? "" : line.substr(pos);
  }

  std::string list(const auto& names)
  {
    std::string text;
    for(const char* name : names)
      text += (text.empty() ? "" : " ") + std::string(name);
    return text;
  }
}

void GamePadCommands::addCommands(CommandTable& table)
{
  table.add({"jc",
                {{"jc ?", "the game pad and what its buttons and sticks do (as jc commands)"},
                 {"jc show | hide", "print the pad's buttons and axes as they change (to find their names), or no longer"},
                 {"jc press | release <button> [<command>]", "the command a button runs when pressed or released (SDL's names: a, b, x, y, back, start, leftshoulder, dpup, ...); without a command: none"},
                 {"jc motion <forward> <sideways> <turn> | off", "the axes that walk forward, to the left and turn left: leftx, lefty, rightx, righty, lefttrigger, righttrigger, -<axis> turned, none"},
                 {"jc speed <forward> <backward> <sideways> <turn>", "the walk at full deflection (mm/s, deg/s)"},
                 {"jc deadzone <share>", "the share of an axis's way around its middle that counts as the middle (0 .. 0.95)"}},
                [this](const Call& call) { return gamePadCommand(call); },
                [](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
                  const std::vector<std::string>& words = completion.words;
                  if(completion.index == 1)
                    candidates.insert({"?", "show", "hide", "press", "release", "motion", "speed", "deadzone"});
                  else if(completion.index == 2 && (words[1] == "press" || words[1] == "release"))
                    candidates.insert(GamePadMapping::buttonNames.begin(), GamePadMapping::buttonNames.end());
                  else if(completion.index >= 2 && completion.index <= 4 && words[1] == "motion")
                  {
                    for(const char* axis : GamePadMapping::axisNames)
                      candidates.insert({axis, "-" + std::string(axis)});
                    candidates.insert("none");
                    if(completion.index == 2)
                      candidates.insert("off");
                  }
                  else if(completion.index == 3 && (words[1] == "press" || words[1] == "release"))
                    candidates.insert("motion");
                }});
}

ConsoleCore::Result GamePadCommands::gamePadCommand(const Call& call)
{
  const std::vector<std::string>& args = call.args;
  if(args.empty())
    return Result::usage;
  const std::string& what = args[0];
  GamePadMapping& mapping = gamePadMapping;
  if(what == "?" && args.size() == 1)
  {
    if(!gamePadRead)
      core.print("no game pad is read here (the studio's remote control view reads one)");
    else if(mapping.connected())
      core.print("game pad: " + mapping.name());
    else
      core.print("no game pad connected");
    for(const std::string& line : mapping.describe())
      core.print(line);
    return Result::done;
  }
  if((what == "show" || what == "hide") && args.size() == 1)
  {
    showGamePad = what == "show";
    shownAxes.fill(0.f);
    return Result::done;
  }
  if((what == "press" || what == "release") && args.size() >= 2)
  {
    if(!GamePadMapping::isButton(args[1]))
    {
      core.print("Error: there is no button " + args[1] + " (the buttons: " + list(GamePadMapping::buttonNames) + ")");
      return Result::failed;
    }
    auto& bindings = what == "press" ? mapping.press : mapping.release;
    const std::string command = after(call.rest, 2);
    if(command.empty())
      bindings.erase(args[1]);
    else
      bindings[args[1]] = command;
    return Result::done;
  }
  if(what == "motion" && args.size() == 2 && args[1] == "off")
  {
    mapping.walkAxes = {};
    return Result::done;
  }
  if(what == "motion" && args.size() == 4)
  {
    std::array<GamePadMapping::WalkAxis, GamePadMapping::numOfWalkParts> axes;
    for(std::size_t i = 0; i < axes.size(); ++i)
      if(!GamePadMapping::parseAxis(args[i + 1], axes[i]))
      {
        core.print("Error: there is no axis " + args[i + 1] + " (the axes: " + list(GamePadMapping::axisNames) + ", -<axis> turned, none)");
        return Result::failed;
      }
    mapping.walkAxes = axes;
    return Result::done;
  }
  if(what == "speed" && args.size() == 5)
  {
    std::array<float, 4> values{};
    for(std::size_t i = 0; i < values.size(); ++i)
      if(!number(args[i + 1], values[i]) || values[i] < 0)
        return Result::usage;
    mapping.speeds = {values[0], values[1], values[2], values[3]};
    return Result::done;
  }
  if(what == "deadzone" && args.size() == 2)
  {
    float value = 0.f;
    if(!number(args[1], value) || value < 0.f || value > 0.95f)
      return Result::usage;
    mapping.deadZone = value;
    return Result::done;
  }
  return Result::usage;
}

std::vector<std::string> GamePadCommands::gamePad(const GamePadMapping::Input& input)
{
  gamePadRead = true;
  if(showGamePad)
  {
    if(input.connected != gamePadMapping.connected())
      core.print("jc: " + (input.connected ? "game pad " + input.name + " connected" : "game pad " + gamePadMapping.name() + " gone"));
    for(const auto& [button, pressed] : input.buttons)
    {
      const auto& bindings = pressed ? gamePadMapping.press : gamePadMapping.release;
      const auto binding = bindings.find(button);
      core.print("jc: " + button + (pressed ? " pressed" : " released") + (binding == bindings.end() ? std::string() : ": " + binding->second));
    }
    // The axes when one of them moved by a step.
    bool moved = false;
    for(std::size_t i = 0; i < input.axes.size(); ++i)
      moved |= std::abs(input.axes[i] - shownAxes[i]) >= GamePadMapping::step;
    if(moved && input.connected)
    {
      shownAxes = input.axes;
      std::string text = "jc:";
      for(std::size_t i = 0; i < input.axes.size(); ++i)
      {
        char value[48];
        std::snprintf(value, sizeof(value), " %s %.2f", GamePadMapping::axisNames[i], static_cast<double>(input.axes[i]));
        text += value;
      }
      core.print(text);
    }
  }
  const std::vector<std::string> toRun = gamePadMapping.update(input);
  for(const std::string& line : toRun)
    core.run(line);
  return toRun;
}
