/**
 * @file McapWriter.h
 * Writes MCAP files (https://mcap.dev/spec, major version 0): the header, the data section as
 * chunks (compressed with zstd or lz4, or not), each followed by its message index records, metadata records, the data
 * end record with the CRC-32 of the data section, and a summary (schemas, channels, statistics,
 * chunk indexes, metadata indexes) with its summary offsets and the footer, so that readers can
 * seek by time and topic without reading the data.
 *
 *   McapWriter writer(file, McapCompression::zstd); // a std::FILE* opened for writing
 *   writer.begin("", "touchline-log");
 *   const std::uint16_t schema = writer.addSchema("FrameInfo", "jsonschema", schemaText);
 *   const std::uint16_t channel = writer.addChannel(schema, "/Motion/FrameInfo", "json");
 *   writer.addMessage(channel, frame, timeNs, timeNs, R"({"time":1000})");
 *   writer.finish();                            // false if a write failed: error()
 *
 * A schema or channel record goes into the chunk before the first message that uses it, and
 * into the summary. Message bodies can be written straight into the chunk (beginMessage).
 */
#pragma once

#include "Crc32.h"
#include "McapCompression.h"
#include <cstdint>
#include <cstdio>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

class McapWriter
{
public:
  /** The record opcodes. */
  enum Opcode : unsigned char
  {
    header = 0x01,
    footer = 0x02,
    schema = 0x03,
    channel = 0x04,
    message = 0x05,
    chunk = 0x06,
    messageIndex = 0x07,
    chunkIndex = 0x08,
    statistics = 0x0b,
    metadata = 0x0c,
    metadataIndex = 0x0d,
    summaryOffset = 0x0e,
    dataEnd = 0x0f,
  };

  /** The magic bytes at both ends of the file. */
  static constexpr std::string_view magic{"\x89MCAP0\r\n", 8};

  /**
   * @param compression How the records of every chunk are compressed.
   * @param chunkSize A chunk is closed when its (uncompressed) records reach this size.
   */
  McapWriter(std::FILE* file, McapCompression::Kind compression, std::size_t chunkSize = std::size_t(4) << 20);
  McapWriter(const McapWriter&) = delete;
  McapWriter& operator=(const McapWriter&) = delete;

  /** Writes the magic and the header record. */
  void begin(std::string_view profile, std::string_view library);

  /** Adds a schema (ids count from 1). Strings must be UTF-8. */
  std::uint16_t addSchema(std::string_view name, std::string_view encoding, std::string_view data);
  /** Adds a channel (ids count from 0); schemaId 0: no schema. */
  std::uint16_t addChannel(std::uint16_t schemaId, std::string_view topic, std::string_view messageEncoding,
                           const std::vector<std::pair<std::string, std::string>>& metadata = {});

  /** Adds a message (times in ns). */
  void addMessage(std::uint16_t channelId, std::uint32_t sequence, std::uint64_t logTime, std::uint64_t publishTime, std::string_view data)
  {
    beginMessage(channelId, sequence, logTime, publishTime).append(data);
    endMessage();
  }
  /**
   * Starts a message: append its data to the string returned, then call endMessage() (or
   * cancelMessage() to drop it). Nothing else may be added in between.
   */
  std::string& beginMessage(std::uint16_t channelId, std::uint32_t sequence, std::uint64_t logTime, std::uint64_t publishTime);
  void endMessage();
  void cancelMessage();

  /** Adds a metadata record (written between chunks, indexed in the summary). */
  void addMetadata(std::string_view name, const std::vector<std::pair<std::string, std::string>>& entries);

  /** Writes the last chunk, the data end, the summary, the footer and the magic. @return Whether every write succeeded. */
  bool finish();

  /** Why a write failed ("" if none did). */
  const std::string& error() const { return lastError; }
  std::uint64_t bytesWritten() const { return offset; }
  std::uint64_t messageCount() const { return messages; }
  std::size_t chunkCount() const { return chunkIndexCount; }
  McapCompression::Kind compressionKind() const { return compression.kind(); }
  /** The size of the chunks' records before and after compression (equal without compression). */
  std::uint64_t uncompressedChunkBytes() const { return uncompressedBytes; }
  std::uint64_t compressedChunkBytes() const { return compressedBytes; }
  std::size_t channelCount() const { return channels.size(); }

  /** Appends a record (opcode, u64 length, content) to out. */
  static void appendRecord(std::string& out, Opcode opcode, std::string_view content);
  static void appendU16(std::string& out, std::uint16_t value);
  static void appendU32(std::string& out, std::uint32_t value);
  static void appendU64(std::string& out, std::uint64_t value);
  /** A string: u32 length, then the bytes. */
  static void appendString(std::string& out, std::string_view text);
  /** A Map<string, string>: u32 byte length, then key and value of each entry. */
  static void appendMap(std::string& out, const std::vector<std::pair<std::string, std::string>>& entries);

private:
  struct Channel
  {
    std::uint16_t schemaId;
    std::string record;       ///< The whole channel record.
    bool written = false;     ///< In the data section already.
    std::uint64_t count = 0;  ///< Messages in the file.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> index; ///< Log time and offset in the current chunk.
  };
  struct Schema
  {
    std::string record;
    bool written = false;
  };

  /** Writes bytes of the data section (counted in the data section's CRC) or after it. */
  void put(const void* data, std::size_t size);
  void put(std::string_view bytes) { put(bytes.data(), bytes.size()); }
  /** Writes the current chunk and its message index records. */
  void flushChunk();

  std::FILE* file;
  McapCompression compression;
  std::size_t chunkSize;
  std::uint64_t offset = 0;
  bool inData = true;        ///< Writes go into the data section CRC.
  Crc32 dataCrc;
  std::string lastError;

  std::vector<Schema> schemas;   ///< Index: id - 1.
  std::vector<Channel> channels; ///< Index: id.
  std::string chunkRecords;
  std::string compressed;                     ///< The compressed chunkRecords.
  std::uint64_t uncompressedBytes = 0, compressedBytes = 0;
  std::uint64_t chunkStart = 0, chunkEnd = 0; ///< Log times in the chunk.
  std::vector<std::uint16_t> chunkChannels;   ///< Channels with messages in the chunk, in order of appearance.
  std::size_t messageStart = 0;               ///< Of the message being written in chunkRecords.
  std::uint16_t messageChannel = 0;
  std::uint64_t messageTime = 0;

  std::uint64_t messages = 0;
  std::uint64_t firstTime = 0, lastTime = 0;
  std::string chunkIndexes;       ///< Chunk index records for the summary.
  std::size_t chunkIndexCount = 0;
  std::vector<std::string> pendingMetadata; ///< Metadata records, written after the next chunk.
  std::string metadataIndexes;
  std::uint32_t metadataCount = 0;
  std::string buffer;             ///< Scratch for records.
};
