/**
 * @file LogPlayback/LogFile.cpp
 * Opening a log: chunks, the message id table, the frames; memory-mapped, up to the last complete
 * frame.
 */
#include "LogPlayback/LogFile.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutStreams.h"
#include <snappy.h>

namespace
{
  std::string at(std::uint64_t offset) { return " at byte " + std::to_string(offset); }

  /** The largest frame a compressed block may decompress to. */
  constexpr std::size_t maxDecompressedBlock = std::size_t(1) << 30;
}

bool LogFile::open(const std::string& path, const Options& options, std::string& error)
{
  reset();
  if(!file.open(path, options.writeIndex))
  {
    error = path + ": " + file.error();
    return false;
  }
  return read(options, error);
}

bool LogFile::open(const char* data, std::size_t size, const std::string& name, const Options& options, std::string& error)
{
  reset();
  file.view(data, size, name);
  Options readOnly = options;
  readOnly.writeIndex = false;
  return read(readOnly, error);
}

void LogFile::reset()
{
  file.close();
  logSettings.reset();
  idNames.clear();
  types.reset();
  compressed = sizeUnknown = sizeUnknownAtOpen = indexStored = indexWritten = false;
  dataStart = messagesSize = 0;
  messages = nullptr;
  decompressed.clear();
  logIndex = LogIndex();
  warningList.clear();
  chunkList.clear();
}

bool LogFile::read(const Options& options, std::string& error)
{
  const std::string& path = file.path();
  if(file.size() == 0)
  {
    error = path + ": empty file, not a log";
    return false;
  }
  if(!readHeaderChunks(options, error))
  {
    error = path + ": " + error;
    return false;
  }
  if(indexStored && options.verifyIndex)
    verifyIndex(options);
  if(!indexStored)
  {
    buildIndex(options);
    if(options.writeIndex && !compressed)
    {
      if(file.isWritable())
        appendIndex();
      else
        warningList.push_back("the index could not be written: the file is read-only");
    }
  }
  return true;
}

bool LogFile::readHeaderChunks(const Options& options, std::string& error)
{
  // Without a message id chunk, the ids are today's.
  for(std::size_t i = 0; i < ids.size(); ++i)
    ids[i] = i < numOfMessageIDs ? static_cast<MessageID>(i) : undefined;

  std::uint64_t offset = 0;
  while(offset < file.size())
  {
    const unsigned char chunk = static_cast<unsigned char>(file.data()[offset]);
    if(chunk > LoggingTools::logFileIndices)
    {
      error = (offset == 0 ? "not a log file: " : "corrupt log: ") + std::string("unknown chunk id ") + std::to_string(chunk) + at(offset);
      return false;
    }
    chunkList.emplace_back(static_cast<LoggingTools::LogFileFormat>(chunk), offset);
    InBinaryMemory in(file.data() + offset + 1, file.size() - offset - 1);
    switch(chunk)
    {
      case LoggingTools::logFileUncompressed:
        return readUncompressed(offset + 1, error);
      case LoggingTools::logFileCompressed:
        return readCompressed(offset + 1, options, error);
      case LoggingTools::logFileIndices:
        error = "corrupt log: index chunk before the message data" + at(offset);
        return false;
      case LoggingTools::logFileSettings:
      {
        LoggingTools::LogSettings settings;
        if(!LoggingTools::read(in, settings))
        {
          error = "corrupt settings chunk" + at(offset) + ": " + in.error();
          return false;
        }
        logSettings = settings;
        break;
      }
      case LoggingTools::logFileMessageIDs:
      {
        unsigned char count = 0;
        in >> count;
        idNames.resize(count);
        for(std::string& name : idNames)
          in >> name;
        if(in.failed())
        {
          error = "corrupt message id chunk" + at(offset) + ": " + in.error();
          return false;
        }
        ids.fill(undefined);
        for(std::size_t i = 0; i < idNames.size(); ++i)
          ids[i] = MessageIDs::fromName(idNames[i]);
        break;
      }
      case LoggingTools::logFileTypeInfo:
      {
        TypeInfo info;
        in >> info;
        if(in.failed())
        {
          error = "corrupt type info chunk" + at(offset) + ": " + in.error();
          return false;
        }
        types = std::move(info);
        break;
      }
    }
    offset += 1 + in.offset();
  }
  error = "the log has no message data (no chunk 0 or 1)";
  return false;
}

