/**
 * @file ToolSupport.cpp
 * What the commands of touchline-log share.
 */
#include "ToolSupport.h"
#include "CommandLine/TextLayout.h"
#include "CommandLine/ProgressBar.h"
#include "Streaming/InStreams.h"
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <filesystem>

int ToolSupport::fail(const std::string& message)
{
  std::fprintf(stderr, "touchline-log: %s\n", message.c_str());
  return exitFailure;
}

void ToolSupport::addForce(CommandLine& commandLine)
{
  commandLine.flag("force", "Overwrite OUT if it exists (without: an error).").alias('f');
}

bool ToolSupport::mayWrite(const CommandLine& commandLine, const std::string& output)
{
  std::error_code error;
  if(commandLine.has("force") || !std::filesystem::exists(std::filesystem::symlink_status(output, error)))
    return true;
  fail(output + " exists; --force overwrites it");
  return false;
}

CommandLine ToolSupport::logsCommandLine(const std::string& command, const std::string& summary)
{
  CommandLine commandLine("touchline-log " + command, "[options] FILE...", summary);
  commandLine.positionals("FILE", "log file", 1, SIZE_MAX);
  return commandLine;
}

bool ToolSupport::openLog(LogFile& log, const std::string& path)
{
  std::string error;
  if(!openLog(log, path, false, error))
  {
    fail(error);
    return false;
  }
  printWarnings(log);
  return true;
}

bool ToolSupport::openLog(LogFile& log, const std::string& path, bool writeIndex, std::string& error, bool verifyIndex)
{
  ProgressBar progress("reading " + path, ProgressBar::Unit::bytes);
  bool indexing = false;
  LogFile::Options options;
  options.writeIndex = writeIndex;
  options.verifyIndex = verifyIndex;
  options.progress = [&](std::uint64_t done, std::uint64_t total) {
    if(!indexing)
    {
      progress.relabel("indexing " + path);
      indexing = true;
    }
    progress.update(done, total);
  };
  return log.open(path, options, error);
}

int ToolSupport::forEachLog(const std::vector<std::string>& paths, const std::function<void(const LogFile& log)>& show)
{
  int status = exitSuccess;
  for(const std::string& path : paths)
  {
    LogFile log;
    std::string error;
    if(!openLog(log, path, false, error))
    {
      std::fflush(stdout);
      status = fail(error);
      continue;
    }
    show(log);
  }
  return status;
}

void ToolSupport::printWarnings(const LogFile& log)
{
  std::fflush(stdout);
  for(const std::string& warning : log.warnings())
    std::fprintf(stderr, "touchline-log: %s: warning: %s\n", log.path().c_str(), warning.c_str());
}

bool ToolSupport::parseFrameRange(const std::string& text, FrameRange& range)
{
  const char* const end = text.data() + text.size();
  const auto [afterFirst, firstError] = std::from_chars(text.data(), end, range.first);
  if(firstError != std::errc() || afterFirst == text.data())
    return false;
  if(afterFirst == end)
  {
    range.last = range.first;
    return true;
  }
  if(*afterFirst != '-')
    return false;
  if(afterFirst + 1 == end)
  {
    range.last.reset();
    return true;
  }
  std::size_t last = 0;
  const auto [afterLast, lastError] = std::from_chars(afterFirst + 1, end, last);
  if(lastError != std::errc() || afterLast != end || last < range.first)
    return false;
  range.last = last;
  return true;
}

std::string ToolSupport::checkFrameRange(const std::string& text)
{
  FrameRange range;
  return parseFrameRange(text, range) ? "" : "malformed frame range '" + text + "' (expected FIRST-LAST, FIRST or FIRST-)";
}

bool ToolSupport::resolveFrameRange(const FrameRange& range, std::size_t frameCount, std::size_t& first, std::size_t& last, std::string& error)
{
  if(frameCount == 0)
  {
    error = "the log has no complete frames";
    return false;
  }
  if(range.first >= frameCount || (range.last && *range.last >= frameCount))
  {
    error = "frame " + std::to_string(range.first >= frameCount ? range.first : *range.last) + " does not exist: the log has " +
            TextLayout::count(frameCount, "frame") + " (0-" + std::to_string(frameCount - 1) + ")";
    return false;
  }
  first = range.first;
  last = range.last ? *range.last : frameCount - 1;
  return true;
}

bool ToolSupport::resolveIds(const LogFile& log, const std::vector<std::string>& names, std::set<unsigned char>& ids, std::string& error)
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

bool ToolSupport::checkThreads(const LogFile& log, const std::vector<std::string>& threads, std::string& error)
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

std::optional<unsigned char> ToolSupport::loggedId(const LogFile& log, MessageID id)
{
  const std::size_t count = log.messageIdNames().empty() ? static_cast<std::size_t>(numOfMessageIDs) : log.messageIdNames().size();
  for(std::size_t i = 0; i < count && i < log.idMap().size(); ++i)
    if(log.idMap()[i] == id)
      return static_cast<unsigned char>(i);
  return std::nullopt;
}

