/**
 * @file Framework/Settings.cpp
 * Loading settings.cfg and the configuration search path of a robot.
 */
#include "Framework/Settings.h"
#include "Streaming/InStreams.h"

std::vector<std::string> Settings::load(const std::string& head, const std::string& body)
{
  headName = head.empty() ? "Default" : head;
  bodyName = body.empty() ? "Default" : body;
  // settings.cfg is read from the configuration directory itself, not through the search path.
  std::string path = File::getConfigDirectory() + "settings.cfg";
  if(!File::isAbsolute(path))
    path = "./" + path;
  InMapFile stream(path, InMap::allErrors & ~InMap::missingAttribute, false);
  if(stream.exists())
    stream >> *this;
  return stream.errors();
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