bool LogFile::readUncompressed(std::uint64_t offset, std::string& error)
{
  if(offset + 8 > file.size())
  {
    error = "the message data header is cut off" + at(offset);
    return false;
  }
  unsigned low = 0, high = 0;
  InBinaryMemory header(file.data() + offset, 8);
  header >> low >> high;
  dataStart = offset + 8;
  const std::uint64_t available = file.size() - dataStart;
  if(low == 0xffffffffu && (high & 0x0fffffffu) == 0x0fffffffu)
  {
    sizeUnknown = sizeUnknownAtOpen = true;
    messagesSize = available;
  }
  else
  {
    messagesSize = low | static_cast<std::uint64_t>(high >> 28) << 32;
    if(messagesSize > available)
    {
      warningList.push_back("the message data header announces " + std::to_string(messagesSize) + " bytes, but the file ends after " +
                            std::to_string(available) + " (the log was cut)");
      messagesSize = available;
    }
  }
  messages = file.data() + dataStart;

  // An index right after the data?
  const std::uint64_t indexOffset = dataStart + messagesSize;
  if(!sizeUnknown && indexOffset < file.size())
  {
    if(static_cast<unsigned char>(file.data()[indexOffset]) == LoggingTools::logFileIndices)
    {
      chunkList.emplace_back(LoggingTools::logFileIndices, indexOffset);
      InBinaryMemory in(file.data() + indexOffset + 1, file.size() - indexOffset - 1);
      std::string indexError;
      if(logIndex.read(in, indexError) && logIndex.check(messagesSize, ids, indexError))
      {
        indexStored = true;
        return true;
      }
      warningList.push_back("the stored index" + at(indexOffset) + " is not usable (" + indexError + "); it is rebuilt");
      logIndex = LogIndex();
    }
    else
      warningList.push_back("unexpected bytes after the message data" + at(indexOffset) + "; they are left alone");
  }
  return true;
}

bool LogFile::readCompressed(std::uint64_t offset, const Options& options, std::string& error)
{
  compressed = true;
  dataStart = offset;
  std::uint64_t position = offset;
  std::string block;
  while(position < file.size())
  {
    if(position + 4 > file.size())
    {
      warningList.push_back("a compressed block header is cut off" + at(position));
      break;
    }
    unsigned size = 0;
    std::memcpy(&size, file.data() + position, 4);
    if(size > file.size() - position - 4)
    {
      warningList.push_back("compressed block" + at(position) + " of " + std::to_string(size) + " bytes is cut off");
      break;
    }
    const char* compressedData = file.data() + position + 4;
    std::size_t length = 0;
    if(!snappy::GetUncompressedLength(compressedData, size, &length) || length > maxDecompressedBlock || length < 8)
    {
      warningList.push_back("compressed block" + at(position) + " is corrupt");
      break;
    }
    block.resize(length);
    if(!snappy::RawUncompress(compressedData, size, block.data()))
    {
      warningList.push_back("compressed block" + at(position) + " does not decompress");
      break;
    }
    // Each block is a streamed queue: 8-byte header, then its messages.
    MessageQueue queue;
    queue.setMaxCapacity(maxDecompressedBlock);
    InBinaryMemory in(block.data(), block.size());
    in >> queue;
    if(in.failed())
      warningList.push_back("compressed block" + at(position) + ": " + in.error());
    decompressed.append(queue.data(), queue.size());
    position += 4 + size;
    if(options.progress)
      options.progress(position - offset, file.size() - offset);
  }
  messages = decompressed.data();
  messagesSize = decompressed.size();
  if(messagesSize == 0 && warningList.empty() && position == offset)
  {
    error = "the compressed log has no blocks";
    return false;
  }
  return true;
}

