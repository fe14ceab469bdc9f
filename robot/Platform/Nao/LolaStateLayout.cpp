/**
 * @file Platform/Nao/LolaStateLayout.cpp
 * Parsing the first LoLA state message into a layout, and reading later ones in place.
 */
#include "Platform/Nao/LolaStateLayout.h"
#include "Platform/Nao/MsgPackReader.h"
#include "Platform/Nao/MsgPackWriter.h"
#include <bitset>

bool LolaStateLayout::parse(std::span<const std::uint8_t> message, std::string& error)
{
  valid = false;
  markers.clear();
  MsgPackReader reader(message, "state message");
  std::bitset<Lola::numOfStateKeys> seen;
  std::size_t entries = 0;
  if(reader.mapHeader(entries))
    mark(message, 0, reader.position());
  for(std::size_t entry = 0; entry < entries && reader.ok(); ++entry)
    if(!parseEntry(reader, message, seen))
      break;
  reader.setKey("");
  checkComplete(reader, message, seen);
  if(!reader.ok())
  {
    error = reader.error();
    markers.clear();
    return false;
  }
  error.clear();
  valid = true;
  return true;
}

void LolaStateLayout::mark(std::span<const std::uint8_t> message, std::size_t from, std::size_t to)
{
  for(std::size_t o = from; o < to; ++o)
    markers.emplace_back(static_cast<std::uint16_t>(o), message[o]);
}

bool LolaStateLayout::parseEntry(MsgPackReader& reader, std::span<const std::uint8_t> message, std::bitset<Lola::numOfStateKeys>& seen)
{
  const std::size_t keyOffset = reader.position();
  const std::size_t k = reader.key(Lola::stateKeys);
  if(k == Lola::stateKeys.size())
    return false;
  const Lola::KeyInfo& info = Lola::stateKeys[k];
  if(seen[k])
  {
    reader.fail(keyOffset, "the key appears twice");
    return false;
  }
  seen[k] = true;
  mark(message, keyOffset, keyOffset + 2);
  const std::size_t arrayOffset = reader.position();
  std::size_t count = 0;
  if(!reader.arrayHeader(count))
    return false;
  if(count != info.count)
  {
    reader.fail(arrayOffset, "expected " + std::to_string(info.count) + " entries, got " + std::to_string(count));
    return false;
  }
  mark(message, arrayOffset, reader.position());
  for(std::size_t i = 0; i < count; ++i)
  {
    reader.setKey(info.name, static_cast<int>(i));
    if(!parseValue(reader, message, k, i))
      return false;
  }
  return true;
}

bool LolaStateLayout::parseValue(MsgPackReader& reader, std::span<const std::uint8_t> message, std::size_t k, std::size_t i)
{
  const std::size_t valueOffset = reader.position();
  bool read = false;
  switch(Lola::stateKeys[k].type)
  {
    case Lola::ValueType::float32:
    {
      float value;
      read = reader.float32(value);
      offsets[k][i] = static_cast<std::uint16_t>(valueOffset + 1);
      break;
    }
    case Lola::ValueType::fixint:
    {
      std::uint8_t value;
      read = reader.positiveFixint(value);
      offsets[k][i] = static_cast<std::uint16_t>(valueOffset);
      return read; // a status byte is its value: checked by matches(), not kept as a marker
    }
    default:
    {
      std::string_view text;
      read = reader.fixstr(text);
      offsets[k][i] = static_cast<std::uint16_t>(valueOffset + 1);
      stringLengths[i] = static_cast<std::uint8_t>(text.size());
      break;
    }
  }
  if(read)
    mark(message, valueOffset, valueOffset + 1);
  return read;
}

void LolaStateLayout::checkComplete(MsgPackReader& reader, std::span<const std::uint8_t> message, const std::bitset<Lola::numOfStateKeys>& seen)
{
  if(reader.ok() && !seen.all())
  {
    std::string missing;
    for(std::size_t k = 0; k < Lola::numOfStateKeys; ++k)
      if(!seen[k])
        missing += (missing.empty() ? "" : ", ") + std::string(Lola::stateKeys[k].name);
    reader.fail(reader.position(), "missing key" + std::string(seen.count() + 1 < Lola::numOfStateKeys ? "s " : " ") + missing);
  }
  if(reader.ok() && reader.position() != Lola::stateSize)
    reader.fail(reader.position(), "the map ends here, but a state message has " + std::to_string(Lola::stateSize) + " bytes");
  if(reader.ok() && message.size() != Lola::stateSize)
    reader.fail(reader.position(), "expected " + std::to_string(Lola::stateSize) + " bytes, got " + std::to_string(message.size()));
}

bool LolaStateLayout::matches(std::span<const std::uint8_t> message) const
{
  if(!valid || message.size() != Lola::stateSize)
    return false;
  for(const auto& [offset, byte] : markers)
    if(message[offset] != byte)
      return false;
  for(std::size_t i = 0; i < Lola::numOfJoints; ++i)
    if(message[offsets[Lola::Status][i]] > 0x7f)
      return false;
  return true;
}

void LolaStateLayout::read(std::span<const std::uint8_t> message, LolaSensorValues& values) const
{
  for(std::size_t k = 0; k < Lola::numOfStateKeys; ++k)
  {
    const Lola::StateKey key = static_cast<Lola::StateKey>(k);
    const Lola::KeyInfo& info = Lola::stateKeys[key];
    if(info.type == Lola::ValueType::float32)
    {
      float* floats = values.floats(key);
      for(std::size_t i = 0; i < info.count; ++i)
        floats[i] = MsgPackWriter::getFloat(message.data() + offsets[key][i]);
    }
    else if(info.type == Lola::ValueType::fixint)
      for(std::size_t i = 0; i < info.count; ++i)
        values.status[i] = message[offsets[key][i]];
    else
      for(std::size_t i = 0; i < info.count; ++i)
        values.robotConfig[i].assign(reinterpret_cast<const char*>(message.data() + offsets[key][i]), stringLengths[i]);
  }
}

float LolaStateLayout::readFloat(std::span<const std::uint8_t> message, Lola::StateKey key, std::size_t index) const
{
  return MsgPackWriter::getFloat(message.data() + offsets[key][index]);
}
