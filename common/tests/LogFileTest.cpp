// Log files: every chunk written and read back, the index stored and reused, robot logs of
// unknown size, truncation at every byte, corrupt data, id remapping, type conversion.
#include "TestSupport.h"
#include "TestTypes.h"
#include "LogPlayback/LogDataReader.h"
#include "LogPlayback/LogFile.h"
#include "LogPlayback/LogWriter.h"
#include "LogPlayback/StopwatchData.h"
#include "Streaming/OutStreams.h"
#include <filesystem>
#include <functional>
#include <fstream>

using namespace TestSupport;

STREAMABLE(FrameInfo,
{,
  (unsigned)(0) time,
});

namespace
{
  std::string temporary(const std::string& name)
  {
    const std::string dir = configDirectory() + "logs/";
    std::filesystem::create_directories(dir);
    return dir + name;
  }

  std::string fileContent(const std::string& path)
  {
    std::ifstream stream(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(stream), std::istreambuf_iterator<char>());
  }

  void writeFile(const std::string& path, const std::string& content)
  {
    std::ofstream stream(path, std::ios::binary | std::ios::trunc);
    stream.write(content.data(), static_cast<std::streamsize>(content.size()));
  }

  /** One frame of a thread: FrameInfo, sometimes an annotation or an image, a stopwatch. */
  void frame(MessageQueue& queue, const std::string& thread, unsigned time, bool annotate = false, bool image = false)
  {
    queue.clear();
    queue.out.bin << thread;
    queue.out.finishMessage(idFrameBegin);
    FrameInfo info;
    info.time = time;
    queue.out.bin << info;
    queue.out.finishMessage(idFrameInfo);
    if(image)
    {
      queue.out.bin.write(std::string(100, 'i').data(), 100);
      queue.out.finishMessage(idJPEGImage);
    }
    if(annotate)
    {
      queue.out.bin << (time | 0x80000000u);
      queue.out.text << "Detector" << "ball at" << time;
      queue.out.finishMessage(idAnnotation);
    }
    queue.out.bin << static_cast<unsigned short>(0) << static_cast<unsigned short>(0) << time << time;
    queue.out.finishMessage(idStopwatch);
    queue.out.bin << thread;
    queue.out.finishMessage(idFrameFinished);
  }

  /** Writes a log of 6 frames (Motion, Cognition alternating). */
  std::string writeLog(const std::string& name, LogWriter::Options options = {})
  {
    const std::string path = temporary(name);
    LogWriter writer;
    std::string error;
    EXPECT_TRUE(writer.open(path, options, error)) << error;
    MessageQueue queue;
    for(unsigned i = 0; i < 6; ++i)
    {
      frame(queue, i % 2 ? "Cognition" : "Motion", 100 + i, i == 3, i == 4);
      EXPECT_TRUE(writer.writeFrame(queue));
    }
    EXPECT_TRUE(writer.close(error)) << error;
    return path;
  }

  /** The FrameInfo times of all frames, in order. */
  std::vector<unsigned> times(const LogFile& log, bool strict = true)
  {
    std::vector<unsigned> result;
    LogDataReader reader(log.typeInfo());
    for(std::size_t i = 0; i < log.frameCount(); ++i)
      for(const LogFile::Message message : log.frame(i).messages())
        if(message.id == idFrameInfo)
        {
          FrameInfo info;
          const bool read = reader.read(message, info);
          if(strict)
          {
            EXPECT_TRUE(read);
          }
          result.push_back(info.time);
        }
    return result;
  }
}

