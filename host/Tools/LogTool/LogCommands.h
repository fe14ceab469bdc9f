/**
 * @file LogCommands.h
 * The commands of touchline-log. Each takes the arguments after the command name and returns
 * the exit status: 0 success, 1 failure (a message naming the file on stderr), 2 usage error.
 */
#pragma once

#include <string>
#include <vector>

namespace LogCommands
{
  /** info FILE...: chunks, settings, frames, duration, message statistics, annotations, warnings. */
  int info(const std::vector<std::string>& args);
  /** dump FILE [--thread NAME] [--id NAME]... [--frames FIRST[-LAST]]: frames as text. */
  int dump(const std::vector<std::string>& args);
  /** index FILE...: builds the index and appends it to the file. */
  int index(const std::vector<std::string>& args);
  /** cut FILE --frames FIRST-LAST -o OUT: a frame range to a new, indexed log. */
  int cut(const std::vector<std::string>& args);
  /** compress FILE -o OUT: rewrites a log as logFileCompressed. */
  int compress(const std::vector<std::string>& args);
  /** uncompress FILE -o OUT: rewrites a log as logFileUncompressed with an index. */
  int uncompress(const std::vector<std::string>& args);
  /** annotations FILE...: every annotation with its frame, thread, name and description. */
  int annotations(const std::vector<std::string>& args);
}
