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
  (std::string)("nao") robotType,  /**< nao, or simulated: a body of touchline-naosim (desktop defaults, e.g. the logger's memory). */
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
   *               "file, robotsIdentification[1].bodyId: message" (missing or duplicate names,
   *               duplicate body ids, a robotType other than nao and simulated).
   * @return Whether the file exists and is valid.
   */
  bool load(const std::string& fileName, bool& found, std::vector<std::string>& errors);

  /** The name of the robot with this body id, "" if none. */
  std::string bodyName(const std::string& bodyId) const;

  /** The robotType of the robot with this body id, "" if none. */
  std::string bodyType(const std::string& bodyId) const;

  /** Whether a body id has the pattern of touchline-naosim's default ids (P0000073SIM and 9 digits). */
  static bool isSimulatedBodyId(const std::string& bodyId);

  /** Whether a robot has this name. */
  bool hasName(const std::string& name) const,

  (std::vector<RobotIdentity>) robotsIdentification,
});
