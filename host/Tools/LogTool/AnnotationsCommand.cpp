/**
 * @file AnnotationsCommand.cpp
 * touchline-log annotations: the annotations of a log with their frames.
 */
#include "LogCommands.h"
#include "ToolSupport.h"
#include <algorithm>
#include <cstdint>
#include <cstdio>

namespace
{
  /** An annotation with the thread it belongs to. */
  struct Entry
  {
    const std::string* thread;
    const LogIndex::Annotation* annotation;
  };

  void list(const LogFile& log, const std::string& prefix)
  {
    std::vector<Entry> entries;
    for(const LogIndex::ThreadAnnotations& thread : log.index().annotations)
      for(const LogIndex::Annotation& annotation : thread.annotations)
        entries.push_back({&thread.thread, &annotation});
    std::stable_sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.annotation->frame < b.annotation->frame; });
    if(entries.empty())
    {
      std::printf("%sno annotations\n", prefix.c_str());
      return;
    }
    int frameWidth = 5, threadWidth = 6, numberWidth = 6, nameWidth = 4;
    for(const Entry& e : entries)
    {
      frameWidth = std::max(frameWidth, static_cast<int>(std::to_string(e.annotation->frame).size()));
      threadWidth = std::max(threadWidth, static_cast<int>(e.thread->size()));
      numberWidth = std::max(numberWidth, static_cast<int>(std::to_string(e.annotation->number).size()));
      nameWidth = std::max(nameWidth, static_cast<int>(e.annotation->name.size()));
    }
    std::printf("%s%*s  %-*s  %*s  %-*s  %s\n", prefix.c_str(), frameWidth, "frame", threadWidth, "thread", numberWidth, "number", nameWidth,
                "name", "description");
    for(const Entry& e : entries)
      std::printf("%s%*u  %-*s  %*u  %-*s  %s\n", prefix.c_str(), frameWidth, e.annotation->frame, threadWidth, e.thread->c_str(), numberWidth,
                  e.annotation->number, nameWidth, e.annotation->name.c_str(), e.annotation->description.c_str());
  }

  CommandLine annotationsCommandLine()
  {
    CommandLine commandLine = ToolSupport::logsCommandLine("annotations",
        "List the annotations of a log (ANNOTATION(\"Name\", ...) in the robot code), ordered by frame: "
        "frame number (over all threads, as in 'dump'), thread, the annotation's number in its thread, name "
        "and description. With several files, each line starts with the file name. The file is never modified.");
    commandLine.epilogue("Exit status: 0 success, 1 a file is not a readable log, 2 usage error.\n");
    return commandLine;
  }

  int runAnnotations(const CommandLine& commandLine)
  {
    const std::vector<std::string> files = commandLine.positionalArguments();
    return ToolSupport::forEachLog(files, [&](const LogFile& log) {
      ToolSupport::printWarnings(log);
      list(log, files.size() > 1 ? log.path() + ": " : "");
    });
  }
}

const CommandTool::Command LogCommands::annotations = {annotationsCommandLine, runAnnotations};
