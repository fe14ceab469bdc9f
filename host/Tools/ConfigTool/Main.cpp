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
#include <cstdio>
#include <string>
#include <vector>

namespace
{
  const char* const usage =
    "usage: touchline-config <command> [options] FILE...\n"
    "       touchline-config threads [--config DIR] [--scenario NAME] [--dot FILE] [THREADS_CFG]\n"
    "\n"
    "Commands:\n"
    "  check FILE...     Parse configuration maps (.cfg) and JSON files (.json) and print every\n"
    "                    error as 'file(line, column): message'. Exit status 0 only if all\n"
    "                    files parse.\n"
    "  format FILE...    Rewrite files in the canonical layout (innermost records and arrays on\n"
    "                    one line if they fit into 80 columns). Comments are kept.\n"
    "      --check       Do not write; list the files whose layout differs, exit 1 if any.\n"
    "      --stdout      Print the formatted text instead of writing the file.\n"
    "  threads [THREADS_CFG]\n"
    "                    Validate threads.cfg against the modules linked into touchline-config\n"
    "                    (the list is printed first) and print per thread its priority,\n"
    "                    execution unit, execution order (module.representation), what it\n"
    "                    receives from (alias -> name in the sender) and sends to the other\n"
    "                    threads, and its default representations; or every error. Without\n"
    "                    THREADS_CFG, threads.cfg is searched like the robot does: in\n"
    "                    DIR/Scenarios/NAME/, ..., DIR/Scenarios/Default/, DIR/.\n"
    "      --config DIR  The configuration directory (default: Config).\n"
    "      --scenario NAME\n"
    "                    The scenario (default: the one in DIR/settings.cfg, else Default).\n"
    "      --dot FILE    Also write the module graph for Graphviz (dot -Tsvg FILE -o graph.svg).\n"
    "\n"
    "Options:\n"
    "  -h, --help        Show this help.\n"
    "  --                Treat the remaining arguments as file names.\n"
    "\n"
    "Exit status: 0 success, 1 invalid or unreadable files (or differences with --check,\n"
    "or an invalid threads configuration), 2 usage error.\n";
}

int main(int argc, char** argv)
{
  std::vector<std::string> args(argv + 1, argv + argc);
  if(args.empty())
  {
    std::fputs(usage, stderr);
    return 2;
  }
  for(const std::string& arg : args)
    if(arg == "--")
      break;
    else if(arg == "-h" || arg == "--help")
    {
      std::fputs(usage, stdout);
      return 0;
    }

  const std::string command = args.front();
  args.erase(args.begin());
  if(command == "check")
    return ConfigCommands::check(args);
  if(command == "format")
    return ConfigCommands::format(args);
  if(command == "threads")
    return ThreadsCommand::run(args);
  std::fprintf(stderr, "touchline-config: unknown command '%s'\n\n%s", command.c_str(), usage);
  return 2;
}
