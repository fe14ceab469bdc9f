/**
 * @file Framework/Settings.cpp
 * Loading settings.cfg and the configuration search path of a robot.
 */
#include "Framework/Settings.h"
#include "Streaming/Global.h"
#include "Streaming/InStreams.h"

std::vector<std::string> Settings::load(const std::string& head, const std::string& body, const std::string& overrides)
{
  headName = head.empty() ? "Default" : head;
  bodyName = body.empty() ? "Default" : body;
  // settings.cfg is read from the configuration directory itself, not through the search path;
  // a robot's own file names only the fields that differ for it.
  std::string directory = File::getConfigDirectory();
  if(!File::isAbsolute(directory))
    directory = "./" + directory;
  std::vector<std::string> errors;
  for(const std::string& path : {directory + "settings.cfg", directory + "Robots/" + headName + "/settings.cfg"})
  {
    InMapFile stream(path, InMap::allErrors & ~InMap::missingAttribute, false);
    if(stream.exists())
      stream >> *this;
    errors.insert(errors.end(), stream.errors().begin(), stream.errors().end());
  }
  if(!overrides.empty())
  {
    InMapMemory stream(overrides, InMap::allErrors & ~InMap::missingAttribute, ConfigMap::Syntax::config, "--setting", false);
    stream >> *this;
    errors.insert(errors.end(), stream.errors().begin(), stream.errors().end());
  }
  return errors;
}

std::vector<std::string> Settings::searchPath() const
{
  std::vector<std::string> path = {"Robots/" + headName + "/Head/", "Robots/" + bodyName + "/Body/",
                                   "Robots/" + headName + "/" + bodyName + "/"};
  if(location != "Default")
    path.push_back("Locations/" + location + "/");
  if(scenario != "Default")
    path.push_back("Scenarios/" + scenario + "/");
  path.insert(path.end(), {"Robots/Default/", "Locations/Default/", "Scenarios/Default/"});
  return path;
}

const Settings& Global::getSettings()
{
  static const Settings defaults;
  return settings ? *settings : defaults;
}
