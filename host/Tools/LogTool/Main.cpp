/**
 * @file Main.cpp
 * touchline-log: inspects and converts log files.
 *
 *   touchline-log info FILE...           what a log contains
 *   touchline-log dump FILE [filters]    frames as text
 *   touchline-log index FILE...          append the index
 *   touchline-log cut FILE --frames A-B -o OUT
 *   touchline-log compress FILE -o OUT / uncompress FILE -o OUT
 *   touchline-log annotations FILE...    annotations with frame numbers
 */
#include "LogCommands.h"
#include <cstdio>
#include <string>
#include <vector>

namespace
{
  const char* const usage =
    "usage: touchline-log <command> [options] FILE...\n"
    "\n"
    "Inspect and convert Touchline log files (docs/logs.md).\n"
    "\n"
    "Commands:\n"
    "  info FILE...          Chunks, settings, frames per thread, duration, count and bytes\n"
    "                        per message id, annotations, warnings. Never modifies the file.\n"
    "  dump FILE             Frames as text, representations decoded through the log's own\n"
    "                        type information. Filters: --thread NAME, --id NAME,\n"
    "                        --frames FIRST[-LAST].\n"
    "  index FILE...         Build the index and append it to the file.\n"
    "  cut FILE --frames FIRST-LAST -o OUT\n"
    "                        Write a range of frames to a new, indexed log.\n"
    "  compress FILE -o OUT  Rewrite as a compressed log (one Snappy block per frame).\n"
    "  uncompress FILE -o OUT\n"
    "                        Rewrite as an uncompressed log with an index.\n"
    "  annotations FILE...   List the annotations with their frame numbers.\n"
    "\n"
    "Options:\n"
    "  -h, --help            Show this help; 'touchline-log COMMAND --help' shows the help\n"
    "                        of a command.\n"
    "\n"
    "Progress bars appear on stderr when it is a terminal and the work takes a while.\n"
    "Exit status: 0 success, 1 failure (the message names the file and, where known, the\n"
    "byte offset), 2 usage error.\n";

  /** A command name and the function that runs it. */
  struct Command
  {
    const char* name;
    int (*run)(const std::vector<std::string>&);
  };

  constexpr Command commands[] = {
    {"info", LogCommands::info},
    {"dump", LogCommands::dump},
    {"index", LogCommands::index},
    {"cut", LogCommands::cut},
    {"compress", LogCommands::compress},
    {"uncompress", LogCommands::uncompress},
    {"annotations", LogCommands::annotations},
  };
}

int main(int argc, char** argv)
{
  std::vector<std::string> args(argv + 1, argv + argc);
  if(args.empty())
  {
    std::fputs(usage, stderr);
    return 2;
  }
  const std::string command = args.front();
  if(command == "-h" || command == "--help" || command == "help")
  {
    std::fputs(usage, stdout);
    return 0;
  }
  args.erase(args.begin());
  for(const Command& c : commands)
    if(command == c.name)
      return c.run(args);
  std::fprintf(stderr, "touchline-log: unknown command '%s'\nTry 'touchline-log --help'.\n", command.c_str());
  return 2;
}
