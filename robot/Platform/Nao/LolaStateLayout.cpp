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
    for(std::size_t o = 0; o < reader.position(); ++o)
      markers.emplace_back(static_cast<std::uint16_t>(o), message[o]);
  for(std::size_t entry = 0; entry < entries && reader.ok(); ++entry)
  {
    const std::size_t keyOffset = reader.position();
    const std::size_t k = reader.key(Lola::stateKeys);
    if(k == Lola::stateKeys.size())
      break;
    const Lola::KeyInfo& info = Lola::stateKeys[k];
    if(seen[k])
    {
      reader.fail(keyOffset, "the key appears twice");
      break;
    }
    seen[k] = true;
    markers.emplace_back(static_cast<std::uint16_t>(keyOffset), message[keyOffset]);
    markers.emplace_back(static_cast<std::uint16_t>(keyOffset + 1), message[keyOffset + 1]);
    const std::size_t arrayOffset = reader.position();
    std::size_t count = 0;
    if(!reader.arrayHeader(count))
      break;
    if(count != info.count)
    {
      reader.fail(arrayOffset, "expected " + std::to_string(info.count) + " entries, got " + std::to_string(count));
      break;
    }
    for(std::size_t o = arrayOffset; o < reader.position(); ++o)
      markers.emplace_back(static_cast<std::uint16_t>(o), message[o]);
    for(std::size_t i = 0; i < count; ++i)
    {
      reader.setKey(info.name, static_cast<int>(i));
      const std::size_t valueOffset = reader.position();
      bool read = false;
      if(info.type == Lola::ValueType::float32)
      {
        float value;
        read = reader.float32(value);
        offsets[k][i] = static_cast<std::uint16_t>(valueOffset + 1);
        if(read)
          markers.emplace_back(static_cast<std::uint16_t>(valueOffset), message[valueOffset]);
      }
      else if(info.type == Lola::ValueType::fixint)
      {
        std::uint8_t value;
        read = reader.positiveFixint(value);
        offsets[k][i] = static_cast<std::uint16_t>(valueOffset);
      }
      else
      {
        std::string_view text;
        read = reader.fixstr(text);
        offsets[k][i] = static_cast<std::uint16_t>(valueOffset + 1);
        stringLengths[i] = static_cast<std::uint8_t>(text.size());
        if(read)
          markers.emplace_back(static_cast<std::uint16_t>(valueOffset), message[valueOffset]);
      }
      if(!read)
        break;
    }
  }
  reader.setKey("");
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
