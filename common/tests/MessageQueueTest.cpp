// Message queues byte for byte: layout, streamed header, capacity rules, roll-back.
#include "TestSupport.h"
#include "Debugging/DebugRequest.h"
#include "Streaming/Global.h"
#include "Streaming/MessageQueue.h"
#include "Streaming/Output.h"

using namespace TestSupport;

namespace
{
  std::string raw(const MessageQueue& queue) { return std::string(queue.data(), queue.size()); }

  class Collector : public MessageHandler
  {
  public:
    std::vector<std::pair<MessageID, std::string>> messages;
    bool handleMessage(InMessage& message) override
    {
      switch(message.getMessageID())
      {
        case idText:
        {
          std::string text;
          message.text.readAll(text);
          messages.emplace_back(idText, text);
          return true;
        }
        case idFrameBegin:
        {
          std::string thread;
          message.bin >> thread;
          messages.emplace_back(idFrameBegin, thread);
          return true;
        }
        default:
          return false;
      }
    }
  };
}

TEST(MessageQueue, MessageLayout)
{
  MessageQueue queue;
  queue.out.bin << std::string("Motion");
  EXPECT_TRUE(queue.out.finishMessage(idFrameBegin));
  EXPECT_EQ(hex(raw(queue)), "01 0A 00 00 06 00 00 00 4D 6F 74 69 6F 6E");
  EXPECT_EQ(queue.countMessages(), 1u);
}

TEST(MessageQueue, StreamedQueueHeader)
{
  MessageQueue queue;
  queue.out.bin << std::string("poll") << true;
  queue.out.finishMessage(idDebugRequest);
  const std::string data = bytes(queue);
  EXPECT_EQ(hex(data), "0D 00 00 00 00 00 00 00 60 09 00 00 04 00 00 00 70 6F 6C 6C 01");

  MessageQueue copy;
  InBinaryMemory in(data.data(), data.size());
  in >> copy;
  EXPECT_FALSE(in.failed());
  EXPECT_EQ(raw(copy), raw(queue));
}

TEST(MessageQueue, UnknownSizeReadsToTheEnd)
{
  MessageQueue queue;
  queue.out.bin << 1;
  queue.out.finishMessage(idFrameInfo);
  std::string data = std::string(8, '\xff') + raw(queue) + raw(queue);
  MessageQueue copy;
  InBinaryMemory in(data.data(), data.size());
  in >> copy;
  EXPECT_FALSE(in.failed());
  EXPECT_EQ(copy.countMessages(), 2u);
}

TEST(MessageQueue, TruncatedStreamKeepsCompleteMessages)
{
  MessageQueue queue;
  for(int i = 0; i < 3; ++i)
  {
    queue.out.bin << i;
    queue.out.finishMessage(idFrameInfo);
  }
  const std::string data = bytes(queue);
  for(std::size_t cut = 8; cut < data.size(); ++cut)
  {
    MessageQueue copy;
    InBinaryMemory in(data.data(), cut);
    in >> copy;
    EXPECT_TRUE(in.failed()) << cut;
    EXPECT_EQ(copy.countMessages(), (cut - 8) / 8) << cut;
  }
}

TEST(MessageQueue, TextFormats)
{
  MessageQueue queue;
  queue.out.text << "Hello world!";
  queue.out.finishMessage(idText);
  queue.out.textRaw << "raw " << 42;
  queue.out.finishMessage(idText);
  queue.out.bin << std::string("Cognition");
  queue.out.finishMessage(idFrameBegin);
  queue.out.bin << 5;
  queue.out.finishMessage(idFrameInfo);

  Collector collector;
  queue.handleAllMessages(collector);
  ASSERT_EQ(collector.messages.size(), 3u);
  EXPECT_EQ(collector.messages[0].second, "Hello world!");
  EXPECT_EQ(collector.messages[1].second, "raw42");
  EXPECT_EQ(collector.messages[2].second, "Cognition");
}

TEST(MessageQueue, FixedSizeRollsBackWhatDoesNotFit)
{
  MessageQueue queue;
  queue.setSize(20);
  queue.out.bin << 1 << 2; // 4 + 8 bytes
  EXPECT_TRUE(queue.out.finishMessage(idFrameInfo));
  queue.out.bin << 1 << 2; // would need 24 bytes in total
  EXPECT_TRUE(queue.out.failed());
  queue.out.bin << 3;      // ignored after the failure
  EXPECT_FALSE(queue.out.finishMessage(idFrameInfo));
  EXPECT_EQ(queue.size(), 12u);
  EXPECT_EQ(queue.countMessages(), 1u);
  queue.out.bin << 7;      // fits again: 12 + 8 = 20
  EXPECT_TRUE(queue.out.finishMessage(idFrameInfo));
  EXPECT_EQ(queue.size(), 20u);
}

