/**
 * @file Platform/Nao/LolaCommandParser.cpp
 * Parsing LoLA command messages (for touchline-naosim).
 */
#include "Platform/Nao/LolaCommandParser.h"

MsgPackReader::Status LolaCommandParser::parse(std::span<const std::uint8_t> data, LolaActuatorValues& command,
                                               std::size_t& consumed, std::string& error)
{
  MsgPackReader reader(data, "command");
  LolaActuatorValues parsed;
  std::size_t entries = 0;
  if(reader.mapHeader(entries) && entries > Lola::numOfCommandKeys)
    reader.fail(0, "expected at most " + std::to_string(Lola::numOfCommandKeys) + " keys, got " + std::to_string(entries));
  for(std::size_t entry = 0; entry < entries && reader.ok(); ++entry)
  {
    const std::size_t keyOffset = reader.position();
    const std::size_t k = reader.key(Lola::commandKeys);
    if(k == Lola::commandKeys.size())
      break;
    const Lola::KeyInfo& info = Lola::commandKeys[k];
    if(parsed.present[k])
    {
      reader.fail(keyOffset, "the key appears twice");
      break;
    }
    parsed.present[k] = true;
    const std::size_t arrayOffset = reader.position();
    std::size_t count = 0;
    if(!reader.arrayHeader(count))
      break;
    if(count != info.count)
    {
      reader.fail(arrayOffset, "expected " + std::to_string(info.count) + " entries, got " + std::to_string(count));
      break;
    }
    for(std::size_t i = 0; i < count && reader.ok(); ++i)
    {
      reader.setKey(info.name, static_cast<int>(i));
      if(info.type == Lola::ValueType::boolean)
      {
        bool value = false;
        if(reader.boolean(value))
          parsed.values[k][i] = value ? 1.f : 0.f;
      }
      else
        reader.float32(parsed.values[k][i]);
    }
  }
  if(!reader.ok())
  {
    if(reader.status() == MsgPackReader::Status::malformed)
      error = reader.error();
    return reader.status();
  }
  command = parsed;
  consumed = reader.position();
  return MsgPackReader::Status::ok;
}
