/**
 * @file LogPlayback/LogIndex.cpp
 * Building, writing and reading the index of a log (frames, statistics per thread, annotations).
 */
#include "LogPlayback/LogIndex.h"
#include "Framework/LoggingTools.h"
#include "Streaming/InStreams.h"
#include "Streaming/MessageQueue.h"
#include <algorithm>
#include <cstring>

void LogIndex::write(Out& stream) const
{
  stream << static_cast<unsigned char>(LoggingTools::logFileIndices) << LoggingTools::indexVersion;
  stream << static_cast<unsigned>(usedSize) << static_cast<unsigned>(usedSize >> 32);
  stream << static_cast<unsigned>(frames.size());
  stream.write(frames.data(), frames.size() * sizeof(std::uint64_t));
  stream << static_cast<unsigned>(threads.size());
  for(const ThreadStatistics& thread : threads)
  {
    stream << thread.thread << static_cast<unsigned>(thread.messages.size());
    for(const MessageStatistics& m : thread.messages)
      stream.write(&m, 2 * sizeof(std::uint64_t));
  }
  stream << static_cast<unsigned>(annotations.size());
  for(const ThreadAnnotations& thread : annotations)
  {
    stream << thread.thread << static_cast<unsigned>(thread.annotations.size());
    for(const Annotation& a : thread.annotations)
      stream << a.number << a.frame << a.name << a.description;
  }
}

bool LogIndex::read(In& stream, std::uint64_t maxDataSize, std::string& error)
{
  *this = LogIndex();
  auto count = [&](unsigned& n, std::size_t elementSize, const char* what) {
    stream >> n;
    if(stream.failed())
      return false;
    if(static_cast<std::uint64_t>(n) * elementSize > stream.remaining())
    {
      error = std::string("index: ") + std::to_string(n) + " " + what + " do not fit into the rest of the file";
      return false;
    }
    return true;
  };
  unsigned char version = 0;
  unsigned low = 0, high = 0, n = 0;
  stream >> version;
  if(!stream.failed() && version != LoggingTools::indexVersion)
  {
    error = "index of version " + std::to_string(version) + " (expected " + std::to_string(LoggingTools::indexVersion) + ")";
    return false;
  }
  stream >> low >> high;
  usedSize = low | static_cast<std::uint64_t>(high) << 32;
  if(!count(n, sizeof(std::uint64_t), "frames"))
    return error.empty() ? (error = stream.error(), false) : false;
  frames.resize(n);
  stream.read(frames.data(), n * sizeof(std::uint64_t));
  // Offsets must be inside the data and increasing (checked without branches per frame).
  bool valid = usedSize <= maxDataSize;
  std::uint64_t previous = 0;
  for(std::size_t i = 0; i < frames.size(); ++i)
  {
    const std::uint64_t offset = frames[i] & ~imageFlag;
    valid &= offset < usedSize && (i == 0 || offset > previous);
    previous = offset;
  }
  if(!valid)
  {
    error = "index: impossible frame offsets";
    return false;
  }
  if(!count(n, 8, "threads"))
    return error.empty() ? (error = stream.error(), false) : false;
  threads.resize(n);
  for(ThreadStatistics& thread : threads)
  {
    unsigned m = 0;
    stream >> thread.thread;
    if(!count(m, 2 * sizeof(std::uint64_t), "statistics") || m > 256)
      return error.empty() ? (error = stream.failed() ? stream.error() : "index: more than 256 message ids", false) : false;
    thread.messages.resize(m);
    for(MessageStatistics& s : thread.messages)
      stream.read(&s, 2 * sizeof(std::uint64_t));
  }
  if(!count(n, 8, "annotated threads"))
    return error.empty() ? (error = stream.error(), false) : false;
  annotations.resize(n);
  for(ThreadAnnotations& thread : annotations)
  {
    unsigned m = 0;
    stream >> thread.thread;
    if(!count(m, 16, "annotations"))
      return error.empty() ? (error = stream.error(), false) : false;
    thread.annotations.resize(m);
    for(Annotation& a : thread.annotations)
      stream >> a.number >> a.frame >> a.name >> a.description;
  }
  if(stream.failed())
  {
    error = "index: " + stream.error();
    return false;
  }
  return true;
}

bool decodeAnnotation(const char* payload, std::size_t size, LogIndex::Annotation& annotation)
{
  InBinaryMemory bin(payload, size);
  unsigned number = 0;
  bin >> number;
  if(bin.failed())
    return false;
  std::size_t textStart = 4;
  if(!(number & 0x80000000u))
  {
    unsigned frame = 0; // old format: the frame number follows
    bin >> frame;
    textStart = 8;
    if(bin.failed())
      return false;
  }
  annotation.number = number & 0x7fffffffu;
  InTextMemory text(payload + textStart, size - textStart);
  text >> annotation.name;
  text.readAll(annotation.description);
  return !annotation.name.empty();
}

LogIndexBuilder::LogIndexBuilder(const std::array<MessageID, 256>& idMap, std::size_t numLoggedIds)
  : idMap(idMap), numLoggedIds(numLoggedIds)
{
  touched.reserve(256);
  for(std::size_t i = 0; i < idMap.size(); ++i)
    special[i] = idMap[i] == idFrameBegin || idMap[i] == idFrameFinished || idMap[i] == idAnnotation || idMap[i] == idCameraImage ||
                 idMap[i] == idJPEGImage;
}

