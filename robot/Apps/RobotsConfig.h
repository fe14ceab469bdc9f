/**
 * @file Apps/RobotsConfig.h
 * Config/Robots/robots.cfg: the names of the robots' heads and bodies (docs/nao.md).
 */
#pragma once

#include "Streaming/AutoStreamable.h"
#include <string>
#include <vector>

/** One robot: its name and the serial numbers of its head and body. */
STREAMABLE(RobotIdentity,
{,
  (std::string) name,               /**< The robot's name (and its head's host name). */
  (std::string)("nao") robotType,
  (std::string) headId,             /**< LoLA's RobotConfig[2], 20 characters. */
  (std::string) bodyId,             /**< LoLA's RobotConfig[0], 20 characters. */
});

/** The list of robots in robots.cfg; body and head names are looked up in it. */
STREAMABLE(RobotsConfig,
{
  /**
   * Reads the file (relative names: in the configuration directory).
   * @param found Receives whether the file exists.
   * @param errors Receives syntax errors as "file(line, column): message" and content errors as
   *               "file, robotsIdentification[1].bodyId: message".
   * @return Whether the file exists and is valid.
   */
  bool load(const std::string& fileName, bool& found, std::vector<std::string>& errors);

  /** The name of the robot with this body id, "" if none. */
  std::string bodyName(const std::string& bodyId) const;

  /** Whether a robot has this name. */
  bool hasName(const std::string& name) const,

  (std::vector<RobotIdentity>) robotsIdentification,
});
