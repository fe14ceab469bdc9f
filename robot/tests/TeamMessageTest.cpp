/**
 * @file TeamMessageTest.cpp
 * Team messages: bit packing by the schema (angles, positions, timestamps, enums, lists), the
 * header, the size limit, what is rejected; the budget's send interval; time synchronisation.
 */
#include "Math/Angle.h"
#include "Math/Eigen.h"
#include "Modules/Communication/TeamMessageHandler/TeamMessageHandler.h"
#include "Modules/Communication/TeamMessageHandler/TimeSynchronization.h"
#include "Representations/Communication/TeamData.h"
#include "Streaming/InMap.h"
#include "Streaming/MathStreaming.h"
#include "Tools/Communication/TeamMessageCodec.h"
#include <gtest/gtest.h>

namespace
{
  STREAMABLE(TestPose,
  {,
    (Angle)(0_deg) rotation,
    (Vector2f)(Vector2f::Zero()) translation,
    (std::vector<unsigned char>) ids,
    (unsigned)(0) seen,
  });

  TeamMessageSchema poseSchema()
  {
    TeamMessageSchema schema;
    schema.representations = {"TestPose", "Whistle"};
    const auto rule = [&](const char* path, CompressionRule::Kind kind, float min, float max, unsigned bits, unsigned shift = 0) {
      CompressionRule r;
      r.path = path;
      r.kind = kind;
      r.min = min;
      r.max = max;
      r.bits = bits;
      r.shift = shift;
      schema.rules.push_back(r);
    };
    rule("TestPose.translation.x", CompressionRule::real, -5120, 5110, 10);
    rule("TestPose.translation.y", CompressionRule::real, -5120, 5110, 10);
    rule("TestPose.ids", CompressionRule::count, 0, 3, 0);
    rule("TestPose.ids[]", CompressionRule::integer, 0, 15, 0);
    rule("TestPose.seen", CompressionRule::timestamp, 0, 0, 11, 4);
    return schema;
  }
}

TEST(TeamMessage, PacksAnglesPositionsListsAndTimestampsIntoFewBits)
{
  const TeamMessageSchema schema = poseSchema();
  ASSERT_TRUE(schema.check().empty());
  TeamMessageCodec codec(schema, 7);
  TestPose pose;
  pose.rotation = 90_deg;
  pose.translation = Vector2f(1234.f, -4321.f);
  pose.ids = {3, 9};
  pose.seen = 100000 - 320; // 320 ms before the message
  TeamMessageHeader header;
  header.playerNumber = 3;
  header.timestamp = 100000;
  header.gameControllerPacket = 77;
  header.gameControllerPacketAge = 123;
  std::array<unsigned char, 128> buffer{};
  const std::size_t size = codec.encode(header, {&pose, nullptr}, buffer.data(), buffer.size());
  // 8 (angle) + 2 * 10 (position) + 2 (count) + 2 * 4 (ids) + 11 (timestamp) = 49 bits = 7 bytes.
  EXPECT_EQ(size, TeamMessageCodec::headerSize + 7);
  EXPECT_EQ(buffer[0], 1 ^ 7) << "version xor magic number";
  EXPECT_EQ(buffer[1], 3);
  EXPECT_EQ(buffer[2] | buffer[3] << 8 | buffer[4] << 16, 100000);
  EXPECT_EQ(buffer[6], 77);
  EXPECT_EQ(buffer[7], 123);
  EXPECT_EQ(buffer[9], 1) << "parts: only TestPose";

  TestPose read;
  TeamMessageHeader readHeader;
  ASSERT_TRUE(codec.decode(buffer.data(), size, readHeader, [&](std::size_t i) -> Streamable* { return i == 0 ? &read : nullptr; }))
    << codec.error();
  EXPECT_EQ(readHeader.timestamp, 100000u);
  EXPECT_EQ(readHeader.gameControllerPacketAge, 123);
  EXPECT_NEAR(static_cast<float>(read.rotation), static_cast<float>(90_deg), 2.f * pi / 255.f);
  EXPECT_NEAR(read.translation.x(), 1234.f, 10.f);
  EXPECT_NEAR(read.translation.y(), -4321.f, 10.f);
  EXPECT_EQ(read.ids, (std::vector<unsigned char>{3, 9}));
  EXPECT_NEAR(static_cast<double>(read.seen), 100000.0 - 320.0, 16.0) << "16 ms steps";

  pose.ids = {1, 2, 3, 4};
  EXPECT_EQ(codec.encode(header, {&pose, nullptr}, buffer.data(), buffer.size()), 0u);
  EXPECT_EQ(codec.error(), "TestPose.ids: a list of 4 elements is longer than 3");
  pose.ids.clear();
  EXPECT_EQ(codec.encode(header, {&pose, nullptr}, buffer.data(), TeamMessageCodec::headerSize + 3), 0u) << "too large";
}

