/**
 * @file Tools/Communication/BitStream.cpp
 * Writing and reading bit-packed values (LSB first).
 */
#include "Tools/Communication/BitStream.h"

void BitWriter::write(std::uint64_t value, unsigned bits)
{
  if(bits == 0)
    return;
  if(bits > 64 || position + bits > capacity * 8)
  {
    overflow = true;
    return;
  }
  for(unsigned i = 0; i < bits; ++i, ++position)
  {
    const std::size_t byte = position / 8;
    const unsigned bit = position % 8;
    if(bit == 0)
      data[byte] = 0;
    if((value >> i) & 1)
      data[byte] = static_cast<unsigned char>(data[byte] | (1u << bit));
  }
}

std::uint64_t BitReader::read(unsigned bits)
{
  if(bits == 0)
    return 0;
  if(bits > 64 || position + bits > size * 8)
  {
    failure = true;
    position = size * 8;
    return 0;
  }
  std::uint64_t value = 0;
  for(unsigned i = 0; i < bits; ++i, ++position)
    if((data[position / 8] >> (position % 8)) & 1)
      value |= std::uint64_t(1) << i;
  return value;
}
