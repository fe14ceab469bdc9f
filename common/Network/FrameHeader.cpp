/**
 * @file Network/FrameHeader.cpp
 * Encoding and decoding the 8-byte big-endian frame header of the transport.
 */
#include "Network/FrameHeader.h"
#include <cstring>

void FrameHeader::encode(char* out) const
{
  const unsigned char bytes[size] = {
    static_cast<unsigned char>(component >> 8), static_cast<unsigned char>(component),
    static_cast<unsigned char>(type >> 8), static_cast<unsigned char>(type),
    static_cast<unsigned char>(payloadSize >> 24), static_cast<unsigned char>(payloadSize >> 16),
    static_cast<unsigned char>(payloadSize >> 8), static_cast<unsigned char>(payloadSize)};
  std::memcpy(out, bytes, size);
}

FrameHeader FrameHeader::decode(const char* in)
{
  const auto* p = reinterpret_cast<const unsigned char*>(in);
  FrameHeader header;
  header.component = static_cast<std::uint16_t>(p[0] << 8 | p[1]);
  header.type = static_cast<std::uint16_t>(p[2] << 8 | p[3]);
  header.payloadSize = static_cast<std::uint32_t>(p[4]) << 24 | static_cast<std::uint32_t>(p[5]) << 16 |
                       static_cast<std::uint32_t>(p[6]) << 8 | static_cast<std::uint32_t>(p[7]);
  return header;
}

std::string encodeFrame(std::uint16_t component, std::uint16_t type, const void* payload, std::size_t size)
{
  std::string frame(FrameHeader::size + size, '\0');
  FrameHeader{component, type, static_cast<std::uint32_t>(size)}.encode(frame.data());
  if(size)
    std::memcpy(frame.data() + FrameHeader::size, payload, size);
  return frame;
}