TEST(LogFile, WriteAndReadEveryChunk)
{
  LogWriter::Options options;
  options.settings->headName = "Nao23";
  options.settings->bodyName = "Body42";
  options.settings->playerNumber = 3;
  options.settings->location = "Lab";
  options.settings->scenario = "Testing";
  const std::string path = writeLog("complete.log", options);

  LogFile log;
  std::string error;
  ASSERT_TRUE(log.open(path, {}, error)) << error;
  EXPECT_TRUE(log.warnings().empty()) << log.warnings().front();
  EXPECT_TRUE(log.indexWasStored());
  ASSERT_TRUE(log.settings());
  EXPECT_EQ(*log.settings(), *options.settings);
  EXPECT_EQ(log.messageIdNames().size(), MessageIDs::count()); // the seed's 109 and those the tests' modules added
  EXPECT_EQ(log.messageIdNames()[1], "idFrameBegin");
  ASSERT_NE(log.typeInfo(), nullptr);
  EXPECT_TRUE(log.typeInfo()->classes.contains("FrameInfo"));
  std::vector<LoggingTools::LogFileFormat> chunks;
  for(const auto& [chunk, offset] : log.chunks())
    chunks.push_back(chunk);
  EXPECT_EQ(chunks, (std::vector<LoggingTools::LogFileFormat>{LoggingTools::logFileSettings, LoggingTools::logFileMessageIDs,
                                                               LoggingTools::logFileTypeInfo, LoggingTools::logFileUncompressed,
                                                               LoggingTools::logFileIndices}));
  ASSERT_EQ(log.frameCount(), 6u);
  EXPECT_EQ(times(log), (std::vector<unsigned>{100, 101, 102, 103, 104, 105}));
  EXPECT_EQ(log.frame(0).thread, "Motion");
  EXPECT_EQ(log.frame(1).thread, "Cognition");
  EXPECT_TRUE(log.frame(4).hasImage);
  EXPECT_FALSE(log.frame(3).hasImage);

  const LogIndex& index = log.index();
  ASSERT_EQ(index.threads.size(), 2u);
  EXPECT_EQ(index.threads[0].thread, "Motion");
  EXPECT_EQ(index.threads[0].messages[idFrameInfo].count, 3u);
  EXPECT_EQ(index.threads[0].messages[idFrameInfo].bytes, 3u * 8u);
  EXPECT_EQ(index.threads[0].messages[idJPEGImage].count, 1u);
  ASSERT_EQ(index.annotations.size(), 1u);
  EXPECT_EQ(index.annotations[0].thread, "Cognition");
  ASSERT_EQ(index.annotations[0].annotations.size(), 1u);
  EXPECT_EQ(index.annotations[0].annotations[0], (LogIndex::Annotation{103, 3, "Detector", "ball at103"}));
}

TEST(LogFile, FileLayoutStartsWithTheHeaderChunks)
{
  const std::string content = fileContent(writeLog("layout.log"));
  EXPECT_EQ(hex(content.substr(0, 5)), "04 01 00 00 00"); // settings chunk, version 1
  const std::size_t ids = content.find('\x02');
  ASSERT_NE(ids, std::string::npos);
  EXPECT_EQ(static_cast<unsigned char>(content[ids + 1]), MessageIDs::count());
  EXPECT_EQ(content.substr(ids + 2, 13), std::string("\x09\0\0\0undefined", 13));
}

TEST(LogFile, RobotLogOfUnknownSizeIsIndexedOnFirstOpen)
{
  LogWriter::Options options;
  options.sizeUnknown = true;
  const std::string path = writeLog("robot.log", options);
  const std::string original = fileContent(path);
  const std::size_t data = original.find(std::string("\0\xff\xff\xff\xff\xff\xff\xff\xff", 9));
  ASSERT_NE(data, std::string::npos);

  LogFile log;
  std::string error;
  ASSERT_TRUE(log.open(path, {}, error)) << error;
  EXPECT_FALSE(log.indexWasStored());
  EXPECT_TRUE(log.indexWasWritten());
  EXPECT_EQ(log.frameCount(), 6u);

  // Only the size in the header changed, and the index was appended.
  const std::string indexed = fileContent(path);
  EXPECT_EQ(indexed.substr(0, data + 1), original.substr(0, data + 1));
  EXPECT_EQ(indexed.substr(data + 9, original.size() - data - 9), original.substr(data + 9));
  EXPECT_EQ(static_cast<unsigned char>(indexed[original.size()]), LoggingTools::logFileIndices);

  LogFile again;
  ASSERT_TRUE(again.open(path, {}, error)) << error;
  EXPECT_TRUE(again.indexWasStored());
  EXPECT_EQ(again.index(), log.index());
  EXPECT_EQ(fileContent(path), indexed); // reused, not written again
}