void LogFile::buildIndex(const Options& options)
{
  LogIndexBuilder builder(ids, idNames.empty() ? static_cast<std::size_t>(numOfMessageIDs) : idNames.size());
  std::function<void(std::uint64_t)> progress;
  if(options.progress)
    progress = [&](std::uint64_t done) { options.progress(done, messagesSize); };
  builder.add(messages, static_cast<std::size_t>(messagesSize), progress);
  if(options.progress)
    options.progress(messagesSize, messagesSize);
  logIndex = builder.finish();
  if(!builder.problem().empty())
    warningList.push_back("corrupt message data: " + builder.problem() + "; the " + std::to_string(logIndex.frames.size()) +
                          " complete frames before it are kept");
  else if(builder.incompleteBytes() > 0)
    warningList.push_back("the last " + std::to_string(builder.incompleteBytes()) + " bytes" +
                          at(dataStart + messagesSize - builder.incompleteBytes()) +
                          " do not form a complete frame (the log was cut); the " + std::to_string(logIndex.frames.size()) +
                          " complete frames before them are kept");
}

void LogFile::verifyIndex(const Options& options)
{
  LogIndex stored = std::move(logIndex);
  buildIndex(options);
  const std::string difference = stored.difference(logIndex);
  if(difference.empty())
  {
    logIndex = std::move(stored);
    return;
  }
  warningList.push_back("the stored index" + at(dataStart + messagesSize) + " does not match the data (" + difference + "); it is rebuilt");
  indexStored = false;
}

void LogFile::appendIndex()
{
  // The header gets the real size, the index goes right after the data. Nothing else changes:
  // bytes of an incomplete last frame stay in the file.
  const std::uint64_t indexOffset = dataStart + messagesSize;
  if(indexOffset < file.size())
  {
    if(static_cast<unsigned char>(file.data()[indexOffset]) != LoggingTools::logFileIndices)
      return; // unknown bytes after the data: leave the file alone
    if(!file.truncate(indexOffset)) // drop the unusable index
      return;
    messages = file.data() + dataStart;
  }
  OutBinaryMemory index;
  logIndex.write(index);
  OutBinaryMemory header;
  header << static_cast<unsigned>(messagesSize) << (static_cast<unsigned>(messagesSize >> 32) << 28);
  if(file.patch(dataStart - 8, header.data(), header.size()) && file.append(index.data(), index.size()))
  {
    indexWritten = true;
    sizeUnknown = false;
    messages = file.data() + dataStart;
  }
  else
    warningList.push_back("the index could not be written: " + file.error());
}

LogFile::Frame LogFile::frame(std::size_t i) const
{
  const std::uint64_t offset = logIndex.frameOffset(i);
  const char* begin = messages + offset;
  const char* end = messages + messagesSize;
  Frame result{"", offset, begin, 0, logIndex.frameHasImage(i), &ids};
  // idFrameBegin with the thread name, ..., idFrameFinished; anything else is no frame.
  for(const char* p = begin; p + MessageQueue::headerSize <= end;)
  {
    const MessageQueue::Message m{p};
    if(p + m.totalSize() > end)
      break;
    const MessageID id = ids[static_cast<unsigned char>(p[0])];
    if(p == begin)
    {
      InBinaryMemory in(m.data(), m.size());
      in >> result.thread;
      if(id != idFrameBegin || in.failed())
        break;
    }
    p += m.totalSize();
    if(id == idFrameFinished)
    {
      result.size = static_cast<std::size_t>(p - begin);
      return result;
    }
  }
  result.thread.clear();
  return result;
}

std::string LogFile::loggedIdName(unsigned char loggedId) const
{
  if(loggedId < idNames.size())
    return idNames[loggedId];
  const char* name = idNames.empty() ? MessageIDs::getName(static_cast<MessageID>(loggedId)) : nullptr;
  return name ? name : "id" + std::to_string(loggedId);
}

void LogFile::releasePages(std::uint64_t from, std::uint64_t to) const
{
  if(!compressed && from < to)
    file.release(static_cast<std::size_t>(dataStart + from), static_cast<std::size_t>(to - from));
}
