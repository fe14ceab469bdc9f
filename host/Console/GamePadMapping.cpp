/**
 * @file Console/GamePadMapping.cpp
 * From a game pad's axes and buttons to console commands.
 */
#include "Console/GamePadMapping.h"
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace
{
  std::string number(float value)
  {
    char text[32];
    std::snprintf(text, sizeof(text), "%g", static_cast<double>(value));
    return text;
  }
}

GamePadMapping::GamePadMapping()
{
  walkAxes[forward] = {leftY, true};
  walkAxes[sideways] = {leftX, true};
  walkAxes[turn] = {rightX, true};
  press = {{"a", "motion kick left"}, {"b", "motion kick right"}, {"x", "motion stand"},
           {"y", "motion getup"},     {"back", "motion sit"},     {"start", "motion off"}};
  release = {{"a", "motion stand"}, {"b", "motion stand"}};
}

int GamePadMapping::axis(const std::string& name)
{
  for(std::size_t i = 0; i < axisNames.size(); ++i)
    if(name == axisNames[i])
      return static_cast<int>(i);
  return -1;
}

bool GamePadMapping::isButton(const std::string& name)
{
  return std::find(buttonNames.begin(), buttonNames.end(), name) != buttonNames.end();
}

std::string GamePadMapping::axisText(const WalkAxis& walkAxis)
{
  if(walkAxis.axis < 0 || walkAxis.axis >= numOfAxes)
    return "none";
  return (walkAxis.inverted ? "-" : "") + std::string(axisNames[static_cast<std::size_t>(walkAxis.axis)]);
}

bool GamePadMapping::parseAxis(const std::string& text, WalkAxis& walkAxis)
{
  if(text == "none")
  {
    walkAxis = {};
    return true;
  }
  const bool inverted = text.starts_with("-");
  const int index = axis(inverted ? text.substr(1) : text);
  if(index < 0)
    return false;
  walkAxis = {index, inverted};
  return true;
}

float GamePadMapping::deflection(float value) const
{
  if(!std::isfinite(value))
    return 0.f;
  const float zone = std::clamp(deadZone, 0.f, 0.95f);
  const float magnitude = std::min(std::abs(value), 1.f);
  if(magnitude <= zone)
    return 0.f;
  const float share = (magnitude - zone) / (1.f - zone);
  const float stepped = std::round(share / step) * step;
  return value < 0 ? -stepped : stepped;
}

std::string GamePadMapping::walk(const std::array<float, numOfAxes>& axes) const
{
  std::array<float, numOfWalkParts> parts{};
  bool moving = false;
  for(std::size_t part = 0; part < parts.size(); ++part)
  {
    const WalkAxis& walkAxis = walkAxes[part];
    if(walkAxis.axis < 0 || walkAxis.axis >= numOfAxes)
      continue;
    const float value = axes[static_cast<std::size_t>(walkAxis.axis)];
    parts[part] = deflection(walkAxis.inverted ? -value : value);
    moving |= parts[part] != 0.f;
  }
  if(!moving)
    return "";
  const float x = parts[forward] * (parts[forward] > 0 ? speeds.forward : speeds.backward);
  const float y = parts[sideways] * speeds.sideways;
  const float rotation = parts[turn] * speeds.turn;
  return "motion walk " + std::to_string(std::lround(x)) + " " + std::to_string(std::lround(y)) + " " + std::to_string(std::lround(rotation));
}

void GamePadMapping::ran(const std::string& command)
{
  if(command == "motion off")
    inControl = false;
  else if(command.starts_with("motion "))
    inControl = true;
}

std::vector<std::string> GamePadMapping::update(const Input& input)
{
  std::vector<std::string> commands;
  if(!input.connected)
  {
    // Gone (unplugged, or no longer read): the behaviour gets the robot back.
    if(inControl)
    {
      commands.push_back("motion off");
      ran(commands.back());
    }
    lastWalk.clear();
    sticksWalk = false;
    wasConnected = false;
    padName.clear();
    return commands;
  }
  wasConnected = true;
  padName = input.name;

  const std::string sticks = walk(input.axes);
  for(const auto& [button, pressed] : input.buttons)
  {
    const std::map<std::string, std::string>& bindings = pressed ? press : release;
    const auto binding = bindings.find(button);
    if(binding == bindings.end() || binding->second.empty())
      continue;
    commands.push_back(binding->second);
    ran(binding->second);
    if(binding->second.starts_with("motion "))
    {
      // The button's motion holds until a stick moves to another step (a kick is not walked over
      // by a stick held as it was), and the sticks' return to the middle no longer stands.
      lastWalk = sticks;
      sticksWalk = false;
    }
  }

  if(sticks != lastWalk)
  {
    if(!sticks.empty())
    {
      commands.push_back(sticks);
      ran(sticks);
      sticksWalk = true;
    }
    else if(sticksWalk)
    {
      commands.push_back("motion stand");
      ran(commands.back());
      sticksWalk = false;
    }
    lastWalk = sticks;
  }
  return commands;
}

std::vector<std::string> GamePadMapping::describe() const
{
  std::vector<std::string> lines;
  lines.push_back("jc motion " + axisText(walkAxes[forward]) + " " + axisText(walkAxes[sideways]) + " " + axisText(walkAxes[turn]));
  lines.push_back("jc speed " + number(speeds.forward) + " " + number(speeds.backward) + " " + number(speeds.sideways) + " " +
                  number(speeds.turn));
  lines.push_back("jc deadzone " + number(deadZone));
  // In SDL's order of the buttons.
  for(const char* button : buttonNames)
  {
    if(const auto binding = press.find(button); binding != press.end())
      lines.push_back("jc press " + binding->first + " " + binding->second);
    if(const auto binding = release.find(button); binding != release.end())
      lines.push_back("jc release " + binding->first + " " + binding->second);
  }
  return lines;
}
