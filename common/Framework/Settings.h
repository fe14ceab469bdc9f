/**
 * @file Framework/Settings.h
 * Who the robot is: team and player number, location and scenario (Config/settings.cfg), plus
 * the head and body names given at start-up. The settings define where configuration files
 * are searched (docs/modules.md, "Parameters").
 */
#pragma once

#include "Platform/NetworkDefaults.h"
#include "Streaming/AutoStreamable.h"
#include <string>
#include <vector>

STREAMABLE(Settings,
{
  ENUM(TeamColor,
  {,
    blue,
    red,
    yellow,
    black,
    white,
    green,
    orange,
    purple,
    brown,
    gray,
  });

  /** Head and body name (from the platform; "Default" when unknown). */
  std::string headName = "Default";
  std::string bodyName = "Default";

  /**
   * Reads Config/settings.cfg (if there is one), then Config/Robots/<head>/settings.cfg (if
   * there is one): the settings of one robot override those of the team, field by field.
   * Last come the overrides: fields in the syntax of the files ("playerNumber = 2;"), e.g.
   * from the robot program's --setting options.
   * @return The errors found in the files and the overrides (empty if none).
   */
  std::vector<std::string> load(const std::string& head = "Default", const std::string& body = "Default",
                                const std::string& overrides = "");

  /**
   * The directories (relative to the configuration directory) searched for a configuration
   * file, most specific first: Robots/<head>/Head/, Robots/<body>/Body/, Robots/<head>/<body>/,
   * Locations/<location>/ and Scenarios/<scenario>/ (unless Default), Robots/Default/,
   * Locations/Default/, Scenarios/Default/. The configuration directory itself comes last.
   */
  std::vector<std::string> searchPath() const;

  /** The UDP port of the team communication. */
  int teamPort() const { return 10000 + teamNumber; },

  (int)(5) teamNumber,
  (TeamColor)(red) fieldPlayerColor,
  (TeamColor)(purple) goalkeeperColor,
  (int)(1) playerNumber,
  (std::string)("Default") location,
  (std::string)("Default") scenario,
  (int)(-1) magicNumber,
  (int)(9999) debugPort, ///< TCP port of the debug link.
  (std::vector<std::string>) debugClients, ///< IPv4 addresses or blocks ("10.0.0.0/8") that may use the debug link; empty: everyone.
  /**
   * Where datagrams for everyone go (discovery beacons; later team messages): on a desktop build
   * the machine itself (127.255.255.255), on the robot its network (255.255.255.255). Set a
   * subnet's broadcast address to make a desktop program discoverable on a real network.
   */
  (std::string)(NetworkDefaults::broadcastAddress) broadcastAddress,
});
