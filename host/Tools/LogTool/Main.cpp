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
 *   touchline-log export FILE --mcap OUT an MCAP file for Foxglove, Lichtblick, PlotJuggler
 */
#include "LogCommands.h"

int main(int argc, char** argv)
{
  CommandTool tool("touchline-log", "<command> [options] FILE...", "Inspect and convert Touchline log files (docs/logs.md).",
                   {LogCommands::info, LogCommands::dump, LogCommands::index, LogCommands::cut, LogCommands::compress,
                    LogCommands::uncompress, LogCommands::annotations, LogCommands::wav, LogCommands::exportMcap});
  tool.epilogue("Progress bars appear on stderr when it is a terminal and the work takes a while.\n"
                "Exit status: 0 success, 1 failure (the message names the file and, where known, the\n"
                "byte offset), 2 usage error.\n");
  return tool.run(argc, argv);
}
