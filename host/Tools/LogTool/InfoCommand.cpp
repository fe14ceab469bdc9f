/**
 * @file InfoCommand.cpp
 * touchline-log info: what a log contains, from its header chunks and its index.
 */
#include "LogCommands.h"
#include "CommandLine/TextLayout.h"
#include "ToolSupport.h"
#include "LogPlayback/FrameTime.h"
#include "LogPlayback/LogDataReader.h"
#include "Logging/DroppedFrames.h"
#include "Streaming/TypeRegistry.h"
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <map>

namespace
{
  void row(const char* label, const std::string& value)
  {
    std::printf("%-13s%s\n", label, value.c_str());
  }

  /** First and last frame start time of the frames of a thread. */
  struct TimeSpan
  {
    std::optional<unsigned> first;
    std::optional<unsigned> last;
  };

  /** The frame start time of a frame, if it has an idStopwatch message. */
  std::optional<unsigned> frameTime(const LogFile& log, std::size_t frame)
  {
    for(const LogFile::Message& message : log.frame(frame).messages())
      if(message.id == idStopwatch)
        return FrameTime::ofStopwatch(message);
    return std::nullopt;
  }

  /**
   * The first and last frame time of every thread that logged idStopwatch. Only frames from
   * both ends are read until every thread has been seen, so this is quick on any log.
   */
  std::map<std::string, TimeSpan> frameTimes(const LogFile& log)
  {
    std::map<std::string, TimeSpan> spans;
    const std::optional<unsigned char> stopwatch = ToolSupport::loggedId(log, idStopwatch);
    if(!stopwatch)
      return spans;
    for(const LogIndex::ThreadStatistics& thread : log.index().threads)
      if(*stopwatch < thread.messages.size() && thread.messages[*stopwatch].count > 0)
        spans[thread.thread];
    std::size_t missing = spans.size();
    for(std::size_t i = 0; i < log.frameCount() && missing > 0; ++i)
    {
      const auto span = spans.find(log.frame(i).thread);
      if(span != spans.end() && !span->second.first && (span->second.first = frameTime(log, i)))
        --missing;
    }
    missing = spans.size();
    for(std::size_t i = log.frameCount(); i-- > 0 && missing > 0;)
    {
      const auto span = spans.find(log.frame(i).thread);
      if(span != spans.end() && !span->second.last && (span->second.last = frameTime(log, i)))
        --missing;
    }
    return spans;
  }

  std::string duration(const LogFile& log)
  {
    std::optional<unsigned> first, last;
    for(const auto& [thread, span] : frameTimes(log))
    {
      if(span.first)
        first = first ? std::min(*first, *span.first) : *span.first;
      if(span.last)
        last = last ? std::max(*last, *span.last) : *span.last;
    }
    if(!first || !last || *last < *first)
      return "unknown (no idStopwatch messages with frame times)";
    char text[100];
    std::snprintf(text, sizeof(text), "%.3f s (frame times %u ms to %u ms)", (*last - *first) / 1000.0, *first, *last);
    return text;
  }

  std::string settings(const LogFile& log)
  {
    if(!log.settings())
      return "none";
    const LoggingTools::LogSettings& s = *log.settings();
    return "head " + s.headName + ", body " + s.bodyName + ", player " + std::to_string(s.playerNumber) + ", location " + s.location +
           ", scenario " + s.scenario;
  }

  void chunks(const LogFile& log)
  {
    std::printf("Chunks:\n");
    for(const auto& [chunk, offset] : log.chunks())
    {
      const char* name = TypeRegistry::getEnumName(chunk);
      std::printf("  byte %-10llu %s\n", static_cast<unsigned long long>(offset), name ? name : "?");
    }
  }

  void frames(const LogFile& log)
  {
    row("Frames:", std::to_string(log.frameCount()));
    const std::optional<unsigned char> begin = ToolSupport::loggedId(log, idFrameBegin);
    std::size_t width = 0;
    for(const LogIndex::ThreadStatistics& thread : log.index().threads)
      width = std::max(width, thread.thread.size());
    for(const LogIndex::ThreadStatistics& thread : log.index().threads)
      std::printf("  %-*s %llu\n", static_cast<int>(width), thread.thread.c_str(),
                  static_cast<unsigned long long>(begin && *begin < thread.messages.size() ? thread.messages[*begin].count : 0));
  }

  void messages(const LogFile& log)
  {
    std::printf("Messages:\n");
    std::size_t width = 0;
    for(const LogIndex::ThreadStatistics& thread : log.index().threads)
      for(std::size_t id = 0; id < thread.messages.size(); ++id)
        if(thread.messages[id].count > 0)
          width = std::max(width, log.loggedIdName(static_cast<unsigned char>(id)).size());
    for(const LogIndex::ThreadStatistics& thread : log.index().threads)
    {
      std::printf("  %s\n", thread.thread.c_str());
      for(std::size_t id = 0; id < thread.messages.size(); ++id)
        if(const LogIndex::MessageStatistics& m = thread.messages[id]; m.count > 0)
          std::printf("    %-*s %8llu  %12llu bytes\n", static_cast<int>(width), log.loggedIdName(static_cast<unsigned char>(id)).c_str(),
                      static_cast<unsigned long long>(m.count), static_cast<unsigned long long>(m.bytes));
    }
  }

