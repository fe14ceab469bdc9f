/**
 * @file LogToolTest.cpp
 * Tests of touchline-log, run as a real process on logs written with LogWriter into a
 * temporary directory.
 */
#include "LogPlayback/LogFile.h"
#include "LogPlayback/LogWriter.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/MessageQueue.h"
#include "Process.h"
#include <gtest/gtest.h>
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <spawn.h>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <vector>

extern char** environ;

/** A representation that the tool does not know: it decodes it through the log's type info. */
STREAMABLE(FrameInfo,
{,
  (unsigned)(0) time,
});

namespace
{
  namespace fs = std::filesystem;

  /** Exit status and output of one run of touchline-log. */
  struct ToolRun
  {
    int status = -1; ///< -1 if the process did not exit normally.
    std::string out;
    std::string err;

    std::vector<std::string> lines() const
    {
      std::vector<std::string> result;
      std::istringstream stream(out);
      for(std::string line; std::getline(stream, line);)
        result.push_back(line);
      return result;
    }

    bool hasLine(const std::string& line) const
    {
      const std::vector<std::string> all = lines();
      return std::find(all.begin(), all.end(), line) != all.end();
    }
  };

  std::string slurp(const fs::path& path)
  {
    std::ifstream stream(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(stream), std::istreambuf_iterator<char>());
  }

  /** The whitespace-separated words of a text. */
  std::vector<std::string> words(const std::string& text)
  {
    std::istringstream stream(text);
    return std::vector<std::string>(std::istream_iterator<std::string>(stream), std::istream_iterator<std::string>());
  }

  /** What a frame of a log contains: thread and (id name, payload) of every message. */
  struct FrameContent
  {
    std::string thread;
    std::vector<std::pair<std::string, std::string>> messages;
    bool operator==(const FrameContent&) const = default;
  };

  std::vector<FrameContent> contentOf(const LogFile& log, std::size_t first = 0, std::size_t count = SIZE_MAX)
  {
    std::vector<FrameContent> result;
    for(std::size_t i = first; i < log.frameCount() && i - first < count; ++i)
    {
      FrameContent& content = result.emplace_back();
      content.thread = log.frame(i).thread;
      for(const LogFile::Message& message : log.frame(i).messages())
        content.messages.emplace_back(log.loggedIdName(message.loggedId), std::string(message.payload, message.size));
    }
    return result;
  }

  /** What a test frame contains besides its frame info and stopwatch. */
  struct FrameSpec
  {
    std::string thread;
    unsigned time;
    std::optional<unsigned> annotation; ///< Number of an annotation "Behavior robot fell".
    bool text = false;                  ///< An idText "Hello world".
  };

  /** Writes a frame: idFrameBegin, idFrameInfo, [idAnnotation], [idText], [idStopwatch], idFrameFinished. */
  void writeFrame(MessageQueue& queue, const FrameSpec& spec, unsigned frameNumber, bool stopwatch)
  {
    queue.out.bin << spec.thread;
    queue.out.finishMessage(idFrameBegin);
    FrameInfo frameInfo;
    frameInfo.time = spec.time;
    queue.out.bin << frameInfo;
    queue.out.finishMessage(idFrameInfo);
    if(spec.annotation)
    {
      queue.out.bin << (*spec.annotation | 0x80000000u);
      queue.out.text << "Behavior" << "robot fell"; // as ANNOTATION("Behavior", "robot fell")
      queue.out.finishMessage(idAnnotation);
    }
    if(spec.text)
    {
      queue.out.text << "Hello world"; // as OUTPUT_TEXT("Hello world")
      queue.out.finishMessage(idText);
    }
    if(stopwatch)
    {
      queue.out.bin << static_cast<unsigned short>(1) << static_cast<unsigned short>(0) << std::string("AllModules");
      queue.out.bin << static_cast<unsigned short>(1) << static_cast<unsigned short>(0) << 1500u;
      queue.out.bin << spec.time << frameNumber;
      queue.out.finishMessage(idStopwatch);
    }
    queue.out.bin << spec.thread;
    queue.out.finishMessage(idFrameFinished);
  }

