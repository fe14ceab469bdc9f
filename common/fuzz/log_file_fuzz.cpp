// libFuzzer target: log files from untrusted bytes (docs/formats/log-file.md).
//
// The input is written to a file in a per-process temporary directory and opened read-only:
// every frame and message is visited, annotations and stopwatch payloads are decoded, FrameInfo
// is read through LogDataReader (converted if the log's FrameInfo differs from today's), and
// every data message whose representation the log's type info describes is converted to a
// config map with TypeInfoStreamer.
// Properties checked (abort() if broken): opening a copy writably (which may append an index)
// yields the same frames, and reopening it yields them again, from the stored index if one was
// written — unless the read-only open found unexpected bytes after the message data.
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
#include <fcntl.h>
#include <filesystem>
#include <string>
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
  /** The directory of this process's files, removed at exit (the name outlives static destructors). */
  const std::string& directory()
  {
    static const std::string* const path = [] {
      const auto* name = new std::string((std::filesystem::temp_directory_path() / ("touchline-log-fuzz-" + std::to_string(getpid()))).string());
      std::filesystem::create_directories(*name);
      std::atexit([] {
        std::error_code ignored;
        std::filesystem::remove_all(directory(), ignored);
      });
      return name;
    }();
    return *path;
  }

  void writeFile(const std::string& path, const std::uint8_t* data, std::size_t size)
  {
    const int descriptor = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if(descriptor < 0)
      std::abort(); // the harness itself is broken
    for(std::size_t done = 0; done < size;)
    {
      const ssize_t written = ::write(descriptor, data + done, size - done);
      if(written <= 0)
        std::abort();
      done += static_cast<std::size_t>(written);
    }
    ::close(descriptor);
  }


  /** Visits and decodes everything in the log; returns the frames' offsets and sizes. */
  std::vector<std::pair<std::uint64_t, std::size_t>> visit(const LogFile& log)
  {
    std::vector<std::pair<std::uint64_t, std::size_t>> frames;
    const TypeInfo* types = log.typeInfo();
    LogDataReader frameInfoReader(types);
    LogDataReader reader(types);
    for(std::size_t i = 0; i < log.frameCount(); ++i)
    {
      const LogFile::Frame frame = log.frame(i);
      frames.emplace_back(frame.offset, frame.size);
      for(const LogFile::Message message : frame.messages())
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
    for(const LogIndex::ThreadAnnotations& thread : log.index().annotations)
      for(const LogIndex::Annotation& annotation : thread.annotations)
        CHECK(annotation.frame < log.frameCount());
    return frames;
  }
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  const std::string path = directory() + "/input.log";
  writeFile(path, data, size);

  LogFile::Options readOnly;
  readOnly.writeIndex = false;
  LogFile log;
  std::string error;
  if(!log.open(path, readOnly, error))
    return 0;
  CHECK(log.dataSize() <= log.fileSize() || log.isCompressed());
  const auto frames = visit(log);

  bool unexpectedBytes = false;
  for(const std::string& warning : log.warnings())
    unexpectedBytes |= warning.find("unexpected bytes") != std::string::npos;
  if(unexpectedBytes)
    return 0;

  // Opened writably, the log gets an index (if it has none); the frames stay the same.
  const std::string copy = directory() + "/copy.log";
  writeFile(copy, data, size);
  LogFile writable;
  CHECK(writable.open(copy, {}, error));
  CHECK(visit(writable) == frames);
  LogFile again;
  CHECK(again.open(copy, readOnly, error));
  CHECK(again.frameCount() == log.frameCount());
  CHECK(visit(again) == frames);
  if(writable.indexWasWritten())
    CHECK(again.indexWasStored() && again.index() == writable.index());
  return 0;
}
