// libFuzzer target: every representation the robot's modules provide, read from arbitrary bytes
// as a replayed log frame gives them to LogDataProvider (docs/logs.md, "Replaying a log"). The
// first byte chooses the representation (in name order), the rest is its payload. Nothing may
// crash, hang or allocate without bound; a representation that was read must write and read
// back to the same bytes.
#include "Framework/Blackboard.h"
#include "Framework/Module.h"
#include "Modules/Infrastructure/LogDataProvider/LogDataProvider.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutStreams.h"
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

namespace
{
  /** What LogDataProvider can provide, in name order. */
  const std::vector<std::pair<std::string, const RepresentationType*>>& representations()
  {
    static const std::vector<std::pair<std::string, const RepresentationType*>> all = [] {
      const std::map<std::string, const RepresentationType*> types = LogDataProvider::representationTypes();
      return std::vector<std::pair<std::string, const RepresentationType*>>(types.begin(), types.end());
    }();
    return all;
  }
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  const auto& types = representations();
  if(size < 1 || types.empty())
    return 0;
  const auto& [name, type] = types[data[0] % types.size()];
  Blackboard blackboard;
  Blackboard::setInstance(&blackboard);
  Streamable& value = type->alloc(blackboard, name);
  InBinaryMemory in(data + 1, size - 1);
  in >> value;
  if(!in.failed())
  {
    OutBinaryMemory out;
    out << value;
    Streamable& copy = type->alloc(blackboard, name + "Copy");
    InBinaryMemory again(out.data(), out.size());
    again >> copy;
    OutBinaryMemory twice;
    twice << copy;
    if(again.failed() || twice.size() != out.size() || std::memcmp(twice.data(), out.data(), out.size()) != 0)
      std::abort();
    blackboard.free(name + "Copy");
  }
  blackboard.free(name);
  Blackboard::setInstance(nullptr);
  return 0;
}
