/**
 * @file Crc32.h
 * CRC-32 (ISO-HDLC: polynomial 0x04C11DB7 reflected, initial value and final XOR 0xFFFFFFFF),
 * as zlib, PNG and MCAP use it; crc32("123456789") = 0xCBF43926. Eight bytes per step
 * (slicing-by-8), so that checksumming an export costs little next to writing it.
 */
#pragma once

#include <cstddef>
#include <cstdint>

class Crc32
{
public:
  /** Adds bytes to the checksum. */
  void update(const void* data, std::size_t size);
  /** The checksum of the bytes so far. */
  std::uint32_t value() const { return ~state; }

  /** The checksum of one block of bytes. */
  static std::uint32_t of(const void* data, std::size_t size)
  {
    Crc32 crc;
    crc.update(data, size);
    return crc.value();
  }

private:
  std::uint32_t state = 0xffffffffu;
};
