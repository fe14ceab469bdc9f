/**
 * @file LogPlayback/LogWriter.h
 * Writing log files (docs/formats/log-file.md): the header chunks, then frames of messages,
 * then (unless the size is left unknown, as a robot does while recording) the index.
 *
 *   LogWriter writer;
 *   LogWriter::Options options;          // settings, type info, message ids: today's by default
 *   if(!writer.open("game.log", options, error)) ...
 *   writer.writeFrame(frameQueue);        // idFrameBegin ... idFrameFinished
 *   writer.close(error);                  // header size patched, index appended
 */
#pragma once

#include "Framework/LoggingTools.h"
#include "LogPlayback/LogIndex.h"
#include "LogPlayback/LogFile.h"
#include "Streaming/MessageQueue.h"
#include "Streaming/TypeInfo.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

class LogWriter
{
public:
  struct Options
  {
    std::optional<LoggingTools::LogSettings> settings = LoggingTools::LogSettings();
    /** The names of the ids used in the messages; empty: today's MessageID names. */
    std::vector<std::string> messageIdNames;
    /** The type information; nullptr: TypeInfo::current(). */
    const TypeInfo* typeInfo = nullptr;
    bool writeTypeInfo = true;
    /** Write a logFileCompressed chunk (one Snappy block per frame). */
    bool compressed = false;
    /**
     * Leave the data size unknown and write no index (a robot recording: the reader indexes the
     * log when it is opened).
     */
    bool sizeUnknown = false;
  };

  /**
   * Options that write the header chunks of an existing log again: its settings, its message id
   * names (the messages are copied with their logged ids) and its type information, or none.
   */
  static Options sameHeaderAs(const LogFile& log);

  LogWriter() = default;
  LogWriter(const LogWriter&) = delete;
  LogWriter& operator=(const LogWriter&) = delete;
  ~LogWriter();

  /**
   * Writes the header chunks the options ask for (settings, message ids, type info) and the
   * start of the data chunk (for uncompressed data the queue header "size unknown").
   * @return The names of the logged message ids.
   */
  static std::vector<std::string> writeHeader(Out& stream, const Options& options);

  /** Creates the file and writes the header chunks. */
  bool open(const std::string& path, const Options& options, std::string& error);
  /** Writes raw messages (one or more complete frames, or parts of one for uncompressed logs). */
  bool write(const char* messages, std::size_t size);
  /** Writes the messages of a queue (normally one frame). */
  bool writeFrame(const MessageQueue& queue) { return write(queue.data(), queue.size()); }
  /** Finishes the file: patches the data size and appends the index (unless sizeUnknown). */
  bool close(std::string& error);

  bool isOpen() const { return descriptor >= 0; }
  /** Why the last write failed ("" if none did). */
  const std::string& error() const { return lastError; }
  std::uint64_t bytesWritten() const { return total; }

private:
  bool flush();
  bool put(const void* p, std::size_t size);

  int descriptor = -1;
  std::string path;
  Options options;
  std::vector<char> buffer;
  std::uint64_t total = 0;
  std::uint64_t dataStart = 0;
  std::uint64_t dataSize = 0;
  std::optional<LogIndexBuilder> index;
  std::string compressedBlock;
  std::string lastError;
};
