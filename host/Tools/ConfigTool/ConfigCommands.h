/**
 * @file ConfigCommands.h
 * The commands check and format of touchline-config: their command lines and what they do.
 */
#pragma once

#include "CommandLine/CommandLine.h"

namespace ConfigCommands
{
  /** check FILE... */
  CommandLine checkCommandLine();
  /**
   * Parses every file and prints every syntax error on stdout as "file(line, column): message".
   * Returns the exit status: 0 if all files parse, 1 if not (or a file cannot be read).
   */
  int check(const CommandLine& commandLine);

  /** format [--check] [--stdout] FILE... */
  CommandLine formatCommandLine();
  /**
   * Rewrites files in the canonical layout, keeping their comments. Returns the exit status: 0
   * on success, 1 if a file has errors, cannot be read or written, or (--check) would change.
   */
  int format(const CommandLine& commandLine);
}
