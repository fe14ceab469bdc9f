/**
 * @file Console/ConfigFileName.h
 * Where the console writes a configuration file of a robot ("get <name> save", "mr save";
 * docs/console.md, "Where files go").
 */
#pragma once

#include <string>

class RobotConnection;

/**
 * A name with a directory part as given; else the first file of that name on the robot's search
 * path (for its head, body, location and scenario), else Scenarios/<scenario>/ of the
 * configuration directory.
 */
std::string configFileName(const RobotConnection& connection, const std::string& name);
