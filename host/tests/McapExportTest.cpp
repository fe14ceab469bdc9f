/**
 * @file McapExportTest.cpp
 * touchline-log export --mcap end to end: logs written with LogWriter (with a type information
 * made here, so that the test does not depend on the representations linked into it) are
 * exported by the tool as a process and read back by the reference MCAP reader, @mcap/core with
 * @mcap/support's zstd and lz4 decompression, run by node (host/tests/mcap/read_mcap.mjs, which
 * also validates CRCs, indexes and every message against its JSON schema).
 */
#include "LogPlayback/LogFile.h"
#include "LogPlayback/LogWriter.h"
#include "Streaming/MessageQueue.h"
#include "Streaming/TypeInfo.h"
#include "Process.h"
#include <gtest/gtest.h>
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace
{
  namespace fs = std::filesystem;

  /** The types of the test logs: FrameInfo, a representation of every kind of field, the images. */
  TypeInfo testTypes()
  {
    TypeInfo info;
    info.primitives = {"bool", "char", "signed char", "unsigned char", "short", "unsigned short", "int", "unsigned int", "float", "double", "std::string", "Angle"};
    info.enums["Mode"] = {"off", "walk", "kick"};
    info.classes["FrameInfo"] = {{"unsigned int", "time"}};
    info.classes["Pose"] = {{"float", "x"}, {"float", "y"}};
    info.classes["JointSensorData"] = {{"float[2]", "angles"}, {"Angle", "yaw"}, {"Mode", "mode"}, {"std::string", "name"},
                                       {"bool", "ok"}, {"Pose*", "poses"}, {"short", "temperature"}};
    info.classes["JPEGImage"] = {{"unsigned int", "width"}, {"unsigned int", "height"}, {"unsigned int", "timestamp"}, {"unsigned char*", "file"}};
    info.classes["CameraImage"] = {{"unsigned int", "width"}, {"unsigned int", "height"}, {"unsigned int", "timestamp"}, {"unsigned char*", "pixels"}};
    return info;
  }

  const std::string jpegFile("\xff\xd8\xff\xe0JFIF\xff\xd9", 10);

  /** What a test frame holds besides idFrameBegin and idFrameFinished. */
  struct Frame
  {
    std::string thread = "";
    std::optional<unsigned> time = std::nullopt; ///< idStopwatch with this frame time.
    std::optional<unsigned> frameInfo = std::nullopt; ///< FrameInfo with this time.
    bool joints = false, corruptJoints = false, jpeg = false, camera = false, text = false, annotation = false, audio = false;
    std::size_t jpegSize = 0;          ///< > 0: a JPEG file of this size instead of jpegFile.
  };

  void write(MessageQueue& queue, const Frame& f)
  {
    queue.out.bin << f.thread;
    queue.out.finishMessage(idFrameBegin);
    if(f.frameInfo)
    {
      queue.out.bin << *f.frameInfo;
      queue.out.finishMessage(idFrameInfo);
    }
    if(f.joints)
    {
      queue.out.bin << 0.5f << -1.25f << 1.5f << static_cast<unsigned char>(2) << std::string("left \"knee\"") << true;
      queue.out.bin << 1u << 1.f << 2.f << static_cast<short>(-3);
      queue.out.finishMessage(idJointSensorData);
    }
    if(f.corruptJoints)
    {
      queue.out.bin << 0.5f << static_cast<unsigned char>(1);
      queue.out.finishMessage(idJointSensorData);
    }
    if(f.jpeg)
    {
      std::string file = jpegFile;
      if(f.jpegSize > file.size())
        file = jpegFile.substr(0, 4) + std::string(f.jpegSize - 6, 'j') + "\xff\xd9";
      queue.out.bin << 320u << 240u << f.time.value_or(0) << static_cast<unsigned>(file.size());
      queue.out.bin.write(file.data(), file.size());
      queue.out.finishMessage(idJPEGImage);
    }
    if(f.camera)
    {
      queue.out.bin << 2u << 2u << f.time.value_or(0) << 16u;
      for(unsigned char i = 0; i < 16; ++i)
        queue.out.bin << i;
      queue.out.finishMessage(idCameraImage);
    }
    if(f.text)
    {
      queue.out.text << "Hello world";
      queue.out.finishMessage(idText);
    }
    if(f.annotation)
    {
      queue.out.bin << 0x80000000u;
      queue.out.text << "Behavior" << "kick-off";
      queue.out.finishMessage(idAnnotation);
    }
    if(f.audio)
    {
      queue.out.bin << 1u << 2u;
      queue.out.finishMessage(idAudioData);
    }
    if(f.time)
    {
      queue.out.bin << static_cast<unsigned short>(0) << static_cast<unsigned short>(0) << *f.time << 0u;
      queue.out.finishMessage(idStopwatch);
    }
    queue.out.bin << f.thread;
    queue.out.finishMessage(idFrameFinished);
  }

  /** Seven frames of four threads with every kind of message (see the expectations below). */
  std::vector<Frame> mcapFrames()
  {
    std::vector<Frame> frames(7);
    frames[0] = {.thread = "Motion", .time = 1000, .frameInfo = 1000, .joints = true};
    frames[1] = {.thread = "Upper", .time = 1010, .frameInfo = 1010, .jpeg = true};
    frames[2] = {.thread = "Cognition", .time = 1016, .frameInfo = 1016, .text = true, .annotation = true, .audio = true};
    frames[3] = {.thread = "Lower", .time = 1020, .frameInfo = 1020, .camera = true};
    frames[4] = {.thread = "Motion", .joints = true}; // no time of its own
    frames[5] = {.thread = "Motion", .time = 1030, .corruptJoints = true};
    frames[6] = {.thread = "Upper", .time = 1040, .frameInfo = 1040, .jpeg = true};
    return frames;
  }

  /** The output of read_mcap.mjs, by kind of line. */
  struct McapContent
  {
    std::string statistics;
    std::size_t chunkIndexes = 0;
    std::map<std::string, std::string> channels; ///< Topic -> "schema=... encoding=... count=... first=... last=...".
    std::map<std::string, std::string> first;    ///< Topic -> JSON of the first message.
    std::map<std::string, std::string> digests;  ///< Topic -> SHA-256 of every message (sequence, time, data).
    std::map<std::string, std::string> compressions; ///< "zstd", "lz4" or "none" -> "chunks=... compressed=... uncompressed=...".
    std::vector<std::string> metadata;
  };

  class McapExportTest : public testing::Test
  {
  protected:
    fs::path directory;

    void SetUp() override
    {
      std::string pattern = (fs::temp_directory_path() / "touchline-mcap-test-XXXXXX").string();
      ASSERT_NE(mkdtemp(pattern.data()), nullptr);
      directory = pattern;
    }

    void TearDown() override
    {
      std::error_code ignored;
      fs::remove_all(directory, ignored);
    }

    std::string path(const std::string& name) const { return (directory / name).string(); }

    std::string writeLog(const std::string& name, const std::vector<Frame>& frames) const
    {
      static const TypeInfo types = testTypes();
      LogWriter::Options options;
      options.typeInfo = &types;
      LogWriter writer;
      std::string error;
      EXPECT_TRUE(writer.open(path(name), options, error)) << error;
      for(const Frame& frame : frames)
      {
        MessageQueue queue;
        write(queue, frame);
        EXPECT_TRUE(writer.writeFrame(queue));
      }
      EXPECT_TRUE(writer.close(error)) << error;
      return path(name);
    }

    static TestProcess::Run tool(std::vector<std::string> args)
    {
      args.insert(args.begin(), TOUCHLINE_LOG_TOOL);
      return TestProcess::run(args);
    }

    /** Reads an MCAP file with @mcap/core; fails the test if node or the package is missing or the reader finds a problem. */
    static std::optional<McapContent> read(const std::string& file)
    {
      const std::string node = TOUCHLINE_NODE;
      const std::string npm = TOUCHLINE_NPM_DIR;
      if(node.empty() || !fs::exists(node))
      {
        ADD_FAILURE() << "node (Debian package nodejs) is missing: scripts/setup installs it, then configure again";
        return std::nullopt;
      }
      for(const char* package : {"core", "support"})
        if(!fs::exists(fs::path(npm) / "node_modules" / "@mcap" / package / "package.json"))
        {
          ADD_FAILURE() << "@mcap/" << package << " is not installed in " << npm << ": scripts/setup installs it (npm install --prefix " << npm
                        << " @mcap/" << package << ")";
          return std::nullopt;
        }
      const TestProcess::Run run = TestProcess::run({node, TOUCHLINE_MCAP_READER, npm, file});
      if(run.status != 0)
      {
        ADD_FAILURE() << "the MCAP reader failed (" << run.status << "): " << run.err << run.out;
        return std::nullopt;
      }
      McapContent content;
      std::istringstream lines(run.out);
      for(std::string line; std::getline(lines, line);)
      {
        const std::size_t space = line.find(' ');
        const std::string kind = line.substr(0, space), rest = space == std::string::npos ? "" : line.substr(space + 1);
        const std::size_t split = rest.find(' ');
        if(kind == "statistics")
          content.statistics = rest;
        else if(kind == "chunk-indexes")
          content.chunkIndexes = std::stoul(rest);
        else if(kind == "channel")
          content.channels[rest.substr(0, split)] = rest.substr(split + 1);
        else if(kind == "first")
          content.first[rest.substr(0, split)] = rest.substr(split + 1);
        else if(kind == "digest")
          content.digests[rest.substr(0, split)] = rest.substr(split + 1);
        else if(kind == "compression")
          content.compressions[rest.substr(0, split)] = rest.substr(split + 1);
        else if(kind == "metadata")
          content.metadata.push_back(rest);
        else
          ADD_FAILURE() << "unexpected line of the reader: " << line;
      }
      return content;
    }
  };
}