TEST(LogFile, ReadOnlyOpeningNeverModifies)
{
  LogWriter::Options options;
  options.sizeUnknown = true;
  const std::string path = writeLog("readonly.log", options);
  const std::string original = fileContent(path);
  LogFile::Options readOnly;
  readOnly.writeIndex = false;
  std::vector<std::uint64_t> progress;
  readOnly.progress = [&](std::uint64_t done, std::uint64_t) { progress.push_back(done); };
  LogFile log;
  std::string error;
  ASSERT_TRUE(log.open(path, readOnly, error)) << error;
  EXPECT_EQ(log.frameCount(), 6u);
  EXPECT_FALSE(log.indexWasWritten());
  EXPECT_EQ(fileContent(path), original);
  ASSERT_FALSE(progress.empty());
  EXPECT_EQ(progress.back(), log.dataSize());
}

TEST(LogFile, OpensFromMemoryLikeFromAFile)
{
  for(const bool sizeUnknown : {false, true})
  {
    LogWriter::Options options;
    options.sizeUnknown = sizeUnknown;
    const std::string path = writeLog("memory.log", options);
    const std::string content = fileContent(path);
    LogFile::Options readOnly;
    readOnly.writeIndex = false;
    LogFile fromFile, fromMemory;
    std::string error;
    ASSERT_TRUE(fromFile.open(path, readOnly, error)) << error;
    ASSERT_TRUE(fromMemory.open(content.data(), content.size(), "in memory", {}, error)) << error; // writeIndex does not apply
    EXPECT_EQ(fromMemory.path(), "in memory");
    EXPECT_EQ(fromMemory.indexWasStored(), !sizeUnknown);
    EXPECT_FALSE(fromMemory.indexWasWritten());
    EXPECT_TRUE(fromMemory.warnings().empty()) << fromMemory.warnings().front();
    EXPECT_EQ(fromMemory.index(), fromFile.index());
    EXPECT_EQ(times(fromMemory), times(fromFile));
    EXPECT_EQ(fileContent(path), content);
  }
  LogFile empty;
  std::string error;
  EXPECT_FALSE(empty.open("", 0, "nothing", {}, error));
  EXPECT_EQ(error, "nothing: empty file, not a log");
}

TEST(LogFile, CutAtEveryByte)
{
  LogWriter::Options options;
  options.sizeUnknown = true;
  options.writeTypeInfo = false; // keeps the header short: this test opens the log at every size
  const std::string original = fileContent(writeLog("whole.log", options));
  LogFile whole;
  std::string error;
  LogFile::Options readOnly;
  readOnly.writeIndex = false;
  ASSERT_TRUE(whole.open(temporary("whole.log"), readOnly, error));
  std::vector<std::uint64_t> frameEnds;
  for(std::size_t i = 0; i < whole.frameCount(); ++i)
    frameEnds.push_back(whole.dataOffset() + whole.frame(i).offset + whole.frame(i).size);

  const std::vector<unsigned> wholeTimes = times(whole);
  const std::string path = temporary("cut.log");
  for(std::size_t size = 0; size < original.size(); ++size)
  {
    writeFile(path, original.substr(0, size));
    LogFile log;
    const bool opened = log.open(path, readOnly, error);
    if(size < whole.dataOffset())
    {
      EXPECT_FALSE(opened) << size;
      EXPECT_NE(error.find("cut.log"), std::string::npos);
      continue;
    }
    ASSERT_TRUE(opened) << size << ": " << error;
    std::size_t complete = 0;
    while(complete < frameEnds.size() && frameEnds[complete] <= size)
      ++complete;
    EXPECT_EQ(log.frameCount(), complete) << size;
    EXPECT_EQ(times(log), std::vector<unsigned>(wholeTimes.begin(), wholeTimes.begin() + static_cast<long>(complete)));
    if(size > (complete ? frameEnds[complete - 1] : whole.dataOffset())) // bytes of an incomplete frame
    {
      EXPECT_FALSE(log.warnings().empty()) << size;
    }
  }
}

