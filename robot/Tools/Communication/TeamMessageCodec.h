/**
 * @file Tools/Communication/TeamMessageCodec.h
 * A team message: a fixed header and the bit-packed representations the schema lists
 * (docs/formats/team-message.md).
 */
#pragma once

#include "Tools/Communication/OutTeamMessage.h"
#include "Tools/Communication/TeamMessageSchema.h"
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

/** The header of a team message. */
struct TeamMessageHeader
{
  static constexpr unsigned short noGameControllerPacket = 0xffff;

  unsigned char playerNumber = 0;
  unsigned timestamp = 0;                 ///< When it was sent (ms of the sender's clock).
  unsigned char gameControllerPacket = 0; ///< packetNumber of the sender's newest GameController packet ...
  unsigned short gameControllerPacketAge = noGameControllerPacket; ///< ... and how old it was when sent (ms).
  unsigned short parts = 0;               ///< Bit i: the schema's representation i follows.
};

/** Encodes and decodes team messages of one schema and magic number (Settings::magicNumber). */
class TeamMessageCodec
{
public:
  static constexpr unsigned char version = 1;
  static constexpr std::size_t headerSize = 11;

  TeamMessageCodec(const TeamMessageSchema& schema, int magicNumber);

  /**
   * Writes a message.
   * @param parts Per representation of the schema: the one to send, or nullptr (left out).
   * @return Its size, 0 if it does not fit into capacity (error() says what was too large).
   */
  std::size_t encode(TeamMessageHeader header, const std::vector<const Streamable*>& parts, unsigned char* buffer, std::size_t capacity);

  /**
   * Reads a message.
   * @param partFor Where to read representation i of the schema into (nullptr: the message is malformed).
   * @return Whether it is a well-formed message of this schema and magic number (else error() says why).
   */
  bool decode(const unsigned char* data, std::size_t size, TeamMessageHeader& header,
              const std::function<Streamable*(std::size_t index)>& partFor);

  const std::string& error() const { return problem; }

private:
  const TeamMessageSchema& schema;
  unsigned char versionByte;
  OutTeamMessage out;
  std::string problem;
};
