/**
 * @file Crc32.cpp
 * CRC-32 with slicing-by-8 tables built at compile time.
 */
#include "Crc32.h"
#include <array>
#include <cstring>

namespace
{
  using Tables = std::array<std::array<std::uint32_t, 256>, 8>;

  /** tables[0] is the byte-wise table; tables[k][b] is the CRC of b followed by k zero bytes. */
  constexpr Tables makeTables()
  {
    Tables tables{};
    for(std::uint32_t b = 0; b < 256; ++b)
    {
      std::uint32_t crc = b;
      for(int bit = 0; bit < 8; ++bit)
        crc = crc & 1 ? (crc >> 1) ^ 0xedb88320u : crc >> 1;
      tables[0][b] = crc;
    }
    for(std::size_t k = 1; k < 8; ++k)
      for(std::uint32_t b = 0; b < 256; ++b)
        tables[k][b] = (tables[k - 1][b] >> 8) ^ tables[0][tables[k - 1][b] & 0xff];
    return tables;
  }

  constexpr Tables tables = makeTables();
}

void Crc32::update(const void* data, std::size_t size)
{
  const auto* p = static_cast<const unsigned char*>(data);
  std::uint32_t crc = state;
  for(; size >= 8; size -= 8, p += 8)
  {
    // Little-endian hosts only (x86-64, the NAO's ARM): the first four bytes are the low word.
    std::uint32_t low = 0, high = 0;
    std::memcpy(&low, p, 4);
    std::memcpy(&high, p + 4, 4);
    low ^= crc;
    crc = tables[7][low & 0xff] ^ tables[6][(low >> 8) & 0xff] ^ tables[5][(low >> 16) & 0xff] ^ tables[4][low >> 24] ^
          tables[3][high & 0xff] ^ tables[2][(high >> 8) & 0xff] ^ tables[1][(high >> 16) & 0xff] ^ tables[0][high >> 24];
  }
  for(; size > 0; --size, ++p)
    crc = (crc >> 8) ^ tables[0][(crc ^ *p) & 0xff];
  state = crc;
}
