/**
 * @file ExportCommand.cpp
 * touchline-log export: a log as an MCAP file for Foxglove, Lichtblick and PlotJuggler
 * (docs/formats/mcap-export.md).
 */
#include "LogCommands.h"
#include "CommandLine/ProgressBar.h"
#include "CommandLine/TextLayout.h"
#include "JsonOut.h"
#include "McapCompression.h"
#include "McapExport.h"
#include "McapWriter.h"
#include "ToolSupport.h"
#include <cstdio>
#include <filesystem>
#include <memory>

namespace
{
  CommandLine exportCommandLine()
  {
    CommandLine commandLine("touchline-log export", "[options] FILE --mcap OUT",
                            "Write a log as an MCAP file (https://mcap.dev) that Foxglove, Lichtblick and PlotJuggler open.");
    commandLine.details(
      "Every representation the log's type information describes becomes a channel /<thread>/<type> of JSON\n"
      "messages with a JSON schema made from that type information; JPEGImage becomes foxglove.CompressedImage,\n"
      "CameraImage foxglove.RawImage (yuyv), idText foxglove.Log on /log, idAnnotation /annotations and a\n"
      "metadata record 'annotation'. Log and publish time are the frame's time (idStopwatch, else FrameInfo)\n"
      "in ns; a frame without a time gets the time of the frame before. The file is chunked and indexed\n"
      "(docs/formats/mcap-export.md); the chunks are compressed with zstd unless --compression says otherwise.\n");
    commandLine.option("mcap", "OUT", "The MCAP file to write (never FILE itself).").required();
    commandLine.option("compression", "zstd|lz4|none", "How the chunks are compressed (default zstd; lz4 is faster, none for old readers).")
      .oneOf({"zstd", "lz4", "none"});
    commandLine.option("thread", "NAME", "Only frames of this thread.").repeatable();
    commandLine.option("id", "NAME", "Only messages with this id, e.g. idJPEGImage or JointSensorData.").repeatable();
    commandLine.option("frames", "FIRST[-LAST]", "Only these frames (both included); 'FIRST-' up to the end.").check(ToolSupport::checkFrameRange);
    ToolSupport::addForce(commandLine);
    commandLine.positionals("FILE", "log file", 1, 1);
    commandLine.epilogue("Messages without type information and unreadable ones are left out and counted on stderr.\n"
                         "Exit status: 0 success, 1 FILE is not a readable log, a thread, id or frame does not exist in\n"
                         "it, OUT exists (without --force) or cannot be written, 2 usage error.\n");
    return commandLine;
  }

  /** Prints what was left out on stderr. */
  void printLeftOut(const LogFile& log, const McapExport::Report& report)
  {
    const std::string prefix = "touchline-log: " + log.path() + ": warning: ";
    for(const auto& [id, count] : report.skipped)
      std::fprintf(stderr, "%s%s left out: %s (no type information)\n", prefix.c_str(), TextLayout::count(count, "message").c_str(), id.c_str());
    for(const auto& [id, count] : report.failed)
      std::fprintf(stderr, "%s%s of %s left out, first %s\n", prefix.c_str(), TextLayout::count(count, "message").c_str(), id.c_str(),
                   report.firstFailure.at(id).c_str());
    for(const auto& [id, count] : report.leftOver)
      std::fprintf(stderr, "%s%s of %s had bytes after their value (exported without them)\n", prefix.c_str(),
                   TextLayout::count(count, "message").c_str(), id.c_str());
    for(const std::string& note : report.notes)
      std::fprintf(stderr, "%s%s\n", prefix.c_str(), note.c_str());
    if(report.frames > 0 && !report.anyTime)
      std::fprintf(stderr, "%sno frame has a time (idStopwatch or FrameInfo): every message has log time 0\n", prefix.c_str());
    else if(report.framesWithoutTime > 0)
      std::fprintf(stderr, "%sframes without a time of their own (no idStopwatch, no FrameInfo): %zu; their messages have the time of the frame before\n",
                   prefix.c_str(), report.framesWithoutTime);
  }

