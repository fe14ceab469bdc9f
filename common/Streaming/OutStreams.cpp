/**
 * @file Streaming/OutStreams.cpp
 * Output streams: growing memory, and the text formats of numbers and angles.
 */
#include "Streaming/OutStreams.h"
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <numbers>

bool OutMemory::grow(std::size_t needed)
{
  if(!owner)
    return needed <= memory.capacity;
  if(needed <= memory.capacity)
    return true;
  std::size_t capacity = memory.capacity ? memory.capacity : 256;
  while(capacity < needed)
    capacity *= 2;
  char* grown = static_cast<char*>(std::realloc(memory.data, capacity));
  if(!grown)
    return false;
  memory.data = grown;
  memory.capacity = capacity;
  return true;
}

void OutText::formatBool(std::string& out, bool value)
{
  out += value ? "true" : "false";
}

void OutText::formatInt(std::string& out, long long value)
{
  char buffer[24];
  const auto result = std::to_chars(buffer, buffer + sizeof(buffer), value);
  out.append(buffer, result.ptr);
}

void OutText::formatFloat(std::string& out, float value)
{
  char buffer[32];
  const auto result = std::to_chars(buffer, buffer + sizeof(buffer), value);
  out.append(buffer, result.ptr);
}

void OutText::formatDouble(std::string& out, double value)
{
  char buffer[40];
  const auto result = std::to_chars(buffer, buffer + sizeof(buffer), value);
  out.append(buffer, result.ptr);
}

void OutText::formatAngle(std::string& out, float radians)
{
  if(!std::isfinite(radians))
  {
    formatFloat(out, radians);
    return;
  }
  // The shortest decimal number of degrees that converts back to exactly this float.
  const double degrees = static_cast<double>(radians) * (180.0 / std::numbers::pi);
  double shortest = degrees;
  char buffer[48];
  for(int precision = 1; precision <= 17; ++precision)
  {
    std::snprintf(buffer, sizeof(buffer), "%.*g", precision, degrees);
    const double parsed = std::strtod(buffer, nullptr);
    if(static_cast<float>(parsed * (std::numbers::pi / 180.0)) == radians)
    {
      shortest = parsed;
      break;
    }
  }
  formatDouble(out, shortest); // "90", not "9e+01"
  out += "deg";
}

void OutText::formatString(std::string& out, const char* text, std::size_t length)
{
  bool quote = length == 0 || text[0] == '"';
  for(std::size_t i = 0; i < length && !quote; ++i)
    quote = text[i] == ' ' || text[i] == '\n' || text[i] == '\r' || text[i] == '\t';
  if(quote)
    out += '"';
  for(std::size_t i = 0; i < length; ++i)
    switch(text[i])
    {
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '\\': out += "\\\\"; break;
      case '"':
        if(quote)
          out += '\\';
        out += '"';
        break;
      default: out += text[i];
    }
  if(quote)
    out += '"';
}

void OutTextRaw::formatAngle(std::string& out, float radians)
{
  // SensorData::off and SensorData::ignore are sentinels, not angles.
  if(radians == 10000.f || radians == 20000.f)
    OutText::formatFloat(out, radians);
  else
    OutText::formatAngle(out, radians);
}

template class OutStream<OutFile, OutBinary>;
template class OutStream<OutMemory, OutBinary>;
template class OutStream<OutFile, OutText>;
template class OutStream<OutMemoryForText, OutText>;
template class OutStream<OutFile, OutTextRaw>;
template class OutStream<OutMemoryForText, OutTextRaw>;
