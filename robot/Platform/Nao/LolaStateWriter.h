/**
 * @file Platform/Nao/LolaStateWriter.h
 * Encoding state messages as LoLA does.
 */
#pragma once

#include "Platform/Nao/LolaSensorValues.h"
#include <cstdint>
#include <vector>

/**
 * Encodes a state message as LoLA does: a fixmap of the 13 keys in LoLA's order, arrays of
 * float32 (Status: positive fixints, RobotConfig: fixstrs). With 20-character ids and
 * 5-character versions the message has exactly Lola::stateSize (896) bytes.
 */
class LolaStateWriter
{
public:
  /**
   * Replaces the content of out with the encoded message.
   * Statuses above 127 and strings longer than 31 bytes throw (they cannot be encoded).
   */
  static void write(const LolaSensorValues& values, std::vector<std::uint8_t>& out);
};
