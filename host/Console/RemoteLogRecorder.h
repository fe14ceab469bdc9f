/**
 * @file Console/RemoteLogRecorder.h
 * Remote logging into a file: the frames a robot's threads send over the debug link go into a
 * log file as they arrive (docs/logs.md, "Recording remotely"), with bounded memory: one frame
 * and a copy buffer, whatever the length of the recording.
 */
#pragma once

#include "Framework/LoggingTools.h"
#include "Streaming/MessageIDs.h"
#include "Streaming/MessageQueue.h"
#include "Streaming/TypeInfo.h"
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <string>
#include <vector>

/**
 * Writes the frames of one robot into a log file (the recording file) while they arrive. The file
 * is a log of unknown data size (like a robot's online log), so it opens up to its last complete
 * frame even if the console dies; save() copies it into a log file with size and index.
 *
 * A frame that cannot be written (a write error, a full drive, a file size limit, a frame larger
 * than maxFrameBytes) is lost, but not silently: the log records it as the online logger does
 * (idDroppedFrames, docs/formats/log-file.md), and takeLossReport() says it once.
 */
class RemoteLogRecorder
{
public:
  /** What the log's header chunks hold: the robot's settings, message id names and types. */
  struct Header
  {
    LoggingTools::LogSettings settings;
    std::vector<std::string> messageIdNames;
    TypeInfo typeInfo;
  };

  /** The largest frame kept (a frame of camera images is a few MB). */
  static constexpr std::size_t maxFrameBytes = std::size_t(64) << 20;

  RemoteLogRecorder() = default;
  RemoteLogRecorder(const RemoteLogRecorder&) = delete;
  RemoteLogRecorder& operator=(const RemoteLogRecorder&) = delete;
  /** Removes the recording file. */
  ~RemoteLogRecorder();

  /**
   * Creates the recording file in a directory (a hidden name with the robot's name in it) and
   * writes the header chunks. The names of the header are completed with idDroppedFrames.
   */
  bool open(const std::string& directory, const std::string& robotName, Header header, std::string& error);

  /** A message of the robot: hostId is its id on this host, robotId the robot's (logged) id. */
  void record(MessageID hostId, unsigned robotId, const std::string& payload);

  /**
   * The end of a stretch of recording ("log stop"): a frame begun is forgotten (not counted as
   * lost), and losses no later frame of their thread recorded are written as frames of their
   * own. After a write error, the next stretch tries the file again.
   */
  void pause();

  /**
   * One line that says what was lost since the last report ("" if nothing was), naming the
   * frames, the bytes and the reason.
   */
  std::string takeLossReport();

  /** Copies the recording into a log file with the data size and the index. */
  bool save(const std::string& fileName, std::string& error);

  /** Calls handle with every recorded message, read back from the file a chunk at a time. */
  bool forEachMessage(const std::function<void(const MessageQueue::Message&)>& handle, std::string& error);

  const std::string& path() const { return filePath; }
  /** Frames in the file (those that record losses included). */
  unsigned frames() const { return frameCount; }
  /** Bytes of messages in the file. */
  std::uint64_t bytes() const { return dataEnd - dataStart; }
  /** Frames lost in all (so far). */
  std::uint64_t lostFrames() const { return lostTotal; }

private:
  /** Where a frame of the file starts, and its thread (to make room for the loss records). */
  struct FrameEnd
  {
    std::uint64_t start;
    std::string thread;
  };

  void beginFrame(unsigned robotId, const std::string& payload);
  void finishFrame();
  /** Counts the frame being recorded as lost. */
  void lose(std::uint64_t bytes);
  /** Writes bytes at the end of the data; false (and the file cut back to dataEnd) if that fails. */
  bool append(const char* data, std::size_t size);
  /**
   * Writes a frame per thread with losses not recorded yet; if there is no room for them, the
   * last frames are cut off (and counted as lost) until there is.
   */
  bool recordLosses();
  /** The messages of the file, in chunks that end at message boundaries. */
  bool forEachChunk(const std::function<bool(const char* data, std::size_t size)>& handle, std::string& error);

  int descriptor = -1;
  std::string filePath;
  Header header;
  unsigned droppedFramesId = 0; ///< The logged ids of the messages the recorder writes itself.
  unsigned frameBeginId = 0;
  unsigned frameFinishedId = 0;
  std::uint64_t dataStart = 0;
  std::uint64_t dataEnd = 0;
  unsigned frameCount = 0;

  MessageQueue frame;
  std::string thread;
  bool inFrame = false;
  bool frameFailed = false;
  unsigned carriedLoss = 0; ///< The frames of the thread lost before the frame being recorded, recorded in it.

  bool writeFailed = false;
  std::string reason;
  std::map<std::string, unsigned> losses; ///< Per thread: frames lost since its last frame in the file.
  std::deque<FrameEnd> lastFrames; ///< The ends of the last frames written (at most a few).
  std::uint64_t lostTotal = 0;
  std::uint64_t lostFramesUnreported = 0;
  std::uint64_t lostBytesUnreported = 0;
};
