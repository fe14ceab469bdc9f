/**
 * @file Platform/Nao/LolaCommandTemplate.cpp
 * Building the command message once and patching it in place.
 */
#include "Platform/Nao/LolaCommandTemplate.h"
#include "Platform/Nao/MsgPackWriter.h"
#include "Platform/Assert.h"

LolaCommandTemplate::LolaCommandTemplate()
{
  MsgPackWriter writer(bytes);
  writer.mapHeader(Lola::SonarCommand);
  for(std::size_t k = 0; k < Lola::SonarCommand; ++k)
  {
    const Lola::KeyInfo& info = Lola::commandKeys[k];
    writer.fixstr(info.name);
    writer.arrayHeader(info.count);
    for(std::size_t i = 0; i < info.count; ++i)
    {
      const std::size_t offset = writer.float32(0.f);
      if(i == 0)
        offsets[k] = offset;
    }
  }
  ASSERT(bytes.size() == Lola::commandSize);
}

void LolaCommandTemplate::set(Lola::CommandKey key, std::size_t index, float value)
{
  ASSERT(key < Lola::SonarCommand && index < Lola::commandKeys[key].count);
  MsgPackWriter::putFloat(bytes.data() + offset(key, index), value);
}

void LolaCommandTemplate::fill(Lola::CommandKey key, float value)
{
  for(std::size_t i = 0; i < Lola::commandKeys[key].count; ++i)
    set(key, i, value);
}

float LolaCommandTemplate::get(Lola::CommandKey key, std::size_t index) const
{
  ASSERT(key < Lola::SonarCommand && index < Lola::commandKeys[key].count);
  return MsgPackWriter::getFloat(bytes.data() + offset(key, index));
}
