// libFuzzer target: framed streams and datagrams from untrusted bytes (docs/formats/debug-link.md).
//
// Input: 4 control bytes, then the data.
//   byte 0   seed of the chunk sizes the data is fed in (1 to 2^(byte 1 bits 4-7) bytes)
//   byte 1   bits 0-3: payload limit of the decoders is 2^n - 1 bytes (0 to 32767)
//   byte 2   capacity of a send queue in 16-byte units; byte 3: priority bits
// Properties checked (abort() if broken): the decoder yields the same frames and the same error
// whatever chunks the data arrives in, and whether payloads are read directly or copied; every
// frame respects the limit; re-encoding the frames gives the bytes they came from; a payload
// or datagram that reads as a beacon encodes to the same bytes; a send queue fed the frames
// writes exactly the frames it did not drop, in order, and never holds more than its capacity.
#include "Network/Beacon.h"
#include "Network/FrameDecoder.h"
#include "Network/SendQueue.h"
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
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
  struct Result
  {
    std::vector<Frame> frames;
    bool failed = false;
    std::string error;
    bool inFrame = false;
  };

  /** Chunk sizes from a xorshift generator. */
  class Chunks
  {
  public:
    Chunks(std::uint8_t seed, unsigned scale) : state(0x9e3779b9u ^ seed), largest(std::size_t(1) << scale) {}
    std::size_t next()
    {
      state ^= state << 13;
      state ^= state >> 17;
      state ^= state << 5;
      return 1 + state % largest;
    }

  private:
    std::uint32_t state;
    std::size_t largest;
  };

  Result finish(FrameDecoder& decoder, std::vector<Frame>& frames)
  {
    return Result{std::move(frames), decoder.failed(), decoder.error(), decoder.inFrame()};
  }

  Result whole(const char* data, std::size_t size, std::uint32_t limit)
  {
    FrameDecoder decoder(limit);
    std::vector<Frame> frames;
    decoder.feed(data, size, [&](Frame& frame) { frames.push_back(frame); });
    return finish(decoder, frames);
  }

  Result chunked(const char* data, std::size_t size, std::uint32_t limit, Chunks chunks, bool direct)
  {
    FrameDecoder decoder(limit);
    std::vector<Frame> frames;
    const FrameDecoder::Handler keep = [&](Frame& frame) { frames.push_back(std::move(frame)); };
    for(std::size_t offset = 0; offset < size;)
    {
      const std::size_t n = std::min(chunks.next(), size - offset);
      const auto [space, room] = decoder.payloadSpace();
      if(direct && room > 0)
      {
        const std::size_t m = std::min(n, room);
        std::memcpy(space, data + offset, m);
        decoder.commitPayload(m, keep);
        offset += m;
      }
      else
      {
        decoder.feed(data + offset, n, keep);
        offset += n;
      }
    }
    return finish(decoder, frames);
  }

  /** A payload that reads as a beacon must be written back the same way. */
  void checkBeacon(const std::string& payload)
  {
    Beacon beacon;
    std::string error;
    if(decodeBeaconPayload(payload, beacon, error))
    {
      const std::string datagram = encodeBeacon(beacon);
      CHECK(datagram.substr(FrameHeader::size) == payload);
      Beacon again;
      CHECK(decodeBeacon(datagram.data(), datagram.size(), again, error));
    }
    else
      CHECK(!error.empty());
  }

  /** Feeds the frames to a small send queue and checks what it writes. */
  void checkSendQueue(const std::vector<Frame>& frames, std::size_t capacity, std::uint8_t priorities)
  {
    SendQueue queue(capacity);
    SendQueue::Batch batch;
    std::string written;
    for(std::size_t i = 0; i < frames.size(); ++i)
    {
      const Frame& frame = frames[i];
      const Priority priority = priorities >> (i % 8) & 1 ? Priority::important : Priority::droppable;
      queue.push(frame.component, frame.type, frame.payload.data(), frame.payload.size(), priority);
      CHECK(queue.bytes() <= capacity);
      if(i % 3 == 2)
      {
        queue.take(batch, capacity / 2);
        for(const auto& [data, size] : batch.segments())
          written.append(data, size);
        queue.release(batch);
      }
    }
    queue.take(batch, capacity);
    for(const auto& [data, size] : batch.segments())
      written.append(data, size);
    // The written bytes are whole frames, each one of the input frames, in input order.
    FrameDecoder decoder;
    std::size_t next = 0;
    std::uint64_t writtenFrames = 0;
    CHECK(decoder.feed(written.data(), written.size(), [&](Frame& frame) {
      ++writtenFrames;
      while(next < frames.size() && !(frames[next] == frame))
        ++next;
      CHECK(next < frames.size());
      ++next;
    }));
    CHECK(!decoder.inFrame());
    CHECK(queue.empty());
    CHECK(writtenFrames + queue.dropped() == frames.size());
  }
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* input, std::size_t inputSize)
{
  if(inputSize < 4)
    return 0;
  const char* data = reinterpret_cast<const char*>(input) + 4;
  const std::size_t size = inputSize - 4;
  const std::uint32_t limit = (std::uint32_t(1) << (input[1] & 15)) - 1;

  const Result reference = whole(data, size, limit);
  for(const Frame& frame : reference.frames)
    CHECK(frame.payload.size() <= limit);
  CHECK(reference.failed == !reference.error.empty());
  CHECK(!reference.failed || reference.error.rfind("frame " + std::to_string(reference.frames.size() + 1) + ": payload_size ", 0) == 0);
  for(bool direct : {false, true})
  {
    const Result split = chunked(data, size, limit, Chunks(input[0], input[1] >> 4), direct);
    CHECK(split.frames == reference.frames);
    CHECK(split.failed == reference.failed && split.error == reference.error && split.inFrame == reference.inFrame);
  }

  // The frames are the bytes they came from.
  std::string encoded;
  for(const Frame& frame : reference.frames)
    encoded += encodeFrame(frame.component, frame.type, frame.payload.data(), frame.payload.size());
  CHECK(encoded.size() <= size && std::memcmp(encoded.data(), data, encoded.size()) == 0);

  // Beacons: every payload, and the whole data as one datagram.
  for(const Frame& frame : reference.frames)
    checkBeacon(frame.payload);
  Beacon beacon;
  std::string error;
  if(decodeBeacon(data, size, beacon, error)) // the component is not looked at
    CHECK(encodeBeacon(beacon).substr(2) == std::string(data + 2, size - 2));

  checkSendQueue(reference.frames, std::size_t(input[2]) * 16, input[3]);
  return 0;
}
