/**
 * @file Logging/OnlineLogFile.cpp
 * Creating, appending frames to and closing the online logger's log files.
 */
#include "Logging/OnlineLogFile.h"
#include "LogPlayback/LogWriter.h"
#include "Streaming/OutStreams.h"
#include <cerrno>
#include <array>
#include <climits>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/statvfs.h>
#include <unistd.h>

std::string OnlineLogFile::megabytes(std::uint64_t bytes)
{
  char text[32];
  std::snprintf(text, sizeof(text), "%.1f MB", static_cast<double>(bytes) / 1e6);
  return text;
}

OnlineLogFile::~OnlineLogFile()
{
  std::string ignored;
  close(ignored);
}

bool OnlineLogFile::open(const std::string& directory, const std::string& baseName, const LoggingTools::LogSettings& settings,
                         std::uint64_t minFreeBytes, std::string& error)
{
  if(descriptor >= 0)
    close(error);
  minFree = minFreeBytes;
  size = frames = 0;
  failed = Failure::none;
  index.reset();
  const std::string stem = directory + (directory.ends_with('/') ? "" : "/") + baseName;
  filePath = candidate(stem, 0);

  LogWriter::Options options;
  options.settings = settings;
  OutBinaryMemory header(8192);
  const std::vector<std::string> names = LogWriter::writeHeader(header, options);
  dataStart = header.size();
  std::array<MessageID, 256> map;
  map.fill(undefined);
  for(std::size_t i = 0; i < names.size(); ++i)
    map[i] = MessageIDs::fromName(names[i]);
  index.emplace(map, names.size());

  // The header is written into a file without a name, which gets its name only when the
  // header is complete: a log that exists always opens, whenever the program is killed. File
  // systems without such files (FAT) get the name first.
  descriptor = ::open(directory.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0644);
  const bool unnamed = descriptor >= 0;
  if(unnamed && (!writeHeader(header.data(), header.size(), error) || !link(stem, error)))
  {
    ::close(descriptor);
    descriptor = -1;
    return false;
  }
  if(!unnamed)
  {
    for(int number = 0; number < 100 && descriptor < 0; ++number)
    {
      filePath = candidate(stem, number);
      descriptor = ::open(filePath.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
      if(descriptor < 0 && errno != EEXIST)
      {
        error = filePath + ": " + std::strerror(errno);
        return false;
      }
    }
    if(descriptor < 0)
    {
      error = stem + ".log and " + baseName + "_(01).log ... _(99).log exist already";
      return false;
    }
    if(!writeHeader(header.data(), header.size(), error))
    {
      ::close(descriptor);
      descriptor = -1;
      ::unlink(filePath.c_str());
      return false;
    }
  }
  return true;
}

std::string OnlineLogFile::candidate(const std::string& stem, int number)
{
  char suffix[16] = "";
  if(number > 0)
    std::snprintf(suffix, sizeof(suffix), "_(%02d)", number);
  return stem + suffix + ".log";
}

bool OnlineLogFile::writeHeader(const char* data, std::size_t bytes, std::string& error)
{
  if(!enoughSpace(bytes, error))
    return false;
  for(std::size_t done = 0; done < bytes;)
  {
    const ssize_t written = ::write(descriptor, data + done, bytes - done);
    if(written < 0 && errno == EINTR)
      continue;
    if(written <= 0)
    {
      error = filePath + ": " + std::strerror(written < 0 ? errno : ENOSPC);
      return false;
    }
    done += static_cast<std::size_t>(written);
  }
  return true;
}

bool OnlineLogFile::link(const std::string& stem, std::string& error)
{
  const std::string self = "/proc/self/fd/" + std::to_string(descriptor);
  for(int number = 0; number < 100; ++number)
  {
    filePath = candidate(stem, number);
    if(::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, filePath.c_str(), AT_SYMLINK_FOLLOW) == 0 ||
       ::linkat(descriptor, "", AT_FDCWD, filePath.c_str(), AT_EMPTY_PATH) == 0)
      return true;
    if(errno != EEXIST)
    {
      error = filePath + ": " + std::strerror(errno);
      return false;
    }
  }
  error = stem + ".log and its names _(01) ... _(99) exist already";
  return false;
}

