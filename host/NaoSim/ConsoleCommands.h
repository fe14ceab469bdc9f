/**
 * @file ConsoleCommands.h
 */
#pragma once

#include "SimulatedRobot.h"
#include <memory>
#include <string>
#include <vector>

/**
 * The commands touchline-naosim reads from standard input, one per line ("state",
 * "press chest 0.2", "place standing", ...; docs/naosim.md). Answers go to stdout, errors to
 * stderr.
 */
class ConsoleCommands
{
public:
  explicit ConsoleCommands(std::vector<std::unique_ptr<SimulatedRobot>>& robots) : robots(robots) {}

  /** Executes one line. Returns false if the simulator should end ("quit"). */
  bool execute(const std::string& line);

private:
  std::vector<std::unique_ptr<SimulatedRobot>>& robots;
  std::size_t selected = 0;
};