TEST_F(McapExportTest, EveryKindOfMessageBecomesItsChannel)
{
  const std::string log = writeLog("game.log", mcapFrames());
  const TestProcess::Run run = tool({"export", log, "--mcap", path("game.mcap")});
  ASSERT_EQ(run.status, 0) << run.err;
  // zstd unless told otherwise.
  EXPECT_TRUE(run.out.starts_with(path("game.mcap") + ": 12 messages on 9 channels in 1 chunk (zstd, ")) << run.out;
  EXPECT_TRUE(run.out.ends_with(" bytes) from 7 frames of " + log + ", " + std::to_string(fs::file_size(path("game.mcap"))) + " bytes\n")) << run.out;
  const std::string warning = "touchline-log: " + log + ": warning: ";
  EXPECT_NE(run.err.find(warning + "1 message left out: idAudioData (no type information)\n"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find(warning + "1 message of idJointSensorData left out, first frame 5: cannot be read as JointSensorData: "), std::string::npos)
    << run.err;
  EXPECT_NE(run.err.find(warning + "frames without a time of their own (no idStopwatch, no FrameInfo): 1; their messages have the time of the frame before\n"), std::string::npos)
    << run.err;

  const std::optional<McapContent> mcap = read(path("game.mcap"));
  ASSERT_TRUE(mcap);
  EXPECT_EQ(mcap->statistics, "messages=12 schemas=6 channels=9 chunks=1 metadata=2 start=1000000000 end=1040000000");
  EXPECT_EQ(mcap->chunkIndexes, 1u);
  ASSERT_EQ(mcap->compressions.size(), 1u);
  EXPECT_TRUE(mcap->compressions.contains("zstd"));
  const std::map<std::string, std::string> channels = {
    {"/Motion/FrameInfo", "schema=FrameInfo encoding=json count=1 first=1000000000 last=1000000000"},
    // Frame 4 has no time: it has that of frame 3 (Lower, 1020 ms).
    {"/Motion/JointSensorData", "schema=JointSensorData encoding=json count=2 first=1000000000 last=1020000000"},
    {"/Upper/FrameInfo", "schema=FrameInfo encoding=json count=2 first=1010000000 last=1040000000"},
    {"/Upper/JPEGImage", "schema=foxglove.CompressedImage encoding=json count=2 first=1010000000 last=1040000000"},
    {"/Cognition/FrameInfo", "schema=FrameInfo encoding=json count=1 first=1016000000 last=1016000000"},
    {"/log", "schema=foxglove.Log encoding=json count=1 first=1016000000 last=1016000000"},
    {"/annotations", "schema=touchline.Annotation encoding=json count=1 first=1016000000 last=1016000000"},
    {"/Lower/FrameInfo", "schema=FrameInfo encoding=json count=1 first=1020000000 last=1020000000"},
    {"/Lower/CameraImage", "schema=foxglove.RawImage encoding=json count=1 first=1020000000 last=1020000000"},
  };
  EXPECT_EQ(mcap->channels, channels);
  EXPECT_EQ(mcap->first.at("/Motion/FrameInfo"), R"({"time":1000})");
  EXPECT_EQ(mcap->first.at("/Motion/JointSensorData"),
            R"({"angles":[0.5,-1.25],"yaw":1.5,"mode":"kick","name":"left \"knee\"","ok":true,"poses":[{"x":1,"y":2}],"temperature":-3})");
  EXPECT_EQ(mcap->first.at("/Upper/JPEGImage"),
            R"({"timestamp":{"sec":1,"nsec":10000000},"frame_id":"Upper","format":"jpeg","data":"/9j/4EpGSUb/2Q=="})");
  EXPECT_EQ(mcap->first.at("/Lower/CameraImage"),
            R"({"timestamp":{"sec":1,"nsec":20000000},"frame_id":"Lower","width":4,"height":2,"encoding":"yuyv","step":8,)"
            R"("data":"AAECAwQFBgcICQoLDA0ODw=="})");
  EXPECT_EQ(mcap->first.at("/log"),
            R"({"timestamp":{"sec":1,"nsec":16000000},"level":2,"message":"Hello world","name":"Cognition","file":"","line":0})");
  EXPECT_EQ(mcap->first.at("/annotations"), R"({"frame":2,"thread":"Cognition","number":0,"name":"Behavior","description":"kick-off"})");
  ASSERT_EQ(mcap->metadata.size(), 2u);
  EXPECT_EQ(mcap->metadata[0], "touchline.log source=" + log + " frames=0-6 head=Default body=Default player=0 location=Default scenario=Default");
  EXPECT_EQ(mcap->metadata[1], "annotation frame=2 thread=Cognition number=0 name=Behavior description=kick-off log_time_ns=1016000000");
}

