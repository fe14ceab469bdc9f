/**
 * @file ToolSupport.h
 * What the commands of touchline-log share: exit statuses, messages, opening logs with a
 * progress bar, frame ranges and reading the frame time of idStopwatch messages.
 */
#pragma once

#include "CommandLine.h"
#include "LogPlayback/LogFile.h"
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace ToolSupport
{
  enum ExitStatus
  {
    success = 0,
    failure = 1,
    usageError = 2,
  };

  /** Prints "touchline-log: <message>" on stderr; returns failure. */
  int fail(const std::string& message);

  /** Prints a usage error of a command and a hint to its help on stderr; returns usageError. */
  int usage(const std::string& command, const std::string& message);

  /**
   * Parses the arguments of a command, and handles --help (help text on stdout) and usage
   * errors. @return The exit status if the command is done, nullopt if it should run.
   */
  std::optional<int> parse(CommandLine& commandLine, const std::vector<std::string>& args, const std::string& command,
                           const char* help, std::size_t minFiles, std::size_t maxFiles);

  /**
   * Opens a log; the index is built with a progress bar if the log has none.
   * @param writeIndex Append a built index to the file (only the index command does).
   * @param verifyIndex Compare a stored index with the data (LogFile::Options::verifyIndex).
   */
  bool openLog(LogFile& log, const std::string& path, bool writeIndex, std::string& error, bool verifyIndex = false);

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

  /**
   * Checks a frame range against the frames of a log.
   * @param first, last Receive the range (both included).
   * @return false with a message if the range lies outside the log.
   */
  bool resolveFrameRange(const FrameRange& range, std::size_t frameCount, std::size_t& first, std::size_t& last, std::string& error);

  /** The logged id that stands for a current id in this log, nullopt if the log has none. */
  std::optional<unsigned char> loggedId(const LogFile& log, MessageID id);

  /** The frame start time (ms) of an idStopwatch payload, which ends with u32 time, u32 frame number. */
  std::optional<unsigned> stopwatchTime(const LogFile::Message& message);
}
