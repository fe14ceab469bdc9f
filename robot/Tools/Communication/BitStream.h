/**
 * @file Tools/Communication/BitStream.h
 * Bits packed LSB first, values back to back (docs/formats/team-message.md).
 */
#pragma once

#include <cstddef>
#include <cstdint>

/** Writes values of 0..64 bits into a fixed buffer; remembers when it ran out of room. */
class BitWriter
{
public:
  BitWriter(unsigned char* data, std::size_t capacity) : data(data), capacity(capacity) {}

  /** Writes the lowest bits bits of value. */
  void write(std::uint64_t value, unsigned bits);
  /** The bytes used so far (the last one padded with zero bits). */
  std::size_t size() const { return (position + 7) / 8; }
  /** Whether a write did not fit. */
  bool overflowed() const { return overflow; }

private:
  unsigned char* data;
  std::size_t capacity;
  std::size_t position = 0; ///< In bits.
  bool overflow = false;
};

/** Reads what a BitWriter wrote; reading beyond the end yields zeros and sets failed(). */
class BitReader
{
public:
  BitReader(const unsigned char* data, std::size_t size) : data(data), size(size) {}

  std::uint64_t read(unsigned bits);
  bool failed() const { return failure; }
  /** Bits left. */
  std::size_t remaining() const { return size * 8 - position; }
  /** The bit position (for error messages). */
  std::size_t bitPosition() const { return position; }

private:
  const unsigned char* data;
  std::size_t size;
  std::size_t position = 0;
  bool failure = false;
};