TEST(LogFile, CutIndexedLogsAndCorruptIndices)
{
  const std::string path = writeLog("indexed.log");
  const std::string original = fileContent(path);
  LogFile whole;
  std::string error;
  ASSERT_TRUE(whole.open(path, {}, error));
  const std::size_t dataEnd = whole.dataOffset() + whole.dataSize();

  // Cut inside the index: the index is dropped and rebuilt.
  writeFile(path, original.substr(0, dataEnd + 7));
  LogFile cut;
  ASSERT_TRUE(cut.open(path, {}, error)) << error;
  EXPECT_FALSE(cut.indexWasStored());
  EXPECT_TRUE(cut.indexWasWritten());
  EXPECT_EQ(cut.frameCount(), 6u);
  EXPECT_EQ(fileContent(path), original);

  // An index of another version is replaced.
  std::string otherVersion = original;
  otherVersion[dataEnd + 1] = 1;
  writeFile(path, otherVersion);
  LogFile replaced;
  ASSERT_TRUE(replaced.open(path, {}, error)) << error;
  EXPECT_TRUE(replaced.indexWasWritten());
  EXPECT_EQ(fileContent(path), original);
}

namespace
{
  /** The log's bytes with its stored index replaced by another one. */
  std::string withIndex(const std::string& content, std::size_t dataEnd, const LogIndex& index)
  {
    OutBinaryMemory out;
    index.write(out);
    return content.substr(0, dataEnd) + std::string(out.data(), out.size());
  }
}

TEST(LogFile, StoredIndexIsCheckedAgainstTheData)
{
  const std::string path = writeLog("checked.log");
  const std::string original = fileContent(path);
  LogFile whole;
  std::string error;
  ASSERT_TRUE(whole.open(path, {}, error));
  ASSERT_TRUE(whole.indexWasStored());
  const LogIndex good = whole.index();
  const std::size_t dataEnd = whole.dataOffset() + whole.dataSize();
  ASSERT_EQ(good.threads.size(), 2u); // Motion (frames 0, 2, 4), Cognition (1, 3, 5)
  ASSERT_EQ(good.annotations.size(), 1u);
  ASSERT_TRUE(good.frameHasImage(4));

  // Each number that does not fit the data or the other numbers: a warning, and the index is rebuilt.
  const std::vector<std::pair<std::function<void(LogIndex&)>, std::string>> broken = {
    {[](LogIndex& i) { i.annotations[0].annotations[0].frame = 16385; }, "annotation 0 of thread \"Cognition\" is in frame 16385, but the log has 6 frames"},
    {[](LogIndex& i) { i.usedSize += 1; }, "bytes of message data, the log has"},
    {[](LogIndex& i) { i.frames[2] = i.frames[1] + 4; }, "frame 1 at byte"},
    {[](LogIndex& i) { i.frames.pop_back(); }, "5 frames, but the statistics count 6 idFrameBegin messages"},
    {[](LogIndex& i) { i.threads[0].messages[idFrameInfo].bytes = 1; }, "thread \"Motion\": 3 messages of logged id " + std::to_string(idFrameInfo) + " cannot be 1 bytes"},
    {[](LogIndex& i) { i.threads[0].messages[idFrameInfo].bytes = ~std::uint64_t(0); }, "cannot be"},
    {[](LogIndex& i) { ++i.threads[1].messages[idFrameBegin].count; }, "thread \"Cognition\" has 4 idFrameBegin and 3 idFrameFinished"},
    {[](LogIndex& i) { i.frames[4] &= ~LogIndex::imageFlag; }, "0 frames are marked as holding images, but the statistics count 1"},
    {[](LogIndex& i) { i.frames[2] |= LogIndex::imageFlag; }, "2 frames are marked as holding images"},
    {[](LogIndex& i) { i.annotations[0].thread = "Motion"; }, "thread \"Motion\" has 1 annotations, but 0 idAnnotation messages"},
    {[](LogIndex& i) { i.annotations[0].annotations.push_back(i.annotations[0].annotations[0]); }, "has 2 annotations, but 1 idAnnotation"},
    {[](LogIndex& i) { i.annotations[0].annotations[0].name.clear(); }, "has no name"},
    {[](LogIndex& i) { i.threads.push_back(i.threads[0]); }, "thread \"Motion\" has statistics twice"},
    {[](LogIndex& i) { i.annotations.push_back(i.annotations[0]); }, "are listed twice"},
  };
  LogFile::Options readOnly;
  readOnly.writeIndex = false;
  for(const auto& [breakIt, expected] : broken)
  {
    LogIndex index = good;
    breakIt(index);
    writeFile(path, withIndex(original, dataEnd, index));
    LogFile log;
    ASSERT_TRUE(log.open(path, readOnly, error)) << error;
    EXPECT_FALSE(log.indexWasStored()) << expected;
    ASSERT_EQ(log.warnings().size(), 1u) << expected;
    EXPECT_NE(log.warnings()[0].find("is not usable (index: "), std::string::npos) << log.warnings()[0];
    EXPECT_NE(log.warnings()[0].find(expected), std::string::npos) << log.warnings()[0];
    EXPECT_EQ(log.index(), good) << expected;
  }

  // The input (a fuzzer found it): the annotation said frame 16385 of a log of 3 frames.
  LogFile found;
  ASSERT_TRUE(found.open(std::string(TOUCHLINE_TEST_DATA) + "/../../fuzz/corpus/log_file_fuzz/property-annotation-frame-beyond-log.log",
                         readOnly, error)) << error;
  EXPECT_FALSE(found.indexWasStored());
  ASSERT_FALSE(found.warnings().empty());
  EXPECT_NE(found.warnings()[0].find("the stored index at byte 347 is not usable (index: "), std::string::npos) << found.warnings()[0];
  for(const LogIndex::ThreadAnnotations& thread : found.index().annotations)
    for(const LogIndex::Annotation& annotation : thread.annotations)
      EXPECT_LT(annotation.frame, found.frameCount());
  for(std::size_t i = 0; i < found.frameCount(); ++i)
    EXPECT_FALSE(found.frame(i).thread.empty()) << i;
}

