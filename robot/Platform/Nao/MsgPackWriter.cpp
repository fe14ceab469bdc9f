/**
 * @file Platform/Nao/MsgPackWriter.cpp
 * Writing the MessagePack values that LoLA's messages use.
 */
#include "Platform/Nao/MsgPackWriter.h"
#include <bit>
#include <stdexcept>

std::size_t MsgPackWriter::mapHeader(std::size_t entries)
{
  if(entries <= 15)
    buffer.push_back(static_cast<std::uint8_t>(0x80 | entries));
  else if(entries <= 0xffff)
    buffer.insert(buffer.end(), {0xde, static_cast<std::uint8_t>(entries >> 8), static_cast<std::uint8_t>(entries)});
  else
    throw std::length_error("MessagePack map with more than 65535 entries");
  return buffer.size();
}

std::size_t MsgPackWriter::arrayHeader(std::size_t entries)
{
  if(entries <= 15)
    buffer.push_back(static_cast<std::uint8_t>(0x90 | entries));
  else if(entries <= 0xffff)
    buffer.insert(buffer.end(), {0xdc, static_cast<std::uint8_t>(entries >> 8), static_cast<std::uint8_t>(entries)});
  else
    throw std::length_error("MessagePack array with more than 65535 entries");
  return buffer.size();
}

std::size_t MsgPackWriter::fixstr(std::string_view text)
{
  if(text.size() > 31)
    throw std::length_error("MessagePack fixstr longer than 31 bytes: " + std::string(text));
  buffer.push_back(static_cast<std::uint8_t>(0xa0 | text.size()));
  const std::size_t offset = buffer.size();
  buffer.insert(buffer.end(), text.begin(), text.end());
  return offset;
}

std::size_t MsgPackWriter::float32(float value)
{
  buffer.push_back(0xca);
  const std::size_t offset = buffer.size();
  buffer.resize(offset + 4);
  putFloat(buffer.data() + offset, value);
  return offset;
}

std::size_t MsgPackWriter::positiveFixint(unsigned value)
{
  if(value > 0x7f)
    throw std::out_of_range("MessagePack positive fixint larger than 127");
  const std::size_t offset = buffer.size();
  buffer.push_back(static_cast<std::uint8_t>(value));
  return offset;
}

std::size_t MsgPackWriter::boolean(bool value)
{
  const std::size_t offset = buffer.size();
  buffer.push_back(value ? 0xc3 : 0xc2);
  return offset;
}

void MsgPackWriter::putFloat(std::uint8_t* p, float value)
{
  const std::uint32_t bits = std::bit_cast<std::uint32_t>(value);
  p[0] = static_cast<std::uint8_t>(bits >> 24);
  p[1] = static_cast<std::uint8_t>(bits >> 16);
  p[2] = static_cast<std::uint8_t>(bits >> 8);
  p[3] = static_cast<std::uint8_t>(bits);
}

float MsgPackWriter::getFloat(const std::uint8_t* p)
{
  return std::bit_cast<float>(static_cast<std::uint32_t>(p[0]) << 24 | static_cast<std::uint32_t>(p[1]) << 16 |
                              static_cast<std::uint32_t>(p[2]) << 8 | static_cast<std::uint32_t>(p[3]));
}
