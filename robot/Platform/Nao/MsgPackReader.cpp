/**
 * @file Platform/Nao/MsgPackReader.cpp
 * A bounded MessagePack reader for LoLA's messages.
 */
#include "Platform/Nao/MsgPackReader.h"
#include "Platform/Nao/MsgPackWriter.h"
#include <cstdio>

bool MsgPackReader::fail(std::size_t at, const std::string& message)
{
  if(state != Status::ok)
    return false;
  state = Status::malformed;
  errorPosition = at;
  errorText = std::string(what) + ", offset " + std::to_string(at);
  if(!currentKey.empty())
  {
    errorText += " (key " + std::string(currentKey);
    if(currentIndex >= 0)
      errorText += "[" + std::to_string(currentIndex) + "]";
    errorText += ")";
  }
  errorText += ": " + message;
  return false;
}

bool MsgPackReader::need(std::size_t count, const char* expected)
{
  if(state != Status::ok)
    return false;
  if(data.size() - offset >= count)
    return true;
  fail(offset, std::string("expected ") + expected + ", but the message ends after " + std::to_string(data.size()) + " bytes");
  state = Status::incomplete;
  return false;
}

bool MsgPackReader::unexpected(const char* expected)
{
  char byte[8];
  std::snprintf(byte, sizeof(byte), "0x%02x", data[offset]);
  return fail(offset, std::string("expected ") + expected + ", got " + byte);
}

bool MsgPackReader::mapHeader(std::size_t& entries)
{
  static const char* expected = "map (fixmap or map16)";
  if(!need(1, expected))
    return false;
  const std::uint8_t type = data[offset];
  if((type & 0xf0) == 0x80)
  {
    entries = type & 0x0f;
    offset += 1;
    return true;
  }
  if(type != 0xde)
    return unexpected(expected);
  if(!need(3, expected))
    return false;
  entries = static_cast<std::size_t>(data[offset + 1]) << 8 | data[offset + 2];
  offset += 3;
  return true;
}

bool MsgPackReader::arrayHeader(std::size_t& entries)
{
  static const char* expected = "array (fixarray or array16)";
  if(!need(1, expected))
    return false;
  const std::uint8_t type = data[offset];
  if((type & 0xf0) == 0x90)
  {
    entries = type & 0x0f;
    offset += 1;
    return true;
  }
  if(type != 0xdc)
    return unexpected(expected);
  if(!need(3, expected))
    return false;
  entries = static_cast<std::size_t>(data[offset + 1]) << 8 | data[offset + 2];
  offset += 3;
  return true;
}

bool MsgPackReader::fixstr(std::string_view& text)
{
  static const char* expected = "fixstr";
  if(!need(1, expected))
    return false;
  const std::uint8_t type = data[offset];
  if((type & 0xe0) != 0xa0)
    return unexpected(expected);
  const std::size_t length = type & 0x1f;
  if(!need(1 + length, expected))
    return false;
  text = std::string_view(reinterpret_cast<const char*>(data.data() + offset + 1), length);
  offset += 1 + length;
  return true;
}

bool MsgPackReader::float32(float& value)
{
  static const char* expected = "float32";
  if(!need(1, expected))
    return false;
  if(data[offset] != 0xca)
    return unexpected(expected);
  if(!need(5, expected))
    return false;
  value = MsgPackWriter::getFloat(data.data() + offset + 1);
  offset += 5;
  return true;
}

bool MsgPackReader::positiveFixint(std::uint8_t& value)
{
  static const char* expected = "positive fixint";
  if(!need(1, expected))
    return false;
  if(data[offset] > 0x7f)
    return unexpected(expected);
  value = data[offset++];
  return true;
}

bool MsgPackReader::boolean(bool& value)
{
  static const char* expected = "bool";
  if(!need(1, expected))
    return false;
  if(data[offset] != 0xc2 && data[offset] != 0xc3)
    return unexpected(expected);
  value = data[offset++] == 0xc3;
  return true;
}
