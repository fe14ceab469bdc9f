/**
 * @file Platform/Nao/LolaStateWriter.cpp
 * Encoding state messages as LoLA does (for touchline-naosim).
 */
#include "Platform/Nao/LolaStateWriter.h"
#include "Platform/Nao/MsgPackWriter.h"

void LolaStateWriter::write(const LolaSensorValues& values, std::vector<std::uint8_t>& out)
{
  out.clear();
  out.reserve(Lola::stateSize);
  MsgPackWriter writer(out);
  writer.mapHeader(Lola::numOfStateKeys);
  for(std::size_t k = 0; k < Lola::numOfStateKeys; ++k)
  {
    const Lola::StateKey key = static_cast<Lola::StateKey>(k);
    const Lola::KeyInfo& info = Lola::stateKeys[key];
    writer.fixstr(info.name);
    writer.arrayHeader(info.count);
    for(std::size_t i = 0; i < info.count; ++i)
      switch(info.type)
      {
        case Lola::ValueType::fixint:
          writer.positiveFixint(values.status[i]);
          break;
        case Lola::ValueType::fixstr:
          writer.fixstr(values.robotConfig[i]);
          break;
        default:
          writer.float32(values.floats(key)[i]);
      }
  }
}