  /** Six frames alternating between Motion and Cognition, with two annotations and a text. */
  const std::vector<FrameSpec> standardFrames = {
    {"Motion", 1000, std::nullopt, false},
    {"Cognition", 1005, 0u, false},
    {"Motion", 1012, std::nullopt, false},
    {"Cognition", 1021, std::nullopt, true},
    {"Motion", 1024, std::nullopt, false},
    {"Cognition", 1037, 1u, false},
  };

  class LogToolTest : public testing::Test
  {
  protected:
    fs::path directory;

    void SetUp() override
    {
      std::string pattern = (fs::temp_directory_path() / "touchline-log-test-XXXXXX").string();
      ASSERT_NE(mkdtemp(pattern.data()), nullptr);
      directory = pattern;
    }

    void TearDown() override
    {
      std::error_code ignored;
      fs::remove_all(directory, ignored);
    }

    /** Writes a log of the frames into the temporary directory; returns its path. */
    std::string writeLog(const std::string& name, const std::vector<FrameSpec>& frames = standardFrames, LogWriter::Options options = {},
                         bool stopwatch = true) const
    {
      const std::string path = (directory / name).string();
      LogWriter writer;
      std::string error;
      EXPECT_TRUE(writer.open(path, options, error)) << error;
      std::vector<unsigned> frameNumbers(2);
      for(const FrameSpec& spec : frames)
      {
        MessageQueue queue;
        writeFrame(queue, spec, frameNumbers[spec.thread == "Motion"]++, stopwatch);
        EXPECT_TRUE(writer.writeFrame(queue));
      }
      EXPECT_TRUE(writer.close(error)) << error;
      return path;
    }

    /** A log as a robot writes it: the data size unknown and no index. */
    std::string writeRobotLog(const std::string& name, const std::vector<FrameSpec>& frames = standardFrames) const
    {
      LogWriter::Options options;
      options.sizeUnknown = true;
      return writeLog(name, frames, options);
    }

    std::string path(const std::string& name) const { return (directory / name).string(); }

    /** Runs touchline-log with the arguments. */
    ToolRun run(const std::vector<std::string>& args) const
    {
      std::vector<std::string> all{TOUCHLINE_LOG_TOOL};
      all.insert(all.end(), args.begin(), args.end());
      const TestProcess::Run run = TestProcess::run(all);
      ToolRun result;
      result.status = run.status >= 128 ? -1 : run.status;
      result.out = run.out;
      result.err = run.err;
      return result;
    }

    static LogFile& open(LogFile& log, const std::string& file)
    {
      LogFile::Options options;
      options.writeIndex = false;
      std::string error;
      EXPECT_TRUE(log.open(file, options, error)) << error;
      return log;
    }
  };

  /** The rows "<id> <count> <bytes> bytes" of a thread in the output of info. */
  std::vector<std::vector<std::string>> statisticsOf(const ToolRun& info, const std::string& thread)
  {
    std::vector<std::vector<std::string>> rows;
    bool inMessages = false, inThread = false;
    for(const std::string& line : info.lines())
    {
      if(line == "Messages:")
        inMessages = true;
      else if(inMessages && !line.starts_with("  "))
        break;
      else if(inMessages && !line.starts_with("    "))
        inThread = line == "  " + thread;
      else if(inThread)
        rows.push_back(words(line));
    }
    return rows;
  }
}

TEST_F(LogToolTest, HelpOfTheToolAndOfEveryCommand)
{
  for(const char* option : {"--help", "-h"})
  {
    const ToolRun help = run({option});
    EXPECT_EQ(help.status, 0);
    EXPECT_TRUE(help.out.starts_with("usage: touchline-log <command> [options] FILE...\n")) << help.out;
  }
  for(const std::string command : {"info", "dump", "index", "cut", "compress", "uncompress", "annotations"})
  {
    const ToolRun help = run({command, "--help"});
    EXPECT_EQ(help.status, 0) << command;
    EXPECT_TRUE(help.out.starts_with("usage: touchline-log " + command + " [options] FILE")) << help.out;
    EXPECT_EQ(help.err, "") << command;
    EXPECT_NE(help.out.find("Exit status"), std::string::npos) << command;
  }
}

