/**
 * @file Platform/Nao/LolaActuatorValues.h
 * The content of one LoLA command message.
 */
#pragma once

#include "Platform/Nao/LolaProtocol.h"
#include <array>
#include <bitset>

/**
 * The content of one LoLA command message, in LoLA's order: which of the 11 keys it holds and
 * their values. A command may hold any subset of the keys.
 */
struct LolaActuatorValues
{
  std::bitset<Lola::numOfCommandKeys> present;
  /** The float values per key (Sonar: 0 or 1), at most 25 per key. */
  std::array<std::array<float, Lola::maxCommandValues>, Lola::numOfCommandKeys> values{};

  float& value(Lola::CommandKey key, std::size_t index) { return values[key][index]; }
  float value(Lola::CommandKey key, std::size_t index) const { return values[key][index]; }
};
