/**
 * @file GameControlDataTest.cpp
 * The GameController's packets byte by byte against the published layouts (RoboCupGameControlData
 * version 18: 118 bytes, version 19: 198 bytes; RoboCupGameControlReturnData version 4: 32 bytes),
 * and what is rejected.
 */
#include "Network/RoboCupGameControlData.h"
#include <cstring>
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace
{
  /** A packet in which every field has a value of its own. */
  RoboCupGameControlData distinctPacket(unsigned char version)
  {
    RoboCupGameControlData packet;
    packet.version = version;
    packet.packetNumber = 0x21;
    packet.playersPerTeam = 7;
    packet.competitionPhase = version == 18 ? 1 : 0;
    packet.competitionType = 2;
    packet.stopped = version == 19 ? 1 : 0;
    packet.gamePhase = 3;
    packet.state = 4;
    packet.setPlay = 5;
    packet.firstHalf = 1;
    packet.kickingTeam = 0x55;
    packet.secsRemaining = 0x1234;
    packet.secondaryTime = -2;
    for(std::size_t t = 0; t < 2; ++t)
    {
      GameControlTeamInfo& team = packet.teams[t];
      const auto base = static_cast<unsigned char>(0x60 + 0x10 * t);
      team.teamNumber = base;
      team.fieldPlayerColour = static_cast<unsigned char>(base + 1);
      team.goalkeeperColour = static_cast<unsigned char>(base + 2);
      team.goalkeeper = static_cast<unsigned char>(base + 3);
      team.score = static_cast<unsigned char>(base + 4);
      team.penaltyShot = static_cast<unsigned char>(base + 5);
      team.singleShots = static_cast<unsigned short>(0xA1B2 + t);
      team.messageBudget = static_cast<unsigned short>(0x04B0 - t);
      for(std::size_t p = 0; p < 20; ++p)
      {
        team.players[p].penalty = static_cast<unsigned char>(p + 1);
        team.players[p].secsTillUnpenalised = static_cast<unsigned char>(100 + p + t);
        team.players[p].warnings = version == 19 ? static_cast<unsigned char>(200 + p) : 0;
        team.players[p].cautions = version == 19 ? static_cast<unsigned char>(p + 30 * t) : 0;
      }
    }
    return packet;
  }

  /** The bytes of distinctPacket(version) as the published header lays them out, and what each byte is. */
  std::vector<std::pair<unsigned char, std::string>> publishedLayout(unsigned char version)
  {
    const bool hsl = version == 19;
    std::vector<std::pair<unsigned char, std::string>> bytes;
    const auto add = [&](unsigned value, const std::string& field) { bytes.emplace_back(static_cast<unsigned char>(value), field); };
    for(char c : std::string("RGme"))
      add(static_cast<unsigned char>(c), "header");
    add(version, "version");
    add(0x21, "packetNumber");
    add(7, "playersPerTeam");
    if(hsl)
    {
      add(2, "competitionType");
      add(1, "stopped");
    }
    else
    {
      add(1, "competitionPhase");
      add(2, "competitionType");
    }
    add(3, "gamePhase");
    add(4, "state");
    add(5, "setPlay");
    add(1, "firstHalf");
    add(0x55, "kickingTeam");
    add(0x34, "secsRemaining (low byte)");
    add(0x12, "secsRemaining (high byte)");
    add(0xFE, "secondaryTime (low byte)");
    add(0xFF, "secondaryTime (high byte)");
    for(unsigned t = 0; t < 2; ++t)
    {
      const std::string team = "teams[" + std::to_string(t) + "].";
      const unsigned base = 0x60 + 0x10 * t;
      add(base, team + "teamNumber");
      add(base + 1, team + "fieldPlayerColour");
      add(base + 2, team + "goalkeeperColour");
      add(base + 3, team + "goalkeeper");
      add(base + 4, team + "score");
      add(base + 5, team + "penaltyShot");
      add((0xA1B2 + t) & 0xff, team + "singleShots (low byte)");
      add((0xA1B2 + t) >> 8, team + "singleShots (high byte)");
      add((0x04B0 - t) & 0xff, team + "messageBudget (low byte)");
      add((0x04B0 - t) >> 8, team + "messageBudget (high byte)");
      for(unsigned p = 0; p < 20; ++p)
      {
        const std::string player = team + "players[" + std::to_string(p) + "].";
        add(p + 1, player + "penalty");
        add(100 + p + t, player + "secsTillUnpenalised");
        if(hsl)
        {
          add(200 + p, player + "warnings");
          add(p + 30 * t, player + "cautions");
        }
      }
    }
    return bytes;
  }

  void expectPublishedLayout(unsigned char version, std::size_t size)
  {
    std::array<char, GameControl::maxSize> buffer{};
    ASSERT_EQ(GameControl::write(distinctPacket(version), buffer), size);
    const auto layout = publishedLayout(version);
    ASSERT_EQ(layout.size(), size);
    for(std::size_t offset = 0; offset < size; ++offset)
      EXPECT_EQ(static_cast<unsigned char>(buffer[offset]), layout[offset].first)
        << "version " << int(version) << ", offset " << offset << ": " << layout[offset].second;

    RoboCupGameControlData parsed;
    std::string error;
    ASSERT_TRUE(GameControl::parse(buffer.data(), size, parsed, error)) << error;
    std::array<char, GameControl::maxSize> again{};
    ASSERT_EQ(GameControl::write(parsed, again), size);
    EXPECT_EQ(std::memcmp(buffer.data(), again.data(), size), 0) << "parse and write again give the same bytes";
    EXPECT_EQ(parsed.teams[1].players[19].secsTillUnpenalised, 120);
    EXPECT_EQ(parsed.secondaryTime, -2);
  }
}

