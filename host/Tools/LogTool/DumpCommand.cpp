/**
 * @file DumpCommand.cpp
 * touchline-log dump: the frames of a log as text.
 */
#include "LogCommands.h"
#include "MessageFormatter.h"
#include "CommandLine/ProgressBar.h"
#include "ToolSupport.h"
#include <algorithm>
#include <cstdio>
#include <set>

namespace
{
  CommandLine dumpCommandLine()
  {
    CommandLine commandLine("touchline-log dump", "[options] FILE",
                            "Print frames as text: a line 'frame N THREAD' per frame, then a line per message with the id name "
                            "and the payload size.");
    commandLine.details("Representations are decoded through the log's own type information (type name = id name\n"
                        "without 'id', e.g. idFrameInfo -> FrameInfo) and shown as a single-line config map; idText\n"
                        "and idAnnotation are shown as text; other messages by their size only. Frame numbers\n"
                        "count the frames of all threads.\n");
    commandLine.option("thread", "NAME", "Only frames of this thread.").repeatable();
    commandLine.option("id", "NAME", "Only messages with this id, e.g. idFrameInfo or FrameInfo; frames without such a message are skipped.")
      .repeatable();
    commandLine.option("frames", "FIRST[-LAST]", "Only these frames (both included); 'FIRST-' up to the end.").check(ToolSupport::checkFrameRange);
    commandLine.positionals("FILE", "log file", 1, 1);
    commandLine.epilogue("The file is never modified. Exit status: 0 success, 1 the file is not a readable log\n"
                         "or a thread, id or frame does not exist in it, 2 usage error.\n");
    return commandLine;
  }

  int runDump(const CommandLine& commandLine)
  {
    ToolSupport::FrameRange range;
    if(commandLine.has("frames"))
      ToolSupport::parseFrameRange(*commandLine.text("frames"), range);

    LogFile log;
    if(!ToolSupport::openLog(log, commandLine.positionalArguments().front()))
      return exitFailure;
    std::string error;

    const std::vector<std::string> threads = commandLine.all("thread");
    std::set<unsigned char> ids;
    std::size_t first = 0, last = 0;
    if(!ToolSupport::checkThreads(log, threads, error) || !ToolSupport::resolveIds(log, commandLine.all("id"), ids, error))
      return ToolSupport::fail(error);
    if(log.frameCount() == 0 && !commandLine.has("frames"))
      return exitSuccess;
    if(!ToolSupport::resolveFrameRange(range, log.frameCount(), first, last, error))
      return ToolSupport::fail(log.path() + ": " + error);

    const MessageFormatter formatter(log);
    ProgressBar progress("dumping " + log.path(), ProgressBar::Unit::frames);
    std::string text;
    for(std::size_t i = first; i <= last; ++i)
    {
      progress.update(i - first, last - first + 1);
      const LogFile::Frame frame = log.frame(i);
      if(!threads.empty() && std::find(threads.begin(), threads.end(), frame.thread) == threads.end())
        continue;
      text = "frame " + std::to_string(i) + " " + frame.thread + "\n";
      bool any = ids.empty();
      for(const LogFile::Message& message : frame.messages())
        if(ids.empty() || ids.contains(message.loggedId))
        {
          text += "  " + formatter.format(message) + "\n";
          any = true;
        }
      if(any && std::fwrite(text.data(), 1, text.size(), stdout) != text.size())
        break;
    }
    progress.finish();
    if(std::fflush(stdout) != 0 || std::ferror(stdout))
      return ToolSupport::fail("cannot write the output");
    return exitSuccess;
  }
}

const CommandTool::Command LogCommands::dump = {dumpCommandLine, runDump};
