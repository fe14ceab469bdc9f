/**
 * @file Apps/RobotsConfig.cpp
 * Reading Config/Robots/robots.cfg (which body and head ids are which robot).
 */
#include "RobotsConfig.h"
#include "Platform/File.h"
#include "Streaming/InStreams.h"

bool RobotsConfig::load(const std::string& fileName, bool& found, std::vector<std::string>& errors)
{
  InMapFile stream(fileName, InMap::allErrors & ~InMap::missingAttribute, false);
  found = stream.exists() || !stream.errors().empty();
  if(!stream.exists())
  {
    errors = stream.errors();
    return false;
  }
  stream >> *this;
  errors = stream.errors();
  const std::string file = File::resolve(fileName);
  for(std::size_t i = 0; i < robotsIdentification.size(); ++i)
  {
    const std::string path = file + ", robotsIdentification[" + std::to_string(i) + "]";
    const RobotIdentity& robot = robotsIdentification[i];
    if(robot.name.empty())
      errors.push_back(path + ".name: missing or empty");
    if(robot.robotType != "nao" && robot.robotType != "simulated")
      errors.push_back(path + ".robotType: '" + robot.robotType + "' is neither nao nor simulated");
    for(std::size_t j = 0; j < i; ++j)
    {
      if(!robot.name.empty() && robot.name == robotsIdentification[j].name)
        errors.push_back(path + ".name: " + robot.name + " is also robotsIdentification[" + std::to_string(j) + "]");
      if(!robot.bodyId.empty() && robot.bodyId == robotsIdentification[j].bodyId)
        errors.push_back(path + ".bodyId: " + robot.bodyId + " is also the body of robotsIdentification[" + std::to_string(j) + "]");
    }
  }
  return errors.empty();
}

std::string RobotsConfig::bodyName(const std::string& bodyId) const
{
  for(const RobotIdentity& robot : robotsIdentification)
    if(robot.bodyId == bodyId)
      return robot.name;
  return "";
}

std::string RobotsConfig::bodyType(const std::string& bodyId) const
{
  for(const RobotIdentity& robot : robotsIdentification)
    if(robot.bodyId == bodyId)
      return robot.robotType;
  return "";
}

bool RobotsConfig::isSimulatedBodyId(const std::string& bodyId)
{
  return bodyId.size() == 20 && bodyId.starts_with("P0000073SIM") &&
         bodyId.find_first_not_of("0123456789", 11) == std::string::npos;
}

bool RobotsConfig::hasName(const std::string& name) const
{
  for(const RobotIdentity& robot : robotsIdentification)
    if(robot.name == name)
      return true;
  return false;
}