TEST_F(McapExportTest, FiltersByThreadIdAndFrames)
{
  const std::string log = writeLog("game.log", mcapFrames());
  ASSERT_EQ(tool({"export", log, "--mcap", path("upper.mcap"), "--thread", "Upper"}).status, 0);
  std::optional<McapContent> mcap = read(path("upper.mcap"));
  ASSERT_TRUE(mcap);
  EXPECT_EQ(mcap->channels.size(), 2u);
  EXPECT_EQ(mcap->channels.at("/Upper/JPEGImage"), "schema=foxglove.CompressedImage encoding=json count=2 first=1010000000 last=1040000000");
  EXPECT_TRUE(mcap->channels.contains("/Upper/FrameInfo"));

  ASSERT_EQ(tool({"export", log, "--mcap", path("images.mcap"), "--id", "idJPEGImage", "--id", "CameraImage"}).status, 0);
  mcap = read(path("images.mcap"));
  ASSERT_TRUE(mcap);
  EXPECT_EQ(mcap->channels.size(), 2u);
  EXPECT_TRUE(mcap->channels.contains("/Upper/JPEGImage"));
  EXPECT_TRUE(mcap->channels.contains("/Lower/CameraImage"));

  // Frame 4 has no time: the first frame with one after it (frame 5, 1030 ms) gives it its time.
  ASSERT_EQ(tool({"export", log, "--mcap", path("range.mcap"), "--frames", "4-6", "--thread", "Motion"}).status, 0);
  mcap = read(path("range.mcap"));
  ASSERT_TRUE(mcap);
  EXPECT_EQ(mcap->channels.size(), 1u);
  EXPECT_EQ(mcap->channels.at("/Motion/JointSensorData"), "schema=JointSensorData encoding=json count=1 first=1030000000 last=1030000000");
  EXPECT_EQ(mcap->metadata.front(), "touchline.log source=" + log + " frames=4-6 head=Default body=Default player=0 location=Default scenario=Default");
}

