// libFuzzer target: LoLA command messages as touchline-naosim reads them from a client's byte
// stream (LolaCommandParser). Nothing may crash, read out of bounds or hang.
//
// Input: 1 control byte (seed of the chunk sizes the stream arrives in), then the stream.
// Properties checked (abort() if broken):
// - a command that parses is consumed whole (consumed <= size) and parses the same way from
//   exactly its own bytes; every strict prefix of it is incomplete, never malformed, so that a
//   command split by the socket is never thrown away;
// - a parsed command written again by MsgPackWriter (keys in LoLA's order) parses to the same
//   keys and bit-identical values;
// - a stream parsed the way the simulator does (commands back to back, stop at the first
//   incomplete or malformed one) yields the same commands whatever chunks it arrives in.
#include "Platform/Nao/LolaCommandParser.h"
#include "Platform/Nao/MsgPackWriter.h"
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <span>
#include <string>
#include <vector>

/** A broken property: names it and aborts (libFuzzer saves the input). */
#define CHECK(condition) \
  do \
    if(!(condition)) \
    { \
      std::fprintf(stderr, "%s(%d): property broken: %s\n", __FILE__, __LINE__, #condition); \
      std::abort(); \
    } \
  while(false)

namespace
{
  bool same(const LolaActuatorValues& a, const LolaActuatorValues& b)
  {
    if(a.present != b.present)
      return false;
    for(std::size_t k = 0; k < Lola::numOfCommandKeys; ++k)
      if(a.present[k] && std::memcmp(a.values[k].data(), b.values[k].data(), Lola::commandKeys[k].count * sizeof(float)) != 0)
        return false;
    return true;
  }

  std::vector<std::uint8_t> encode(const LolaActuatorValues& command)
  {
    std::vector<std::uint8_t> bytes;
    MsgPackWriter writer(bytes);
    writer.mapHeader(command.present.count());
    for(std::size_t k = 0; k < Lola::numOfCommandKeys; ++k)
      if(command.present[k])
      {
        const Lola::KeyInfo& info = Lola::commandKeys[k];
        writer.fixstr(info.name);
        writer.arrayHeader(info.count);
        for(std::size_t i = 0; i < info.count; ++i)
          if(info.type == Lola::ValueType::boolean)
            writer.boolean(command.values[k][i] != 0.f);
          else
            writer.float32(command.values[k][i]);
      }
    return bytes;
  }

  /** Commands back to back, as the simulator reads its input buffer; returns the bytes used. */
  std::size_t parseStream(const std::vector<std::uint8_t>& input, std::vector<LolaActuatorValues>& commands, bool& malformed)
  {
    std::size_t offset = 0;
    while(offset < input.size())
    {
      LolaActuatorValues command;
      std::size_t consumed = 0;
      std::string error;
      const auto status = LolaCommandParser::parse(std::span(input).subspan(offset), command, consumed, error);
      if(status == MsgPackReader::Status::incomplete)
        break;
      if(status == MsgPackReader::Status::malformed)
      {
        malformed = true;
        return input.size();
      }
      commands.push_back(command);
      offset += consumed;
    }
    return offset;
  }
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* input, std::size_t inputSize)
{
  if(inputSize < 1 || inputSize > 65536)
    return 0;
  const std::span<const std::uint8_t> data(input + 1, inputSize - 1);

  LolaActuatorValues command;
  std::size_t consumed = 0;
  std::string error;
  const MsgPackReader::Status status = LolaCommandParser::parse(data, command, consumed, error);
  CHECK((status == MsgPackReader::Status::malformed) == !error.empty());
  if(status == MsgPackReader::Status::ok)
  {
    CHECK(consumed > 0 && consumed <= data.size());
    LolaActuatorValues again;
    std::size_t consumedAgain = 0;
    CHECK(LolaCommandParser::parse(data.first(consumed), again, consumedAgain, error) == MsgPackReader::Status::ok);
    CHECK(consumedAgain == consumed && same(again, command));
    for(std::size_t n = 0; n < consumed; n += 1 + n / 8)
    {
      LolaActuatorValues partial;
      std::size_t partialConsumed = 0;
      CHECK(LolaCommandParser::parse(data.first(n), partial, partialConsumed, error) == MsgPackReader::Status::incomplete);
    }

    const std::vector<std::uint8_t> encoded = encode(command);
    LolaActuatorValues decoded;
    std::size_t decodedConsumed = 0;
    CHECK(LolaCommandParser::parse(encoded, decoded, decodedConsumed, error) == MsgPackReader::Status::ok);
    CHECK(decodedConsumed == encoded.size() && same(decoded, command));
  }

  // The stream in chunks: the same commands as the whole stream at once.
  std::vector<LolaActuatorValues> reference;
  bool referenceMalformed = false;
  parseStream(std::vector<std::uint8_t>(data.begin(), data.end()), reference, referenceMalformed);

  std::vector<LolaActuatorValues> chunked;
  bool chunkedMalformed = false;
  std::vector<std::uint8_t> buffer;
  std::uint32_t state = 0x9e3779b9u ^ input[0];
  for(std::size_t offset = 0; offset < data.size() && !chunkedMalformed;)
  {
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    const std::size_t n = std::min<std::size_t>(1 + state % 64, data.size() - offset);
    buffer.insert(buffer.end(), data.begin() + offset, data.begin() + offset + n);
    offset += n;
    const std::size_t used = parseStream(buffer, chunked, chunkedMalformed);
    buffer.erase(buffer.begin(), buffer.begin() + static_cast<std::ptrdiff_t>(used));
  }
  CHECK(chunkedMalformed == referenceMalformed);
  CHECK(chunked.size() == reference.size());
  for(std::size_t i = 0; i < chunked.size(); ++i)
    CHECK(same(chunked[i], reference[i]));
  return 0;
}
