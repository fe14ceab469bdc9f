/**
 * @file Streaming/InStreams.cpp
 * Input streams: parsing text values (numbers, angles, booleans) and reading files and memory.
 */
#include "Streaming/InStreams.h"
#include <charconv>
#include <numbers>

namespace
{
  /** from_chars does not accept a leading '+'. */
  std::string_view skipPlus(std::string_view text)
  {
    return text.size() > 1 && text[0] == '+' && text[1] != '-' ? text.substr(1) : text;
  }

  template<typename T> bool parseNumber(std::string_view text, T& value, std::size_t& used)
  {
    const std::string_view digits = skipPlus(text);
    T v{};
    const auto result = std::from_chars(digits.data(), digits.data() + digits.size(), v);
    if(result.ec != std::errc())
      return false;
    used = static_cast<std::size_t>(result.ptr - digits.data()) + (text.size() - digits.size());
    value = v;
    return true;
  }
}

bool InText::parseBool(std::string_view text, bool& value)
{
  if(text == "true" || text == "1")
    value = true;
  else if(text == "false" || text == "0")
    value = false;
  else
    return false;
  return true;
}

bool InText::parseInteger(std::string_view text, long long& value)
{
  std::size_t used = 0;
  return parseNumber(text, value, used) && used == text.size();
}

bool InText::parseFloat(std::string_view text, float& value)
{
  std::size_t used = 0;
  return parseNumber(text, value, used) && used == text.size();
}

bool InText::parseDouble(std::string_view text, double& value)
{
  std::size_t used = 0;
  return parseNumber(text, value, used) && used == text.size();
}

bool InText::parseAngle(std::string_view text, float& radians)
{
  double number = 0.0;
  std::size_t used = 0;
  if(!parseNumber(text, number, used))
    return false;
  const std::string_view unit = text.substr(used);
  if(unit == "deg")
    number *= std::numbers::pi / 180.0;
  else if(unit == "pi")
    number *= std::numbers::pi;
  else if(!unit.empty() && unit != "rad")
    return false;
  radians = static_cast<float>(number);
  return true;
}

template class InStream<InFile, InBinary>;
template class InStream<InMemory, InBinary>;
template class InStream<InFile, InText>;
template class InStream<InMemory, InText>;
template class InStream<InFile, InConfig>;
template class InStream<InMemory, InConfig>;
