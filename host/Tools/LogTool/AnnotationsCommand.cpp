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
  const char* const help =
    "usage: touchline-log annotations [options] FILE...\n"
    "\n"
    "List the annotations of a log (ANNOTATION(\"Name\", ...) in the robot code), ordered by\n"
    "frame: frame number (over all threads, as in 'dump'), thread, the annotation's number\n"
    "in its thread, name and description. With several files, each line starts with the\n"
    "file name. The file is never modified.\n"
    "\n"
    "Options:\n"
    "  -h, --help   Show this help.\n"
    "\n"
    "Exit status: 0 success, 1 a file is not a readable log, 2 usage error.\n";

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
}

int LogCommands::annotations(const std::vector<std::string>& args)
{
  CommandLine commandLine({});
  if(const std::optional<int> status = ToolSupport::parse(commandLine, args, "annotations", help, 1, SIZE_MAX))
    return *status;
  int status = ToolSupport::success;
  for(const std::string& path : commandLine.files())
  {
    LogFile log;
    std::string error;
    if(!ToolSupport::openLog(log, path, false, error))
    {
      std::fflush(stdout);
      status = ToolSupport::fail(error);
      continue;
    }
    ToolSupport::printWarnings(log);
    list(log, commandLine.files().size() > 1 ? path + ": " : "");
  }
  return status;
}
