/**
 * @file LogPlayback/LogIndex.h
 * The index of a log file (chunk logFileIndices, version 2): frame offsets, per-thread message
 * statistics and annotations, and the builder that computes it from message data.
 */
#pragma once

#include "Streaming/MessageIDs.h"
#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

class In;
class Out;

struct LogIndex
{
  /** Bit 63 of a frame offset: the frame contains a camera or JPEG image. */
  static constexpr std::uint64_t imageFlag = std::uint64_t(1) << 63;

  struct MessageStatistics
  {
    std::uint64_t count = 0;
    std::uint64_t bytes = 0; ///< Including the 4-byte message headers.
    bool operator==(const MessageStatistics&) const = default;
  };

  struct ThreadStatistics
  {
    std::string thread;
    std::vector<MessageStatistics> messages; ///< Indexed by the message id as logged.
    bool operator==(const ThreadStatistics&) const = default;
  };

  struct Annotation
  {
    unsigned number = 0; ///< Per-thread counter of the annotation.
    unsigned frame = 0;  ///< Index of the frame (over all threads) that contains it.
    std::string name;
    std::string description;
    bool operator==(const Annotation&) const = default;
  };

  struct ThreadAnnotations
  {
    std::string thread;
    std::vector<Annotation> annotations;
    bool operator==(const ThreadAnnotations&) const = default;
  };

  std::uint64_t usedSize = 0;        ///< Bytes of message data the index describes.
  std::vector<std::uint64_t> frames; ///< Offsets of idFrameBegin relative to the data (| imageFlag).
  std::vector<ThreadStatistics> threads;
  std::vector<ThreadAnnotations> annotations;

  std::uint64_t frameOffset(std::size_t frame) const { return frames[frame] & ~imageFlag; }
  bool frameHasImage(std::size_t frame) const { return (frames[frame] & imageFlag) != 0; }

  /** Writes the whole chunk: chunk id, version, content. */
  void write(Out& stream) const;
  /**
   * Reads the chunk after its id byte. Every count is checked against the input; what the
   * numbers say is checked by check().
   * @return false with a reason if the chunk is not an index of this version.
   */
  bool read(In& stream, std::string& error);
  /**
   * Checks every number against the others and against the data the index describes, without
   * reading the data (docs/formats/log-file.md#index-chunk-5): the data size; frame offsets in
   * order with room for a frame each; statistics whose byte counts are possible for their
   * message counts, with one idFrameBegin and one idFrameFinished per frame and an image
   * message for every frame marked as holding one; annotations in frames that exist, in order,
   * of threads that logged at least that many idAnnotation messages.
   * @param dataSize The size of the message data.
   * @param idMap Logged message id -> current id.
   * @return false with the first number that does not fit.
   */
  bool check(std::uint64_t dataSize, const std::array<MessageID, 256>& idMap, std::string& error) const;
  /** The first difference to another index, as text for a warning; "" if they are equal. */
  std::string difference(const LogIndex& other) const;

  bool operator==(const LogIndex&) const = default;
};

/** Decodes an idAnnotation payload; false if malformed. */
bool decodeAnnotation(const char* payload, std::size_t size, LogIndex::Annotation& annotation);

/**
 * Computes the index while message data is fed to it, in order, as complete messages or in
 * arbitrary pieces. Frames are idFrameBegin ... idFrameFinished; a frame that is not finished
 * (cut off, or interrupted by the next idFrameBegin) is not indexed.
 */
class LogIndexBuilder
{
public:
  /**
   * @param idMap Maps the logged message ids to the current ones (by name).
   * @param numLoggedIds The number of logged ids (size of the statistics per thread).
   */
  LogIndexBuilder(const std::array<MessageID, 256>& idMap, std::size_t numLoggedIds);

  /**
   * Indexes message data (all of it at offset 0, or a continuation of what was fed before).
   * @return false if the data is corrupt at some point: stopOffset() and problem() tell where.
   */
  bool add(const char* data, std::size_t size, const std::function<void(std::uint64_t)>& progress = {});

  /** The index of the complete frames so far; usedSize is the data fed so far. */
  LogIndex finish() const;

  /** The offset where indexing stopped because of corrupt data (or the end of the data fed). */
  std::uint64_t stopOffset() const { return offset; }
  /** Why indexing stopped early, "" if it did not. */
  const std::string& problem() const { return error; }
  /** Bytes at the end that do not form a complete message or frame. */
  std::uint64_t incompleteBytes() const { return fed - lastFrameEnd; }

private:
  bool message(const char* header, std::uint64_t at);
  void clearFrame();
  LogIndex::ThreadStatistics& threadStatistics(const std::string& thread);
  LogIndex::ThreadAnnotations& threadAnnotations(const std::string& thread);

  std::array<MessageID, 256> idMap;
  std::size_t numLoggedIds;
  LogIndex index;
  std::string pending;              ///< A message split across add() calls.
  std::uint64_t offset = 0;         ///< Offset of the next message.
  std::uint64_t fed = 0;            ///< Bytes fed so far.
  std::uint64_t lastFrameEnd = 0;
  bool inFrame = false;
  bool frameHasImage = false;
  std::uint64_t frameStart = 0;
  std::string frameThread;
  std::array<LogIndex::MessageStatistics, 256> frameCounts{}; ///< Messages of the current frame, by logged id.
  std::vector<unsigned char> touched;                          ///< The logged ids counted in frameCounts.
  std::array<bool, 256> special{};                             ///< Logged ids that need more than counting.
  std::vector<LogIndex::Annotation> frameAnnotations;
  std::string error;
};
