/**
 * @file Views/RemoteControl/MotionStatus.cpp
 * Reading a MotionInfo through a TypeInfo.
 */
#include "MotionStatus.h"
#include "Streaming/ConfigMap.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutMap.h"
#include "Streaming/TypeInfoStreamer.h"
#include <cmath>
#include <cstdlib>
#include <numbers>

namespace
{
  /** A number of a literal ("12.5", "30deg"); angles stay in degrees, radians become degrees. */
  bool number(const ConfigMap::Node* node, float& value)
  {
    if(!node || node->kind != ConfigMap::Node::literal || node->text.empty())
      return false;
    char* end = nullptr;
    const double parsed = std::strtod(node->text.c_str(), &end);
    const std::string unit(end);
    if(end == node->text.c_str() || !std::isfinite(parsed))
      return false;
    if(unit == "rad")
      value = static_cast<float>(parsed * 180.0 / std::numbers::pi);
    else if(unit.empty() || unit == "deg")
      value = static_cast<float>(parsed);
    else
      return false;
    return true;
  }

  bool flag(const ConfigMap::Node* node, bool& value)
  {
    if(!node || node->kind != ConfigMap::Node::literal || (node->text != "true" && node->text != "false"))
      return false;
    value = node->text == "true";
    return true;
  }
}

bool MotionStatus::read(const TypeInfo& info, const std::string& type, const std::string& payload, std::string& error)
{
  InBinaryMemory in(payload.data(), payload.size());
  OutMapMemory out(ConfigMap::Layout::singleLine);
  if(!TypeInfoStreamer(info).convert(in, out, type, error))
    return false;
  ConfigMap::Node root;
  std::vector<ConfigMap::Error> errors;
  if(!ConfigMap::parse(out.str(), ConfigMap::Syntax::config, root, errors))
  {
    error = errors.empty() ? "cannot read it" : errors.front().message;
    return false;
  }
  MotionStatus status;
  if(const ConfigMap::Node* motion = root.find("executedMotion"); motion && motion->kind == ConfigMap::Node::literal)
    status.executedMotion = motion->text;
  flag(root.find("isMotionFinished"), status.finished);
  flag(root.find("isStable"), status.stable);
  if(const ConfigMap::Node* speed = root.find("walkSpeed"))
  {
    // The rotation is an Angle: written in degrees ("12deg").
    number(speed->find("rotation"), status.rotation);
    if(const ConfigMap::Node* translation = speed->find("translation"))
    {
      number(translation->find("x"), status.x);
      number(translation->find("y"), status.y);
    }
  }
  *this = status;
  return true;
}

std::string MotionStatus::text() const
{
  if(executedMotion.empty())
    return "nothing reported";
  std::string text = executedMotion;
  if(executedMotion == "walk")
  {
    text += " " + std::to_string(std::lround(x)) + " mm/s forward, " + std::to_string(std::lround(y)) + " mm/s left, " +
            std::to_string(std::lround(rotation)) + " deg/s";
  }
  else if(finished)
    text += " (finished)";
  if(!stable)
    text += ", not stable";
  return text;
}
