/**
 * @file Platform/Nao/LolaCommandTemplate.h
 * The command message sent to LoLA, built once and patched in place.
 */
#pragma once

#include "Platform/Nao/LolaProtocol.h"
#include <array>
#include <cstdint>
#include <span>
#include <vector>

/**
 * The command message a client sends to LoLA, built once and patched in place: a fixmap of the
 * 10 keys Position, Stiffness, REar, LEar, Chest, LEye, REye, LFoot, RFoot and Skull (not
 * Sonar) with float32 values, Lola::commandSize (777) bytes. set() overwrites the 4 bytes of one
 * value; nothing is allocated after construction.
 */
class LolaCommandTemplate
{
public:
  /** Builds the template with every value 0. */
  LolaCommandTemplate();

  /** Sets one value (key must not be SonarCommand; index below the key's count). */
  void set(Lola::CommandKey key, std::size_t index, float value);
  /** Sets every value of a key. */
  void fill(Lola::CommandKey key, float value);
  float get(Lola::CommandKey key, std::size_t index) const;

  /** The bytes to send. */
  std::span<const std::uint8_t> data() const { return bytes; }
  /** The offset of a value's 4 bytes in data(). */
  std::size_t offset(Lola::CommandKey key, std::size_t index) const { return offsets[key] + 5 * index; }

private:
  std::vector<std::uint8_t> bytes;
  std::array<std::size_t, Lola::numOfCommandKeys> offsets{}; ///< of each key's first value
};
