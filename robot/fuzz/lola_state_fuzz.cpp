// libFuzzer target: LoLA state messages (LolaStateLayout, LolaStateReader) and, on the same
// bytes, LoLA commands (LolaCommandParser). Nothing may crash, read out of bounds or hang; a
// message that parses must read back in place, and so must a copy with changed values.
#include "Platform/Nao/LolaCommandParser.h"
#include "Platform/Nao/LolaStateLayout.h"
#include "Platform/Nao/LolaStateReader.h"
#include <cstdint>
#include <cstdlib>
#include <span>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  const std::span<const std::uint8_t> message(data, size);
  LolaStateLayout layout;
  std::string error;
  LolaSensorValues values;
  if(layout.parse(message, error))
  {
    if(!layout.matches(message) || size != Lola::stateSize)
      std::abort();
    layout.read(message, values);
    // Changing a value's bytes keeps the layout.
    std::vector<std::uint8_t> changed(data, data + size);
    changed[layout.offset(Lola::Position, 0)] ^= 0x40;
    if(!layout.matches(changed))
      std::abort();
    layout.read(changed, values);
  }
  else if(error.empty())
    std::abort();

  LolaStateReader reader;
  reader.read(message, values);
  reader.read(message, values);

  LolaActuatorValues command;
  std::size_t consumed = 0;
  if(LolaCommandParser::parse(message, command, consumed, error) == MsgPackReader::Status::ok && consumed > size)
    std::abort();
  return 0;
}
