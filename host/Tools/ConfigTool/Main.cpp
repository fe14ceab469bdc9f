/**
 * @file Main.cpp
 * touchline-config: checks and formats configuration files, validates threads.cfg.
 *
 *   touchline-config check FILE...    report every error, exit 0 only if all files are valid
 *   touchline-config format FILE...   rewrite files in the canonical layout, keeping comments
 *   touchline-config threads          validate threads.cfg against the linked modules
 */
#include "ConfigCommands.h"
#include "ThreadsCommand.h"

int main(int argc, char** argv)
{
  CommandTool tool("touchline-config", "<command> [options] FILE...", "Check and format configuration files, validate threads.cfg.",
                   {ConfigCommands::check, ConfigCommands::format, ThreadsCommand::command});
  tool.epilogue("Exit status: 0 success, 1 invalid or unreadable files (or differences with --check,\n"
                "or an invalid threads configuration), 2 usage error.\n");
  return tool.run(argc, argv);
}
