/**
 * @file ConfigCommands.h
 * The commands of touchline-config.
 */
#pragma once

#include <string>
#include <vector>

namespace ConfigCommands
{
  /** Parses every file and prints every error; returns the exit status. */
  int check(const std::vector<std::string>& args);
  /** Rewrites files in the canonical layout; returns the exit status. */
  int format(const std::vector<std::string>& args);
}