TEST_F(LogToolTest, WrongUsageExitsWith2)
{
  const std::string log = writeLog("game.log");
  const std::vector<std::vector<std::string>> wrong = {
    {},
    {"frobnicate", log},
    {"info"},
    {"info", "--verbose", log},
    {"dump"},
    {"dump", log, log},
    {"dump", "--frames", "x", log},
    {"dump", "--frames", "3-1", log},
    {"dump", log, "--frames"},
    {"cut", log, "-o", path("out.log")},
    {"cut", log, "--frames", "1-2"},
    {"compress", log},
    {"uncompress", "-o", path("out.log")},
  };
  for(const std::vector<std::string>& args : wrong)
  {
    const ToolRun result = run(args);
    EXPECT_EQ(result.status, 2) << testing::PrintToString(args);
    EXPECT_NE(result.err, "") << testing::PrintToString(args);
    EXPECT_EQ(result.out, "") << testing::PrintToString(args);
  }
  EXPECT_FALSE(fs::exists(path("out.log")));
}

TEST_F(LogToolTest, InfoShowsTheContentOfAnIndexedLog)
{
  const std::string log = writeLog("game.log");
  const ToolRun info = run({"info", log});
  ASSERT_EQ(info.status, 0) << info.err;
  EXPECT_EQ(info.err, "");
  EXPECT_EQ(info.lines().front(), "File:        " + log);
  EXPECT_TRUE(info.hasLine("Size:        " + std::to_string(fs::file_size(log)) + " bytes"));
  EXPECT_TRUE(info.hasLine("Chunks:"));
  EXPECT_TRUE(info.hasLine("  byte 0          logFileSettings"));
  EXPECT_TRUE(info.hasLine("Settings:    head Default, body Default, player 0, location Default, scenario Default"));
  EXPECT_TRUE(info.hasLine("Message ids: " + std::to_string(MessageIDs::count()) + " names"));
  EXPECT_TRUE(info.hasLine("Compressed:  no"));
  EXPECT_TRUE(info.hasLine("Index:       stored in the file"));
  EXPECT_TRUE(info.hasLine("Frames:      6"));
  EXPECT_TRUE(info.hasLine("  Motion    3"));
  EXPECT_TRUE(info.hasLine("  Cognition 3"));
  EXPECT_TRUE(info.hasLine("Duration:    0.037 s (frame times 1000 ms to 1037 ms)"));
  EXPECT_TRUE(info.hasLine("Annotations: 2"));
  EXPECT_TRUE(info.hasLine("Warnings:    none"));

  LogFile file;
  open(file, log);
  EXPECT_TRUE(info.hasLine("Data:        " + std::to_string(file.dataSize()) + " bytes from byte " + std::to_string(file.dataOffset())));
  std::vector<std::string> chunks;
  for(const auto& [chunk, offset] : file.chunks())
    chunks.push_back("  byte " + std::to_string(offset));
  ASSERT_EQ(chunks.size(), 5u);
  for(const std::string& chunk : chunks)
    EXPECT_NE(info.out.find(chunk + " "), std::string::npos) << chunk;

  // Payloads: thread name 4 + 6 or 4 + 9 bytes, FrameInfo 4 bytes, stopwatch 2 + 2 + 14 + 2 + 2 + 4 + 8 = 34 bytes,
  // annotation 4 + 22 bytes, text 14 bytes; each message has a 4-byte header.
  using Rows = std::vector<std::vector<std::string>>;
  EXPECT_EQ(statisticsOf(info, "Motion"), (Rows{{"idFrameBegin", "3", "42", "bytes"},
                                                {"idFrameFinished", "3", "42", "bytes"},
                                                {"idStopwatch", "3", "114", "bytes"},
                                                {"idFrameInfo", "3", "24", "bytes"}}));
  const Rows cognition = statisticsOf(info, "Cognition");
  EXPECT_NE(std::find(cognition.begin(), cognition.end(), std::vector<std::string>{"idFrameBegin", "3", "51", "bytes"}), cognition.end());
  EXPECT_NE(std::find(cognition.begin(), cognition.end(), std::vector<std::string>{"idAnnotation", "2", "60", "bytes"}), cognition.end());
  EXPECT_NE(std::find(cognition.begin(), cognition.end(), std::vector<std::string>{"idText", "1", "18", "bytes"}), cognition.end());
}

