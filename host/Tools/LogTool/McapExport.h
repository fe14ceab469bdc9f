/**
 * @file McapExport.h
 * The mapping of a log to MCAP (docs/formats/mcap-export.md): which channel, schema and JSON
 * each logged message becomes, and its times.
 *
 *   McapExport::Options options;                 // all frames, threads and ids
 *   McapExport exporter(log, writer, options);
 *   exporter.run();                              // then writer.finish()
 *   exporter.report()                            // what was exported and what was skipped
 */
#pragma once

#include "LogPlayback/FrameTime.h"
#include "LogPlayback/LogFile.h"
#include "McapWriter.h"
#include "Streaming/TypeInfoStreamer.h"
#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

class McapExport
{
public:
  struct Options
  {
    std::vector<std::string> threads; ///< Only frames of these threads (empty: all).
    std::set<unsigned char> ids;      ///< Only messages with these logged ids (empty: all).
    std::size_t first = 0;            ///< The frames to export (both included).
    std::size_t last = SIZE_MAX;
    /** Called now and then with the frames done and the frames in total. */
    std::function<void(std::size_t, std::size_t)> progress;
  };

  /** What the export did, per channel and per kind of message left out. */
  struct Report
  {
    std::size_t frames = 0;            ///< Frames of the range that passed the thread filter.
    std::size_t framesWithoutTime = 0; ///< Of these, frames with neither idStopwatch nor a FrameInfo time.
    bool anyTime = false;              ///< Whether any frame had a time.
    std::uint64_t logDataBytes = 0;    ///< Payload bytes of the messages exported.
    std::map<std::string, std::uint64_t> skipped;  ///< Id name -> messages without type information.
    std::map<std::string, std::uint64_t> failed;   ///< Id name -> messages that could not be read.
    std::map<std::string, std::string> firstFailure; ///< Id name -> "frame N: why" of the first.
    std::map<std::string, std::uint64_t> leftOver; ///< Id name -> messages with bytes after the value.
    std::vector<std::string> notes;                ///< Other things to warn about (types without a JSON schema).
  };

  McapExport(const LogFile& log, McapWriter& writer, const Options& options);

  /** Exports the frames: channels and messages into the writer, annotations also as metadata. */
  void run();

  const Report& report() const { return result; }


private:
  /** A channel decided for a (thread, logged id): its id, or none (the id is not exported). */
  enum : int
  {
    undecided = -1,
    notExported = -2,
    withoutType = -3, ///< Not exported, counted in Report::skipped.
  };
  struct ThreadChannels
  {
    std::array<int, 256> channels;
    ThreadChannels() { channels.fill(undecided); }
  };

  /** The channel of a message (creating channel and schema on first use), or notExported. */
  int channelOf(const std::string& thread, ThreadChannels& table, const LogFile::Message& message);
  std::uint16_t schemaOf(const std::string& name, const std::string& schema);
  void exportMessage(std::size_t frameNumber, const std::string& thread, std::uint16_t channel, std::uint64_t timeNs,
                     const LogFile::Message& message);
  void fail(const std::string& idName, std::size_t frameNumber, const std::string& why);

  const LogFile& log;
  McapWriter& writer;
  Options options;
  Report result;
  std::optional<TypeInfoStreamer> streamer;
  FrameTime frameTime;
  std::unordered_map<std::string, ThreadChannels> threadChannels;
  std::map<std::string, std::uint16_t> schemas; ///< Schema name -> id.
  std::optional<std::uint16_t> logChannel, annotationChannel;
  std::vector<std::string> channelTypes;             ///< Channel id -> type of a representation channel ("" for others).
  std::vector<std::string> idNames;                  ///< Logged id -> name.
  std::string scratch;
};