void LogIndexBuilder::clearFrame()
{
  for(unsigned char id : touched)
    frameCounts[id] = {};
  touched.clear();
  frameAnnotations.clear();
}

LogIndex::ThreadStatistics& LogIndexBuilder::threadStatistics(const std::string& thread)
{
  for(LogIndex::ThreadStatistics& t : index.threads)
    if(t.thread == thread)
      return t;
  LogIndex::ThreadStatistics& t = index.threads.emplace_back();
  t.thread = thread;
  t.messages.resize(numLoggedIds);
  return t;
}

LogIndex::ThreadAnnotations& LogIndexBuilder::threadAnnotations(const std::string& thread)
{
  for(LogIndex::ThreadAnnotations& t : index.annotations)
    if(t.thread == thread)
      return t;
  LogIndex::ThreadAnnotations& t = index.annotations.emplace_back();
  t.thread = thread;
  return t;
}

bool LogIndexBuilder::message(const char* header, std::uint64_t at)
{
  const auto* h = reinterpret_cast<const unsigned char*>(header);
  const unsigned char logged = h[0];
  const std::size_t size = h[1] | h[2] << 8 | h[3] << 16;
  if(special[logged])
  {
    const MessageID id = idMap[logged];
    if(id == idFrameBegin)
    {
      // The thread name: u32 length and the characters. An unfinished frame before is dropped.
      unsigned length = 0;
      if(size >= 4)
        std::memcpy(&length, header + MessageQueue::headerSize, 4);
      if(size < 4 || length > size - 4)
      {
        error = "idFrameBegin at byte " + std::to_string(at) + " has no thread name";
        return false;
      }
      frameThread.assign(header + MessageQueue::headerSize + 4, length);
      inFrame = true;
      frameHasImage = false;
      frameStart = at;
      clearFrame();
    }
    else if(!inFrame)
      return true;
    else if(id == idCameraImage || id == idJPEGImage)
      frameHasImage = true;
    else if(id == idAnnotation)
    {
      LogIndex::Annotation annotation;
      if(decodeAnnotation(header + MessageQueue::headerSize, size, annotation))
        frameAnnotations.push_back(std::move(annotation));
    }
  }
  if(!inFrame)
    return true;
  LogIndex::MessageStatistics& count = frameCounts[logged];
  if(count.count++ == 0)
    touched.push_back(logged);
  count.bytes += MessageQueue::headerSize + size;

  if(special[logged] && idMap[logged] == idFrameFinished)
  {
    const unsigned frame = static_cast<unsigned>(index.frames.size());
    index.frames.push_back(frameStart | (frameHasImage ? LogIndex::imageFlag : 0));
    LogIndex::ThreadStatistics& statistics = threadStatistics(frameThread);
    for(unsigned char id : touched)
      if(id < statistics.messages.size())
      {
        statistics.messages[id].count += frameCounts[id].count;
        statistics.messages[id].bytes += frameCounts[id].bytes;
      }
    if(!frameAnnotations.empty())
    {
      LogIndex::ThreadAnnotations& annotations = threadAnnotations(frameThread);
      for(LogIndex::Annotation& annotation : frameAnnotations)
      {
        annotation.frame = frame;
        annotations.annotations.push_back(std::move(annotation));
      }
    }
    clearFrame();
    inFrame = false;
    lastFrameEnd = at + MessageQueue::headerSize + size;
  }
  return true;
}

bool LogIndexBuilder::add(const char* data, std::size_t size, const std::function<void(std::uint64_t)>& progress)
{
  const std::uint64_t base = fed;
  fed += size; // counted even after an error: the index describes all data it was given
  if(!error.empty())
    return false;
  std::size_t position = 0;

  // Complete a message split across calls.
  if(!pending.empty())
  {
    const std::size_t headerPart = std::min<std::size_t>(size, pending.size() < MessageQueue::headerSize ? MessageQueue::headerSize - pending.size() : 0);
    pending.append(data, headerPart);
    position = headerPart;
    if(pending.size() < MessageQueue::headerSize)
      return true;
    const std::size_t total = MessageQueue::Message{pending.data()}.totalSize();
    const std::size_t rest = std::min<std::size_t>(size - position, total - pending.size());
    pending.append(data + position, rest);
    position += rest;
    if(pending.size() < total)
      return true;
    if(!message(pending.data(), offset))
      return false;
    offset += total;
    pending.clear();
  }

  std::uint64_t nextProgress = 0;
  while(position + MessageQueue::headerSize <= size)
  {
    const MessageQueue::Message m{data + position};
    if(position + m.totalSize() > size)
      break;
    if(!message(data + position, offset))
      return false;
    position += m.totalSize();
    offset += m.totalSize();
    if(progress && position >= nextProgress)
    {
      progress(base + position);
      nextProgress = position + (std::size_t(16) << 20);
    }
  }
  pending.assign(data + position, size - position);
  return true;
}

LogIndex LogIndexBuilder::finish() const
{
  LogIndex result = index;
  result.usedSize = fed;
  return result;
}
