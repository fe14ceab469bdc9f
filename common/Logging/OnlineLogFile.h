/**
 * @file Logging/OnlineLogFile.h
 * The file the online logger writes: named as the seed names online logs, the header chunks
 * first, then whole frames only, the index appended when it is closed.
 */
#pragma once

#include "Framework/LoggingTools.h"
#include "LogPlayback/LogIndex.h"
#include <cstdint>
#include <optional>
#include <string>
#include <sys/uio.h>

/**
 * Used by the logger's writer thread. Every write() hands whole frames to the kernel, so that
 * the file ends with a complete frame whenever the program is killed between two writes (and
 * the reader drops an incomplete last frame otherwise: docs/formats/log-file.md). The data size
 * in the header stays "unknown" until close(), which writes it and appends the index built
 * while the frames were written.
 *
 *   OnlineLogFile file;
 *   if(!file.open("/home/nao/logging", "Nao21_Body3_Default_Default__Testing_2", settings, 100 << 20, error)) ...
 *   iovec frames[] = {...};                  // one complete frame each
 *   if(!file.write(frames, 2, error)) ...     // disk full, file too large, I/O error: file.failure()
 *   file.close(error);
 */
class OnlineLogFile
{
public:
  /** Why writing stopped for good. */
  enum class Failure
  {
    none,
    space, ///< Less than the minimum free space would be left, the disk is full or the file too large.
    write, ///< Another error of the file system.
  };

  OnlineLogFile() = default;
  OnlineLogFile(const OnlineLogFile&) = delete;
  OnlineLogFile& operator=(const OnlineLogFile&) = delete;
  ~OnlineLogFile();

  /**
   * Creates <directory>/<baseName>.log, or the first free of <baseName>_(01).log ...
   * <baseName>_(99).log, and writes the header chunks (settings, message ids, type info, the
   * data chunk with unknown size). Where the file system allows it, the file gets its name only
   * after the header is written, so that no log without a complete header can exist.
   * @param minFreeBytes The space that must be left free on the file system.
   */
  bool open(const std::string& directory, const std::string& baseName, const LoggingTools::LogSettings& settings,
            std::uint64_t minFreeBytes, std::string& error);

  /**
   * Appends complete frames, with as few system calls as possible (at most IOV_MAX frames per
   * call). If less than the minimum free space would be left afterwards, nothing is written. If
   * the kernel takes only a part, the file is cut back to the last complete frame. Either way
   * the file takes no more frames (failure() says why) and stays readable.
   */
  bool write(const iovec* frames, std::size_t count, std::string& error);

  /**
   * Writes the data size into the header, appends the index (if there is room for it), syncs
   * and closes the file.
   */
  bool close(std::string& error);

  bool isOpen() const { return descriptor >= 0; }
  /** The full name of the file (also after close()). */
  const std::string& path() const { return filePath; }
  Failure failure() const { return failed; }
  /** Complete frames written. */
  std::uint64_t frameCount() const { return frames; }
  /** Bytes of message data written (complete frames). */
  std::uint64_t dataSize() const { return size; }
  /** Bytes free on the file system at the last check. */
  std::uint64_t freeSpace() const { return lastFree; }

  /** A size as the logger's messages say it: "12.3 MB". */
  static std::string megabytes(std::uint64_t bytes);

private:
  /** The name of a log: <stem>.log, or <stem>_(NN).log for number NN > 0. */
  static std::string candidate(const std::string& stem, int number);
  /** Writes the header chunks (if they leave the minimum free space). */
  bool writeHeader(const char* data, std::size_t bytes, std::string& error);
  /** Gives the file (created without a name) the first free name. */
  bool link(const std::string& stem, std::string& error);
  /** Checks that writing bytes leaves the minimum free space. */
  bool enoughSpace(std::uint64_t bytes, std::string& error);
  /** Stops for good after an error of the file system (errno), keeping the complete frames. */
  bool fail(int error, const std::string& what, std::string& message);

  int descriptor = -1;
  std::string filePath;
  std::uint64_t minFree = 0;
  std::uint64_t dataStart = 0; ///< Offset of the message data in the file.
  std::uint64_t size = 0;
  std::uint64_t frames = 0;
  std::uint64_t lastFree = 0;
  std::optional<LogIndexBuilder> index;
  Failure failed = Failure::none;
};
