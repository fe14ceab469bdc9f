/**
 * @file Console/RemoteLogRecorder.cpp
 * Remote logging into a file, losses recorded as idDroppedFrames (docs/logs.md).
 */
#include "Console/RemoteLogRecorder.h"
#include "LogPlayback/LogWriter.h"
#include "Logging/DroppedFrames.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutStreams.h"
#include <algorithm>
#include <cctype>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace
{
  /** How many frame ends are kept to cut frames off when loss records need room. */
  constexpr std::size_t keptFrameEnds = 64;
  /** Bytes read from the file at a time (grown for a larger message). */
  constexpr std::size_t chunkBytes = std::size_t(1) << 20;

  std::size_t indexOf(const std::vector<std::string>& names, const char* name)
  {
    return static_cast<std::size_t>(std::find(names.begin(), names.end(), name) - names.begin());
  }

  std::string megabytes(std::uint64_t bytes)
  {
    char text[32];
    std::snprintf(text, sizeof(text), "%.1f MB", static_cast<double>(bytes) / 1e6);
    return text;
  }
}

RemoteLogRecorder::~RemoteLogRecorder()
{
  if(descriptor >= 0)
  {
    ::close(descriptor);
    ::unlink(filePath.c_str());
  }
}

bool RemoteLogRecorder::open(const std::string& directory, const std::string& robotName, Header logHeader, std::string& error)
{
  header = std::move(logHeader);
  std::vector<std::string>& names = header.messageIdNames;
  const std::size_t frameBegin = indexOf(names, "idFrameBegin"), frameFinished = indexOf(names, "idFrameFinished");
  if(frameBegin >= names.size() || frameFinished >= names.size())
  {
    error = "the robot's message ids have no idFrameBegin or idFrameFinished";
    return false;
  }
  droppedFramesId = static_cast<unsigned>(indexOf(names, "idDroppedFrames"));
  if(droppedFramesId == names.size())
  {
    if(names.size() >= 256)
    {
      error = "the robot's 256 message ids leave none for idDroppedFrames";
      return false;
    }
    names.emplace_back("idDroppedFrames");
  }
  frameBeginId = static_cast<unsigned>(frameBegin);
  frameFinishedId = static_cast<unsigned>(frameFinished);

  std::string name = robotName;
  for(char& c : name)
    if(!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_' && c != '.')
      c = '-';
  std::string pattern = (directory.empty() ? std::string(".") : directory) + "/.touchline-recording-" + name + "-XXXXXX";
  descriptor = ::mkostemp(pattern.data(), O_CLOEXEC);
  if(descriptor < 0)
  {
    error = "cannot create a recording file in " + (directory.empty() ? std::string(".") : directory) + ": " + std::strerror(errno);
    return false;
  }
  filePath = pattern;
  // A file that cannot grow (a file size limit) must fail a write (EFBIG), not end the program.
  std::signal(SIGXFSZ, SIG_IGN);

  LogWriter::Options options;
  options.settings = header.settings;
  options.messageIdNames = header.messageIdNames;
  options.typeInfo = &header.typeInfo;
  OutBinaryMemory bytes(1 << 16);
  LogWriter::writeHeader(bytes, options);
  if(!append(bytes.data(), bytes.size()))
  {
    error = reason;
    return false;
  }
  dataStart = dataEnd;
  frame.setMaxCapacity(maxFrameBytes);
  return true;
}

void RemoteLogRecorder::record(MessageID hostId, unsigned robotId, const std::string& payload)
{
  if(hostId == idFrameBegin)
  {
    beginFrame(robotId, payload);
    return;
  }
  if(!inFrame || hostId == undefined || !MessageIDs::isData(hostId))
    return;
  if(!frameFailed)
  {
    frame.out.bin.write(payload.data(), payload.size());
    if(!frame.out.finishMessage(static_cast<MessageID>(robotId)))
    {
      frameFailed = true;
      if(reason.empty())
        reason = "a frame of " + thread + " larger than " + megabytes(maxFrameBytes);
    }
  }
  if(hostId == idFrameFinished)
    finishFrame();
}

void RemoteLogRecorder::beginFrame(unsigned robotId, const std::string& payload)
{
  if(inFrame) // the previous frame did not finish: it is not in the log
    lose(frame.size());
  InBinaryMemory in(payload.data(), payload.size());
  in >> thread;
  if(in.failed())
  {
    inFrame = false;
    return;
  }
  inFrame = true;
  frameFailed = false;
  carriedLoss = 0;
  frame.clear();
  frame.out.bin.write(payload.data(), payload.size());
  frame.out.finishMessage(static_cast<MessageID>(robotId));
  const auto loss = losses.find(thread);
  if(loss != losses.end() && loss->second > 0 && !writeFailed)
  {
    DroppedFrames dropped;
    dropped.frames = loss->second;
    frame.out.bin << dropped;
    if(frame.out.finishMessage(static_cast<MessageID>(droppedFramesId)))
      carriedLoss = loss->second;
  }
}

void RemoteLogRecorder::finishFrame()
{
  inFrame = false;
  if(writeFailed || frameFailed)
  {
    lose(frame.size());
    return;
  }
  const std::uint64_t start = dataEnd;
  if(!append(frame.data(), frame.size()))
  {
    writeFailed = true;
    lose(frame.size());
    return;
  }
  ++frameCount;
  if(carriedLoss > 0)
    losses[thread] -= carriedLoss;
  lastFrames.push_back({start, thread});
  if(lastFrames.size() > keptFrameEnds)
    lastFrames.pop_front();
}

void RemoteLogRecorder::lose(std::uint64_t bytes)
{
  ++losses[thread];
  ++lostTotal;
  ++lostFramesUnreported;
  lostBytesUnreported += bytes;
}

bool RemoteLogRecorder::append(const char* data, std::size_t size)
{
  std::size_t done = 0;
  while(done < size)
  {
    const ssize_t written = ::pwrite(descriptor, data + done, size - done, static_cast<off_t>(dataEnd + done));
    if(written < 0 && errno == EINTR)
      continue;
    if(written <= 0)
    {
      reason = filePath + ": " + std::strerror(written < 0 ? errno : ENOSPC);
      if(::ftruncate(descriptor, static_cast<off_t>(dataEnd)) != 0)
        reason += " (and it could not be cut back to its last frame)";
      return false;
    }
    done += static_cast<std::size_t>(written);
  }
  dataEnd += size;
  return true;
}

void RemoteLogRecorder::pause()
{
  inFrame = false;
  recordLosses();
  writeFailed = false;
}

bool RemoteLogRecorder::recordLosses()
{
  for(;;)
  {
    // A frame per thread: idFrameBegin, idDroppedFrames, idFrameFinished, all written at once.
    MessageQueue records;
    unsigned recordFrames = 0;
    for(const auto& [name, frames] : losses)
      if(frames > 0)
      {
        DroppedFrames dropped;
        dropped.frames = frames;
        records.out.bin << name;
        records.out.finishMessage(static_cast<MessageID>(frameBeginId));
        records.out.bin << dropped;
        records.out.finishMessage(static_cast<MessageID>(droppedFramesId));
        records.out.bin << name;
        records.out.finishMessage(static_cast<MessageID>(frameFinishedId));
        ++recordFrames;
      }
    if(recordFrames == 0)
      return true;
    if(append(records.data(), records.size()))
    {
      frameCount += recordFrames;
      losses.clear();
      lastFrames.clear(); // cutting them off would cut the records off too
      return true;
    }
    // No room for the records: the last frame makes room, and is lost too.
    if(lastFrames.empty())
    {
      reason += "; the log could not record the loss";
      return false;
    }
    const FrameEnd last = lastFrames.back();
    lastFrames.pop_back();
    if(::ftruncate(descriptor, static_cast<off_t>(last.start)) != 0)
    {
      reason += "; the log could not record the loss";
      return false;
    }
    const std::uint64_t bytes = dataEnd - last.start;
    dataEnd = last.start;
    --frameCount;
    ++losses[last.thread];
    ++lostTotal;
    ++lostFramesUnreported;
    lostBytesUnreported += bytes;
  }
}

std::string RemoteLogRecorder::takeLossReport()
{
  if(lostFramesUnreported == 0)
    return "";
  const std::string text = "Error: the recording lost " + std::to_string(lostFramesUnreported) + (lostFramesUnreported == 1 ? " frame (" : " frames (") +
                           megabytes(lostBytesUnreported) + "): " + reason + "; the log records how many (idDroppedFrames)";
  lostFramesUnreported = lostBytesUnreported = 0;
  reason.clear();
  return text;
}

bool RemoteLogRecorder::forEachChunk(const std::function<bool(const char* data, std::size_t size)>& handle, std::string& error)
{
  std::vector<char> buffer(chunkBytes);
  std::size_t kept = 0; // bytes of an incomplete message at the start of the buffer
  for(std::uint64_t position = dataStart; position < dataEnd;)
  {
    const std::size_t wanted = static_cast<std::size_t>(std::min<std::uint64_t>(buffer.size() - kept, dataEnd - position));
    const ssize_t got = ::pread(descriptor, buffer.data() + kept, wanted, static_cast<off_t>(position));
    if(got < 0 && errno == EINTR)
      continue;
    if(got <= 0)
    {
      error = filePath + ": " + (got < 0 ? std::strerror(errno) : "ends before its recorded data");
      return false;
    }
    position += static_cast<std::uint64_t>(got);
    const std::size_t size = kept + static_cast<std::size_t>(got);
    std::size_t complete = 0;
    while(complete + MessageQueue::headerSize <= size &&
          complete + MessageQueue::Message{buffer.data() + complete}.totalSize() <= size)
      complete += MessageQueue::Message{buffer.data() + complete}.totalSize();
    if(complete > 0 && !handle(buffer.data(), complete))
      return false;
    kept = size - complete;
    std::memmove(buffer.data(), buffer.data() + complete, kept);
    if(kept >= MessageQueue::headerSize)
      buffer.resize(std::max(buffer.size(), MessageQueue::Message{buffer.data()}.totalSize()));
  }
  return true;
}

bool RemoteLogRecorder::forEachMessage(const std::function<void(const MessageQueue::Message&)>& handle, std::string& error)
{
  return forEachChunk(
    [&](const char* data, std::size_t size) {
      MessageQueue messages;
      messages.setBuffer(data, size);
      for(const MessageQueue::Message message : messages)
        handle(message);
      return true;
    },
    error);
}

bool RemoteLogRecorder::save(const std::string& fileName, std::string& error)
{
  recordLosses();
  LogWriter writer;
  LogWriter::Options options;
  options.settings = header.settings;
  options.messageIdNames = header.messageIdNames;
  options.typeInfo = &header.typeInfo;
  if(!writer.open(fileName, options, error))
    return false;
  const bool copied = forEachChunk([&](const char* data, std::size_t size) { return writer.write(data, size); }, error);
  if(!copied && error.empty())
    error = fileName + ": " + writer.error();
  std::string closeError;
  if(!writer.close(closeError) && error.empty())
    error = closeError;
  return copied && error.empty();
}
