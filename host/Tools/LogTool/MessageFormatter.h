/**
 * @file MessageFormatter.h
 * One message of a log as a line of text, decoded through the log's own type information.
 */
#pragma once

#include "LogPlayback/LogFile.h"
#include "Streaming/TypeInfoStreamer.h"
#include <optional>
#include <string>

/**
 * Formats "<id name> <size> bytes[: <value>]": representations that the log's TypeInfo
 * describes (type name = id name without "id") as a single-line config map, idText and
 * idAnnotation as text, everything else by its size only.
 */
class MessageFormatter
{
public:
  explicit MessageFormatter(const LogFile& log);

  std::string format(const LogFile::Message& message) const;

private:
  /** The value of a representation, or "" if the log does not describe its type. */
  std::string representation(const std::string& idName, const LogFile::Message& message) const;

  const LogFile& log;
  std::optional<TypeInfoStreamer> streamer; ///< Only if the log has type information.
};
