/**
 * @file RewriteCommands.cpp
 * touchline-log cut, compress and uncompress: frames of a log written to a new log with the
 * same settings, message id table and type information.
 */
#include "LogCommands.h"
#include "LogPlayback/LogWriter.h"
#include "ProgressBar.h"
#include "ToolSupport.h"
#include <cstdio>
#include <filesystem>

namespace
{
  const char* const cutHelp =
    "usage: touchline-log cut [options] FILE --frames FIRST-LAST -o OUT\n"
    "\n"
    "Write the frames FIRST to LAST (both included, numbered over all threads as in 'dump')\n"
    "to a new uncompressed log with an index. The settings, the message id table and the\n"
    "type information are copied, the messages are copied byte for byte.\n"
    "\n"
    "Options:\n"
    "  --frames FIRST-LAST     The frames to keep (also FIRST, or FIRST- up to the end).\n"
    "  -o, --output OUT        The new log (overwritten if it exists; never FILE itself).\n"
    "  -h, --help              Show this help.\n"
    "\n"
    "Exit status: 0 success, 1 FILE is not a readable log, the frames do not exist or OUT\n"
    "cannot be written, 2 usage error.\n";

  const char* const compressHelp =
    "usage: touchline-log compress [options] FILE -o OUT\n"
    "\n"
    "Rewrite a log as logFileCompressed: one Snappy-compressed block per frame. The settings,\n"
    "the message id table and the type information are copied. Only complete frames are\n"
    "copied. Compressed logs have no index: they are indexed in memory whenever opened.\n"
    "\n"
    "Options:\n"
    "  -o, --output OUT   The new log (overwritten if it exists; never FILE itself).\n"
    "  -h, --help         Show this help.\n"
    "\n"
    "Exit status: 0 success, 1 FILE is not a readable log or OUT cannot be written, 2 usage\n"
    "error.\n";

  const char* const uncompressHelp =
    "usage: touchline-log uncompress [options] FILE -o OUT\n"
    "\n"
    "Rewrite a log as logFileUncompressed with an index, e.g. a compressed log to replay it\n"
    "without decompressing it every time, or a robot's log cut off while it was recorded.\n"
    "The settings, the message id table and the type information are copied. Only complete\n"
    "frames are copied.\n"
    "\n"
    "Options:\n"
    "  -o, --output OUT   The new log (overwritten if it exists; never FILE itself).\n"
    "  -h, --help         Show this help.\n"
    "\n"
    "Exit status: 0 success, 1 FILE is not a readable log or OUT cannot be written, 2 usage\n"
    "error.\n";

  /**
   * Writes frames first..last of a log to a new log; removes the new file if that fails.
   * @return The exit status.
   */
  int copyFrames(const LogFile& log, std::size_t first, std::size_t last, bool compressed, const std::string& output)
  {
    std::error_code ignored;
    if(std::filesystem::equivalent(log.path(), output, ignored))
      return ToolSupport::fail(output + ": the output would overwrite the input log");

    LogWriter::Options options;
    options.settings = log.settings();
    options.messageIdNames = log.messageIdNames();
    options.typeInfo = log.typeInfo();
    options.writeTypeInfo = log.typeInfo() != nullptr;
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
    std::printf("%s: %zu frames%s, %llu bytes of messages, %llu bytes%s\n", output.c_str(), last - first + 1, frames.c_str(),
                static_cast<unsigned long long>(bytes), static_cast<unsigned long long>(writer.bytesWritten()),
                compressed ? " compressed" : " with index");
    return ToolSupport::success;
  }

  /** compress and uncompress: every frame of a log to a new log. */
  int rewrite(const std::vector<std::string>& args, const char* command, const char* help, bool compressed)
  {
    CommandLine commandLine({{"output", 'o'}});
    if(const std::optional<int> status = ToolSupport::parse(commandLine, args, command, help, 1, 1))
      return *status;
    if(!commandLine.has("output"))
      return ToolSupport::usage(command, "no output file given (-o OUT)");
    LogFile log;
    std::string error;
    if(!ToolSupport::openLog(log, commandLine.files().front(), false, error))
      return ToolSupport::fail(error);
    ToolSupport::printWarnings(log);
    if(log.frameCount() == 0)
      return ToolSupport::fail(log.path() + ": the log has no complete frames");
    return copyFrames(log, 0, log.frameCount() - 1, compressed, *commandLine.value("output"));
  }
}

int LogCommands::cut(const std::vector<std::string>& args)
{
  CommandLine commandLine({{"frames"}, {"output", 'o'}});
  if(const std::optional<int> status = ToolSupport::parse(commandLine, args, "cut", cutHelp, 1, 1))
    return *status;
  if(!commandLine.has("frames"))
    return ToolSupport::usage("cut", "no frame range given (--frames FIRST-LAST)");
  if(!commandLine.has("output"))
    return ToolSupport::usage("cut", "no output file given (-o OUT)");
  ToolSupport::FrameRange range;
  if(!ToolSupport::parseFrameRange(*commandLine.value("frames"), range))
    return ToolSupport::usage("cut", "malformed frame range '" + *commandLine.value("frames") + "' (expected FIRST-LAST, FIRST or FIRST-)");

  LogFile log;
  std::string error;
  if(!ToolSupport::openLog(log, commandLine.files().front(), false, error))
    return ToolSupport::fail(error);
  ToolSupport::printWarnings(log);
  std::size_t first = 0, last = 0;
  if(!ToolSupport::resolveFrameRange(range, log.frameCount(), first, last, error))
    return ToolSupport::fail(log.path() + ": " + error);
  return copyFrames(log, first, last, false, *commandLine.value("output"));
}

int LogCommands::compress(const std::vector<std::string>& args)
{
  return rewrite(args, "compress", compressHelp, true);
}

int LogCommands::uncompress(const std::vector<std::string>& args)
{
  return rewrite(args, "uncompress", uncompressHelp, false);
}