TEST_F(McapExportTest, LargeExportsAreSplitIntoIndexedChunks)
{
  std::vector<Frame> frames;
  for(unsigned i = 0; i < 40; ++i)
    frames.push_back({.thread = "Upper", .time = 2000 + 33 * i, .frameInfo = 2000 + 33 * i, .jpeg = true, .jpegSize = 300000});
  const std::string log = writeLog("images.log", frames);
  const TestProcess::Run run = tool({"export", log, "--mcap", path("images.mcap")});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.err, "");
  const std::optional<McapContent> mcap = read(path("images.mcap"));
  ASSERT_TRUE(mcap);
  // 40 images of 400,000 Base64 characters in chunks of 4 MiB.
  EXPECT_GE(mcap->chunkIndexes, 3u);
  EXPECT_EQ(mcap->channels.at("/Upper/JPEGImage"), "schema=foxglove.CompressedImage encoding=json count=40 first=2000000000 last=3287000000");
  EXPECT_EQ(mcap->channels.at("/Upper/FrameInfo"), "schema=FrameInfo encoding=json count=40 first=2000000000 last=3287000000");
}

TEST_F(McapExportTest, ACutLogExportsItsCompleteFrames)
{
  const std::string log = writeLog("game.log", mcapFrames());
  // Cut in the middle of the last frame (the index after it goes too).
  std::uint64_t lastFrame = 0;
  {
    LogFile file;
    LogFile::Options options;
    options.writeIndex = false;
    std::string error;
    ASSERT_TRUE(file.open(log, options, error)) << error;
    ASSERT_EQ(file.frameCount(), 7u);
    lastFrame = file.dataOffset() + file.frame(6).offset;
  }
  std::string bytes(lastFrame + 20, '\0');
  std::ifstream(log, std::ios::binary).read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  const std::string cut = path("cut.log");
  std::ofstream(cut, std::ios::binary).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  const TestProcess::Run run = tool({"export", cut, "--mcap", path("cut.mcap")});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.err.find("touchline-log: " + cut + ": warning: "), std::string::npos) << run.err;
  EXPECT_NE(run.out.find("from 6 frames of " + cut), std::string::npos) << run.out;
  const std::optional<McapContent> mcap = read(path("cut.mcap"));
  ASSERT_TRUE(mcap);
  EXPECT_EQ(mcap->channels.at("/Upper/JPEGImage"), "schema=foxglove.CompressedImage encoding=json count=1 first=1010000000 last=1010000000");
}