TEST_F(LogToolTest, InfoDoesNotModifyAnUnindexedLog)
{
  const std::string log = writeRobotLog("robot.log");
  const std::string before = slurp(log);
  const ToolRun info = run({"info", log});
  ASSERT_EQ(info.status, 0) << info.err;
  EXPECT_TRUE(info.hasLine("Index:       not stored (built in memory; 'touchline-log index' stores it)"));
  EXPECT_TRUE(info.hasLine("Frames:      6"));
  EXPECT_TRUE(info.hasLine("Annotations: 2"));
  EXPECT_EQ(slurp(log), before);
}

TEST_F(LogToolTest, InfoWithoutStopwatchesHasNoDuration)
{
  const std::string log = writeLog("game.log", standardFrames, {}, false);
  const ToolRun info = run({"info", log});
  ASSERT_EQ(info.status, 0) << info.err;
  EXPECT_TRUE(info.hasLine("Duration:    unknown (no idStopwatch messages with frame times)"));
}

TEST_F(LogToolTest, DumpDecodesThroughTheTypeInfoOfTheLog)
{
  const std::string log = writeLog("game.log");
  const ToolRun dump = run({"dump", log, "--frames", "0-1"});
  ASSERT_EQ(dump.status, 0) << dump.err;
  EXPECT_EQ(dump.out,
            "frame 0 Motion\n"
            "  idFrameBegin 10 bytes\n"
            "  idFrameInfo 4 bytes: time = 1000;\n"
            "  idStopwatch 34 bytes\n"
            "  idFrameFinished 10 bytes\n"
            "frame 1 Cognition\n"
            "  idFrameBegin 13 bytes\n"
            "  idFrameInfo 4 bytes: time = 1005;\n"
            "  idAnnotation 26 bytes: #0 Behavior: robot fell\n"
            "  idStopwatch 34 bytes\n"
            "  idFrameFinished 13 bytes\n");
  EXPECT_EQ(dump.err, "");

  // The whole log: every frame once, in order.
  const ToolRun all = run({"dump", log});
  ASSERT_EQ(all.status, 0) << all.err;
  std::vector<std::string> headers;
  for(const std::string& line : all.lines())
    if(line.starts_with("frame "))
      headers.push_back(line);
  EXPECT_EQ(headers, (std::vector<std::string>{"frame 0 Motion", "frame 1 Cognition", "frame 2 Motion", "frame 3 Cognition", "frame 4 Motion",
                                               "frame 5 Cognition"}));
  EXPECT_TRUE(all.hasLine("  idText 14 bytes: Hello world"));
}

TEST_F(LogToolTest, DumpFiltersByThreadIdAndFrames)
{
  const std::string log = writeLog("game.log");
  const ToolRun filtered = run({"dump", log, "--thread", "Cognition", "--id", "FrameInfo", "--id", "idText", "--frames", "2-"});
  ASSERT_EQ(filtered.status, 0) << filtered.err;
  EXPECT_EQ(filtered.out,
            "frame 3 Cognition\n"
            "  idFrameInfo 4 bytes: time = 1021;\n"
            "  idText 14 bytes: Hello world\n"
            "frame 5 Cognition\n"
            "  idFrameInfo 4 bytes: time = 1037;\n");

  const ToolRun annotations = run({"dump", "--id=idAnnotation", log});
  ASSERT_EQ(annotations.status, 0) << annotations.err;
  EXPECT_EQ(annotations.out,
            "frame 1 Cognition\n"
            "  idAnnotation 26 bytes: #0 Behavior: robot fell\n"
            "frame 5 Cognition\n"
            "  idAnnotation 26 bytes: #1 Behavior: robot fell\n");

  const ToolRun single = run({"dump", log, "--frames", "4", "--id", "idFrameInfo"});
  ASSERT_EQ(single.status, 0) << single.err;
  EXPECT_EQ(single.out, "frame 4 Motion\n  idFrameInfo 4 bytes: time = 1024;\n");

  const ToolRun thread = run({"dump", log, "--thread", "Vision"});
  EXPECT_EQ(thread.status, 1);
  EXPECT_EQ(thread.err, "touchline-log: " + log + ": the log has no thread 'Vision' (threads: Motion Cognition)\n");
  const ToolRun id = run({"dump", log, "--id", "idBallModelX"});
  EXPECT_EQ(id.status, 1);
  EXPECT_EQ(id.err, "touchline-log: " + log + ": the log has no message id 'idBallModelX'\n");
  const ToolRun frames = run({"dump", log, "--frames", "3-6"});
  EXPECT_EQ(frames.status, 1);
  EXPECT_EQ(frames.err, "touchline-log: " + log + ": frame 6 does not exist: the log has 6 frames (0-5)\n");
  EXPECT_EQ(frames.out, "");
}

