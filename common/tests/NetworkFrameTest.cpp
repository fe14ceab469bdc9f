// The frame header byte for byte, the frame decoder with every chunking, the payload limit and
// the send queue's dropping rules.
#include "Network/FrameDecoder.h"
#include "Network/FrameHeader.h"
#include "Network/SendQueue.h"
#include "TestSupport.h"
#include <gtest/gtest.h>
#include <string>
#include <tuple>
#include <vector>

using namespace TestSupport;

namespace
{
  using Decoded = std::tuple<std::uint16_t, std::uint16_t, std::string>;

  /** A stream of frames of different sizes (the empty and link-control ones included). */
  std::string sampleStream(std::vector<Decoded>& frames)
  {
    std::string big(1000, '\0');
    for(std::size_t i = 0; i < big.size(); ++i)
      big[i] = static_cast<char>(i * 7);
    frames = {{1, 5, "abc"}, {0, LinkControl::heartbeat, ""}, {0xFFFF, 0x00FF, big}, {2, LinkControl::versionInfo, "v1"}, {3, 9, "x"}};
    std::string stream;
    for(const auto& [component, type, payload] : frames)
      stream += encodeFrame(component, type, payload.data(), payload.size());
    return stream;
  }

  std::vector<Decoded> decodeInChunks(const std::string& stream, std::size_t chunk)
  {
    std::vector<Decoded> result;
    FrameDecoder decoder;
    for(std::size_t offset = 0; offset < stream.size(); offset += chunk)
      EXPECT_TRUE(decoder.feed(stream.data() + offset, std::min(chunk, stream.size() - offset), [&](Frame& frame) {
        result.emplace_back(frame.component, frame.type, std::move(frame.payload));
      }));
    EXPECT_FALSE(decoder.inFrame());
    EXPECT_EQ(decoder.frames(), result.size());
    return result;
  }

  std::string header(std::uint16_t component, std::uint16_t type, std::uint32_t payloadSize)
  {
    std::string bytes(FrameHeader::size, '\0');
    FrameHeader{component, type, payloadSize}.encode(bytes.data());
    return bytes;
  }
}

TEST(NetworkFrame, HeaderIsEightBytesBigEndian)
{
  EXPECT_EQ(hex(header(0x1234, 0xFF01, 0x0A0B0C0D)), "12 34 FF 01 0A 0B 0C 0D");
  EXPECT_EQ(hex(header(1, 2, 3)), "00 01 00 02 00 00 00 03");
  const std::string bytes = header(0xBEEF, 0x00FE, 0xFFFFFFFF);
  EXPECT_EQ((FrameHeader::decode(bytes.data())), (FrameHeader{0xBEEF, 0x00FE, 0xFFFFFFFF}));
  EXPECT_EQ(hex(encodeFrame(7, 0xFF02, "hi", 2)), "00 07 FF 02 00 00 00 02 68 69");
}

TEST(NetworkFrame, LinkControlTypes)
{
  EXPECT_EQ(LinkControl::versionInfo, 0xFF00);
  EXPECT_EQ(LinkControl::heartbeat, 0xFF01);
  EXPECT_EQ(LinkControl::beacon, 0xFF02);
  EXPECT_TRUE(LinkControl::isLinkControl(0xFF00));
  EXPECT_FALSE(LinkControl::isLinkControl(0x00FF));
  EXPECT_EQ(defaultMaxPayloadSize, 64u * 1024 * 1024);
}

TEST(NetworkFrame, DecoderYieldsTheSameFramesForChunksOfEverySize)
{
  std::vector<Decoded> expected;
  const std::string stream = sampleStream(expected);
  for(std::size_t chunk = 1; chunk <= stream.size(); ++chunk)
    ASSERT_EQ(decodeInChunks(stream, chunk), expected) << "chunks of " << chunk << " bytes";
}

TEST(NetworkFrame, DecoderReadsLargePayloadsDirectly)
{
  std::string payload(300000, '\0');
  for(std::size_t i = 0; i < payload.size(); ++i)
    payload[i] = static_cast<char>(i % 251);
  const std::string stream = encodeFrame(4, 8, payload.data(), payload.size()) + encodeFrame(5, 9, "z", 1);
  FrameDecoder decoder;
  std::vector<Decoded> result;
  const FrameDecoder::Handler handler = [&](Frame& frame) { result.emplace_back(frame.component, frame.type, frame.payload); };
  EXPECT_EQ(decoder.payloadSpace().second, 0u);
  ASSERT_TRUE(decoder.feed(stream.data(), 100, handler));
  std::size_t offset = 100;
  while(decoder.payloadSpace().second > 0)
  {
    const auto [space, size] = decoder.payloadSpace();
    const std::size_t n = std::min<std::size_t>(size, 65536);
    std::memcpy(space, stream.data() + offset, n);
    decoder.commitPayload(n, handler);
    offset += n;
  }
  ASSERT_EQ(result.size(), 1u);
  ASSERT_TRUE(decoder.feed(stream.data() + offset, stream.size() - offset, handler));
  ASSERT_EQ(result.size(), 2u);
  EXPECT_EQ(result[0], (Decoded{4, 8, payload}));
  EXPECT_EQ(result[1], (Decoded{5, 9, "z"}));
}

