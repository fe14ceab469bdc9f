/**
 * @file Platform/Nao/LolaStateReader.cpp
 * Reading state messages in place through their layout.
 */
#include "Platform/Nao/LolaStateReader.h"

LolaStateReader::Result LolaStateReader::read(std::span<const std::uint8_t> message, LolaSensorValues& values)
{
  if(layout.matches(message))
  {
    layout.read(message, values);
    return Result::inPlace;
  }
  const bool first = !layout.isValid();
  LolaStateLayout parsed;
  std::string error;
  if(!parsed.parse(message, error))
  {
    ++malformed;
    lastError = error;
    return Result::malformed;
  }
  layout = std::move(parsed);
  layout.read(message, values);
  if(first)
    return Result::parsed;
  ++reparses;
  lastError = "the layout of the state message changed; it was parsed again";
  return Result::reparsed;
}
