/**
 * @file RewriteCommands.cpp
 * touchline-log cut, compress and uncompress: frames of a log written to a new log with the
 * same settings, message id table and type information.
 */
#include "LogCommands.h"
#include "CommandLine/TextLayout.h"
#include "LogPlayback/LogWriter.h"
#include "CommandLine/ProgressBar.h"
#include "ToolSupport.h"
#include <cstdio>
#include <filesystem>

namespace
{
  /**
   * Writes frames first..last of a log to a new log; removes the new file if that fails.
   * @return The exit status.
   */
  int copyFrames(const LogFile& log, std::size_t first, std::size_t last, bool compressed, const CommandLine& commandLine)
  {
    const std::string output = *commandLine.text("output");
    std::error_code ignored;
    if(std::filesystem::equivalent(log.path(), output, ignored))
      return ToolSupport::fail(output + ": the output would overwrite the input log");
    if(!ToolSupport::mayWrite(commandLine, output))
      return exitFailure;

    LogWriter::Options options = LogWriter::sameHeaderAs(log);
    options.compressed = compressed;

    LogWriter writer;
    std::string error;
    if(!writer.open(output, options, error))
      return ToolSupport::fail(error);
    std::uint64_t bytes = 0;
    bool ok = true;
    {
      ProgressBar progress("writing " + output, ProgressBar::Unit::frames);
      for(std::size_t i = first; ok && i <= last; ++i)
      {
        progress.update(i - first, last - first + 1);
        const LogFile::Frame frame = log.frame(i);
        ok = writer.write(frame.data, frame.size);
        bytes += frame.size;
      }
    }
    if(!writer.close(error) || !ok)
    {
      std::filesystem::remove(output, ignored);
      return ToolSupport::fail(error.empty() ? output + ": cannot be written" : error);
    }
    const std::string frames = first == 0 && last + 1 == log.frameCount() ? " of " + log.path()
                                                                          : " (" + std::to_string(first) + "-" + std::to_string(last) + " of " + log.path() + ")";
    std::printf("%s: %s%s, %llu bytes of messages, %llu bytes%s\n", output.c_str(), TextLayout::count(last - first + 1, "frame").c_str(), frames.c_str(),
                static_cast<unsigned long long>(bytes), static_cast<unsigned long long>(writer.bytesWritten()),
                compressed ? " compressed" : " with index");
    return exitSuccess;
  }

  /** The command line of compress and uncompress. */
  CommandLine rewriteCommandLine(const char* command, const char* summary, const char* details)
  {
    CommandLine commandLine(std::string("touchline-log ") + command, "[options] FILE -o OUT", summary);
    commandLine.details(details);
    commandLine.option("output", "OUT", "The new log (never FILE itself).").alias('o').required();
    ToolSupport::addForce(commandLine);
    commandLine.positionals("FILE", "log file", 1, 1);
    commandLine.epilogue("Exit status: 0 success, 1 FILE is not a readable log, OUT exists (without --force) or cannot\n"
                         "be written, 2 usage error.\n");
    return commandLine;
  }

  /** compress and uncompress: every frame of a log to a new log. */
  int rewrite(const CommandLine& commandLine, bool compressed)
  {
    LogFile log;
    if(!ToolSupport::openLog(log, commandLine.positionalArguments().front()))
      return exitFailure;
    if(log.frameCount() == 0)
      return ToolSupport::fail(log.path() + ": the log has no complete frames");
    return copyFrames(log, 0, log.frameCount() - 1, compressed, commandLine);
  }

  CommandLine cutCommandLine()
  {
    CommandLine commandLine("touchline-log cut", "[options] FILE --frames FIRST-LAST -o OUT",
                            "Write the frames FIRST to LAST (both included, numbered over all threads as in 'dump') to a new "
                            "uncompressed log with an index.");
    commandLine.details("The settings, the message id table and the type information are copied, the messages are\n"
                        "copied byte for byte.\n");
    commandLine.option("frames", "FIRST-LAST", "The frames to keep (also FIRST, or FIRST- up to the end).").required().check(ToolSupport::checkFrameRange);
    commandLine.option("output", "OUT", "The new log (never FILE itself).").alias('o').required();
    ToolSupport::addForce(commandLine);
    commandLine.positionals("FILE", "log file", 1, 1);
    commandLine.epilogue("Exit status: 0 success, 1 FILE is not a readable log, the frames do not exist, OUT exists\n"
                         "(without --force) or cannot be written, 2 usage error.\n");
    return commandLine;
  }

  int runCut(const CommandLine& commandLine)
  {
    ToolSupport::FrameRange range;
    ToolSupport::parseFrameRange(*commandLine.text("frames"), range);
    LogFile log;
    if(!ToolSupport::openLog(log, commandLine.positionalArguments().front()))
      return exitFailure;
    std::string error;
    std::size_t first = 0, last = 0;
    if(!ToolSupport::resolveFrameRange(range, log.frameCount(), first, last, error))
      return ToolSupport::fail(log.path() + ": " + error);
    return copyFrames(log, first, last, false, commandLine);
  }

  CommandLine compressCommandLine()
  {
    return rewriteCommandLine("compress", "Rewrite a log as logFileCompressed: one Snappy-compressed block per frame.",
                              "The settings, the message id table and the type information are copied. Only complete\n"
                              "frames are copied. Compressed logs have no index: they are indexed in memory whenever\n"
                              "opened.\n");
  }

  int runCompress(const CommandLine& commandLine)
  {
    return rewrite(commandLine, true);
  }

  CommandLine uncompressCommandLine()
  {
    return rewriteCommandLine("uncompress",
                              "Rewrite a log as logFileUncompressed with an index, e.g. a compressed log to replay it without "
                              "decompressing it every time, or a robot's log cut off while it was recorded.",
                              "The settings, the message id table and the type information are copied. Only complete\n"
                              "frames are copied.\n");
  }

  int runUncompress(const CommandLine& commandLine)
  {
    return rewrite(commandLine, false);
  }
}

const CommandTool::Command LogCommands::cut = {cutCommandLine, runCut};
const CommandTool::Command LogCommands::compress = {compressCommandLine, runCompress};
const CommandTool::Command LogCommands::uncompress = {uncompressCommandLine, runUncompress};
