/**
 * @file DumpCommand.cpp
 * touchline-log dump: the frames of a log as text.
 */
#include "LogCommands.h"
#include "MessageFormatter.h"
#include "ProgressBar.h"
#include "ToolSupport.h"
#include <algorithm>
#include <cstdio>
#include <set>

namespace
{
  const char* const help =
    "usage: touchline-log dump [options] FILE\n"
    "\n"
    "Print frames as text: a line 'frame N THREAD' per frame, then a line per message with\n"
    "the id name and the payload size. Representations are decoded through the log's own\n"
    "type information (type name = id name without 'id', e.g. idFrameInfo -> FrameInfo) and\n"
    "shown as a single-line config map; idText and idAnnotation are shown as text; other\n"
    "messages by their size only. Frame numbers count the frames of all threads.\n"
    "\n"
    "Options:\n"
    "  --thread NAME           Only frames of this thread (repeatable).\n"
    "  --id NAME               Only messages with this id, e.g. idFrameInfo or FrameInfo\n"
    "                          (repeatable); frames without such a message are skipped.\n"
    "  --frames FIRST[-LAST]   Only these frames (both included); 'FIRST-' up to the end.\n"
    "  -h, --help              Show this help.\n"
    "\n"
    "The file is never modified. Exit status: 0 success, 1 the file is not a readable log\n"
    "or a thread, id or frame does not exist in it, 2 usage error.\n";

  /** The logged ids of the id names given, or an error naming the first unknown one. */
  bool resolveIds(const LogFile& log, const std::vector<std::string>& names, std::set<unsigned char>& ids, std::string& error)
  {
    const std::size_t count = log.messageIdNames().empty() ? static_cast<std::size_t>(numOfMessageIDs) : log.messageIdNames().size();
    for(const std::string& name : names)
    {
      const std::size_t before = ids.size();
      for(std::size_t id = 0; id < count; ++id)
      {
        const std::string logged = log.loggedIdName(static_cast<unsigned char>(id));
        if(logged == name || logged == "id" + name)
          ids.insert(static_cast<unsigned char>(id));
      }
      if(ids.size() == before)
      {
        error = log.path() + ": the log has no message id '" + name + "'";
        return false;
      }
    }
    return true;
  }

  bool checkThreads(const LogFile& log, const std::vector<std::string>& threads, std::string& error)
  {
    for(const std::string& thread : threads)
      if(std::none_of(log.index().threads.begin(), log.index().threads.end(), [&](const LogIndex::ThreadStatistics& t) { return t.thread == thread; }))
      {
        error = log.path() + ": the log has no thread '" + thread + "' (threads:";
        for(const LogIndex::ThreadStatistics& t : log.index().threads)
          error += " " + t.thread;
        error += ")";
        return false;
      }
    return true;
  }
}

int LogCommands::dump(const std::vector<std::string>& args)
{
  CommandLine commandLine({{"thread", 0, true, true}, {"id", 0, true, true}, {"frames"}});
  if(const std::optional<int> status = ToolSupport::parse(commandLine, args, "dump", help, 1, 1))
    return *status;
  ToolSupport::FrameRange range;
  if(commandLine.has("frames") && !ToolSupport::parseFrameRange(*commandLine.value("frames"), range))
    return ToolSupport::usage("dump", "malformed frame range '" + *commandLine.value("frames") + "' (expected FIRST, FIRST-LAST or FIRST-)");

  LogFile log;
  std::string error;
  if(!ToolSupport::openLog(log, commandLine.files().front(), false, error))
    return ToolSupport::fail(error);
  ToolSupport::printWarnings(log);

  const std::vector<std::string> threads = commandLine.all("thread");
  std::set<unsigned char> ids;
  std::size_t first = 0, last = 0;
  if(!checkThreads(log, threads, error) || !resolveIds(log, commandLine.all("id"), ids, error))
    return ToolSupport::fail(error);
  if(log.frameCount() == 0 && !commandLine.has("frames"))
    return ToolSupport::success;
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
  return ToolSupport::success;
}
