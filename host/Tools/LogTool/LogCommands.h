/**
 * @file LogCommands.h
 * The commands of touchline-log: for each, its command line (options and help) and the
 * function that runs it with the parsed command line and returns the exit status: 0 success,
 * 1 failure (a message naming the file on stderr), 2 usage error.
 */
#pragma once

#include "CommandLine/CommandLine.h"

namespace LogCommands
{
  /** info FILE...: chunks, settings, frames, duration, message statistics, annotations, warnings. */
  CommandLine infoCommandLine();
  int info(const CommandLine& commandLine);
  /** dump FILE [--thread NAME]... [--id NAME]... [--frames FIRST[-LAST]]: frames as text. */
  CommandLine dumpCommandLine();
  int dump(const CommandLine& commandLine);
  /** index FILE...: builds the index and appends it to the file. */
  CommandLine indexCommandLine();
  int index(const CommandLine& commandLine);
  /** cut FILE --frames FIRST-LAST -o OUT: a frame range to a new, indexed log. */
  CommandLine cutCommandLine();
  int cut(const CommandLine& commandLine);
  /** compress FILE -o OUT: rewrites a log as logFileCompressed. */
  CommandLine compressCommandLine();
  int compress(const CommandLine& commandLine);
  /** uncompress FILE -o OUT: rewrites a log as logFileUncompressed with an index. */
  CommandLine uncompressCommandLine();
  int uncompress(const CommandLine& commandLine);
  /** annotations FILE...: every annotation with its frame, thread, name and description. */
  CommandLine annotationsCommandLine();
  int annotations(const CommandLine& commandLine);
}
