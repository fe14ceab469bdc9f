/**
 * @file LogPlayback/LogWriter.cpp
 * Writing log files: header chunks, frames (optionally Snappy-compressed), the index at the end.
 */
#include "LogPlayback/LogWriter.h"
#include "Streaming/OutStreams.h"
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <snappy.h>
#include <unistd.h>

LogWriter::Options LogWriter::sameHeaderAs(const LogFile& log)
{
  Options options;
  options.settings = log.settings();
  options.messageIdNames = log.messageIdNames();
  options.typeInfo = log.typeInfo();
  options.writeTypeInfo = log.typeInfo() != nullptr;
  return options;
}

namespace
{
  constexpr std::size_t bufferSize = std::size_t(1) << 20;
}

LogWriter::~LogWriter()
{
  if(descriptor >= 0)
  {
    std::string ignored;
    close(ignored);
  }
}

bool LogWriter::open(const std::string& fileName, const Options& logOptions, std::string& error)
{
  if(descriptor >= 0)
    close(error);
  options = logOptions;
  path = fileName;
  descriptor = ::open(fileName.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if(descriptor < 0)
  {
    error = fileName + ": " + std::strerror(errno);
    return false;
  }
  buffer.reserve(bufferSize);
  total = dataSize = 0;

  OutBinaryMemory header(4096);
  const std::vector<std::string> names = writeHeader(header, options);
  dataStart = header.size();

  std::array<MessageID, 256> map;
  map.fill(undefined);
  for(std::size_t i = 0; i < names.size(); ++i)
    map[i] = MessageIDs::fromName(names[i]);
  index.emplace(map, names.size());

  if(!put(header.data(), header.size()))
  {
    error = path + ": " + lastError;
    return false;
  }
  return true;
}

std::vector<std::string> LogWriter::writeHeader(Out& header, const Options& options)
{
  if(options.settings)
  {
    header << static_cast<unsigned char>(LoggingTools::logFileSettings);
    LoggingTools::write(header, *options.settings);
  }
  std::vector<std::string> names = options.messageIdNames;
  if(names.empty())
    for(unsigned i = 0; i < MessageIDs::count(); ++i)
      names.emplace_back(MessageIDs::getName(static_cast<MessageID>(i)));
  header << static_cast<unsigned char>(LoggingTools::logFileMessageIDs) << static_cast<unsigned char>(names.size());
  for(const std::string& name : names)
    header << name;
  if(options.writeTypeInfo)
    header << static_cast<unsigned char>(LoggingTools::logFileTypeInfo) << (options.typeInfo ? *options.typeInfo : TypeInfo::current());
  if(options.compressed)
    header << static_cast<unsigned char>(LoggingTools::logFileCompressed);
  else
  {
    header << static_cast<unsigned char>(LoggingTools::logFileUncompressed);
    header << 0xffffffffu << 0xffffffffu; // size unknown until close()
  }
  return names;
}

bool LogWriter::put(const void* p, std::size_t size)
{
  if(buffer.size() + size > bufferSize && !flush())
    return false;
  if(size >= bufferSize)
  {
    const char* bytes = static_cast<const char*>(p);
    while(size > 0)
    {
      const ssize_t written = ::write(descriptor, bytes, size);
      if(written < 0 && errno == EINTR)
        continue;
      if(written <= 0)
      {
        lastError = std::strerror(errno);
        return false;
      }
      bytes += written;
      size -= static_cast<std::size_t>(written);
      total += static_cast<std::uint64_t>(written);
    }
    return true;
  }
  buffer.insert(buffer.end(), static_cast<const char*>(p), static_cast<const char*>(p) + size);
  return true;
}

bool LogWriter::flush()
{
  std::size_t done = 0;
  while(done < buffer.size())
  {
    const ssize_t written = ::write(descriptor, buffer.data() + done, buffer.size() - done);
    if(written < 0 && errno == EINTR)
      continue;
    if(written <= 0)
    {
      lastError = std::strerror(errno);
      return false;
    }
    done += static_cast<std::size_t>(written);
  }
  total += done;
  buffer.clear();
  return true;
}

bool LogWriter::write(const char* messages, std::size_t size)
{
  if(descriptor < 0)
    return false;
  if(!options.sizeUnknown)
    index->add(messages, size);
  dataSize += size;
  if(!options.compressed)
    return put(messages, size);

  // A block: u32 compressed size, then the Snappy-compressed streamed queue.
  std::string queue(8 + size, '\0');
  const unsigned low = static_cast<unsigned>(size);
  const unsigned high = static_cast<unsigned>(static_cast<std::uint64_t>(size) >> 32) << 28;
  std::memcpy(queue.data(), &low, 4);
  std::memcpy(queue.data() + 4, &high, 4);
  std::memcpy(queue.data() + 8, messages, size);
  snappy::Compress(queue.data(), queue.size(), &compressedBlock);
  const unsigned blockSize = static_cast<unsigned>(compressedBlock.size());
  return put(&blockSize, 4) && put(compressedBlock.data(), compressedBlock.size());
}

bool LogWriter::close(std::string& error)
{
  if(descriptor < 0)
    return true;
  bool ok = flush();
  if(ok && !options.compressed && !options.sizeUnknown)
  {
    OutBinaryMemory header;
    header << static_cast<unsigned>(dataSize) << (static_cast<unsigned>(dataSize >> 32) << 28);
    ok = pwrite(descriptor, header.data(), 8, static_cast<off_t>(dataStart - 8)) == 8;
    if(ok)
    {
      OutBinaryMemory chunk;
      index->finish().write(chunk);
      ok = put(chunk.data(), chunk.size()) && flush();
    }
    else
      lastError = std::strerror(errno);
  }
  if(::close(descriptor) != 0 && ok)
  {
    ok = false;
    lastError = std::strerror(errno);
  }
  descriptor = -1;
  if(!ok)
    error = path + ": " + lastError;
  return ok;
}