TEST(TeamMessage, TheDefaultSchemaCarriesWhistleAndBehaviorStatusWithinTheLimit)
{
  TeamMessageSchema schema;
  InMapFile stream(std::string(TOUCHLINE_SOURCE_CONFIG) + "/Scenarios/Default/teamMessage.cfg", InMap::allErrors & ~InMap::missingAttribute, false);
  ASSERT_TRUE(stream.exists());
  stream >> schema;
  ASSERT_TRUE(stream.errors().empty()) << stream.errors().front();
  ASSERT_TRUE(schema.check().empty());
  Teammate sender, receiver;
  sender.theWhistle.lastTimeWhistleDetected = 50000 - 800;
  sender.theWhistle.confidenceOfLastWhistleDetection = 0.5f;
  sender.theWhistle.channelsUsedForWhistleDetection = 4;
  sender.theWhistle.channel = 2;
  sender.theWhistle.frequency = 3100.f;
  sender.theWhistle.whistles = 3;
  sender.theBehaviorStatus.activity = BehaviorStatus::standing;
  sender.theBehaviorStatus.activitySince = 49000;
  TeamMessageCodec codec(schema, -1);
  TeamMessageHeader header;
  header.playerNumber = 2;
  header.timestamp = 50000;
  std::array<unsigned char, 128> buffer{};
  const std::size_t size = codec.encode(header, {&sender.theWhistle, &sender.theBehaviorStatus}, buffer.data(), buffer.size());
  EXPECT_GT(size, 0u);
  EXPECT_LE(size, 20u) << "a few bytes, far below the 128 of the rules";
  ASSERT_TRUE(codec.decode(buffer.data(), size, header, [&](std::size_t i) { return receiver.part(schema.representations[i]); }))
    << codec.error();
  EXPECT_NEAR(static_cast<double>(receiver.theWhistle.lastTimeWhistleDetected), 49200.0, 8.0);
  EXPECT_EQ(receiver.theWhistle.channel, 2);
  EXPECT_NEAR(receiver.theWhistle.frequency, 3100.f, 32.f);
  EXPECT_EQ(receiver.theBehaviorStatus.activity, BehaviorStatus::standing);

  // Rejected: another magic number, a truncated body, trailing bytes, an unknown part.
  TeamMessageCodec other(schema, 5);
  EXPECT_FALSE(other.decode(buffer.data(), size, header, [&](std::size_t i) { return receiver.part(schema.representations[i]); }));
  EXPECT_EQ(other.error(), "byte 0 (version and magic number) is 254, not 4");
  EXPECT_FALSE(codec.decode(buffer.data(), size - 2, header, [&](std::size_t i) { return receiver.part(schema.representations[i]); }));
  EXPECT_NE(codec.error().find(": the message ends at bit "), std::string::npos) << codec.error();
  EXPECT_FALSE(codec.decode(buffer.data(), size + 2, header, [&](std::size_t i) { return receiver.part(schema.representations[i]); }));
  EXPECT_EQ(codec.error(), "2 bytes after the last representation");
  buffer[9] = 4;
  EXPECT_FALSE(codec.decode(buffer.data(), size, header, [&](std::size_t i) { return receiver.part(schema.representations[i]); }));
  EXPECT_EQ(codec.error(), "bytes 9-10: representation 2 is not in the schema");
}

TEST(TeamMessage, TheBudgetIsSpreadOverTheRemainingTimeAndPlayers)
{
  GameState game;
  game.state = GameState::playing;
  game.firstHalf = false;
  game.playersPerTeam = 5;
  game.ownTeam.messageBudget = 120;
  game.timeWhenHalfEnds = 10000 + 300000; // 5 minutes left
  // 300 s * 5 players / (120 - 20 reserve) = 15 s per robot.
  EXPECT_EQ(TeamMessageHandler::sendInterval(game, 10000, 500, 2000, 20, 600), 15000u);
  game.ownTeam.penalties[0] = game.ownTeam.penalties[1] = GameState::pushing; // three play
  EXPECT_EQ(TeamMessageHandler::sendInterval(game, 10000, 500, 2000, 20, 600), 9000u);
  game.firstHalf = true; // another half follows
  EXPECT_EQ(TeamMessageHandler::sendInterval(game, 10000, 500, 2000, 20, 600), 27000u);
  game.ownTeam.messageBudget = 20;
  EXPECT_EQ(TeamMessageHandler::sendInterval(game, 10000, 500, 2000, 20, 600), 0u) << "only the reserve left";
  game.ownTeam.messageBudget = 100000;
  EXPECT_EQ(TeamMessageHandler::sendInterval(game, 10000, 500, 2000, 20, 600), 500u) << "never faster than the minimum";
  game.state = GameState::initial;
  EXPECT_EQ(TeamMessageHandler::sendInterval(game, 10000, 500, 2000, 20, 600), 2000u) << "not counted";
  game.state = GameState::playing;
  game.penalty = GameState::manual;
  EXPECT_EQ(TeamMessageHandler::sendInterval(game, 10000, 500, 2000, 20, 600), 0u) << "penalized robots are silent";
}

TEST(TeamMessage, ClocksAreSynchronisedThroughTheSameGameControllerPacket)
{
  // Robot A's clock is 5000 ms ahead of robot B's; both receive packet 42 at the same moment.
  TimeSynchronization a, b;
  a.addPacket(41, 15000);
  b.addPacket(41, 10000);
  a.addPacket(42, 15500);
  b.addPacket(42, 10500);
  unsigned char number = 0;
  unsigned short age = 0;
  ASSERT_TRUE(a.reference(15700, number, age)); // A sends at 15700 (its clock)
  EXPECT_EQ(number, 42);
  EXPECT_EQ(age, 200);
  int offset = 0;
  ASSERT_TRUE(b.offset(number, age, 15700, 10705, offset)); // B receives at 10705
  EXPECT_EQ(offset, 5000);
  EXPECT_TRUE(TimeSynchronization::plausible(15700, 10705, offset, 10705));
  EXPECT_FALSE(TimeSynchronization::plausible(15700, 10600, offset, 10705)) << "received before it was sent";
  EXPECT_FALSE(TimeSynchronization::plausible(15700, 13000, offset, 10705)) << "more than 2 s late";
  EXPECT_FALSE(b.offset(99, age, 15700, 10705, offset)) << "an unknown packet";
  EXPECT_FALSE(a.reference(15500 + 6000, number, age)) << "too old to refer to";
}