TEST(LogFile, VerifyingFindsAStoredIndexThatFitsButDoesNotMatch)
{
  const std::string path = writeLog("verified.log");
  const std::string original = fileContent(path);
  LogFile whole;
  std::string error;
  ASSERT_TRUE(whole.open(path, {}, error));
  const LogIndex good = whole.index();
  const std::size_t dataEnd = whole.dataOffset() + whole.dataSize();

  // Possible numbers, but not those of the data: the annotation in frame 5, frame 2 four bytes later.
  LogIndex wrong = good;
  wrong.annotations[0].annotations[0].frame = 5;
  wrong.frames[2] += 4;
  writeFile(path, withIndex(original, dataEnd, wrong));
  LogFile::Options readOnly;
  readOnly.writeIndex = false;
  LogFile trusted;
  ASSERT_TRUE(trusted.open(path, readOnly, error)) << error;
  EXPECT_TRUE(trusted.indexWasStored());
  EXPECT_EQ(trusted.index(), wrong);
  // A frame whose bytes are not a frame has no messages.
  const LogFile::Frame frame = trusted.frame(2);
  EXPECT_EQ(frame.thread, "");
  EXPECT_EQ(frame.size, 0u);
  EXPECT_EQ(frame.messages().begin(), frame.messages().end());
  EXPECT_EQ(trusted.frame(1).thread, "Cognition");

  readOnly.verifyIndex = true;
  LogFile verified;
  ASSERT_TRUE(verified.open(path, readOnly, error)) << error;
  EXPECT_FALSE(verified.indexWasStored());
  EXPECT_EQ(verified.index(), good);
  ASSERT_EQ(verified.warnings().size(), 1u);
  EXPECT_EQ(verified.warnings()[0], "the stored index at byte " + std::to_string(dataEnd) +
                                      " does not match the data (frame 2 at byte " + std::to_string(good.frameOffset(2) + 4) + " instead of " +
                                      std::to_string(good.frameOffset(2)) + "); it is rebuilt");
  EXPECT_EQ(fileContent(path), withIndex(original, dataEnd, wrong));

  // Writable: the index is replaced, the file is the original again.
  LogFile::Options repair;
  repair.verifyIndex = true;
  LogFile repaired;
  ASSERT_TRUE(repaired.open(path, repair, error)) << error;
  EXPECT_TRUE(repaired.indexWasWritten());
  EXPECT_EQ(fileContent(path), original);

  // A matching index is kept.
  LogFile again;
  ASSERT_TRUE(again.open(path, repair, error)) << error;
  EXPECT_TRUE(again.indexWasStored());
  EXPECT_FALSE(again.indexWasWritten());
  EXPECT_TRUE(again.warnings().empty());
  EXPECT_EQ(again.index(), good);
}

