/**
 * @file ConfigCommands.h
 * The commands of touchline-config.
 */
#pragma once

#include <string>
#include <vector>

namespace ConfigCommands
{
  /**
   * check FILE...: parses every file and prints every syntax error on stdout as
   * "file(line, column): message". Returns the exit status: 0 if all files parse, 1 if not
   * (or a file cannot be read), 2 for a usage error.
   */
  int check(const std::vector<std::string>& args);

  /**
   * format [--check] [--stdout] FILE...: rewrites files in the canonical layout, keeping their
   * comments. Returns the exit status: 0 on success, 1 if a file has errors, cannot be read or
   * written, or (--check) would change; 2 for a usage error.
   */
  int format(const std::vector<std::string>& args);
}