TEST_F(LogToolTest, IndexAppendsTheIndexOnce)
{
  const std::string log = writeRobotLog("robot.log");
  const std::uintmax_t size = fs::file_size(log);
  {
    LogFile file;
    EXPECT_FALSE(open(file, log).indexWasStored());
  }
  const ToolRun index = run({"index", log});
  ASSERT_EQ(index.status, 0) << index.err;
  EXPECT_EQ(index.out, log + ": indexed 6 frames, 2 threads (Motion, Cognition); index appended at byte " + std::to_string(size) + "\n");
  EXPECT_GT(fs::file_size(log), size);

  LogFile file;
  open(file, log);
  EXPECT_TRUE(file.indexWasStored());
  EXPECT_EQ(file.frameCount(), 6u);
  EXPECT_TRUE(file.warnings().empty());

  const std::string indexed = slurp(log);
  const ToolRun again = run({"index", log});
  ASSERT_EQ(again.status, 0) << again.err;
  EXPECT_EQ(again.out, log + ": already indexed (6 frames, 2 threads (Motion, Cognition)); the index matches the data\n");
  EXPECT_EQ(slurp(log), indexed);

  // The data of the indexed log equals that of a log written in one go.
  LogFile reference;
  open(reference, writeLog("reference.log"));
  EXPECT_EQ(contentOf(file), contentOf(reference));
  EXPECT_EQ(file.index(), reference.index());
}

TEST_F(LogToolTest, CountsOfOneAreSingular)
{
  const std::string log = writeRobotLog("one.log", {{"Motion", 1000, std::nullopt, false}});
  const ToolRun index = run({"index", log});
  ASSERT_EQ(index.status, 0) << index.err;
  EXPECT_TRUE(index.out.starts_with(log + ": indexed 1 frame, 1 thread (Motion); ")) << index.out;
  const ToolRun again = run({"index", log});
  EXPECT_NE(again.out.find("already indexed (1 frame, 1 thread (Motion))"), std::string::npos) << again.out;
  const ToolRun cut = run({"cut", log, "--frames", "0", "-o", path("cut.log")});
  EXPECT_TRUE(cut.out.starts_with(path("cut.log") + ": 1 frame of " + log + ",")) << cut.out;
  const ToolRun outside = run({"cut", log, "--frames", "3", "-o", path("none.log")});
  EXPECT_NE(outside.err.find("the log has 1 frame (0-0)"), std::string::npos) << outside.err;
}

