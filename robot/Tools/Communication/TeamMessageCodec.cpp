/**
 * @file Tools/Communication/TeamMessageCodec.cpp
 * Encoding and decoding a team message's header and parts, with the size limit.
 */
#include "Tools/Communication/TeamMessageCodec.h"
#include "Tools/Communication/InTeamMessage.h"
#include <bit>

TeamMessageCodec::TeamMessageCodec(const TeamMessageSchema& schema, int magicNumber)
  : schema(schema), versionByte(static_cast<unsigned char>(version ^ (magicNumber & 0xff))), out(schema) {}

std::size_t TeamMessageCodec::encode(TeamMessageHeader header, const std::vector<const Streamable*>& parts, unsigned char* buffer,
                                     std::size_t capacity)
{
  problem.clear();
  if(capacity < headerSize)
  {
    problem = "no room for the header";
    return 0;
  }
  header.parts = 0;
  for(std::size_t i = 0; i < parts.size() && i < schema.representations.size() && i < 16; ++i)
    if(parts[i])
      header.parts = static_cast<unsigned short>(header.parts | (1u << i));
  buffer[0] = versionByte;
  buffer[1] = header.playerNumber;
  for(int i = 0; i < 4; ++i)
    buffer[2 + i] = static_cast<unsigned char>(header.timestamp >> (8 * i));
  buffer[6] = header.gameControllerPacket;
  buffer[7] = static_cast<unsigned char>(header.gameControllerPacketAge);
  buffer[8] = static_cast<unsigned char>(header.gameControllerPacketAge >> 8);
  buffer[9] = static_cast<unsigned char>(header.parts);
  buffer[10] = static_cast<unsigned char>(header.parts >> 8);
  out.start(buffer + headerSize, capacity - headerSize, header.timestamp);
  for(std::size_t i = 0; i < parts.size() && i < schema.representations.size(); ++i)
    if(parts[i])
    {
      out.write(schema.representations[i], *parts[i]);
      if(!out.error().empty())
      {
        problem = out.error();
        return 0;
      }
    }
  return headerSize + out.size();
}

bool TeamMessageCodec::decode(const unsigned char* data, std::size_t size, TeamMessageHeader& header,
                              const std::function<Streamable*(std::size_t index)>& partFor)
{
  problem.clear();
  if(size < headerSize)
  {
    problem = std::to_string(size) + " bytes are too short for the header (11 bytes)";
    return false;
  }
  if(data[0] != versionByte)
  {
    problem = "byte 0 (version and magic number) is " + std::to_string(data[0]) + ", not " + std::to_string(versionByte);
    return false;
  }
  header.playerNumber = data[1];
  header.timestamp = static_cast<unsigned>(data[2]) | static_cast<unsigned>(data[3]) << 8 | static_cast<unsigned>(data[4]) << 16 |
                     static_cast<unsigned>(data[5]) << 24;
  header.gameControllerPacket = data[6];
  header.gameControllerPacketAge = static_cast<unsigned short>(data[7] | data[8] << 8);
  header.parts = static_cast<unsigned short>(data[9] | data[10] << 8);
  if(header.playerNumber < 1 || header.playerNumber > 20)
  {
    problem = "byte 1: player number " + std::to_string(header.playerNumber) + " is not 1..20";
    return false;
  }
  if(header.parts >> schema.representations.size())
  {
    problem = "bytes 9-10: representation " + std::to_string(std::bit_width(header.parts) - 1u) + " is not in the schema";
    return false;
  }
  InTeamMessage in(schema, data + headerSize, size - headerSize, header.timestamp);
  for(std::size_t i = 0; i < schema.representations.size(); ++i)
    if(header.parts & (1u << i))
    {
      Streamable* part = partFor(i);
      if(!part)
      {
        problem = schema.representations[i] + " cannot be read here";
        return false;
      }
      in.read(schema.representations[i], *part);
      if(in.failed())
      {
        problem = in.error();
        return false;
      }
    }
  // What follows the last value can only be padding to the next byte.
  if(in.remaining() > 0)
  {
    problem = std::to_string(in.remaining()) + " bytes after the last representation";
    return false;
  }
  return true;
}