TEST(GameControlData, Version18HasThePublishedLayoutAt118Bytes)
{
  EXPECT_EQ(GameControl::sizeOf(18), 118u);
  expectPublishedLayout(18, 118);
}

TEST(GameControlData, Version19HasThePublishedLayoutAt198Bytes)
{
  EXPECT_EQ(GameControl::sizeOf(19), 198u);
  expectPublishedLayout(19, 198);
  RoboCupGameControlData parsed;
  std::array<char, GameControl::maxSize> buffer{};
  const std::size_t size = GameControl::write(distinctPacket(19), buffer);
  std::string error;
  ASSERT_TRUE(GameControl::parse(buffer.data(), size, parsed, error));
  EXPECT_EQ(parsed.stopped, 1);
  EXPECT_EQ(parsed.competitionPhase, 0) << "version 19 has none";
  EXPECT_EQ(parsed.teams[0].players[3].warnings, 203);
}

TEST(GameControlData, BadPacketsAreRejectedNamingTheField)
{
  std::array<char, GameControl::maxSize> buffer{};
  const std::size_t size = GameControl::write(distinctPacket(18), buffer);
  RoboCupGameControlData packet;
  std::string error;
  EXPECT_FALSE(GameControl::parse(buffer.data(), size - 1, packet, error));
  EXPECT_EQ(error, "size: version 18 has 118 bytes, the packet 117");
  EXPECT_FALSE(GameControl::parse(buffer.data(), 4, packet, error));
  EXPECT_EQ(error, "packet of 4 bytes is too short for header and version");
  buffer[4] = 17;
  EXPECT_FALSE(GameControl::parse(buffer.data(), size, packet, error));
  EXPECT_EQ(error, "version: 17 is neither 18 nor 19");
  buffer[4] = 19;
  EXPECT_FALSE(GameControl::parse(buffer.data(), size, packet, error)) << "a version 18 packet that says 19";
  buffer[0] = 'X';
  buffer[3] = 0;
  EXPECT_FALSE(GameControl::parse(buffer.data(), size, packet, error));
  EXPECT_EQ(error, "header: \"XGm\\x00\" is not \"RGme\"");
  packet.version = 20;
  EXPECT_EQ(GameControl::write(packet, buffer), 0u);
}

TEST(GameControlData, ReturnDataHasThePublishedLayoutAt32Bytes)
{
  RoboCupGameControlReturnData answer;
  answer.playerNum = 3;
  answer.teamNum = 42;
  answer.fallen = 1;
  answer.pose = {1000.f, -500.f, 1.5f};
  answer.ballAge = 2.25f;
  answer.ball = {250.f, -125.f};
  std::array<char, GameControl::returnSize> buffer{};
  GameControl::writeReturn(answer, buffer);
  const auto floatAt = [&](std::size_t offset) {
    std::uint32_t bits = 0;
    for(int i = 3; i >= 0; --i)
      bits = (bits << 8) | static_cast<unsigned char>(buffer[offset + static_cast<std::size_t>(i)]);
    float value;
    std::memcpy(&value, &bits, 4);
    return value;
  };
  EXPECT_EQ(std::string(buffer.data(), 4), "RGrt");
  EXPECT_EQ(buffer[4], 4) << "offset 4: version";
  EXPECT_EQ(buffer[5], 3) << "offset 5: playerNum";
  EXPECT_EQ(buffer[6], 42) << "offset 6: teamNum";
  EXPECT_EQ(buffer[7], 1) << "offset 7: fallen";
  EXPECT_EQ(floatAt(8), 1000.f) << "offset 8: pose[0]";
  EXPECT_EQ(floatAt(12), -500.f) << "offset 12: pose[1]";
  EXPECT_EQ(floatAt(16), 1.5f) << "offset 16: pose[2]";
  EXPECT_EQ(floatAt(20), 2.25f) << "offset 20: ballAge";
  EXPECT_EQ(floatAt(24), 250.f) << "offset 24: ball[0]";
  EXPECT_EQ(floatAt(28), -125.f) << "offset 28: ball[1]";
  EXPECT_EQ(static_cast<unsigned char>(buffer[11]), 0x44) << "little endian: 1000.f is 0x447a0000";

  RoboCupGameControlReturnData parsed;
  std::string error;
  ASSERT_TRUE(GameControl::parseReturn(buffer.data(), buffer.size(), parsed, error)) << error;
  EXPECT_EQ(parsed.pose[1], -500.f);
  EXPECT_EQ(parsed.ballAge, 2.25f);

  // Checked as the GameController checks: player number, fallen flag, no NaN.
  answer.fallen = 255;
  GameControl::writeReturn(answer, buffer);
  EXPECT_FALSE(GameControl::parseReturn(buffer.data(), buffer.size(), parsed, error));
  EXPECT_EQ(error, "fallen: 255 is neither 0 nor 1");
  answer.fallen = 0;
  answer.playerNum = 21;
  GameControl::writeReturn(answer, buffer);
  EXPECT_FALSE(GameControl::parseReturn(buffer.data(), buffer.size(), parsed, error));
  EXPECT_EQ(error, "playerNum: 21 is not 1..20");
  answer.playerNum = 1;
  answer.ball[1] = std::nanf("");
  GameControl::writeReturn(answer, buffer);
  EXPECT_FALSE(GameControl::parseReturn(buffer.data(), buffer.size(), parsed, error));
  EXPECT_EQ(error, "ball[1]: not a number");
  EXPECT_FALSE(GameControl::parseReturn(buffer.data(), 31, parsed, error));
  EXPECT_EQ(error, "size: a status message has 32 bytes, the packet 31");
}
