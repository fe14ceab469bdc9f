// ANNOTATION: the idAnnotation message (new format), decoded by decodeAnnotation and indexed
// by LogIndexBuilder; the request "annotation" and the logger's collection.
#include "DebuggingTestSupport.h"
#include "Debugging/Annotation.h"
#include "LogPlayback/LogIndex.h"
#include <array>

using TestSupport::hex;
using Annotations = DebuggingTest;

namespace
{
  LogIndex::Annotation decode(const std::string& payload)
  {
    LogIndex::Annotation annotation;
    EXPECT_TRUE(decodeAnnotation(payload.data(), payload.size(), annotation));
    return annotation;
  }
}

TEST_F(Annotations, MessageIsCounterWithHighBitThenText)
{
  request("annotation");
  ANNOTATION("GroundContactDetector", "Lost GroundContact");
  ANNOTATION("Behavior", "kick with " << 2 << " feet");
  const auto messages = take(idAnnotation);
  ASSERT_EQ(messages.size(), 2u);
  EXPECT_EQ(hex(messages[0]), hex((Bytes() << 0x80000000u).raw(" GroundContactDetector \"Lost GroundContact\"").data));
  EXPECT_EQ(hex(messages[1]), hex((Bytes() << 0x80000001u).raw(" Behavior \"kick with \" 2 \" feet\"").data));

  const LogIndex::Annotation first = decode(messages[0]);
  EXPECT_EQ(first.number, 0u);
  EXPECT_EQ(first.name, "GroundContactDetector");
  EXPECT_EQ(first.description, "Lost GroundContact");
  const LogIndex::Annotation second = decode(messages[1]);
  EXPECT_EQ(second.number, 1u);
  EXPECT_EQ(second.name, "Behavior");
  EXPECT_EQ(second.description, "kick with 2 feet");
}

TEST_F(Annotations, NothingIsEvaluatedWhenNobodyWantsThem)
{
  int evaluated = 0;
  ANNOTATION("Source", "value " << ++evaluated);
  request("something else");
  ANNOTATION("Source", "value " << ++evaluated);
  EXPECT_EQ(evaluated, 0);
  EXPECT_TRUE(queue.empty());
  EXPECT_EQ(debugging.annotations().getCounter(), 0u);
}

TEST_F(Annotations, LoggerCollectsThemWithoutRequest)
{
  AnnotationManager& annotations = debugging.annotations();
  annotations.setCollecting(true);
  ANNOTATION("GameState", "playing");
  EXPECT_TRUE(queue.empty());
  request("annotation");
  ANNOTATION("GameState", "finished");
  EXPECT_EQ(take(idAnnotation).size(), 1u) << "the request adds the debug queue, the collection still gets it";
  ASSERT_EQ(annotations.collected().countMessages(), 2u);

  // A log frame with the collected annotations is indexed with them.
  MessageQueue frame;
  frame.out.bin << std::string("Cognition");
  frame.out.finishMessage(idFrameBegin);
  annotations.takeCollected(frame);
  frame.out.bin << std::string("Cognition");
  frame.out.finishMessage(idFrameFinished);
  EXPECT_TRUE(annotations.collected().empty());
  std::array<MessageID, 256> ids;
  for(std::size_t i = 0; i < ids.size(); ++i)
    ids[i] = i < numOfMessageIDs ? static_cast<MessageID>(i) : undefined;
  LogIndexBuilder builder(ids, numOfMessageIDs);
  ASSERT_TRUE(builder.add(frame.data(), frame.size()));
  const LogIndex index = builder.finish();
  ASSERT_EQ(index.annotations.size(), 1u);
  EXPECT_EQ(index.annotations[0].thread, "Cognition");
  ASSERT_EQ(index.annotations[0].annotations.size(), 2u);
  EXPECT_EQ(index.annotations[0].annotations[0].name, "GameState");
  EXPECT_EQ(index.annotations[0].annotations[1].description, "finished");
  EXPECT_EQ(index.annotations[0].annotations[1].number, 1u);
}

TEST_F(Annotations, FullCollectionDropsAndCounts)
{
  AnnotationManager& annotations = debugging.annotations();
  annotations.setCollecting(true);
  const std::string longText(40000, 'x');
  for(int i = 0; i < 3; ++i)
    ANNOTATION("Source", longText);
  EXPECT_EQ(annotations.collected().countMessages(), 2u);
  EXPECT_EQ(annotations.getDropped(), 1u);
}

TEST_F(Annotations, PollingReportsTheRequest)
{
  request("poll");
  ANNOTATION("Source", "text");
  EXPECT_EQ(responses(), std::vector<std::string>{" annotation false"});
}
