/**
 * @file ConfigCommands.h
 * The commands check and format of touchline-config.
 *
 *   check FILE...                        prints every syntax error as "file(line, column): message";
 *                                        exit status 0 if all files parse, 1 if not
 *   format [--check] [--stdout] FILE...  rewrites files in the canonical layout, keeping comments;
 *                                        1 if a file is invalid, unwritable or (--check) would change
 */
#pragma once

#include "CommandLine/CommandTool.h"

namespace ConfigCommands
{
  extern const CommandTool::Command check, format;
}