TEST(MessageQueue, ProtectedCapacityIsForFrameMarkersAndInfrastructure)
{
  MessageQueue queue;
  queue.setSize(100, 40); // ordinary messages may use 60 bytes
  queue.out.bin.write(std::string(50, 'x').data(), 50);
  EXPECT_TRUE(queue.out.finishMessage(idRobotPose)); // 54 bytes
  queue.out.bin.write("12345678", 8);
  EXPECT_FALSE(queue.out.finishMessage(idBallModel)); // 66 > 60
  queue.out.bin.write("12345678", 8);
  EXPECT_FALSE(queue.out.finishMessage(idText)); // text is not important
  queue.out.bin.write("12345678", 8);
  EXPECT_FALSE(queue.out.finishMessage(idDebugDrawing));
  queue.out.bin << std::string("Motion");
  EXPECT_TRUE(queue.out.finishMessage(idFrameFinished)); // 54 + 14 = 68 <= 100
  queue.out.bin.write("12345678", 8);
  EXPECT_TRUE(queue.out.finishMessage(idDebugDataResponse)); // 80
  EXPECT_EQ(queue.countMessages(), 3u);
  for(MessageID id : {undefined, idFrameBegin, idFrameFinished, idConsole, idTypeInfo, idModuleTable})
    EXPECT_TRUE(MessageQueue::mayUseProtectedCapacity(id)) << id;
  for(MessageID id : {idRobotPose, idStopwatch, idDebugDrawing, idDebugDrawing3D, idDebugImage, idPlot, idText})
    EXPECT_FALSE(MessageQueue::mayUseProtectedCapacity(id)) << id;
}

TEST(MessageQueue, GrowsOnThePcUpToItsLimit)
{
  MessageQueue queue;
  const std::string big(100000, 'y');
  for(int i = 0; i < 10; ++i)
  {
    queue.out.bin.write(big.data(), big.size());
    ASSERT_TRUE(queue.out.finishMessage(idCameraImage));
  }
  EXPECT_EQ(queue.size(), 10u * 100004u);
  queue.clear();
  queue.setMaxCapacity(300000);
  queue.out.bin.write(big.data(), big.size());
  EXPECT_TRUE(queue.out.finishMessage(idCameraImage));
  queue.out.bin.write(big.data(), big.size());
  EXPECT_TRUE(queue.out.finishMessage(idCameraImage));
  queue.out.bin.write(big.data(), big.size());
  EXPECT_FALSE(queue.out.finishMessage(idCameraImage));
  EXPECT_EQ(queue.countMessages(), 2u);
}

TEST(MessageQueue, MessagesLargerThan24BitsAreRejected)
{
  MessageQueue queue;
  const std::string big(MessageQueue::maxMessageSize + 1, 'z');
  queue.out.bin.write(big.data(), big.size());
  EXPECT_FALSE(queue.out.finishMessage(idCameraImage));
  EXPECT_TRUE(queue.empty());
  queue.out.bin.write(big.data(), MessageQueue::maxMessageSize);
  EXPECT_TRUE(queue.out.finishMessage(idCameraImage));
  EXPECT_EQ((*queue.begin()).size(), MessageQueue::maxMessageSize);
}

TEST(MessageQueue, AppendFilterResizeClear)
{
  MessageQueue a, b;
  for(int i = 0; i < 4; ++i)
  {
    a.out.bin << i;
    a.out.finishMessage(i % 2 ? idFrameInfo : idRobotPose);
  }
  b.append(a);
  b.append(a);
  EXPECT_EQ(b.countMessages(), 8u);
  b.filter([](const MessageQueue::Message& m) { return m.id() == idFrameInfo; });
  EXPECT_EQ(b.countMessages(), 4u);
  for(const MessageQueue::Message m : b)
    EXPECT_EQ(m.id(), idFrameInfo);
  b.resize(17); // two whole messages (16 bytes) fit
  EXPECT_EQ(b.size(), 16u);
  b.clear();
  EXPECT_TRUE(b.empty());

  MessageQueue small;
  small.setSize(20, 8); // ordinary messages: 12 bytes
  EXPECT_EQ(small.append(a), 3u); // one fits, three are dropped
  EXPECT_EQ(small.countMessages(), 1u);
}