TEST(NetworkFrame, DecoderMemoryFollowsWhatArrivesNotWhatTheHeaderAnnounces)
{
  // A header that announces 60 MB (within the limit) and a few bytes: no 60 MB are allocated.
  FrameDecoder decoder;
  const FrameDecoder::Handler ignore = [](Frame&) {};
  const std::string start = header(0, 1, 60000000) + "0123456789";
  ASSERT_TRUE(decoder.feed(start.data(), start.size(), ignore));
  EXPECT_EQ(decoder.payloadSpace().second, 4096u);
  std::size_t received = 10;
  const std::string chunk(1 << 20, 'x');
  for(int i = 0; i < 5; ++i)
  {
    ASSERT_TRUE(decoder.feed(chunk.data(), chunk.size(), ignore));
    received += chunk.size();
    const std::size_t room = decoder.payloadSpace().second;
    EXPECT_GE(room, 65536u);
    EXPECT_LE(room, received) << "the room offered grows with what arrived, not with what was announced";
  }
  EXPECT_EQ(decoder.progress(), "frame 1 (" + std::to_string(received) + " of 60000000 payload bytes)");
}

TEST(NetworkFrame, DecoderReusesRecycledMemoryForLargePayloadsOnly)
{
  const std::string image(200000, 'i');
  const std::string stream = encodeFrame(1, 1, image.data(), image.size()) + encodeFrame(1, 2, "small", 5) +
                             encodeFrame(1, 3, image.data(), image.size());
  FrameDecoder decoder;
  std::vector<Frame> frames;
  std::string recycled(300000, 'r');
  const char* memory = recycled.data();
  decoder.recycle(std::move(recycled));
  ASSERT_TRUE(decoder.feed(stream.data(), stream.size(), [&](Frame& frame) { frames.push_back(std::move(frame)); }));
  ASSERT_EQ(frames.size(), 3u);
  EXPECT_EQ(frames[0].payload, image);
  EXPECT_EQ(frames[0].payload.data(), memory); // the recycled memory
  EXPECT_EQ(frames[1].payload, "small");
  EXPECT_LT(frames[1].payload.capacity(), 1000u); // does not carry large memory away
  EXPECT_EQ(frames[2].payload, image);
  EXPECT_NE(frames[2].payload.data(), memory);
}

TEST(NetworkFrame, PayloadAboveTheLimitFailsWithFrameNumber)
{
  std::string stream;
  for(int i = 0; i < 11; ++i)
    stream += encodeFrame(0, 1, "ok", 2);
  stream += header(0, 1, 70000000) + "more bytes that are never read";
  FrameDecoder decoder;
  std::size_t frames = 0;
  EXPECT_FALSE(decoder.feed(stream.data(), stream.size(), [&](Frame&) { ++frames; }));
  EXPECT_EQ(frames, 11u);
  EXPECT_TRUE(decoder.failed());
  EXPECT_EQ(decoder.error(), "frame 12: payload_size 70000000 exceeds the limit of 67108864");
  const std::string next = encodeFrame(0, 1, "ok", 2);
  EXPECT_FALSE(decoder.feed(next.data(), next.size(), [&](Frame&) { ++frames; }));
  EXPECT_EQ(frames, 11u);

  // The limit itself is allowed; one byte more is not. Chunked input fails at the same frame.
  FrameDecoder small(100);
  const std::string exact = encodeFrame(0, 1, std::string(100, 'a').data(), 100) + header(0, 1, 101);
  for(char c : exact)
    small.feed(&c, 1, [&](Frame&) { ++frames; });
  EXPECT_EQ(frames, 12u);
  EXPECT_EQ(small.error(), "frame 2: payload_size 101 exceeds the limit of 100");
  small.reset();
  EXPECT_FALSE(small.failed());
  EXPECT_TRUE(small.feed(exact.data(), 108, [&](Frame&) { ++frames; }));
}

TEST(NetworkFrame, ProgressNamesWhereAStreamStopped)
{
  FrameDecoder decoder;
  const std::string stream = encodeFrame(0, 1, "ab", 2) + header(0, 1, 100) + "0123456789";
  const FrameDecoder::Handler ignore = [](Frame&) {};
  decoder.feed(stream.data(), 13, ignore);
  EXPECT_TRUE(decoder.inFrame());
  EXPECT_EQ(decoder.progress(), "frame 2 (3 of 8 header bytes)");
  decoder.feed(stream.data() + 13, stream.size() - 13, ignore);
  EXPECT_EQ(decoder.progress(), "frame 2 (10 of 100 payload bytes)");
}

