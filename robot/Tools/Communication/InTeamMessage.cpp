/**
 * @file Tools/Communication/InTeamMessage.cpp
 * Decoding bit-packed representations by the schema's rules; errors name path and bit position.
 */
#include "Tools/Communication/InTeamMessage.h"
#include "Math/Angle.h"
#include <cmath>
#include <cstring>

InTeamMessage::InTeamMessage(const TeamMessageSchema& schema, const unsigned char* data, std::size_t size, unsigned messageTime)
  : In(false, true), schema(schema), reader(data, size), messageTime(messageTime) {}

void InTeamMessage::read(const std::string& name, Streamable& representation)
{
  path = name;
  stack.clear();
  *this >> representation;
}

void InTeamMessage::check()
{
  if(reader.failed())
    fail(path + ": the message ends at bit " + std::to_string(reader.bitPosition()));
}

void InTeamMessage::select(const char* name, int, const char* enumType)
{
  stack.emplace_back(path.size(), enumType);
  if(name)
    path.append(".").append(name);
  else
    path.append("[]");
}

void InTeamMessage::deselect()
{
  if(stack.empty())
    return;
  path.resize(stack.back().first);
  stack.pop_back();
}

void InTeamMessage::inBool(bool& value)
{
  value = reader.read(1) != 0;
  check();
}

bool InTeamMessage::compressed(double& value)
{
  const CompressionRule* rule = schema.find(path);
  if(!rule)
    return false;
  switch(rule->kind)
  {
    case CompressionRule::integer:
      value = static_cast<double>(reader.read(TeamMessageCoding::integerBits(*rule))) + static_cast<double>(rule->min);
      value = std::min(value, static_cast<double>(rule->max));
      break;
    case CompressionRule::real:
    case CompressionRule::angle:
    {
      const double low = rule->kind == CompressionRule::angle ? -pi : rule->min;
      const double high = rule->kind == CompressionRule::angle ? pi : rule->max;
      const double steps = std::ldexp(1.0, static_cast<int>(rule->bits)) - 1.0;
      value = low + static_cast<double>(reader.read(rule->bits)) / steps * (high - low);
      break;
    }
    case CompressionRule::timestamp:
    {
      const std::uint64_t never = (std::uint64_t(1) << rule->bits) - 1;
      const std::uint64_t code = reader.read(rule->bits);
      const unsigned age = static_cast<unsigned>(code << rule->shift);
      value = code == never ? 0.0 : static_cast<double>(messageTime > age ? messageTime - age : 1u);
      break;
    }
    default:
      return false;
  }
  check();
  return true;
}

long long InTeamMessage::number(unsigned bits, bool isSigned)
{
  const char* enumType = stack.empty() ? nullptr : stack.back().second;
  if(enumType)
  {
    const unsigned size = TeamMessageCoding::enumSize(enumType);
    const std::uint64_t value = reader.read(TeamMessageCoding::bitsFor(size - 1));
    check();
    if(value >= size)
      fail(path + ": value " + std::to_string(value) + " is not one of the " + std::to_string(size) + " constants");
    return value < size ? static_cast<long long>(value) : 0;
  }
  double value = 0;
  if(compressed(value))
    return static_cast<long long>(std::llround(value));
  std::uint64_t raw = reader.read(bits);
  check();
  if(isSigned && bits < 64 && (raw >> (bits - 1)) & 1)
    raw |= ~((std::uint64_t(1) << bits) - 1);
  return static_cast<long long>(raw);
}

void InTeamMessage::inFloat(float& value)
{
  double compressedValue = 0;
  if(compressed(compressedValue))
  {
    value = static_cast<float>(compressedValue);
    return;
  }
  const std::uint32_t bits = static_cast<std::uint32_t>(reader.read(32));
  check();
  std::memcpy(&value, &bits, sizeof(value));
}

void InTeamMessage::inDouble(double& value)
{
  if(compressed(value))
    return;
  const std::uint64_t bits = reader.read(64);
  check();
  std::memcpy(&value, &bits, sizeof(value));
}

void InTeamMessage::inAngle(Angle& value)
{
  double compressedValue = 0;
  if(compressed(compressedValue))
  {
    value = static_cast<float>(compressedValue);
    return;
  }
  const double steps = std::ldexp(1.0, static_cast<int>(schema.angleBits)) - 1.0;
  value = static_cast<float>(-pi + static_cast<double>(reader.read(schema.angleBits)) / steps * 2.0 * pi);
  check();
}

void InTeamMessage::inString(std::string& value)
{
  const std::size_t length = reader.read(8);
  check();
  value.clear();
  for(std::size_t i = 0; i < length && !failed(); ++i)
  {
    value += static_cast<char>(reader.read(8));
    check();
  }
}

std::size_t InTeamMessage::beginArray(std::size_t fixedSize)
{
  if(fixedSize != dynamicSize)
    return fixedSize;
  const CompressionRule* rule = schema.find(path);
  const std::size_t max = rule && rule->kind == CompressionRule::count ? static_cast<std::size_t>(rule->max) : 255;
  const std::size_t size = reader.read(TeamMessageCoding::bitsFor(max));
  check();
  if(size > max)
  {
    fail(path + ": a list of " + std::to_string(size) + " elements is longer than " + std::to_string(max));
    return 0;
  }
  return failed() ? 0 : size;
}

void InTeamMessage::skip(std::size_t size)
{
  for(std::size_t i = 0; i < size; ++i)
    reader.read(8);
  check();
}

void InTeamMessage::readRaw(void* p, std::size_t size)
{
  for(std::size_t i = 0; i < size; ++i)
    static_cast<unsigned char*>(p)[i] = static_cast<unsigned char>(reader.read(8));
  check();
}
