/**
 * @file Network/RoboCupGameControlData.cpp
 * Byte layouts of the GameController's packets: little endian, no padding (docs/game.md).
 */
#include "Network/RoboCupGameControlData.h"
#include <cmath>
#include <cstring>

namespace
{
  constexpr char dataHeader[4] = {'R', 'G', 'm', 'e'};
  constexpr char returnHeader[4] = {'R', 'G', 'r', 't'};

  /** Reads little-endian fields from a bounded buffer (the caller checked the size). */
  class Reader
  {
  public:
    explicit Reader(const unsigned char* data) : data(data) {}
    unsigned char u8() { return data[offset++]; }
    unsigned short u16()
    {
      const unsigned short value = static_cast<unsigned short>(data[offset] | (data[offset + 1] << 8));
      offset += 2;
      return value;
    }
    short i16() { return static_cast<short>(u16()); }
    float f32()
    {
      std::uint32_t bits = 0;
      for(int i = 3; i >= 0; --i)
        bits = (bits << 8) | data[offset + static_cast<std::size_t>(i)];
      offset += 4;
      float value;
      std::memcpy(&value, &bits, sizeof(value));
      return value;
    }
    std::size_t offset = 0;

  private:
    const unsigned char* data;
  };

  /** Writes little-endian fields. */
  class Writer
  {
  public:
    explicit Writer(char* data) : data(data) {}
    void u8(unsigned value) { data[offset++] = static_cast<char>(value & 0xff); }
    void u16(unsigned value)
    {
      u8(value);
      u8(value >> 8);
    }
    void f32(float value)
    {
      std::uint32_t bits;
      std::memcpy(&bits, &value, sizeof(bits));
      for(int i = 0; i < 4; ++i)
        u8(bits >> (8 * i));
    }
    void bytes(const char* source, std::size_t size)
    {
      std::memcpy(data + offset, source, size);
      offset += size;
    }
    std::size_t offset = 0;

  private:
    char* data;
  };

  void readTeam(Reader& reader, GameControlTeamInfo& team, bool hsl)
  {
    team.teamNumber = reader.u8();
    team.fieldPlayerColour = reader.u8();
    team.goalkeeperColour = reader.u8();
    team.goalkeeper = reader.u8();
    team.score = reader.u8();
    team.penaltyShot = reader.u8();
    team.singleShots = reader.u16();
    team.messageBudget = reader.u16();
    for(GameControlRobotInfo& player : team.players)
    {
      player.penalty = reader.u8();
      player.secsTillUnpenalised = reader.u8();
      player.warnings = hsl ? reader.u8() : 0;
      player.cautions = hsl ? reader.u8() : 0;
    }
  }

  void writeTeam(Writer& writer, const GameControlTeamInfo& team, bool hsl)
  {
    writer.u8(team.teamNumber);
    writer.u8(team.fieldPlayerColour);
    writer.u8(team.goalkeeperColour);
    writer.u8(team.goalkeeper);
    writer.u8(team.score);
    writer.u8(team.penaltyShot);
    writer.u16(team.singleShots);
    writer.u16(team.messageBudget);
    for(const GameControlRobotInfo& player : team.players)
    {
      writer.u8(player.penalty);
      writer.u8(player.secsTillUnpenalised);
      if(hsl)
      {
        writer.u8(player.warnings);
        writer.u8(player.cautions);
      }
    }
  }

  std::string printable(const unsigned char* header)
  {
    std::string text;
    for(int i = 0; i < 4; ++i)
    {
      const unsigned char c = header[i];
      if(c >= 0x20 && c < 0x7f)
        text += static_cast<char>(c);
      else
      {
        static const char hex[] = "0123456789abcdef";
        text += "\\x";
        text += hex[c >> 4];
        text += hex[c & 15];
      }
    }
    return text;
  }
}