TEST_F(McapExportTest, WrongUsageAndMissingThingsAreErrors)
{
  const std::string log = writeLog("game.log", mcapFrames());
  EXPECT_EQ(tool({"export", log}).status, 2);                                              // no --mcap
  EXPECT_EQ(tool({"export", log, "--mcap", path("a.mcap"), "--frames", "x-2"}).status, 2); // malformed range
  EXPECT_EQ(tool({"export", "--mcap", path("a.mcap")}).status, 2);                         // no FILE
  const TestProcess::Run gzip = tool({"export", log, "--mcap", path("a.mcap"), "--compression", "gzip"});
  EXPECT_EQ(gzip.status, 2);
  EXPECT_EQ(gzip.err, "touchline-log export: option --compression: 'gzip' is not one of zstd, lz4, none (see 'touchline-log export --help')\n");

  TestProcess::Run run = tool({"export", log, "--mcap", path("a.mcap"), "--thread", "Audio"});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "touchline-log: " + log + ": the log has no thread 'Audio' (threads: Motion Upper Cognition Lower)\n");
  run = tool({"export", log, "--mcap", path("a.mcap"), "--id", "NoSuchThing"});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "touchline-log: " + log + ": the log has no message id 'NoSuchThing'\n");
  run = tool({"export", log, "--mcap", path("a.mcap"), "--frames", "7"});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "touchline-log: " + log + ": frame 7 does not exist: the log has 7 frames (0-6)\n");
  EXPECT_FALSE(fs::exists(path("a.mcap")));

  run = tool({"export", log, "--mcap", log, "--force"});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "touchline-log: " + log + ": the output would overwrite the input log\n");
  ASSERT_EQ(tool({"export", log, "--mcap", path("a.mcap")}).status, 0);
  run = tool({"export", log, "--mcap", path("a.mcap")});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "touchline-log: " + path("a.mcap") + " exists; --force overwrites it\n");
  EXPECT_EQ(tool({"export", log, "--mcap", path("a.mcap"), "--force"}).status, 0);

  std::ofstream(path("notes.txt")) << "hello";
  run = tool({"export", path("notes.txt"), "--mcap", path("b.mcap")});
  EXPECT_EQ(run.status, 1);
  EXPECT_FALSE(fs::exists(path("b.mcap")));
}