TEST(LogFile, CorruptDataNeverCrashes)
{
  const std::string original = fileContent(writeLog("source.log"));
  const std::string path = temporary("corrupt.log");
  LogFile::Options readOnly;
  readOnly.writeIndex = false;
  std::uint64_t seed = 12345;
  for(int round = 0; round < 300; ++round)
  {
    std::string data = original;
    for(int flips = 0; flips < 4; ++flips)
    {
      seed = seed * 6364136223846793005ull + 1442695040888963407ull;
      data[(seed >> 33) % data.size()] = static_cast<char>(seed >> 24);
    }
    writeFile(path, data);
    LogFile log;
    std::string error;
    if(log.open(path, readOnly, error))
    {
      for(std::size_t i = 0; i < log.frameCount(); ++i)
        for(const LogFile::Message message : log.frame(i).messages())
          static_cast<void>(message);
      times(log, false);
    }
    else
      EXPECT_NE(error.find("corrupt.log"), std::string::npos);
  }
}

TEST(LogFile, NotALogFile)
{
  const std::string path = temporary("text.log");
  writeFile(path, "hello, world");
  LogFile log;
  std::string error;
  EXPECT_FALSE(log.open(path, {}, error));
  EXPECT_EQ(error, path + ": not a log file: unknown chunk id 104 at byte 0");
  EXPECT_FALSE(log.open(temporary("missing.log"), {}, error));
  EXPECT_EQ(error, temporary("missing.log") + ": No such file or directory");
}

TEST(LogFile, CompressedLogsHoldTheSameFrames)
{
  LogWriter::Options options;
  options.compressed = true;
  const std::string path = writeLog("compressed.log", options);
  LogFile log, plain;
  std::string error;
  ASSERT_TRUE(log.open(path, {}, error)) << error;
  ASSERT_TRUE(plain.open(writeLog("plain.log"), {}, error)) << error;
  EXPECT_TRUE(log.isCompressed());
  EXPECT_TRUE(log.warnings().empty());
  ASSERT_EQ(log.frameCount(), plain.frameCount());
  EXPECT_EQ(std::string(log.data(), log.dataSize()), std::string(plain.data(), plain.dataSize()));
  EXPECT_EQ(log.index().threads, plain.index().threads);
  EXPECT_EQ(log.index().annotations, plain.index().annotations);
}

TEST(LogFile, MessageIdsAreRemappedByName)
{
  // A log from a program whose ids were ordered differently, with legacy frame marker names.
  LogWriter::Options options;
  options.messageIdNames = {"undefined", "idFrameInfo", "idProcessBegin", "idProcessFinished", "idSomethingRemoved", "idStopwatch"};
  const std::string path = temporary("remapped.log");
  {
    LogWriter writer;
    std::string error;
    ASSERT_TRUE(writer.open(path, options, error));
    MessageQueue queue;
    queue.out.bin << std::string("Motion");
    queue.out.finishMessage(static_cast<MessageID>(2));
    FrameInfo info;
    info.time = 77;
    queue.out.bin << info;
    queue.out.finishMessage(static_cast<MessageID>(1));
    queue.out.bin << 1;
    queue.out.finishMessage(static_cast<MessageID>(4));
    queue.out.bin << std::string("Motion");
    queue.out.finishMessage(static_cast<MessageID>(3));
    writer.writeFrame(queue);
    ASSERT_TRUE(writer.close(error));
  }
  LogFile log;
  std::string error;
  ASSERT_TRUE(log.open(path, {}, error)) << error;
  ASSERT_EQ(log.frameCount(), 1u);
  std::vector<MessageID> ids;
  for(const LogFile::Message message : log.frame(0).messages())
    ids.push_back(message.id);
  EXPECT_EQ(ids, (std::vector<MessageID>{idFrameBegin, idFrameInfo, undefined, idFrameFinished}));
  EXPECT_EQ(times(log), std::vector<unsigned>{77});
  EXPECT_EQ(log.loggedIdName(4), "idSomethingRemoved");
  EXPECT_EQ(log.index().threads[0].messages.size(), 6u);
  EXPECT_EQ(log.index().threads[0].messages[1].count, 1u);
}