TEST(MessageQueue, ExternalBufferIsReadOnlyAndChecked)
{
  MessageQueue source;
  source.out.bin << 1;
  source.out.finishMessage(idFrameInfo);
  source.out.bin << 2;
  source.out.finishMessage(idFrameInfo);
  const std::string data = raw(source) + "\x05\x10"; // a partial header at the end
  MessageQueue view;
  EXPECT_EQ(view.setBuffer(data.data(), data.size()), 16u);
  EXPECT_EQ(view.countMessages(), 2u);
  view.out.bin << 3;
  EXPECT_FALSE(view.out.finishMessage(idFrameInfo));
}

TEST(MessageQueue, OutputMacrosWriteToTheThreadsDebugQueue)
{
  MessageQueue queue;
  Global::setDebugOut(&queue);
  OUTPUT(idText, text, "x = " << 5);
  OUTPUT_TEXT("hello");
  OUTPUT(idFrameInfo, bin, 7u);
  OUTPUT_ERROR("camera " << 1 << " lost");
  Global::setDebugOut(nullptr);
  OUTPUT_TEXT("discarded");

  Collector collector;
  queue.handleAllMessages(collector);
#ifdef TOUCHLINE_RELEASE
  ASSERT_EQ(collector.messages.size(), 1u);
#else
  ASSERT_EQ(collector.messages.size(), 3u);
  EXPECT_EQ(collector.messages[0].second, "x = 5"); // " \"x = \" 5" read back token by token
  EXPECT_EQ(collector.messages[1].second, "hello");
#endif
  EXPECT_EQ(collector.messages.back().second, "Error: camera 1 lost");
}

TEST(MessageQueue, TextIsNotWrittenWhileTheThreadsTextIsDisabled)
{
  MessageQueue queue;
  DebugRequestTable table;
  const auto request = [&](std::string_view name, bool enable) {
    DebugRequest r;
    r.description = std::string(name);
    r.enable = enable;
    table.addRequest(r);
  };
  Global::setDebugOut(&queue);
  Global::setDebugRequestTable(&table);
  request(DebugRequestTable::textDisabledRequest, true);
  OUTPUT_TEXT("suppressed");
  OUTPUT(idText, text, "suppressed too");
  OUTPUT(idFrameInfo, bin, 7u);
  OUTPUT_ERROR("still sent");
  request(DebugRequestTable::textDisabledRequest, false);
  OUTPUT_TEXT("sent again");
  request(DebugRequestTable::textDisabledRequest, true);
  request("disableAll", true); // ends it as every request (the console's "dr off" sends it again)
  OUTPUT_TEXT("after disableAll");
  Global::setDebugRequestTable(nullptr);
  Global::setDebugOut(nullptr);

  Collector collector;
  queue.handleAllMessages(collector);
  std::vector<std::string> texts;
  for(const auto& [id, text] : collector.messages)
    texts.push_back(text);
#ifdef TOUCHLINE_RELEASE
  EXPECT_EQ(texts, (std::vector<std::string>{"Error: still sent"}));
#else
  EXPECT_EQ(texts, (std::vector<std::string>{"Error: still sent", "sent again", "after disableAll"}));
  EXPECT_EQ(queue.countMessages(), 4u); // and the idFrameInfo
#endif
}

TEST(MessageQueue, IdNames)
{
  EXPECT_STREQ(MessageIDs::getName(idFrameBegin), "idFrameBegin");
  EXPECT_STREQ(MessageIDs::getName(idConsole), "idConsole");
  EXPECT_STREQ(MessageIDs::getName(undefined), "undefined");
  EXPECT_EQ(MessageIDs::fromName("idRobotPose"), idRobotPose);
  EXPECT_EQ(MessageIDs::fromName("idProcessBegin"), idFrameBegin);
  EXPECT_EQ(MessageIDs::fromName("idNoSuchThing"), undefined);
  EXPECT_EQ(MessageIDs::representation(idRobotPose), "RobotPose");
  EXPECT_EQ(MessageIDs::representation(idText), "");
  EXPECT_EQ(TypeRegistry::getEnumConstants(typeid(MessageID).name()).size(), 109u);
}
