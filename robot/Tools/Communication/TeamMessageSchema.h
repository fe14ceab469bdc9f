/**
 * @file Tools/Communication/TeamMessageSchema.h
 * Which representations a team message carries and how their values are compressed
 * (Config/Scenarios/Default/teamMessage.cfg, docs/formats/team-message.md).
 */
#pragma once

#include "Streaming/AutoStreamable.h"
#include <cstdint>
#include <string>
#include <vector>

/** How one value (named by its path, e.g. "Whistle.frequency") is written. */
STREAMABLE(CompressionRule,
{
  ENUM(Kind,
  {,
    integer,   /**< Clamped to min..max, ceil(log2(max - min + 1)) bits. */
    real,      /**< Clamped to min..max, linearly quantised to bits bits. */
    angle,     /**< Like real over -pi..pi. */
    timestamp, /**< ms before the message's timestamp, >> shift, in bits bits; 0 ("never") and too old use the largest code. */
    count,     /**< The element count of a list: 0..max elements. */
  }),

  (std::string) path,
  (Kind)(integer) kind,
  (float)(0.f) min,
  (float)(0.f) max,
  (unsigned)(0) bits,
  (unsigned)(0) shift,
});

/**
 * The representations of a team message in their order, and the rules for their values.
 * Values without a rule keep their size: bool 1 bit, enums ceil(log2(constants)) bits, Angles
 * angleBits, other numbers their native size, strings and lists an 8-bit count.
 */
STREAMABLE(TeamMessageSchema,
{
  /** The rule for a path, nullptr if none. */
  const CompressionRule* find(const std::string& path) const;
  /** Checks the rules (bit counts, ranges); the errors, empty if fine. */
  std::vector<std::string> check() const;,

  (std::vector<std::string>) representations,
  (std::vector<CompressionRule>) rules,
  (unsigned)(8) angleBits,
});

namespace TeamMessageCoding
{
  /** The number of bits for values 0..range (at least 1 for range > 0, 0 for range 0). */
  unsigned bitsFor(std::uint64_t range);
  /** The number of constants of an enum type (mangled name), at least 1. */
  unsigned enumSize(const char* enumType);
  /** The bits an integer rule uses. */
  unsigned integerBits(const CompressionRule& rule);
}
