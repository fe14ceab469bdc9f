/**
 * @file SceneFile.cpp
 * Reading scene files with the position of every mistake.
 */
#include "SceneFile.h"
#include "Platform/File.h"
#include "Platform/Nao/LolaProtocol.h"
#include "Streaming/ConfigMap.h"
#include <cmath>
#include <cstdlib>
#include <filesystem>

namespace
{
  /** Reports the first mistake with its position. */
  class Reader
  {
  public:
    explicit Reader(const std::string& name) : name(name) {}

    bool fail(const ConfigMap::Node& node, const std::string& message)
    {
      if(error.empty())
        error = name + "(" + std::to_string(node.position.line) + ", " + std::to_string(node.position.column) + "): " + message;
      return false;
    }

    /** A literal field's text; false if it is not a literal. */
    bool text(const ConfigMap::Node& node, std::string& value)
    {
      if(node.kind != ConfigMap::Node::literal)
        return fail(node, "'" + node.name + "' must be a single value");
      value = node.text;
      return true;
    }

    /** A number within [min, max]. */
    bool number(const ConfigMap::Node& node, double min, double max, double& value)
    {
      std::string literal;
      if(!text(node, literal))
        return false;
      char* end = nullptr;
      value = std::strtod(literal.c_str(), &end);
      if(literal.empty() || *end || !std::isfinite(value))
        return fail(node, "'" + node.name + "' must be a number, not \"" + literal + "\"");
      if(value < min || value > max)
        return fail(node, "'" + node.name + "' must be " + format(min) + " .. " + format(max) + ", not " + literal);
      return true;
    }

    static std::string format(double value)
    {
      char buffer[32];
      std::snprintf(buffer, sizeof(buffer), "%g", value);
      return buffer;
    }

    /** Checks that a record has no fields but these. */
    bool onlyFields(const ConfigMap::Node& record, std::initializer_list<const char*> names)
    {
      for(const ConfigMap::Node& field : record.children)
      {
        bool known = false;
        std::string list;
        for(const char* known_ : names)
        {
          known = known || field.name == known_;
          list += (list.empty() ? "" : ", ") + std::string(known_);
        }
        if(!known)
          return fail(field, "unknown field '" + field.name + "' (known: " + list + ")");
      }
      return true;
    }

    std::string name;
    std::string error;
  };

  bool validName(const std::string& name)
  {
    if(name.empty() || name.size() > 32)
      return false;
    for(char c : name)
      if(!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '-')
        return false;
    return true;
  }

  bool readRobot(Reader& reader, const ConfigMap::Node& node, SimOptions::Body& body)
  {
    if(node.kind != ConfigMap::Node::record)
      return reader.fail(node, "a robot must be a record { name = ...; ... }");
    if(!reader.onlyFields(node, {"name", "team", "number", "teamNumber", "x", "y", "rotation", "posture", "socket", "bodyId", "headId",
                                 "cameras", "battery", "tier"}))
      return false;
    const ConfigMap::Node* name = node.find("name");
    if(!name)
      return reader.fail(node, "the robot has no name");
    for(const ConfigMap::Node& field : node.children)
    {
      const std::string& key = field.name;
      std::string value;
      double number = 0;
      if(key == "name")
      {
        if(!reader.text(field, body.name))
          return false;
        if(!validName(body.name))
          return reader.fail(field, "a name has 1 to 32 letters, digits, '_' or '-', not \"" + body.name + "\"");
      }
      else if(key == "team")
      {
        std::array<float, 4> rgba;
        if(!reader.text(field, value))
          return false;
        if(!SceneFile::jerseyColor(value, rgba))
          return reader.fail(field, "unknown team colour \"" + value +
                                      "\" (blue, red, yellow, black, white, green, orange, purple, brown, gray)");
        body.team = value;
      }
      else if(key == "number")
      {
        if(!reader.number(field, 1, 20, number) || number != std::floor(number))
          return number != std::floor(number) ? reader.fail(field, "'number' must be a whole number") : false;
        body.number = static_cast<int>(number);
      }
      else if(key == "teamNumber")
      {
        if(!reader.number(field, 1, 254, number) || number != std::floor(number))
          return number != std::floor(number) ? reader.fail(field, "'teamNumber' must be a whole number") : false;
        body.teamNumber = static_cast<int>(number);
      }
      else if(key == "x" || key == "y")
      {
        if(!reader.number(field, -100000, 100000, number))
          return false;
        body.pose[key == "x" ? 0 : 1] = static_cast<float>(number);
        body.poseSet = true;
      }
      else if(key == "rotation")
      {
        if(!reader.number(field, -360, 360, number))
          return false;
        body.pose[2] = static_cast<float>(number);
      }
      else if(key == "posture")
      {
        if(!reader.text(field, value))
          return false;
        if(!SimulatedBody::parse(value, body.posture))
          return reader.fail(field, "'posture' must be sitting, standing or lying, not \"" + value + "\"");
      }
      else if(key == "socket")
      {
        if(!reader.text(field, body.socket))
          return false;
        if(body.socket.empty())
          return reader.fail(field, "'socket' must not be empty");
      }
      else if(key == "bodyId" || key == "headId")
      {
        if(!reader.text(field, value))
          return false;
        if(value.size() != Lola::idLength)
          return reader.fail(field, "'" + key + "' must have exactly " + std::to_string(Lola::idLength) + " characters (got \"" + value + "\")");
        (key == "bodyId" ? body.identity.bodyId : body.identity.headId) = value;
        (key == "bodyId" ? body.bodyIdSet : body.headIdSet) = true;
      }
      else if(key == "cameras")
      {
        if(!reader.text(field, value))
          return false;
        if(value == "none")
          body.noCameras = true;
        else
        {
          const std::string problem = SimOptions::parseCameras(value, body.cameraHost, body.cameraPort);
          if(!problem.empty())
            return reader.fail(field, "'cameras' must be none or HOST[:PORT]: " + problem);
          body.noCameras = false;
          body.camerasByDefault = false;
        }
      }
      else if(key == "battery")
      {
        if(!reader.number(field, 0, 1, number))
          return false;
        body.battery = static_cast<float>(number);
      }
      else if(key == "tier")
      {
        if(!reader.text(field, value))
          return false;
        if(!SimOptions::parse(value, body.tier))
          return reader.fail(field, "unknown tier \"" + value + "\" (images, percepts, oracle)");
      }
    }
    return true;
  }
}