  /**
   * The frames the online logger could not log, per thread, from its idDroppedFrames messages
   * (docs/formats/log-file.md). Only read if the index counts any.
   */
  void dropped(const LogFile& log)
  {
    const auto& names = log.messageIdNames();
    const auto id = std::find(names.begin(), names.end(), "idDroppedFrames");
    const auto logged = static_cast<std::size_t>(id - names.begin());
    std::uint64_t gaps = 0;
    for(const LogIndex::ThreadStatistics& thread : log.index().threads)
      gaps += id != names.end() && logged < thread.messages.size() ? thread.messages[logged].count : 0;
    if(gaps == 0)
    {
      row("Dropped:", "none");
      return;
    }
    std::vector<std::pair<std::string, std::uint64_t>> perThread;
    std::uint64_t total = 0, unreadable = 0;
    LogDataReader reader(log.typeInfo());
    for(std::size_t i = 0; i < log.frameCount(); ++i)
    {
      const LogFile::Frame frame = log.frame(i);
      for(const LogFile::Message& message : frame.messages())
        if(message.loggedId == logged)
        {
          DroppedFrames droppedFrames;
          if(!reader.read(message, droppedFrames))
          {
            ++unreadable;
            continue;
          }
          auto entry = std::find_if(perThread.begin(), perThread.end(), [&](const auto& e) { return e.first == frame.thread; });
          if(entry == perThread.end())
            entry = perThread.insert(perThread.end(), {frame.thread, 0});
          entry->second += droppedFrames.frames;
          total += droppedFrames.frames;
        }
    }
    row("Dropped:", std::to_string(total) + " frames in " + std::to_string(gaps) + (gaps == 1 ? " gap" : " gaps") +
                      " (the logger had no free buffer)" + (unreadable ? "; " + std::to_string(unreadable) + " records unreadable" : ""));
    std::size_t width = 0;
    for(const auto& [thread, frames] : perThread)
      width = std::max(width, thread.size());
    for(const auto& [thread, frames] : perThread)
      std::printf("  %-*s %llu\n", static_cast<int>(width), thread.c_str(), static_cast<unsigned long long>(frames));
  }

  void show(const LogFile& log)
  {
    row("File:", log.path());
    row("Size:", std::to_string(log.fileSize()) + " bytes");
    chunks(log);
    row("Settings:", settings(log));
    row("Message ids:", log.messageIdNames().empty() ? std::string("no table (the ids of this version are assumed)")
                                                     : TextLayout::count(log.messageIdNames().size(), "name"));
    const TypeInfo* types = log.typeInfo();
    row("Type info:", types ? "yes (" + TextLayout::count(types->classes.size(), "class", "classes") + ", " + TextLayout::count(types->enums.size(), "enum") + ")"
                            : std::string("no"));
    row("Compressed:", log.isCompressed() ? "yes" : "no");
    if(log.isCompressed())
      row("Data:", std::to_string(log.dataSize()) + " bytes of messages, " + std::to_string(log.fileSize() - log.dataOffset()) +
                     " bytes compressed from byte " + std::to_string(log.dataOffset()));
    else
      row("Data:", std::to_string(log.dataSize()) + " bytes from byte " + std::to_string(log.dataOffset()));
    row("Index:", log.indexWasStored() ? "stored in the file"
                  : log.isCompressed() ? "none (compressed logs have none; built in memory)"
                                       : "not stored (built in memory; 'touchline-log index' stores it)");
    frames(log);
    row("Duration:", duration(log));
    messages(log);
    std::size_t annotations = 0;
    for(const LogIndex::ThreadAnnotations& thread : log.index().annotations)
      annotations += thread.annotations.size();
    row("Annotations:", std::to_string(annotations));
    dropped(log);
    row("Warnings:", log.warnings().empty() ? "none" : std::to_string(log.warnings().size()));
    for(const std::string& warning : log.warnings())
      std::printf("  %s\n", warning.c_str());
  }

  CommandLine infoCommandLine()
  {
    CommandLine commandLine = ToolSupport::logsCommandLine("info",
        "Show what a log contains: its chunks with byte offsets, the settings, the size of the message id "
        "table, whether it has type information and is compressed, the size of the message data, the "
        "frames in total and per thread, the duration (from the frame start times in the idStopwatch "
        "messages), count and bytes of every message id per thread, the number of annotations, the frames "
        "the robot's logger dropped (per thread), and the warnings of the reader (e.g. a log that was cut off).");
    commandLine.details("The file is never modified. A log with an index is shown instantly, whatever its size;\n"
                        "for a log without one, the index is built in memory first ('touchline-log index' stores\n"
                        "it in the file).\n");
    commandLine.epilogue("Exit status: 0 success, 1 a file is not a readable log, 2 usage error.\n");
    return commandLine;
  }

  int runInfo(const CommandLine& commandLine)
  {
    bool first = true;
    return ToolSupport::forEachLog(commandLine.positionalArguments(), [&](const LogFile& log) {
      if(!first)
        std::printf("\n");
      first = false;
      show(log);
    });
  }
}

const CommandTool::Command LogCommands::info = {infoCommandLine, runInfo};