namespace Conversion
{
  // The current version of a representation and the version a log was recorded with.
  ENUM(Quality,
  {,
    bad,
    good,
    perfect,
  });

  STREAMABLE(Percept,
  {,
    (float)(0.f) x,
    (float)(0.f) y,
    (Quality)(bad) quality,
    (int)(-1) added,
  });

  struct Old
  {
    ENUM(Quality,
    {,
      perfect,
      bad,
      good,
    });
  };

  STREAMABLE(OldPercept,
  {,
    (float)(0.f) y,
    (Old::Quality)(Old::bad) quality,
    (std::string) removed,
    (double)(0.0) x,
  });
}

TEST(LogFile, ChangedTypesAreConvertedFieldByFieldByName)
{
  using namespace Conversion;
  // The log's type info describes "Percept" as OldPercept was.
  TypeInfo logTypes = TypeInfo::current();
  logTypes.classes["Conversion::Percept"] = logTypes.classes.at("Conversion::OldPercept");
  for(TypeInfo::Attribute& attribute : logTypes.classes["Conversion::Percept"])
    if(attribute.type == "Conversion::Old::Quality")
      attribute.type = "Conversion::Quality";
  logTypes.enums["Conversion::Quality"] = logTypes.enums.at("Conversion::Old::Quality");

  OldPercept old;
  old.x = 1.5;
  old.y = -2.f;
  old.quality = Old::perfect; // value 0, which is "bad" today
  old.removed = "gone";
  const std::string payload = bytes(old);

  LogDataReader reader(&logTypes);
  const LogFile::Message message{idBallPercept, static_cast<unsigned char>(idBallPercept), payload.data(), payload.size()};
  Percept percept;
  percept.added = 42;
  ASSERT_TRUE(reader.read(message, percept));
  EXPECT_EQ(percept.x, 1.5f);
  EXPECT_EQ(percept.y, -2.f);
  EXPECT_EQ(percept.quality, perfect); // by constant name, not by value
  EXPECT_EQ(percept.added, 42);        // not in the log: kept
  ASSERT_EQ(reader.warnings().size(), 1u);
  EXPECT_EQ(reader.warnings()[0], "Conversion::Percept has changed and is converted. Some fields will keep their previous values.");
  ASSERT_TRUE(reader.read(message, percept));
  EXPECT_EQ(reader.warnings().size(), 1u); // once per type

  // An unchanged type is read directly.
  LogDataReader direct(&TypeInfo::current());
  Percept current;
  current.x = 3.f;
  const std::string currentPayload = bytes(current);
  Percept copy;
  ASSERT_TRUE(direct.read(LogFile::Message{idBallPercept, static_cast<unsigned char>(idBallPercept), currentPayload.data(), currentPayload.size()}, copy));
  EXPECT_EQ(copy.x, 3.f);
  EXPECT_TRUE(direct.warnings().empty());
}

TEST(LogFile, StopwatchData)
{
  OutBinaryMemory out;
  out << static_cast<unsigned short>(1) << static_cast<unsigned short>(0) << std::string("AllModules")
      << static_cast<unsigned short>(2) << static_cast<unsigned short>(0) << 1500u << static_cast<unsigned short>(1) << 20u
      << 123456u << 42u;
  StopwatchData data;
  ASSERT_TRUE(data.decode(out.data(), out.size()));
  EXPECT_EQ(data.names, (std::vector<std::pair<unsigned short, std::string>>{{0, "AllModules"}}));
  EXPECT_EQ(data.durations, (std::vector<std::pair<unsigned short, unsigned>>{{0, 1500}, {1, 20}}));
  EXPECT_EQ(data.frameStartTime, 123456u);
  EXPECT_EQ(data.frameNumber, 42u);
  for(std::size_t cut = 0; cut < out.size(); ++cut)
    EXPECT_FALSE(StopwatchData().decode(out.data(), cut)) << cut;
}
