/**
 * @file ToolSupport.h
 * What the commands of touchline-log share: messages, opening logs with a progress bar, frame
 * ranges and reading the frame time of idStopwatch messages.
 */
#pragma once

#include "CommandLine/CommandLine.h"
#include "CommandLine/ExitStatus.h"
#include "LogPlayback/LogFile.h"
#include <cstddef>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace ToolSupport
{
  /** Prints "touchline-log: <message>" on stderr; returns exitFailure. */
  int fail(const std::string& message);

  /** Adds --force (overwrite OUT if it exists) to a command that writes a file. */
  void addForce(CommandLine& commandLine);
  /**
   * Whether OUT may be written: it does not exist, or --force was given. Otherwise prints
   * "touchline-log: OUT exists; --force overwrites it".
   */
  bool mayWrite(const CommandLine& commandLine, const std::string& output);

  /** The command line of a command that takes one or more logs: "touchline-log <command> [options] FILE...". */
  CommandLine logsCommandLine(const std::string& command, const std::string& summary);

  /**
   * Opens a log; the index is built with a progress bar if the log has none.
   * @param writeIndex Append a built index to the file (only the index command does).
   * @param verifyIndex Compare a stored index with the data (LogFile::Options::verifyIndex).
   */
  bool openLog(LogFile& log, const std::string& path, bool writeIndex, std::string& error, bool verifyIndex = false);

  /** Opens a log for a command, prints why if that fails, else the warnings of the reader. */
  bool openLog(LogFile& log, const std::string& path);

  /**
   * Opens each log in turn and hands it to show; a log that cannot be opened is reported and
   * skipped. @return exitSuccess if every log was opened, else exitFailure.
   */
  int forEachLog(const std::vector<std::string>& paths, const std::function<void(const LogFile& log)>& show);

  /** Prints the warnings of the reader on stderr ("touchline-log: FILE: warning: ..."). */
  void printWarnings(const LogFile& log);

  /** A frame range as given: "FIRST", "FIRST-LAST" or "FIRST-" (to the end). */
  struct FrameRange
  {
    std::size_t first = 0;
    std::optional<std::size_t> last; ///< nullopt: up to the last frame of the log.
  };

  /** Parses a frame range; false if the text is malformed. */
  bool parseFrameRange(const std::string& text, FrameRange& range);

  /** The check of a --frames option: "" if the text is a frame range, else the problem. */
  std::string checkFrameRange(const std::string& text);

  /**
   * Checks a frame range against the frames of a log.
   * @param first, last Receive the range (both included).
   * @return false with a message if the range lies outside the log.
   */
  bool resolveFrameRange(const FrameRange& range, std::size_t frameCount, std::size_t& first, std::size_t& last, std::string& error);

  /**
   * The logged ids of the id names given (with or without "id": "idFrameInfo" or "FrameInfo").
   * @return false with an error naming the first name the log has no id for.
   */
  bool resolveIds(const LogFile& log, const std::vector<std::string>& names, std::set<unsigned char>& ids, std::string& error);

  /** Whether the log has frames of every thread named; false with an error listing its threads. */
  bool checkThreads(const LogFile& log, const std::vector<std::string>& threads, std::string& error);

  /** The logged id that stands for a current id in this log, nullopt if the log has none. */
  std::optional<unsigned char> loggedId(const LogFile& log, MessageID id);
}