TEST_F(McapExportTest, TheReaderNoticesAFlippedByte)
{
  // The check of the checks: read_mcap.mjs fails on a file whose chunk or summary was changed.
  const std::string log = writeLog("game.log", mcapFrames());
  ASSERT_EQ(tool({"export", log, "--mcap", path("game.mcap"), "--compression", "none"}).status, 0);
  ASSERT_FALSE(std::string(TOUCHLINE_NODE).empty()) << "node is missing (scripts/setup)";
  std::string bytes(fs::file_size(path("game.mcap")), '\0');
  std::ifstream(path("game.mcap"), std::ios::binary).read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  const std::size_t message = bytes.find("Hello world"), summary = bytes.rfind("foxglove.Log");
  ASSERT_NE(message, std::string::npos);
  ASSERT_NE(summary, std::string::npos);
  ASSERT_GT(summary, message);
  for(const auto& [at, problem] : std::vector<std::pair<std::size_t, std::string>>{{message, "CRC"}, {summary, "CRC"}})
  {
    std::string changed = bytes;
    changed[at] ^= 0x20;
    std::ofstream(path("changed.mcap"), std::ios::binary | std::ios::trunc).write(changed.data(), static_cast<std::streamsize>(changed.size()));
    const TestProcess::Run run = TestProcess::run({TOUCHLINE_NODE, TOUCHLINE_MCAP_READER, TOUCHLINE_NPM_DIR, path("changed.mcap")});
    EXPECT_EQ(run.status, 1) << run.out;
    EXPECT_NE(run.err.find(problem), std::string::npos) << run.err;
  }
}