  int runExport(const CommandLine& commandLine)
  {
    ToolSupport::FrameRange range;
    if(commandLine.has("frames"))
      ToolSupport::parseFrameRange(*commandLine.text("frames"), range);

    LogFile log;
    if(!ToolSupport::openLog(log, commandLine.positionalArguments().front()))
      return exitFailure;
    std::string error;
    McapExport::Options options;
    options.threads = commandLine.all("thread");
    if(!ToolSupport::checkThreads(log, options.threads, error) || !ToolSupport::resolveIds(log, commandLine.all("id"), options.ids, error))
      return ToolSupport::fail(error);
    if(log.frameCount() > 0 || commandLine.has("frames"))
      if(!ToolSupport::resolveFrameRange(range, log.frameCount(), options.first, options.last, error))
        return ToolSupport::fail(log.path() + ": " + error);

    const std::string output = *commandLine.text("mcap");
    std::error_code ignored;
    if(std::filesystem::equivalent(log.path(), output, ignored))
      return ToolSupport::fail(output + ": the output would overwrite the input log");
    if(!ToolSupport::mayWrite(commandLine, output))
      return exitFailure;
    std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(std::fopen(output.c_str(), "wb"), &std::fclose);
    if(!file)
      return ToolSupport::fail(output + ": cannot be written");
    std::setvbuf(file.get(), nullptr, _IOFBF, 1 << 20);

    McapWriter writer(file.get(), *McapCompression::parse(commandLine.text("compression").value_or("zstd")));
    writer.begin("", "touchline-log");
    std::vector<std::pair<std::string, std::string>> about = {{"source", JsonOut::validUtf8(log.path())}};
    if(log.frameCount() > 0)
      about.emplace_back("frames", std::to_string(options.first) + "-" + std::to_string(options.last));
    if(const std::optional<LoggingTools::LogSettings>& settings = log.settings())
    {
      about.emplace_back("head", JsonOut::validUtf8(settings->headName));
      about.emplace_back("body", JsonOut::validUtf8(settings->bodyName));
      about.emplace_back("player", std::to_string(settings->playerNumber));
      about.emplace_back("location", JsonOut::validUtf8(settings->location));
      about.emplace_back("scenario", JsonOut::validUtf8(settings->scenario));
    }
    writer.addMetadata("touchline.log", about);

    McapExport::Report report;
    {
      ProgressBar progress("exporting " + log.path(), ProgressBar::Unit::frames);
      options.progress = [&](std::size_t done, std::size_t total) { progress.update(done, total); };
      McapExport exporter(log, writer, options);
      if(log.frameCount() > 0)
        exporter.run();
      report = exporter.report();
    }
    const bool written = writer.finish();
    const bool closed = std::fclose(file.release()) == 0;
    if(!written || !closed)
    {
      std::filesystem::remove(output, ignored);
      return ToolSupport::fail(output + ": cannot be written" + (writer.error().empty() ? "" : ": " + writer.error()));
    }
    printLeftOut(log, report);
    // "in 3 chunks (zstd, 41% of 12345678 bytes)"
    std::string chunks = TextLayout::count(writer.chunkCount(), "chunk");
    if(writer.compressionKind() != McapCompression::none && writer.uncompressedChunkBytes() > 0)
      chunks += " (" + std::string(McapCompression::name(writer.compressionKind())) + ", " +
                std::to_string((100 * writer.compressedChunkBytes() + writer.uncompressedChunkBytes() / 2) / writer.uncompressedChunkBytes()) +
                "% of " + std::to_string(writer.uncompressedChunkBytes()) + " bytes)";
    std::printf("%s: %s on %s in %s from %s of %s, %llu bytes\n", output.c_str(), TextLayout::count(writer.messageCount(), "message").c_str(),
                TextLayout::count(writer.channelCount(), "channel").c_str(), chunks.c_str(), TextLayout::count(report.frames, "frame").c_str(),
                log.path().c_str(), static_cast<unsigned long long>(writer.bytesWritten()));
    return exitSuccess;
  }
}

const CommandTool::Command LogCommands::exportMcap = {exportCommandLine, runExport};