TEST_F(LogToolTest, CutKeepsAFrameRange)
{
  const std::string log = writeLog("game.log");
  const ToolRun cut = run({"cut", log, "--frames", "1-4", "-o", path("cut.log")});
  ASSERT_EQ(cut.status, 0) << cut.err;
  EXPECT_TRUE(cut.out.starts_with(path("cut.log") + ": 4 frames (1-4 of " + log + ")")) << cut.out;

  LogFile source, result;
  open(source, log);
  open(result, path("cut.log"));
  EXPECT_TRUE(result.indexWasStored());
  EXPECT_FALSE(result.isCompressed());
  ASSERT_EQ(result.frameCount(), 4u);
  EXPECT_EQ(contentOf(result), contentOf(source, 1, 4));
  EXPECT_EQ(result.settings(), source.settings());
  EXPECT_EQ(result.messageIdNames(), source.messageIdNames());
  ASSERT_NE(result.typeInfo(), nullptr);
  EXPECT_EQ(*result.typeInfo(), *source.typeInfo());

  const ToolRun info = run({"info", path("cut.log")});
  EXPECT_TRUE(info.hasLine("Frames:      4"));
  EXPECT_TRUE(info.hasLine("Duration:    0.019 s (frame times 1005 ms to 1024 ms)")) << info.out;
  EXPECT_TRUE(info.hasLine("Annotations: 1"));

  const ToolRun outside = run({"cut", log, "--frames", "5-9", "-o", path("bad.log")});
  EXPECT_EQ(outside.status, 1);
  EXPECT_FALSE(fs::exists(path("bad.log")));

  const std::string before = slurp(log);
  const ToolRun self = run({"cut", log, "--frames", "0-1", "-o", log});
  EXPECT_EQ(self.status, 1);
  EXPECT_EQ(self.err, "touchline-log: " + log + ": the output would overwrite the input log\n");
  EXPECT_EQ(slurp(log), before);
}

TEST_F(LogToolTest, CompressAndUncompressRoundTrip)
{
  LogWriter::Options options;
  options.settings = LoggingTools::LogSettings{"Nao12", "Body34", 3, "Lab", "Game"};
  const std::string log = writeLog("game.log", standardFrames, options);
  const ToolRun compress = run({"compress", log, "-o", path("compressed.log")});
  ASSERT_EQ(compress.status, 0) << compress.err;

  LogFile source, compressed;
  open(source, log);
  open(compressed, path("compressed.log"));
  EXPECT_TRUE(compressed.isCompressed());
  EXPECT_EQ(contentOf(compressed), contentOf(source));
  EXPECT_EQ(compressed.settings(), source.settings());
  EXPECT_EQ(compressed.messageIdNames(), source.messageIdNames());
  ASSERT_NE(compressed.typeInfo(), nullptr);
  EXPECT_EQ(*compressed.typeInfo(), *source.typeInfo());
  EXPECT_TRUE(compressed.warnings().empty());

  const ToolRun info = run({"info", path("compressed.log")});
  ASSERT_EQ(info.status, 0) << info.err;
  EXPECT_TRUE(info.hasLine("Compressed:  yes"));
  EXPECT_TRUE(info.hasLine("Index:       none (compressed logs have none; built in memory)"));
  EXPECT_TRUE(info.hasLine("Settings:    head Nao12, body Body34, player 3, location Lab, scenario Game"));
  const ToolRun index = run({"index", path("compressed.log")});
  EXPECT_EQ(index.status, 1);

  const ToolRun uncompress = run({"uncompress", path("compressed.log"), "-o", path("uncompressed.log")});
  ASSERT_EQ(uncompress.status, 0) << uncompress.err;
  LogFile uncompressed;
  open(uncompressed, path("uncompressed.log"));
  EXPECT_FALSE(uncompressed.isCompressed());
  EXPECT_TRUE(uncompressed.indexWasStored());
  EXPECT_EQ(contentOf(uncompressed), contentOf(source));
  EXPECT_EQ(uncompressed.index(), source.index());
  EXPECT_EQ(slurp(path("uncompressed.log")), slurp(log));
}

