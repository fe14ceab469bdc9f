// libFuzzer target: team messages (TeamMessageCodec, InTeamMessage) with a schema that uses every
// kind of rule. Nothing may crash, hang or allocate without bound; a message that decodes must
// encode again, and that encoding must decode to the same bytes once more.
#include "Math/Angle.h"
#include "Representations/Communication/TeamData.h"
#include "Tools/Communication/TeamMessageCodec.h"
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace
{
  STREAMABLE(FuzzPart,
  {,
    (Angle)(0_deg) rotation,
    (float)(0.f) x,
    (std::vector<short>) list,
    (std::string) name,
    (bool)(false) flag,
    (unsigned)(0) seen,
  });

  TeamMessageSchema makeSchema()
  {
    TeamMessageSchema schema;
    schema.representations = {"Whistle", "BehaviorStatus", "FuzzPart"};
    const auto rule = [&](const char* path, CompressionRule::Kind kind, float min, float max, unsigned bits, unsigned shift = 0) {
      CompressionRule r;
      r.path = path;
      r.kind = kind;
      r.min = min;
      r.max = max;
      r.bits = bits;
      r.shift = shift;
      schema.rules.push_back(r);
    };
    rule("Whistle.lastTimeWhistleDetected", CompressionRule::timestamp, 0, 0, 12, 3);
    rule("Whistle.confidenceOfLastWhistleDetection", CompressionRule::real, 0, 1, 7);
    rule("Whistle.channel", CompressionRule::integer, -1, 6, 0);
    rule("FuzzPart.x", CompressionRule::real, -5120, 5110, 10);
    rule("FuzzPart.list", CompressionRule::count, 0, 5, 0);
    rule("FuzzPart.list[]", CompressionRule::integer, -100, 100, 0);
    rule("FuzzPart.rotation", CompressionRule::angle, 0, 0, 6);
    return schema;
  }
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  static const TeamMessageSchema schema = makeSchema();
  TeamMessageCodec codec(schema, -1);
  Teammate teammate;
  FuzzPart fuzzPart;
  const auto partFor = [&](std::size_t i) -> Streamable* { return i == 2 ? &fuzzPart : teammate.part(schema.representations[i]); };
  TeamMessageHeader header;
  if(!codec.decode(data, size, header, partFor))
  {
    if(codec.error().empty())
      std::abort();
    return 0;
  }
  const std::vector<const Streamable*> parts = {header.parts & 1 ? &teammate.theWhistle : nullptr,
                                                header.parts & 2 ? &teammate.theBehaviorStatus : nullptr,
                                                header.parts & 4 ? &fuzzPart : nullptr};
  std::vector<unsigned char> first(2048), second(2048);
  const std::size_t firstSize = codec.encode(header, parts, first.data(), first.size());
  if(firstSize == 0)
    return 0; // e.g. a decoded list longer than its rule allows is not sent again
  if(!codec.decode(first.data(), firstSize, header, partFor))
    std::abort();
  const std::size_t secondSize = codec.encode(header, parts, second.data(), second.size());
  if(secondSize != firstSize || std::memcmp(first.data(), second.data(), firstSize) != 0)
    std::abort();
  return 0;
}
