// libFuzzer target: binary reading driven by a TypeInfo. The input is either
//  - byte 0 even: a type selector and binary data of one of the program's own types, or
//  - byte 0 odd: a TypeInfo, a type name and binary data, all from the input,
// converted to a config map with TypeInfoStreamer, and (for the program's own types) also read
// directly with the C++ type.
#include "../tests/TestTypes.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutStreams.h"
#include "Streaming/TypeInfoStreamer.h"
#include <cstdint>

namespace
{
  template<typename T> void readAs(const std::uint8_t* data, std::size_t size)
  {
    T value{};
    InBinaryMemory in(data, size);
    in >> value;
  }
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  if(size < 2)
    return 0;
  std::string error;
  if((data[0] & 1) == 0)
  {
    static const char* const types[] = {"Everything", "Basics", "KickOffInfo", "Example", "JointAngles", "Pose2f", "int*", "std::string*"};
    const char* type = types[data[1] % (sizeof(types) / sizeof(*types))];
    InBinaryMemory in(data + 2, size - 2);
    OutMapMemory out;
    TypeInfoStreamer(TypeInfo::current()).convert(in, out, type, error);
    switch(data[1] % 4)
    {
      case 0: readAs<Everything>(data + 2, size - 2); break;
      case 1: readAs<Basics>(data + 2, size - 2); break;
      case 2: readAs<KickOffInfo>(data + 2, size - 2); break;
      default: readAs<JointAngles>(data + 2, size - 2); break;
    }
    return 0;
  }
  InBinaryMemory in(data + 1, size - 1);
  TypeInfo info;
  std::string type;
  in >> info >> type;
  if(in.failed())
    return 0;
  OutMapMemory out;
  TypeInfoStreamer(info).convert(in, out, type, error);
  return 0;
}