TEST_F(McapExportTest, EveryCompressionIsReadBackWithEveryMessageIntact)
{
  // The standard frames and 30 images of 300 KB: several chunks of 4 MiB.
  std::vector<Frame> frames = mcapFrames();
  for(unsigned i = 0; i < 30; ++i)
    frames.push_back({.thread = i % 2 ? "Lower" : "Upper", .time = 2000 + 16 * i, .frameInfo = 2000 + 16 * i, .joints = i % 3 == 0,
                      .jpeg = true, .camera = i % 5 == 0, .jpegSize = 300000});
  const std::string log = writeLog("game.log", frames);
  std::map<std::string, McapContent> contents;
  std::map<std::string, std::uintmax_t> sizes;
  for(const std::string compression : {"none", "zstd", "lz4"})
  {
    const std::string file = path(compression + ".mcap");
    const TestProcess::Run run = tool({"export", log, "--mcap", file, "--compression", compression});
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_NE(run.out.find(compression == "none" ? " chunks from " : " chunks (" + compression + ", "), std::string::npos) << run.out;
    const std::optional<McapContent> mcap = read(file);
    ASSERT_TRUE(mcap) << compression;
    EXPECT_GE(mcap->chunkIndexes, 3u);
    // Every chunk has the compression asked for.
    ASSERT_EQ(mcap->compressions.size(), 1u) << compression;
    EXPECT_TRUE(mcap->compressions.contains(compression)) << mcap->compressions.begin()->first;
    EXPECT_EQ(mcap->channels.at("/Upper/JPEGImage"), "schema=foxglove.CompressedImage encoding=json count=17 first=1010000000 last=2448000000");
    EXPECT_EQ(mcap->digests.size(), mcap->channels.size());
    contents[compression] = *mcap;
    sizes[compression] = fs::file_size(file);
  }
  // The same messages, byte for byte, in every file; the compressed ones much smaller.
  for(const std::string compression : {"zstd", "lz4"})
  {
    const McapContent& mcap = contents.at(compression);
    const McapContent& plain = contents.at("none");
    EXPECT_EQ(mcap.statistics, plain.statistics) << compression;
    EXPECT_EQ(mcap.chunkIndexes, plain.chunkIndexes) << compression;
    EXPECT_EQ(mcap.channels, plain.channels) << compression;
    EXPECT_EQ(mcap.first, plain.first) << compression;
    EXPECT_EQ(mcap.digests, plain.digests) << compression;
    EXPECT_EQ(mcap.metadata, plain.metadata) << compression;
    EXPECT_LT(sizes.at(compression), sizes.at("none") / 10) << compression;
  }
  EXPECT_LT(sizes.at("zstd"), sizes.at("lz4"));

  // A changed byte in a compressed chunk is noticed (by the decompressor or the chunk's CRC).
  for(const std::string compression : {"zstd", "lz4"})
  {
    std::string bytes(sizes.at(compression), '\0');
    std::ifstream(path(compression + ".mcap"), std::ios::binary).read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    // The first chunk follows the magic and the header (opcode, u64 length, content); its records
    // follow opcode, length, two times, uncompressed size and CRC, the compression and the records' length.
    std::uint64_t headerLength = 0;
    std::memcpy(&headerLength, bytes.data() + 9, 8);
    const std::size_t chunk = 8 + 9 + headerLength;
    ASSERT_EQ(bytes[chunk], '\x06');
    const std::size_t records = chunk + 9 + 8 + 8 + 8 + 4 + 4 + compression.size() + 8;
    bytes[records + 1000] ^= 0x20;
    std::ofstream(path("changed.mcap"), std::ios::binary | std::ios::trunc).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    const TestProcess::Run run = TestProcess::run({TOUCHLINE_NODE, TOUCHLINE_MCAP_READER, TOUCHLINE_NPM_DIR, path("changed.mcap")});
    EXPECT_EQ(run.status, 1) << compression << ": " << run.out;
    EXPECT_TRUE(run.err.starts_with("read_mcap: ")) << run.err;
  }
}
