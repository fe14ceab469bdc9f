/**
 * @file LogPlayback/LogFile.h
 * Reading log files (docs/formats/log-file.md): memory-mapped, chunks parsed, message ids
 * remapped by name, the index read or built (and appended to the file if it is writable).
 *
 *   LogFile log;
 *   std::string error;
 *   if(!log.open("game.log", {}, error)) ...
 *   for(std::size_t i = 0; i < log.frameCount(); ++i)
 *     for(const LogFile::Message& message : log.frame(i).messages()) ...
 *
 * Opening an indexed log reads only the header chunks and the index, whatever the size of the
 * log. A log cut at any byte opens and yields every complete frame before the cut.
 */
#pragma once

#include "Framework/LoggingTools.h"
#include "LogPlayback/LogIndex.h"
#include "Platform/MappedFile.h"
#include "Streaming/MessageQueue.h"
#include "Streaming/TypeInfo.h"
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

class LogFile
{
public:
  struct Options
  {
    /** Append the index to the file if it has none and the file is writable. */
    bool writeIndex = true;
    /**
     * Also compare a stored index with one built from the data (reads all of it) and replace
     * it if they differ. Without this, a stored index is checked only as far as that is
     * possible without reading the data (LogIndex::check).
     */
    bool verifyIndex = false;
    /** Called while the index is built: bytes done, bytes in total. */
    std::function<void(std::uint64_t, std::uint64_t)> progress;
  };

  /** A message of the log, with its id remapped to the current MessageID. */
  struct Message
  {
    MessageID id;
    unsigned char loggedId;
    const char* payload;
    std::size_t size;
  };

  /** The messages of a frame. */
  class Messages
  {
  public:
    class iterator
    {
    public:
      using value_type = Message;
      using difference_type = std::ptrdiff_t;
      iterator() = default;
      iterator(const char* p, const std::array<MessageID, 256>* map) : p(p), map(map) {}
      Message operator*() const
      {
        const MessageQueue::Message m{p};
        return Message{(*map)[static_cast<unsigned char>(p[0])], static_cast<unsigned char>(p[0]), m.data(), m.size()};
      }
      iterator& operator++()
      {
        p += MessageQueue::Message{p}.totalSize();
        return *this;
      }
      bool operator==(const iterator& other) const { return p == other.p; }

    private:
      const char* p = nullptr;
      const std::array<MessageID, 256>* map = nullptr;
    };

    Messages(const char* begin, const char* end, const std::array<MessageID, 256>* map) : first(begin), last(end), map(map) {}
    iterator begin() const { return iterator(first, map); }
    iterator end() const { return iterator(last, map); }

  private:
    const char* first;
    const char* last;
    const std::array<MessageID, 256>* map;
  };

  /** A frame: one execution of one thread. */
  struct Frame
  {
    std::string thread;
    std::uint64_t offset; ///< Relative to the start of the message data.
    const char* data;     ///< Its messages, idFrameBegin to idFrameFinished.
    std::size_t size;
    bool hasImage;
    const std::array<MessageID, 256>* map;
    Messages messages() const { return Messages(data, data + size, map); }
  };

  LogFile() = default;
  LogFile(const LogFile&) = delete;
  LogFile& operator=(const LogFile&) = delete;

  /**
   * Opens a log file.
   * @return false with a message naming the file and the byte offset if it is not a log file
   *         or its header chunks are corrupt. Corrupt message data is not an error: the log
   *         then ends at the last complete frame before it, and warnings() says where.
   */
  bool open(const std::string& path, const Options& options, std::string& error);
  /**
   * Opens a log held in memory, as open() a file (Options::writeIndex does not apply). The
   * bytes are not copied: they must outlive the LogFile or its next open().
   * @param name What path() returns and messages name.
   */
  bool open(const char* data, std::size_t size, const std::string& name, const Options& options, std::string& error);

  const std::string& path() const { return file.path(); }
  std::uint64_t fileSize() const { return file.size(); }

  /** The settings chunk, if the log has one. */
  const std::optional<LoggingTools::LogSettings>& settings() const { return logSettings; }
  /** The message id names at recording time (empty if the log has no id chunk). */
  const std::vector<std::string>& messageIdNames() const { return idNames; }
  /** The name of a logged id. */
  std::string loggedIdName(unsigned char loggedId) const;
  /** Logged id -> current MessageID (undefined for names that no longer exist). */
  const std::array<MessageID, 256>& idMap() const { return ids; }
  /** The type information of the log, if it has one. */
  const TypeInfo* typeInfo() const { return types ? &*types : nullptr; }

  bool isCompressed() const { return compressed; }
  /** Whether the data header said "size unknown" (a log a robot was still recording). */
  bool sizeWasUnknown() const { return sizeUnknownAtOpen; }
  /** Where the message data starts in the file (uncompressed logs). */
  std::uint64_t dataOffset() const { return dataStart; }
  /** The message data (for compressed logs: decompressed in memory). */
  const char* data() const { return messages; }
  std::uint64_t dataSize() const { return messagesSize; }

  const LogIndex& index() const { return logIndex; }
  /** Whether the index was read from the file (not built). */
  bool indexWasStored() const { return indexStored; }
  /** Whether an index was appended to the file while opening. */
  bool indexWasWritten() const { return indexWritten; }

  std::size_t frameCount() const { return logIndex.frames.size(); }
  /**
   * A frame. If its bytes are not a frame (idFrameBegin with a thread name ... idFrameFinished),
   * which only a stored index that passed LogIndex::check but does not match the data can
   * cause (Options::verifyIndex finds it), the frame has no messages and no thread name.
   */
  Frame frame(std::size_t index) const;

  /**
   * Lets the pages of message data from..to (offsets in the data) go from memory (MappedFile::
   * release): they are read again from the page cache or the disk when needed. Nothing for
   * compressed logs (their data was decompressed into memory).
   */
  void releasePages(std::uint64_t from, std::uint64_t to) const;
  /** What was unusual about the file (truncated data, corrupt messages, an index rewritten). */
  const std::vector<std::string>& warnings() const { return warningList; }

  /** The chunks in file order: id and byte offset (for tools). */
  const std::vector<std::pair<LoggingTools::LogFileFormat, std::uint64_t>>& chunks() const { return chunkList; }

private:
  void reset();
  /** Reads what file holds (after it was opened). */
  bool read(const Options& options, std::string& error);
  bool readHeaderChunks(const Options& options, std::string& error);
  bool readUncompressed(std::uint64_t offset, std::string& error);
  bool readCompressed(std::uint64_t offset, const Options& options, std::string& error);
  void buildIndex(const Options& options);
  /** Builds the index and keeps the stored one only if it is the same. */
  void verifyIndex(const Options& options);
  void appendIndex();

  MappedFile file;
  std::optional<LoggingTools::LogSettings> logSettings;
  std::vector<std::string> idNames;
  std::array<MessageID, 256> ids{};
  std::optional<TypeInfo> types;
  bool compressed = false;
  std::uint64_t dataStart = 0;
  bool sizeUnknown = false;
  bool sizeUnknownAtOpen = false;
  const char* messages = nullptr;
  std::uint64_t messagesSize = 0;
  std::string decompressed;
  LogIndex logIndex;
  bool indexStored = false;
  bool indexWritten = false;
  std::vector<std::string> warningList;
  std::vector<std::pair<LoggingTools::LogFileFormat, std::uint64_t>> chunkList;
};