TEST_F(LogToolTest, ATruncatedLogWarnsAndDumpsItsCompleteFrames)
{
  const std::string log = writeRobotLog("robot.log");
  std::uint64_t cut = 0;
  {
    LogFile file;
    open(file, log);
    cut = file.dataOffset() + file.index().frameOffset(4) + 7; // inside the idFrameBegin of frame 4
  }
  fs::resize_file(log, cut);
  const std::string before = slurp(log);

  const ToolRun info = run({"info", log});
  ASSERT_EQ(info.status, 0) << info.err;
  EXPECT_TRUE(info.hasLine("Frames:      4"));
  EXPECT_TRUE(info.hasLine("Warnings:    1"));
  const std::string warning = "the last 7 bytes at byte " + std::to_string(cut - 7) +
                              " do not form a complete frame (the log was cut); the 4 complete frames before them are kept";
  EXPECT_TRUE(info.hasLine("  " + warning)) << info.out;

  const ToolRun dump = run({"dump", log});
  ASSERT_EQ(dump.status, 0) << dump.err;
  EXPECT_EQ(dump.err, "touchline-log: " + log + ": warning: " + warning + "\n");
  EXPECT_TRUE(dump.hasLine("frame 3 Cognition"));
  EXPECT_FALSE(dump.hasLine("frame 4 Motion"));
  EXPECT_TRUE(dump.hasLine("  idFrameInfo 4 bytes: time = 1021;"));
  EXPECT_EQ(slurp(log), before);

  // uncompress turns it into a complete, indexed log of the complete frames.
  const ToolRun repaired = run({"uncompress", log, "-o", path("repaired.log")});
  ASSERT_EQ(repaired.status, 0) << repaired.err;
  LogFile source, result;
  open(source, log);
  open(result, path("repaired.log"));
  EXPECT_TRUE(result.warnings().empty());
  EXPECT_EQ(contentOf(result), contentOf(source));
}

TEST_F(LogToolTest, AnnotationsAreListedWithTheirFrames)
{
  const std::string log = writeLog("game.log");
  const ToolRun annotations = run({"annotations", log});
  ASSERT_EQ(annotations.status, 0) << annotations.err;
  EXPECT_EQ(annotations.out,
            "frame  thread     number  name      description\n"
            "    1  Cognition       0  Behavior  robot fell\n"
            "    5  Cognition       1  Behavior  robot fell\n");

  const ToolRun none = run({"annotations", writeLog("quiet.log", {{"Motion", 1000, std::nullopt, false}})});
  ASSERT_EQ(none.status, 0) << none.err;
  EXPECT_EQ(none.out, "no annotations\n");
}

TEST_F(LogToolTest, FilesThatAreNoLogsFailWithTheOffset)
{
  const std::string text = path("notes.txt");
  std::ofstream(text) << "hello, this is not a log\n";
  for(const char* command : {"info", "dump", "index", "annotations"})
  {
    const ToolRun result = run({command, text});
    EXPECT_EQ(result.status, 1) << command;
    EXPECT_EQ(result.err, "touchline-log: " + text + ": not a log file: unknown chunk id 104 at byte 0\n") << command;
  }
  EXPECT_EQ(slurp(text), "hello, this is not a log\n");

  // A corrupt chunk after a valid one: the offset is that of the corrupt chunk.
  const std::string log = writeLog("game.log");
  std::string bytes = slurp(log);
  LogFile file;
  open(file, log);
  const std::uint64_t typeInfo = file.chunks()[2].second;
  ASSERT_EQ(file.chunks()[2].first, LoggingTools::logFileTypeInfo);
  bytes.resize(typeInfo + 3);
  std::ofstream(path("broken.log"), std::ios::binary) << bytes;
  const ToolRun broken = run({"info", path("broken.log")});
  EXPECT_EQ(broken.status, 1);
  EXPECT_TRUE(broken.err.starts_with("touchline-log: " + path("broken.log") + ": corrupt type info chunk at byte " + std::to_string(typeInfo)))
    << broken.err;

  const ToolRun missing = run({"info", path("missing.log")});
  EXPECT_EQ(missing.status, 1);
  EXPECT_TRUE(missing.err.starts_with("touchline-log: " + path("missing.log") + ": ")) << missing.err;
}

