/**
 * @file Platform/Nao/LolaStateLayout.h
 * Where the values are in a LoLA state message, found once, so that later messages are read
 * in place.
 */
#pragma once

#include "Platform/Nao/LolaSensorValues.h"
#include <array>
#include <bitset>
#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

class MsgPackReader;

/**
 * Where the values are in a LoLA state message. parse() reads one message completely (keys in
 * any order, every key exactly once, exact counts and types, exactly Lola::stateSize bytes)
 * and remembers the byte offset of every value and every type byte. Later messages are then
 * only checked against these marker bytes (matches()) and read in place (read()), without
 * parsing them again.
 */
class LolaStateLayout
{
public:
  /**
   * Parses a state message.
   * @param error Receives the problem, e.g.
   *              "state message, offset 412 (key Status[3]): expected positive fixint, got 0xca".
   * @return Whether the message is a valid state message; the layout is kept only then.
   */
  bool parse(std::span<const std::uint8_t> message, std::string& error);

  /** Whether a layout was parsed. */
  bool isValid() const { return valid; }

  /**
   * Whether a message has the parsed layout: the size, every key, array header and type byte
   * where they were, and statuses that are positive fixints.
   */
  bool matches(std::span<const std::uint8_t> message) const;

  /** Reads every value of a message that matches() in place. */
  void read(std::span<const std::uint8_t> message, LolaSensorValues& values) const;

  /** Reads one float value of a message that matches() in place. */
  float readFloat(std::span<const std::uint8_t> message, Lola::StateKey key, std::size_t index) const;

  /** The offset of a value (of the float's 4 bytes, the fixint, the string's first byte). */
  std::size_t offset(Lola::StateKey key, std::size_t index) const { return offsets[key][index]; }

private:
  /** Marks the bytes from..to-1 of the message as bytes that must not change. */
  void mark(std::span<const std::uint8_t> message, std::size_t from, std::size_t to);
  /** Parses one key and its array of values; false after an error. */
  bool parseEntry(MsgPackReader& reader, std::span<const std::uint8_t> message, std::bitset<Lola::numOfStateKeys>& seen);
  /** Parses value i of key k and notes its offset; false after an error. */
  bool parseValue(MsgPackReader& reader, std::span<const std::uint8_t> message, std::size_t k, std::size_t i);
  /** Fails the reader if a key is missing or the message is not exactly Lola::stateSize bytes. */
  static void checkComplete(MsgPackReader& reader, std::span<const std::uint8_t> message, const std::bitset<Lola::numOfStateKeys>& seen);

  std::array<std::array<std::uint16_t, Lola::numOfJoints>, Lola::numOfStateKeys> offsets{};
  std::array<std::uint8_t, Lola::numOfRobotConfigValues> stringLengths{};
  std::vector<std::pair<std::uint16_t, std::uint8_t>> markers; ///< (offset, byte) that must not change.
  bool valid = false;
};
