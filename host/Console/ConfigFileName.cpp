/**
 * @file Console/ConfigFileName.cpp
 */
#include "Console/ConfigFileName.h"
#include "Console/RobotConnection.h"
#include "Framework/Settings.h"
#include "Platform/File.h"
#include <filesystem>

namespace
{
  /** A path that File uses as it is (not resolved in the configuration directory). */
  std::string asGiven(const std::string& path)
  {
    return File::isAbsolute(path) ? path : "./" + path;
  }
}

std::string configFileName(const RobotConnection& connection, const std::string& name)
{
  if(name.find('/') != std::string::npos)
    return asGiven(name);
  const VersionInfo& version = connection.version();
  Settings settings;
  settings.headName = version.headName.empty() ? "Default" : version.headName;
  settings.bodyName = version.bodyName.empty() ? "Default" : version.bodyName;
  settings.location = version.location.empty() ? "Default" : version.location;
  settings.scenario = version.scenario.empty() ? "Default" : version.scenario;
  const std::vector<std::string> previous = File::getSearchPath();
  File::setSearchPath(settings.searchPath());
  const std::vector<std::string> candidates = File::getFullNames(name);
  File::setSearchPath(previous);
  std::error_code error;
  for(const std::string& candidate : candidates)
    if(std::filesystem::exists(candidate, error))
      return asGiven(candidate);
  return asGiven(File::getConfigDirectory() + "Scenarios/" + settings.scenario + "/" + name);
}
