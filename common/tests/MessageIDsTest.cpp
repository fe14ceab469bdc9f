/**
 * @file MessageIDsTest.cpp
 * Message ids added by the program: a module's representations get theirs when it is
 * registered, the seed's keep their numbers, and a full table is a clear start-up error.
 */
#include "TestSupport.h"
#include "Framework/Robot.h"
#include "Streaming/MessageIDs.h"
#include <set>
#include <thread>

STREAMABLE(IdTestReading, {, (int)(0) value, });
STREAMABLE(FrameInfoForIds, {, (unsigned)(0) time, });
MODULE(IdTestSensor, {, PROVIDES(IdTestReading), PROVIDES(FrameInfoForIds), });

struct IdTestSensor : IdTestSensorBase
{
  void update(IdTestReading& reading) override { ++reading.value; }
  void update(FrameInfoForIds& frameInfo) override { frameInfo.time += 10; }
};
MAKE_MODULE(IdTestSensor);

TEST(MessageIDs, ModulesAddTheIdsOfWhatTheyProvide)
{
  const MessageID reading = MessageIDs::fromName("idIdTestReading");
  ASSERT_NE(reading, undefined);
  EXPECT_GE(reading, numOfMessageIDs);
  EXPECT_LT(reading, MessageIDs::count());
  EXPECT_TRUE(MessageIDs::isData(reading));
  EXPECT_STREQ(MessageIDs::getName(reading), "idIdTestReading");
  EXPECT_EQ(MessageIDs::representation(reading), "IdTestReading");
  // Numbered in name order: FrameInfoForIds before IdTestReading.
  EXPECT_LT(MessageIDs::fromName("idFrameInfoForIds"), reading);
}

TEST(MessageIDs, TheSeedsIdsKeepTheirNumbers)
{
  const unsigned before = MessageIDs::count();
  MessageIDs::add("idRobotPose");
  MessageIDs::add("idConsole");
  EXPECT_EQ(MessageIDs::count(), before);
  EXPECT_EQ(MessageIDs::fromName("idRobotPose"), idRobotPose);
  EXPECT_FALSE(MessageIDs::isData(idConsole));
  EXPECT_TRUE(MessageIDs::isData(idWhistle));
  EXPECT_FALSE(MessageIDs::isData(static_cast<MessageID>(MessageIDs::count())));
  EXPECT_EQ(MessageIDs::getName(static_cast<MessageID>(MessageIDs::count())), nullptr);
}

TEST(MessageIDs, AddingTwiceGivesOneId)
{
  MessageIDs::add("idTwiceAdded");
  const unsigned count = MessageIDs::count();
  const MessageID id = MessageIDs::fromName("idTwiceAdded");
  MessageIDs::add("idTwiceAdded");
  EXPECT_EQ(MessageIDs::count(), count);
  EXPECT_EQ(MessageIDs::fromName("idTwiceAdded"), id);
}

TEST(MessageIDs, ThreadsAddAndLookUpAtTheSameTime)
{
  // The host learns names while its other threads look ids up (also run under tsan).
  std::vector<std::thread> threads;
  for(int t = 0; t < 4; ++t)
    threads.emplace_back([t] {
      for(int i = 0; i < 5; ++i)
      {
        const std::string name = "idConcurrent" + std::to_string(i);
        MessageIDs::add(name);
        const MessageID id = MessageIDs::fromName(name);
        EXPECT_NE(id, undefined) << t;
        EXPECT_STREQ(MessageIDs::getName(id), name.c_str());
        EXPECT_TRUE(MessageIDs::isData(id));
      }
    });
  for(std::thread& thread : threads)
    thread.join();
  std::set<MessageID> ids;
  for(int i = 0; i < 5; ++i)
    ids.insert(MessageIDs::fromName("idConcurrent" + std::to_string(i)));
  EXPECT_EQ(ids.size(), 5u);
}

TEST(MessageIDs, AFullTableIsAStartUpError)
{
  // In a child process, so that the full table does not disturb the other tests.
  EXPECT_EXIT(
    {
      for(unsigned i = 0; MessageIDs::count() < MessageIDs::maxCount; ++i)
        MessageIDs::add("idFiller" + std::to_string(i));
      // A module registered now finds no id left for what it provides.
      static const Module late("LateModule", []() -> ModuleBase* { return nullptr; },
                               []() { return std::vector<ModuleInfo>{{"LateReading", ModuleInfo::provision, [](ModuleBase&) {}, nullptr}}; });
      Settings settings;
      Robot robot(settings);
      Configuration configuration;
      configuration.threads = {TestSupport::threadConfiguration("Cognition", "30Hz", {{"LateReading", "LateModule"}})};
      std::vector<std::string> errors;
      const bool configured = robot.configure(configuration, errors);
      const bool named = MessageIDs::withoutId() == std::vector<std::string>{"idLateReading"};
      std::exit(!configured && errors == std::vector<std::string>{"Cognition: LateReading has no message id: all 255 ids are taken"} && named
                  ? 0 : 1);
    },
    testing::ExitedWithCode(0), "");
}
