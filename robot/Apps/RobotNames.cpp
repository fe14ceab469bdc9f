/**
 * @file Apps/RobotNames.cpp
 * Naming the robot's head and body from LoLA and robots.cfg.
 */
#include "RobotNames.h"
#include "Platform/File.h"
#include "Platform/Nao/LolaClient.h"
#include "Platform/Nao/LolaStateReader.h"
#include "ProgramSignals.h"
#include "RobotsConfig.h"
#include <cstdio>
#include <thread>
#include <unistd.h>

bool RobotNames::readBodyId(const std::string& lolaPath, std::string& error)
{
  LolaClient client(lolaPath);
  bool waiting = false;
  while(!client.connect())
  {
    if(ProgramSignals::received())
    {
      error = "stopped while waiting for LoLA at " + lolaPath;
      return false;
    }
    if(!waiting)
      std::fprintf(stderr, "touchline: waiting for LoLA at %s (%s)\n", lolaPath.c_str(), client.error().c_str());
    waiting = true;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  for(;;)
  {
    const LolaClient::Result result = client.receive(std::chrono::milliseconds(100));
    if(result == LolaClient::Result::message)
      break;
    if(result != LolaClient::Result::timeout)
    {
      error = "LoLA at " + lolaPath + ": " + client.error();
      return false;
    }
    if(ProgramSignals::received())
    {
      error = "stopped while waiting for LoLA's first state message";
      return false;
    }
  }
  LolaStateReader reader;
  LolaSensorValues values;
  if(reader.read(client.message(), values) == LolaStateReader::Result::malformed)
  {
    error = "LoLA's first " + reader.error();
    return false;
  }
  bodyId = values.robotConfig[Lola::BodyId];
  return true;
}

bool RobotNames::determine(const std::string& lolaPath, std::string& error)
{
  if(!readBodyId(lolaPath, error))
    return false;
  char name[256] = {};
  if(::gethostname(name, sizeof(name) - 1) == 0)
    hostName = name;

  RobotsConfig robots;
  bool found = false;
  std::vector<std::string> errors;
  const std::string file = "Robots/robots.cfg";
  if(!robots.load(file, found, errors))
  {
    if(found)
    {
      error = "";
      for(const std::string& each : errors)
        error += (error.empty() ? "" : "\ntouchline: ") + each;
      return false;
    }
    simulated = RobotsConfig::isSimulatedBodyId(bodyId);
    std::fprintf(stderr, "touchline: %s not found; head and body are Default\n", File::resolve(file).c_str());
    return true;
  }
  if(const std::string known = robots.bodyName(bodyId); !known.empty())
  {
    body = known;
    simulated = robots.bodyType(bodyId) == "simulated";
  }
  else
  {
    simulated = RobotsConfig::isSimulatedBodyId(bodyId);
    std::fprintf(stderr,
                 "touchline: warning: the body id %s is not in %s; the body is Default%s (add it there: scripts/robot add "
                 "NAME --head-id ID --body-id %s)\n",
                 bodyId.c_str(), File::resolve(file).c_str(),
                 simulated ? ", a body of touchline-naosim (desktop defaults)" : "", bodyId.c_str());
  }
  if(!hostName.empty() && robots.hasName(hostName))
    head = hostName;
  return true;
}
