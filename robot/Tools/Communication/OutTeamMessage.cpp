/**
 * @file Tools/Communication/OutTeamMessage.cpp
 * Encoding representations bit-packed by the schema's rules.
 */
#include "Tools/Communication/OutTeamMessage.h"
#include "Math/Angle.h"
#include <algorithm>
#include <cmath>
#include <cstring>

OutTeamMessage::OutTeamMessage(const TeamMessageSchema& schema) : Out(false, true), schema(schema)
{
  path.reserve(256);
  stack.reserve(32);
  problem.reserve(128);
}

void OutTeamMessage::start(unsigned char* data, std::size_t capacity, unsigned time)
{
  writer = BitWriter(data, capacity);
  messageTime = time;
  path.clear();
  stack.clear();
  problem.clear();
}

void OutTeamMessage::write(const std::string& name, const Streamable& representation)
{
  path = name;
  stack.clear();
  *this << representation;
  if(writer.overflowed())
    fail("the message is too large");
}

void OutTeamMessage::fail(const std::string& message)
{
  if(problem.empty())
    problem = path + ": " + message;
}

void OutTeamMessage::select(const char* name, int, const char* enumType)
{
  stack.emplace_back(path.size(), enumType);
  if(name)
    path.append(".").append(name);
  else
    path.append("[]");
}

void OutTeamMessage::deselect()
{
  if(stack.empty())
    return;
  path.resize(stack.back().first);
  stack.pop_back();
}

void OutTeamMessage::outBool(bool value)
{
  writer.write(value ? 1 : 0, 1);
}

bool OutTeamMessage::compressed(double value)
{
  const CompressionRule* rule = schema.find(path);
  if(!rule)
    return false;
  switch(rule->kind)
  {
    case CompressionRule::integer:
    {
      const double clamped = std::clamp(std::round(value), static_cast<double>(rule->min), static_cast<double>(rule->max));
      writer.write(static_cast<std::uint64_t>(clamped - static_cast<double>(rule->min)), TeamMessageCoding::integerBits(*rule));
      return true;
    }
    case CompressionRule::angle:
      value = std::remainder(value, 2.0 * pi);
      [[fallthrough]];
    case CompressionRule::real:
    {
      const double low = rule->kind == CompressionRule::angle ? -pi : rule->min;
      const double high = rule->kind == CompressionRule::angle ? pi : rule->max;
      const double steps = std::ldexp(1.0, static_cast<int>(rule->bits)) - 1.0;
      const double clamped = std::clamp(std::isnan(value) ? low : value, low, high);
      writer.write(static_cast<std::uint64_t>(std::llround((clamped - low) / (high - low) * steps)), rule->bits);
      return true;
    }
    case CompressionRule::timestamp:
    {
      const std::uint64_t never = (std::uint64_t(1) << rule->bits) - 1;
      const unsigned time = static_cast<unsigned>(value);
      std::uint64_t code = never;
      if(time != 0)
        code = std::min<std::uint64_t>(static_cast<int>(messageTime - time) > 0 ? (messageTime - time) >> rule->shift : 0, never - 1);
      writer.write(code, rule->bits);
      return true;
    }
    default:
      return false;
  }
}

void OutTeamMessage::number(long long value, unsigned bits, bool)
{
  const char* enumType = stack.empty() ? nullptr : stack.back().second;
  if(enumType)
  {
    const unsigned size = TeamMessageCoding::enumSize(enumType);
    writer.write(static_cast<std::uint64_t>(std::clamp<long long>(value, 0, size - 1)), TeamMessageCoding::bitsFor(size - 1));
  }
  else if(!compressed(static_cast<double>(value)))
    writer.write(static_cast<std::uint64_t>(value), bits);
}

void OutTeamMessage::outFloat(float value)
{
  if(!compressed(value))
  {
    std::uint32_t bits;
    std::memcpy(&bits, &value, sizeof(bits));
    writer.write(bits, 32);
  }
}

void OutTeamMessage::outDouble(double value)
{
  if(!compressed(value))
  {
    std::uint64_t bits;
    std::memcpy(&bits, &value, sizeof(bits));
    writer.write(bits, 64);
  }
}

void OutTeamMessage::outAngle(const Angle& value)
{
  if(compressed(value))
    return;
  const double steps = std::ldexp(1.0, static_cast<int>(schema.angleBits)) - 1.0;
  const double normalized = std::remainder(static_cast<double>(static_cast<float>(value)), 2.0 * pi);
  writer.write(static_cast<std::uint64_t>(std::llround((normalized + pi) / (2.0 * pi) * steps)), schema.angleBits);
}

void OutTeamMessage::outString(const char* value, std::size_t length)
{
  if(length > 255)
  {
    fail("a string of " + std::to_string(length) + " characters is longer than 255");
    length = 255;
  }
  writer.write(length, 8);
  for(std::size_t i = 0; i < length; ++i)
    writer.write(static_cast<unsigned char>(value[i]), 8);
}

void OutTeamMessage::beginArray(std::size_t size, bool dynamic)
{
  if(!dynamic)
    return;
  const CompressionRule* rule = schema.find(path);
  const std::size_t max = rule && rule->kind == CompressionRule::count ? static_cast<std::size_t>(rule->max) : 255;
  if(size > max)
    fail("a list of " + std::to_string(size) + " elements is longer than " + std::to_string(max));
  writer.write(std::min(size, max), TeamMessageCoding::bitsFor(max));
}

void OutTeamMessage::writeRaw(const void* p, std::size_t size)
{
  for(std::size_t i = 0; i < size; ++i)
    writer.write(static_cast<const unsigned char*>(p)[i], 8);
}