bool GameControl::parse(const void* data, std::size_t size, RoboCupGameControlData& packet, std::string& error)
{
  const auto* bytes = static_cast<const unsigned char*>(data);
  if(size < 5)
  {
    error = "packet of " + std::to_string(size) + " bytes is too short for header and version";
    return false;
  }
  if(std::memcmp(bytes, dataHeader, 4) != 0)
  {
    error = "header: \"" + printable(bytes) + "\" is not \"RGme\"";
    return false;
  }
  const unsigned version = bytes[4];
  const std::size_t expected = sizeOf(version);
  if(expected == 0)
  {
    error = "version: " + std::to_string(version) + " is neither 18 nor 19";
    return false;
  }
  if(size != expected)
  {
    error = "size: version " + std::to_string(version) + " has " + std::to_string(expected) + " bytes, the packet " +
            std::to_string(size);
    return false;
  }
  const bool hsl = version == hslVersion;
  Reader reader(bytes);
  reader.offset = 4;
  packet.version = reader.u8();
  packet.packetNumber = reader.u8();
  packet.playersPerTeam = reader.u8();
  packet.competitionPhase = hsl ? 0 : reader.u8();
  packet.competitionType = reader.u8();
  packet.stopped = hsl ? reader.u8() : 0;
  packet.gamePhase = reader.u8();
  packet.state = reader.u8();
  packet.setPlay = reader.u8();
  packet.firstHalf = reader.u8();
  packet.kickingTeam = reader.u8();
  packet.secsRemaining = reader.i16();
  packet.secondaryTime = reader.i16();
  for(GameControlTeamInfo& team : packet.teams)
    readTeam(reader, team, hsl);
  return true;
}

std::size_t GameControl::write(const RoboCupGameControlData& packet, std::array<char, maxSize>& buffer)
{
  const std::size_t size = sizeOf(packet.version);
  if(size == 0)
    return 0;
  const bool hsl = packet.version == hslVersion;
  Writer writer(buffer.data());
  writer.bytes(dataHeader, 4);
  writer.u8(packet.version);
  writer.u8(packet.packetNumber);
  writer.u8(packet.playersPerTeam);
  if(hsl)
  {
    writer.u8(packet.competitionType);
    writer.u8(packet.stopped);
  }
  else
  {
    writer.u8(packet.competitionPhase);
    writer.u8(packet.competitionType);
  }
  writer.u8(packet.gamePhase);
  writer.u8(packet.state);
  writer.u8(packet.setPlay);
  writer.u8(packet.firstHalf);
  writer.u8(packet.kickingTeam);
  writer.u16(static_cast<unsigned short>(packet.secsRemaining));
  writer.u16(static_cast<unsigned short>(packet.secondaryTime));
  for(const GameControlTeamInfo& team : packet.teams)
    writeTeam(writer, team, hsl);
  return writer.offset;
}

bool GameControl::parseReturn(const void* data, std::size_t size, RoboCupGameControlReturnData& packet, std::string& error)
{
  const auto* bytes = static_cast<const unsigned char*>(data);
  if(size != returnSize)
  {
    error = "size: a status message has 32 bytes, the packet " + std::to_string(size);
    return false;
  }
  if(std::memcmp(bytes, returnHeader, 4) != 0)
  {
    error = "header: \"" + printable(bytes) + "\" is not \"RGrt\"";
    return false;
  }
  if(bytes[4] != returnVersion)
  {
    error = "version: " + std::to_string(bytes[4]) + " is not 4";
    return false;
  }
  Reader reader(bytes);
  reader.offset = 5;
  packet.playerNum = reader.u8();
  packet.teamNum = reader.u8();
  packet.fallen = reader.u8();
  for(float& value : packet.pose)
    value = reader.f32();
  packet.ballAge = reader.f32();
  for(float& value : packet.ball)
    value = reader.f32();
  error.clear();
  if(packet.playerNum < 1 || packet.playerNum > maxNumPlayers)
    error = "playerNum: " + std::to_string(packet.playerNum) + " is not 1..20";
  else if(packet.fallen > 1)
    error = "fallen: " + std::to_string(packet.fallen) + " is neither 0 nor 1";
  else
  {
    const char* const names[] = {"pose[0]", "pose[1]", "pose[2]", "ballAge", "ball[0]", "ball[1]"};
    const float values[] = {packet.pose[0], packet.pose[1], packet.pose[2], packet.ballAge, packet.ball[0], packet.ball[1]};
    for(std::size_t i = 0; i < 6; ++i)
      if(std::isnan(values[i]))
      {
        error = std::string(names[i]) + ": not a number";
        break;
      }
  }
  return error.empty();
}

void GameControl::writeReturn(const RoboCupGameControlReturnData& packet, std::array<char, returnSize>& buffer)
{
  Writer writer(buffer.data());
  writer.bytes(returnHeader, 4);
  writer.u8(returnVersion);
  writer.u8(packet.playerNum);
  writer.u8(packet.teamNum);
  writer.u8(packet.fallen);
  for(float value : packet.pose)
    writer.f32(value);
  writer.f32(packet.ballAge);
  for(float value : packet.ball)
    writer.f32(value);
}
