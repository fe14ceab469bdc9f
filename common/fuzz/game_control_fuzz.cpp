// libFuzzer target: GameController packets (RoboCupGameControlData 18/19, RoboCupGameControlReturnData 4).
// Nothing may crash or read out of bounds; a packet that parses must write back to the same bytes.
#include "Network/RoboCupGameControlData.h"
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  RoboCupGameControlData packet;
  std::string error;
  if(GameControl::parse(data, size, packet, error))
  {
    std::array<char, GameControl::maxSize> buffer{};
    if(GameControl::write(packet, buffer) != size || std::memcmp(buffer.data(), data, size) != 0)
      std::abort();
  }
  else if(error.empty())
    std::abort();
  RoboCupGameControlReturnData answer;
  if(GameControl::parseReturn(data, size, answer, error))
  {
    std::array<char, GameControl::returnSize> buffer{};
    GameControl::writeReturn(answer, buffer);
    if(size != buffer.size() || std::memcmp(buffer.data(), data, size) != 0)
      std::abort();
  }
  return 0;
}
