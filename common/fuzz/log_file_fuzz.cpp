// libFuzzer target: log files from untrusted bytes (docs/formats/log-file.md).
//
// The input is opened from memory, read-only: every frame and message is visited, annotations
// and stopwatch payloads are decoded, FrameInfo is read through LogDataReader (converted if the
// log's FrameInfo differs from today's), and every data message whose representation the log's
// type info describes is converted to a config map with TypeInfoStreamer. The writable open
// uses an in-memory file (memfd, no disk) through its /proc/self/fd path.
// Properties checked (abort() if broken): a stored index that is used passes LogIndex::check;
// every annotation is in a frame that exists; opened with Options::verifyIndex, the index is
// the one of the data and every frame is a frame; a log without a matching index, opened
// writably, gets that index appended (with the same frames), and reopened, has it stored —
// unless the read-only open found unexpected bytes after the message data.
#include "LogPlayback/LogDataReader.h"
#include "LogPlayback/LogFile.h"
#include "LogPlayback/StopwatchData.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutStreams.h"
#include "Streaming/TypeInfoStreamer.h"
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <sys/mman.h>
#include <unistd.h>

/** Today's FrameInfo as far as this target knows it (a log may describe another one). */
STREAMABLE(FrameInfo,
{,
  (unsigned)(0) time,
});

/** A broken property: names it and aborts (libFuzzer saves the input). */
#define CHECK(condition) \
  do \
    if(!(condition)) \
    { \
      std::fprintf(stderr, "%s(%d): property broken: %s\n", __FILE__, __LINE__, #condition); \
      std::abort(); \
    } \
  while(false)

namespace
{
  /** A file in memory (memfd): written without touching a disk, opened by LogFile through its path. */
  class MemoryFile
  {
  public:
    explicit MemoryFile(const char* name) : descriptor(memfd_create(name, MFD_CLOEXEC))
    {
      if(descriptor < 0)
        std::abort(); // the harness itself is broken
      path = "/proc/self/fd/" + std::to_string(descriptor);
    }

    /** Replaces the content. */
    void write(const std::uint8_t* data, std::size_t size)
    {
      if(ftruncate(descriptor, 0) != 0)
        std::abort();
      for(std::size_t done = 0; done < size;)
      {
        const ssize_t written = ::pwrite(descriptor, data + done, size - done, static_cast<off_t>(done));
        if(written <= 0)
          std::abort();
        done += static_cast<std::size_t>(written);
      }
    }

    /** The content now (after a LogFile wrote to it). */
    std::string content() const
    {
      std::string bytes(static_cast<std::size_t>(lseek(descriptor, 0, SEEK_END)), '\0');
      if(::pread(descriptor, bytes.data(), bytes.size(), 0) != static_cast<ssize_t>(bytes.size()))
        std::abort();
      return bytes;
    }

    std::string path;

  private:
    int descriptor;
  };

  /** The frames' offsets and sizes; checks that every annotation is in one of them. */
  std::vector<std::pair<std::uint64_t, std::size_t>> framesOf(const LogFile& log)
  {
    std::vector<std::pair<std::uint64_t, std::size_t>> frames;
    for(std::size_t i = 0; i < log.frameCount(); ++i)
    {
      const LogFile::Frame frame = log.frame(i);
      frames.emplace_back(frame.offset, frame.size);
    }
    for(const LogIndex::ThreadAnnotations& thread : log.index().annotations)
      for(const LogIndex::Annotation& annotation : thread.annotations)
        CHECK(annotation.frame < log.frameCount());
    return frames;
  }

  /** Visits and decodes every message of the log. */
  void decode(const LogFile& log)
  {
    const TypeInfo* types = log.typeInfo();
    LogDataReader frameInfoReader(types);
    LogDataReader reader(types);
    for(std::size_t i = 0; i < log.frameCount(); ++i)
      for(const LogFile::Message message : log.frame(i).messages())
      {
        static_cast<void>(log.loggedIdName(message.loggedId));
        if(message.id == idAnnotation)
        {
          LogIndex::Annotation annotation;
          decodeAnnotation(message.payload, message.size, annotation);
        }
        else if(message.id == idStopwatch)
        {
          StopwatchData data;
          data.decode(message.payload, message.size);
        }
        else if(message.id == idFrameInfo)
        {
          FrameInfo info;
          frameInfoReader.read(message, info);
        }
        const std::string type = MessageIDs::representation(message.id);
        if(types && !type.empty() && types->classes.contains(type))
        {
          std::string error;
          {
            InBinaryMemory in(message.payload, message.size);
            OutMapMemory out;
            TypeInfoStreamer(*types).convert(in, out, type, error);
          }
          reader.read(message, type, [&](In& in) {
            OutMapMemory out;
            TypeInfoStreamer(*types).convert(in, out, type, error);
          });
        }
      }
  }
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  static MemoryFile copy("copy.log");
  const char* bytes = reinterpret_cast<const char*>(data);

  LogFile::Options readOnly;
  readOnly.writeIndex = false;
  LogFile log;
  std::string error;
  if(!log.open(bytes, size, "input.log", readOnly, error))
    return 0;
  CHECK(log.dataSize() <= log.fileSize() || log.isCompressed());
  if(log.indexWasStored())
    CHECK(log.index().check(log.dataSize(), log.idMap(), error));
  decode(log);
  const auto frames = framesOf(log);

  // Verified, the index is the one of the data: every frame is a frame. (Without a stored index,
  // the index was built from the data already.)
  LogFile::Options verify = readOnly;
  verify.verifyIndex = true;
  LogFile verified;
  const LogFile* ofData = &log;
  if(log.indexWasStored())
  {
    CHECK(verified.open(bytes, size, "input.log", verify, error));
    CHECK(verified.indexWasStored() == (verified.index() == log.index()));
    framesOf(verified);
    ofData = &verified;
  }
  for(std::size_t i = 0; i < ofData->frameCount(); ++i)
    CHECK(ofData->frame(i).size > 0);

  bool unexpectedBytes = false;
  for(const std::string& warning : log.warnings())
    unexpectedBytes |= warning.find("unexpected bytes") != std::string::npos;
  if(unexpectedBytes || log.isCompressed() || ofData->indexWasStored())
    return 0; // left alone by a writable open (compressed: covered by the read-only opens)

  // Opened writably, the log gets an index: a log without one the index of the data (the frames
  // stay the same), a log with one that does not match the data (verifying) its replacement.
  // Reopened, the log has that index stored.
  copy.write(data, size);
  LogFile::Options writableOptions;
  writableOptions.verifyIndex = log.indexWasStored();
  LogFile writable;
  CHECK(writable.open(copy.path, writableOptions, error));
  CHECK(writable.indexWasWritten() && writable.index() == ofData->index());
  CHECK(framesOf(writable) == framesOf(*ofData));
  const std::string written = copy.content();
  LogFile again;
  CHECK(again.open(written.data(), written.size(), "copy.log", readOnly, error));
  CHECK(again.indexWasStored() && again.index() == writable.index());
  CHECK(framesOf(again) == framesOf(*ofData));
  if(!log.indexWasStored())
    CHECK(framesOf(again) == frames);
  return 0;
}