TEST(NetworkSendQueue, DropsDroppableFramesOldestFirst)
{
  // Frames of 12 bytes (8 header + 4 payload); room for 5.
  SendQueue queue(60);
  auto push = [&](const char* payload, Priority priority) { return queue.push(0, 1, payload, 4, priority); };
  EXPECT_TRUE(push("d1..", Priority::droppable));
  EXPECT_TRUE(push("i1..", Priority::important));
  EXPECT_TRUE(push("d2..", Priority::droppable));
  EXPECT_TRUE(push("d3..", Priority::droppable));
  EXPECT_TRUE(push("i2..", Priority::important));
  EXPECT_EQ(queue.bytes(), 60u);
  EXPECT_TRUE(push("i3..", Priority::important)); // drops d1
  EXPECT_TRUE(push("d4..", Priority::droppable)); // drops d2
  EXPECT_EQ(queue.dropped(), 2u);

  SendQueue::Batch batch;
  queue.take(batch, 1000);
  std::string written;
  for(const auto& [data, size] : batch.segments())
    written.append(data, size);
  EXPECT_EQ(batch.segments().size(), 1u); // small frames are written as one block
  EXPECT_EQ(batch.frames(), 5u);
  std::string payloads;
  for(std::size_t offset = 0; offset < written.size(); offset += 12)
    payloads += written.substr(offset + 8, 4);
  EXPECT_EQ(payloads, "i1..d3..i2..i3..d4..");

  // Batched frames still count, but cannot be dropped: with only important frames left, new
  // frames are dropped.
  EXPECT_TRUE(queue.empty());
  EXPECT_EQ(queue.bytes(), 60u);
  EXPECT_FALSE(push("i4..", Priority::important));
  EXPECT_FALSE(push("d5..", Priority::droppable));
  EXPECT_EQ(queue.dropped(), 4u);
  queue.release(batch);
  EXPECT_EQ(queue.bytes(), 0u);
  EXPECT_TRUE(push("i4..", Priority::important));
  EXPECT_FALSE(queue.push(0, 1, std::string(53, 'x').data(), 53, Priority::important)); // never fits
  EXPECT_EQ(queue.dropped(), 5u);
}

TEST(NetworkSendQueue, BatchesAreBoundedAndKeepLargeFramesInPlace)
{
  SendQueue queue(1u << 20);
  const std::string large(100000, 'L');
  ASSERT_TRUE(queue.push(0, 1, "a", 1, Priority::important));
  ASSERT_TRUE(queue.push(0, 2, large.data(), large.size(), Priority::droppable));
  ASSERT_TRUE(queue.push(0, 3, "b", 1, Priority::important));
  ASSERT_TRUE(queue.push(0, 4, large.data(), large.size(), Priority::droppable));
  SendQueue::Batch batch;
  queue.take(batch, 50000); // at least one frame, then only what fits
  EXPECT_EQ(batch.frames(), 1u);
  queue.release(batch);
  queue.take(batch, 250000);
  EXPECT_EQ(batch.frames(), 3u);
  EXPECT_EQ(batch.bytes(), 2 * (8 + large.size()) + 9);
  std::string written;
  for(const auto& [data, size] : batch.segments())
    written.append(data, size);
  EXPECT_EQ(written, encodeFrame(0, 2, large.data(), large.size()) + encodeFrame(0, 3, "b", 1) +
                       encodeFrame(0, 4, large.data(), large.size()));
}

TEST(NetworkSendQueue, ManyDropsBehindAnImportantFrameKeepMemoryBounded)
{
  SendQueue queue(100); // 8 frames of 12 bytes
  ASSERT_TRUE(queue.push(0, 1, "imp.", 4, Priority::important));
  SendQueue::Batch inFlight; // a write that does not finish: nothing leaves the queue
  for(unsigned i = 0; i < 100000; ++i)
  {
    const std::string payload = std::to_string(i % 10000 + 10000).substr(1);
    ASSERT_TRUE(queue.push(0, 2, payload.data(), 4, Priority::droppable));
    ASSERT_LE(queue.bytes(), 100u);
  }
  EXPECT_EQ(queue.dropped(), 100000u - 7);
  queue.take(inFlight, 1000);
  std::string written;
  for(const auto& [data, size] : inFlight.segments())
    written.append(data, size);
  std::string payloads;
  for(std::size_t offset = 0; offset < written.size(); offset += 12)
    payloads += written.substr(offset + 8, 4) + " ";
  EXPECT_EQ(payloads, "imp. 9993 9994 9995 9996 9997 9998 9999 ");
}