bool SceneFile::jerseyColor(const std::string& name, std::array<float, 4>& rgba)
{
  struct Color
  {
    const char* name;
    std::array<float, 4> rgba;
  };
  static const Color colors[] = {
    {"blue", {0.1f, 0.25f, 0.9f, 1.f}},   {"red", {0.9f, 0.1f, 0.1f, 1.f}},     {"yellow", {0.95f, 0.9f, 0.1f, 1.f}},
    {"black", {0.08f, 0.08f, 0.08f, 1.f}}, {"white", {0.98f, 0.98f, 0.98f, 1.f}}, {"green", {0.1f, 0.5f, 0.15f, 1.f}},
    {"orange", {1.f, 0.5f, 0.05f, 1.f}},  {"purple", {0.55f, 0.15f, 0.7f, 1.f}}, {"brown", {0.45f, 0.27f, 0.1f, 1.f}},
    {"gray", {0.5f, 0.5f, 0.5f, 1.f}},
  };
  for(const Color& color : colors)
    if(name == color.name)
    {
      rgba = color.rgba;
      return true;
    }
  return false;
}

bool SceneFile::parse(const std::string& name, std::string_view text, const SimOptions::Body& defaults, std::vector<SimOptions::Body>& bodies,
                      std::array<float, 2>& ball, std::string& error)
{
  ConfigMap::Node root;
  std::vector<ConfigMap::Error> errors;
  if(!ConfigMap::parse(text, ConfigMap::Syntax::config, root, errors))
  {
    const ConfigMap::Error& first = errors.front();
    error = name + "(" + std::to_string(first.position.line) + ", " + std::to_string(first.position.column) + "): " + first.message;
    return false;
  }
  Reader reader(name);
  bodies.clear();
  ball = {0.f, 0.f};
  if(!reader.onlyFields(root, {"robots", "ball"}))
  {
    error = reader.error;
    return false;
  }
  if(const ConfigMap::Node* ballNode = root.find("ball"))
  {
    if(ballNode->kind != ConfigMap::Node::record)
      reader.fail(*ballNode, "'ball' must be a record { x = ...; y = ...; }");
    else if(reader.onlyFields(*ballNode, {"x", "y"}))
      for(const ConfigMap::Node& field : ballNode->children)
      {
        double value = 0;
        if(!reader.number(field, -100000, 100000, value))
          break;
        ball[field.name == "x" ? 0 : 1] = static_cast<float>(value);
      }
  }
  const ConfigMap::Node* robots = root.find("robots");
  if(reader.error.empty() && !robots)
    reader.fail(root, "the scene has no 'robots' (a list of 1 to " + std::to_string(maxRobots) + ")");
  else if(reader.error.empty() && robots->kind != ConfigMap::Node::array)
    reader.fail(*robots, "'robots' must be a list [ {...}, ... ]");
  else if(reader.error.empty() && (robots->children.empty() || robots->children.size() > maxRobots))
    reader.fail(*robots, "a scene has 1 to " + std::to_string(maxRobots) + " robots, not " + std::to_string(robots->children.size()));
  else if(reader.error.empty())
    for(const ConfigMap::Node& node : robots->children)
    {
      SimOptions::Body body = defaults;
      if(!readRobot(reader, node, body))
        break;
      for(const SimOptions::Body& other : bodies)
        if(other.name == body.name)
          reader.fail(*node.find("name"), "two robots are called \"" + body.name + "\"");
      if(!reader.error.empty())
        break;
      bodies.push_back(body);
    }
  error = reader.error;
  return error.empty();
}

std::string SceneFile::find(const std::string& name)
{
  std::error_code error;
  if(std::filesystem::is_regular_file(name, error))
    return name;
  const std::string scenes = File::getConfigDirectory() + "/Scenes/";
  for(const std::string& candidate : {scenes + name, scenes + name + ".scene"})
    if(std::filesystem::is_regular_file(candidate, error))
      return candidate;
  return "";
}
