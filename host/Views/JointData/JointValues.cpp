/**
 * @file Views/JointData/JointValues.cpp
 * Reading JointRequest and JointSensorData through a TypeInfo into per-joint values.
 */
#include "JointValues.h"
#include "Streaming/ConfigMap.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutMap.h"
#include "Streaming/TypeInfoStreamer.h"
#include <cmath>
#include <cstdlib>
#include <numbers>

namespace
{
  /** The value as a config map tree, through the TypeInfo. */
  bool toTree(const TypeInfo& info, const std::string& type, const std::string& payload, ConfigMap::Node& root, std::string& error)
  {
    InBinaryMemory in(payload.data(), payload.size());
    OutMapMemory out(ConfigMap::Layout::singleLine);
    if(!TypeInfoStreamer(info).convert(in, out, type, error))
      return false;
    std::vector<ConfigMap::Error> errors;
    if(!ConfigMap::parse(out.str(), ConfigMap::Syntax::config, root, errors))
    {
      error = errors.empty() ? "cannot read it" : errors.front().message;
      return false;
    }
    return true;
  }

  /** A number of a literal; angles are written in degrees ("12.5deg") and returned in radians. */
  std::optional<double> number(const ConfigMap::Node& node)
  {
    if(node.kind != ConfigMap::Node::literal || node.text.empty())
      return std::nullopt;
    char* end = nullptr;
    const double value = std::strtod(node.text.c_str(), &end);
    const std::string unit(end);
    if(end == node.text.c_str() || !std::isfinite(value))
      return std::nullopt;
    if(unit == "deg")
      return value * std::numbers::pi / 180.0;
    if(unit.empty() || unit == "rad")
      return value;
    return std::nullopt;
  }

  /** Calls f(jointName, node) for every element of a field (a record named by the joints, or an array). */
  template<typename F> void forEachJoint(const ConfigMap::Node& root, const char* field, F f)
  {
    const ConfigMap::Node* values = root.find(field);
    if(!values || values->kind == ConfigMap::Node::literal)
      return;
    for(std::size_t i = 0; i < values->children.size(); ++i)
    {
      const ConfigMap::Node& child = values->children[i];
      f(child.name.empty() ? "joint " + std::to_string(i) : child.name, child);
    }
  }
}

bool JointValues::isHand(const std::string& name)
{
  return name.ends_with("Hand");
}

JointValues::Joint& JointValues::joint(const std::string& name)
{
  for(Joint& joint : joints)
    if(joint.name == name)
      return joint;
  joints.push_back({});
  joints.back().name = name;
  return joints.back();
}

bool JointValues::readRequest(const TypeInfo& info, const std::string& type, const std::string& payload, std::string& error)
{
  ConfigMap::Node root;
  if(!toTree(info, type, payload, root, error))
    return false;
  forEachJoint(root, "angles", [&](const std::string& name, const ConfigMap::Node& node) {
    Joint& j = joint(name);
    const std::optional<double> angle = number(node);
    // off and ignore are huge angles; compared with a margin for the conversion to degrees and back.
    j.off = angle && std::abs(*angle - offAngle) < 1;
    j.ignored = angle && std::abs(*angle - ignoreAngle) < 1;
    j.request = angle && !j.off && !j.ignored ? std::optional<float>(static_cast<float>(*angle)) : std::nullopt;
  });
  forEachJoint(root, "stiffnesses", [&](const std::string& name, const ConfigMap::Node& node) {
    const std::optional<double> value = number(node);
    joint(name).stiffness = value ? std::optional<int>(static_cast<int>(std::lround(*value))) : std::nullopt;
  });
  return true;
}

bool JointValues::readSensorData(const TypeInfo& info, const std::string& type, const std::string& payload, std::string& error)
{
  ConfigMap::Node root;
  if(!toTree(info, type, payload, root, error))
    return false;
  forEachJoint(root, "angles", [&](const std::string& name, const ConfigMap::Node& node) {
    const std::optional<double> value = number(node);
    joint(name).sensor = value ? std::optional<float>(static_cast<float>(*value)) : std::nullopt;
  });
  forEachJoint(root, "currents", [&](const std::string& name, const ConfigMap::Node& node) {
    const std::optional<double> value = number(node);
    joint(name).current = value ? std::optional<int>(static_cast<int>(std::lround(*value))) : std::nullopt;
  });
  forEachJoint(root, "temperatures", [&](const std::string& name, const ConfigMap::Node& node) {
    const std::optional<double> value = number(node);
    joint(name).temperature = value ? std::optional<int>(static_cast<int>(std::lround(*value))) : std::nullopt;
  });
  forEachJoint(root, "status", [&](const std::string& name, const ConfigMap::Node& node) {
    joint(name).status = node.kind == ConfigMap::Node::literal ? node.text : "";
  });
  return true;
}