bool OnlineLogFile::enoughSpace(std::uint64_t bytes, std::string& error)
{
  struct statvfs info{};
  if(::fstatvfs(descriptor, &info) != 0)
    return true; // unknown: the write itself will tell
  lastFree = static_cast<std::uint64_t>(info.f_bavail) * info.f_frsize;
  if(lastFree >= bytes && lastFree - bytes >= minFree)
    return true;
  failed = Failure::space;
  error = filePath + ": " + megabytes(lastFree) + " free, but " + megabytes(minFree) + " must be left (minFreeDriveSpace)";
  return false;
}

bool OnlineLogFile::fail(int errorNumber, const std::string& what, std::string& message)
{
  failed = errorNumber == ENOSPC || errorNumber == EFBIG || errorNumber == EDQUOT ? Failure::space : Failure::write;
  message = filePath + ": " + what + ": " + std::strerror(errorNumber);
  // The file ends with the last complete frame; the reader opens it up to there.
  if(::ftruncate(descriptor, static_cast<off_t>(dataStart + size)) != 0)
    message += " (cutting off the incomplete frame failed too)";
  return false;
}

bool OnlineLogFile::write(const iovec* framesToWrite, std::size_t count, std::string& error)
{
  if(descriptor < 0 || failed != Failure::none)
    return false;
  std::uint64_t bytes = 0;
  for(std::size_t i = 0; i < count; ++i)
    bytes += framesToWrite[i].iov_len;
  if(!enoughSpace(bytes, error))
    return false;

  std::size_t next = 0;   ///< The first frame not completely written.
  std::size_t partial = 0; ///< Bytes of it that are.
  while(next < count)
  {
    // writev takes the frames from next on; the first one may be partly written already.
    iovec first = framesToWrite[next];
    const std::size_t frameCount = std::min<std::size_t>(count - next, IOV_MAX);
    ssize_t written;
    if(partial == 0)
      written = ::writev(descriptor, framesToWrite + next, static_cast<int>(frameCount));
    else
    {
      first.iov_base = static_cast<char*>(first.iov_base) + partial;
      first.iov_len -= partial;
      written = ::write(descriptor, first.iov_base, first.iov_len);
    }
    if(written < 0 && errno == EINTR)
      continue;
    if(written <= 0)
      return fail(written < 0 ? errno : ENOSPC, "writing the log", error);
    auto left = static_cast<std::size_t>(written);
    while(left > 0)
    {
      const std::size_t rest = framesToWrite[next].iov_len - partial;
      if(left < rest)
      {
        partial += left;
        break;
      }
      left -= rest;
      const iovec& frame = framesToWrite[next];
      index->add(static_cast<const char*>(frame.iov_base), frame.iov_len);
      size += frame.iov_len;
      ++frames;
      partial = 0;
      ++next;
    }
  }
  return true;
}

bool OnlineLogFile::close(std::string& error)
{
  if(descriptor < 0)
    return true;
  bool ok = true;
  // The data size in the queue header (bits 32..35 in the top nibble of the second word), then
  // the index behind the data. If the program dies in between, the header describes the data
  // exactly and the reader builds the index.
  OutBinaryMemory header(8);
  header << static_cast<unsigned>(size) << (static_cast<unsigned>(size >> 32) << 28);
  if(::pwrite(descriptor, header.data(), 8, static_cast<off_t>(dataStart - 8)) != 8)
  {
    ok = false;
    error = filePath + ": writing the data size: " + std::strerror(errno);
  }
  else
  {
    OutBinaryMemory chunk(4096);
    index->finish().write(chunk);
    std::size_t done = 0;
    // Right behind the data (after a partly written frame was cut off, the file position is further).
    if(::lseek(descriptor, static_cast<off_t>(dataStart + size), SEEK_SET) >= 0)
      while(done < chunk.size())
      {
        const ssize_t written = ::write(descriptor, chunk.data() + done, chunk.size() - done);
        if(written < 0 && errno == EINTR)
          continue;
        if(written <= 0)
          break;
        done += static_cast<std::size_t>(written);
      }
    // No room for the index: the log is complete without it (the reader builds it).
    if(done < chunk.size() && ::ftruncate(descriptor, static_cast<off_t>(dataStart + size)) != 0)
    {
      ok = false;
      error = filePath + ": removing a partly written index: " + std::strerror(errno);
    }
  }
  if(::fdatasync(descriptor) != 0 && ok && errno != EINVAL)
  {
    ok = false;
    error = filePath + ": " + std::strerror(errno);
  }
  if(::close(descriptor) != 0 && ok)
  {
    ok = false;
    error = filePath + ": " + std::strerror(errno);
  }
  descriptor = -1;
  return ok;
}
