/**
 * @file IndexCommand.cpp
 * touchline-log index: builds the index of a log and appends it to the file.
 */
#include "LogCommands.h"
#include "CommandLine/TextLayout.h"
#include "ToolSupport.h"
#include <cstdint>
#include <cstdio>
#include <unistd.h>

namespace
{
  std::string threadList(const LogIndex& index)
  {
    std::string text;
    for(const LogIndex::ThreadStatistics& thread : index.threads)
      text += (text.empty() ? "" : ", ") + thread.thread;
    return text;
  }

  int indexFile(const std::string& path)
  {
    LogFile log;
    std::string error;
    if(!ToolSupport::openLog(log, path, true, error, true))
      return ToolSupport::fail(error);
    const std::string summary = TextLayout::count(log.frameCount(), "frame") + ", " + TextLayout::count(log.index().threads.size(), "thread") +
                                (log.index().threads.empty() ? "" : " (" + threadList(log.index()) + ")");
    if(log.indexWasStored())
    {
      ToolSupport::printWarnings(log);
      std::printf("%s: already indexed (%s); the index matches the data\n", path.c_str(), summary.c_str());
      return exitSuccess;
    }
    ToolSupport::printWarnings(log);
    if(log.isCompressed())
      return ToolSupport::fail(path + ": a compressed log has no index chunk; 'touchline-log uncompress' writes an indexed copy");
    if(!log.indexWasWritten())
      return ToolSupport::fail(path + ": the index could not be appended" +
                               (access(path.c_str(), W_OK) != 0 ? std::string(" (the file is not writable)") : std::string(" (see the warnings above)")));
    std::printf("%s: indexed %s; index appended at byte %llu\n", path.c_str(), summary.c_str(),
                static_cast<unsigned long long>(log.dataOffset() + log.dataSize()));
    return exitSuccess;
  }

  CommandLine indexCommandLine()
  {
    CommandLine commandLine = ToolSupport::logsCommandLine("index",
        "Build the index of a log (frame offsets, message statistics per thread, annotations) and append "
        "it to the file, so that the log opens instantly from now on.");
    commandLine.details("The size in the header of the message data is set to the real size (a robot leaves it\n"
                        "unknown while it records). Bytes of an incomplete last frame stay in the file. A stored\n"
                        "index is compared with the data: if it matches, the log is left alone; if not, it is\n"
                        "replaced. Compressed logs have no index chunk; 'touchline-log uncompress' writes an\n"
                        "indexed copy.\n");
    commandLine.epilogue("Exit status: 0 success (also if the log had a matching index already), 1 a file is not a\n"
                         "log or the index cannot be written, 2 usage error.\n");
    return commandLine;
  }

  int runIndex(const CommandLine& commandLine)
  {
    int status = exitSuccess;
    for(const std::string& path : commandLine.positionalArguments())
      if(indexFile(path) != exitSuccess)
        status = exitFailure;
    return status;
  }
}

const CommandTool::Command LogCommands::index = {indexCommandLine, runIndex};
