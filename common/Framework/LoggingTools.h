/**
 * @file Framework/LoggingTools.h
 * Log file chunks, the settings stored in a log (docs/formats/log-file.md) and the names of
 * online logs.
 */
#pragma once

#include "Streaming/Enum.h"
#include <string>

class In;
class Out;

namespace LoggingTools
{
  /** The chunk ids of a log file (one byte before each chunk). */
  ENUM(LogFileFormat,
  {,
    logFileUncompressed, ///< queue header (8 bytes) + raw messages
    logFileCompressed,   ///< blocks of u32 size + Snappy-compressed streamed queue (one frame each)
    logFileMessageIDs,   ///< u8 count + names of the message ids at recording time
    logFileTypeInfo,     ///< TypeInfo
    logFileSettings,     ///< LogSettings
    logFileIndices,      ///< frame offsets, statistics, annotations
  });

  /** The version of the index chunk Touchline reads and writes. */
  constexpr unsigned char indexVersion = 2;
  /** The version of the settings chunk. */
  constexpr unsigned settingsVersion = 1;

  /** The parts of the settings stored in a log (they select the configuration when replaying). */
  struct LogSettings
  {
    std::string headName = "Default";
    std::string bodyName = "Default";
    int playerNumber = 0;
    std::string location = "Default";
    std::string scenario = "Default";
    bool operator==(const LogSettings&) const = default;
  };

  /**
   * The name of an online log without directory and extension (docs/logs.md):
   * <head>_<body>_<scenario>_<location>__<description>_<playerNumber>. Characters other than
   * letters, digits, '-' and '_' become '-', so that every part is safe in a file name.
   */
  std::string createName(const LogSettings& settings, const std::string& description);

  /** u32 version, headName, bodyName, i32 playerNumber, location, scenario. */
  void write(Out& stream, const LogSettings& settings);
  /** Reads the settings chunk's content; false (and the stream failed) if malformed. */
  bool read(In& stream, LogSettings& settings);
}