TEST_F(LogToolTest, WavWritesTheLoggedAudio)
{
  // Three Audio frames of 2 channels: 4, 0 (no sound card) and 2 frames of samples.
  const std::string path = (directory / "audio.log").string();
  {
    LogWriter writer;
    std::string error;
    ASSERT_TRUE(writer.open(path, {}, error)) << error;
    float next = 0.f;
    for(unsigned frames : {4u, 0u, 2u})
    {
      MessageQueue queue;
      queue.out.bin << std::string("Audio");
      queue.out.finishMessage(idFrameBegin);
      queue.out.bin << 2u << 48000u << 1000u << 0u << (frames > 0) << frames * 2;
      for(unsigned i = 0; i < frames * 2; ++i)
        queue.out.bin << (next += 0.125f);
      queue.out.finishMessage(idAudioData);
      queue.out.bin << std::string("Audio");
      queue.out.finishMessage(idFrameFinished);
      ASSERT_TRUE(writer.writeFrame(queue));
    }
    ASSERT_TRUE(writer.close(error)) << error;
  }
  const ToolRun result = run({"wav", path, "-o", this->path("audio.wav")});
  ASSERT_EQ(result.status, 0) << result.err;
  EXPECT_NE(result.out.find("6 frames of 2 channels at 48000 Hz"), std::string::npos) << result.out;
  std::ifstream file(this->path("audio.wav"), std::ios::binary);
  const std::string wav((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  ASSERT_EQ(wav.size(), 44u + 12u * 4u);
  const auto u32 = [&](std::size_t at) { std::uint32_t v; std::memcpy(&v, wav.data() + at, 4); return v; };
  const auto u16 = [&](std::size_t at) { std::uint16_t v; std::memcpy(&v, wav.data() + at, 2); return v; };
  EXPECT_EQ(wav.substr(0, 4), "RIFF");
  EXPECT_EQ(u32(4), 36u + 48u);
  EXPECT_EQ(wav.substr(8, 8), "WAVEfmt ");
  EXPECT_EQ(u16(20), 3) << "IEEE float";
  EXPECT_EQ(u16(22), 2);
  EXPECT_EQ(u32(24), 48000u);
  EXPECT_EQ(u32(28), 48000u * 8u);
  EXPECT_EQ(u16(32), 8);
  EXPECT_EQ(u16(34), 32);
  EXPECT_EQ(wav.substr(36, 4), "data");
  EXPECT_EQ(u32(40), 48u);
  float last;
  std::memcpy(&last, wav.data() + wav.size() - 4, 4);
  EXPECT_EQ(last, 12 * 0.125f);

  const ToolRun none = run({"wav", writeLog("quiet.log"), "-o", this->path("quiet.wav")});
  EXPECT_EQ(none.status, 1);
  EXPECT_NE(none.err.find("the log has no audio"), std::string::npos) << none.err;

  // An existing WAV file stays unless --force is given.
  const ToolRun again = run({"wav", path, "-o", this->path("audio.wav")});
  EXPECT_EQ(again.status, 1);
  EXPECT_EQ(again.err, "touchline-log: " + this->path("audio.wav") + " exists; --force overwrites it\n");
  EXPECT_EQ(run({"wav", path, "-o", this->path("audio.wav"), "--force"}).status, 0);
}

TEST_F(LogToolTest, AnExistingOutputIsOverwrittenOnlyWithForce)
{
  const std::string log = writeLog("game.log");
  const std::string out = path("out.log");
  for(const std::vector<std::string>& command : std::vector<std::vector<std::string>>{
        {"cut", log, "--frames", "1-2", "-o", out}, {"compress", log, "-o", out}, {"uncompress", log, "-o", out}})
  {
    std::ofstream(out) << "precious";
    const ToolRun refused = run(command);
    EXPECT_EQ(refused.status, 1) << command[0];
    EXPECT_EQ(refused.err, "touchline-log: " + out + " exists; --force overwrites it\n") << command[0];
    EXPECT_EQ(refused.out, "") << command[0];
    EXPECT_EQ(slurp(out), "precious") << command[0];

    std::vector<std::string> forced = command;
    forced.push_back("--force");
    const ToolRun written = run(forced);
    EXPECT_EQ(written.status, 0) << command[0] << ": " << written.err;
    LogFile result;
    open(result, out);
    EXPECT_GE(result.frameCount(), 2u) << command[0];
    fs::remove(out);
  }
  // -f is --force; the input itself is never the output, not even with it.
  EXPECT_EQ(run({"cut", log, "--frames", "1-2", "-o", path("cut.log")}).status, 0);
  EXPECT_EQ(run({"cut", log, "--frames", "1-2", "-o", path("cut.log"), "-f"}).status, 0);
  const ToolRun self = run({"compress", log, "-o", log, "--force"});
  EXPECT_EQ(self.status, 1);
  EXPECT_EQ(self.err, "touchline-log: " + log + ": the output would overwrite the input log\n");
}
