/**
 * @file McapWriterTest.cpp
 * The parts of touchline-log's MCAP export in-process: CRC-32, Base64, the record layouts of
 * McapWriter byte for byte (compressed chunks decompressed with libzstd and liblz4), the JSON of
 * JsonOut and the JSON schemas of JsonSchema.
 */
#include "Base64.h"
#include "Crc32.h"
#include "JsonOut.h"
#include "JsonSchema.h"
#include "McapWriter.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutStreams.h"
#include "Streaming/TypeInfoStreamer.h"
#include <gtest/gtest.h>
#include <lz4frame.h>
#include <zstd.h>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <map>
#include <string>
#include <vector>

namespace
{
  std::uint64_t u64At(const std::string& bytes, std::size_t at)
  {
    std::uint64_t value = 0;
    for(int i = 7; i >= 0; --i)
      value = value << 8 | static_cast<unsigned char>(bytes.at(at + i));
    return value;
  }

  std::uint32_t u32At(const std::string& bytes, std::size_t at)
  {
    return static_cast<std::uint32_t>(u64At(bytes + std::string(8, '\0'), at) & 0xffffffffu);
  }

  std::uint16_t u16At(const std::string& bytes, std::size_t at)
  {
    return static_cast<std::uint16_t>(static_cast<unsigned char>(bytes.at(at)) | static_cast<unsigned char>(bytes.at(at + 1)) << 8);
  }

  /** Writes an MCAP file with the writer into memory. */
  template<typename Fill>
  std::string mcap(Fill fill, std::size_t chunkSize = 1 << 20, McapCompression::Kind compression = McapCompression::none)
  {
    std::FILE* file = std::tmpfile();
    EXPECT_NE(file, nullptr);
    {
      McapWriter writer(file, compression, chunkSize);
      writer.begin("", "x");
      fill(writer);
      EXPECT_TRUE(writer.finish()) << writer.error();
    }
    std::string bytes(static_cast<std::size_t>(std::ftell(file)), '\0');
    std::rewind(file);
    EXPECT_EQ(std::fread(bytes.data(), 1, bytes.size(), file), bytes.size());
    std::fclose(file);
    return bytes;
  }

  /** The summary group of an opcode: offset and length (from the footer's summary offsets). */
  std::pair<std::uint64_t, std::uint64_t> summaryGroup(const std::string& bytes, char opcode)
  {
    const std::size_t footer = bytes.size() - 8 - 29;
    for(std::size_t s = u64At(bytes, footer + 17); s < footer; s += 26)
      if(bytes[s + 9] == opcode)
        return {u64At(bytes, s + 10), u64At(bytes, s + 18)};
    ADD_FAILURE() << "no summary group " << int(opcode);
    return {0, 0};
  }

  /** Decompresses an LZ4 frame of a known size. */
  std::string lz4Frame(const std::string& frame, std::size_t size)
  {
    LZ4F_dctx* context = nullptr;
    EXPECT_FALSE(LZ4F_isError(LZ4F_createDecompressionContext(&context, LZ4F_VERSION)));
    std::string out(size, '\0');
    std::size_t outSize = out.size(), inSize = frame.size();
    const std::size_t rest = LZ4F_decompress(context, out.data(), &outSize, frame.data(), &inSize, nullptr);
    EXPECT_EQ(rest, 0u) << (LZ4F_isError(rest) ? LZ4F_getErrorName(rest) : "the frame is not complete");
    EXPECT_EQ(inSize, frame.size());
    LZ4F_freeDecompressionContext(context);
    out.resize(outSize);
    return out;
  }

  std::string json(const TypeInfo& info, const std::string& type, const std::string& binary)
  {
    InBinaryMemory in(binary.data(), binary.size());
    std::string text, error;
    JsonOut out(text);
    EXPECT_TRUE(TypeInfoStreamer(info).convert(in, out, type, error)) << error;
    return text;
  }
}

TEST(McapWriterTest, Crc32OfTheCheckString)
{
  EXPECT_EQ(Crc32::of("123456789", 9), 0xcbf43926u);
  EXPECT_EQ(Crc32::of("", 0), 0u);
  // In pieces of every size the same as at once (the 8-byte steps and the bytes after them).
  const std::string text = "The quick brown fox jumps over the lazy dog, 0123456789 times.";
  const std::uint32_t whole = Crc32::of(text.data(), text.size());
  EXPECT_EQ(whole, 0xe782ed1bu); // zlib.crc32
  for(std::size_t split = 0; split <= text.size(); ++split)
  {
    Crc32 crc;
    crc.update(text.data(), split);
    crc.update(text.data() + split, text.size() - split);
    EXPECT_EQ(crc.value(), whole) << split;
  }
}

TEST(McapWriterTest, Base64OfTheRfcExamples)
{
  for(const auto& [in, out] : std::vector<std::pair<std::string, std::string>>{
        {"", ""}, {"f", "Zg=="}, {"fo", "Zm8="}, {"foo", "Zm9v"}, {"foob", "Zm9vYg=="}, {"fooba", "Zm9vYmE="}, {"foobar", "Zm9vYmFy"}, {"\xff\xfe\xfd", "//79"}})
  {
    std::string text = "<";
    Base64::append(text, in.data(), in.size());
    EXPECT_EQ(text, "<" + out);
  }
}

TEST(McapWriterTest, AnEmptyFileIsHeaderDataEndSummaryAndFooter)
{
  const std::string bytes = mcap([](McapWriter&) {});
  ASSERT_EQ(bytes.size(), 157u);
  EXPECT_EQ(bytes.substr(0, 8), std::string("\x89MCAP0\r\n", 8));
  EXPECT_EQ(bytes.substr(bytes.size() - 8), std::string("\x89MCAP0\r\n", 8));
  // Header: opcode 1, length 9, profile "", library "x".
  EXPECT_EQ(bytes.substr(8, 18), std::string("\x01\x09\0\0\0\0\0\0\0\0\0\0\0\x01\0\0\0x", 18));
  // Data end: opcode 0x0f, length 4, the CRC of everything before it.
  EXPECT_EQ(bytes[26], '\x0f');
  EXPECT_EQ(u64At(bytes, 27), 4u);
  EXPECT_EQ(u32At(bytes, 35), Crc32::of(bytes.data(), 26));
  // Summary: the statistics record (all zero, no channels).
  EXPECT_EQ(bytes[39], '\x0b');
  EXPECT_EQ(u64At(bytes, 40), 46u);
  EXPECT_EQ(bytes.substr(48, 46), std::string(46, '\0'));
  // Summary offset: opcode 0x0e, group opcode 0x0b at 39, 55 bytes.
  EXPECT_EQ(bytes[94], '\x0e');
  EXPECT_EQ(u64At(bytes, 95), 17u);
  EXPECT_EQ(bytes[103], '\x0b');
  EXPECT_EQ(u64At(bytes, 104), 39u);
  EXPECT_EQ(u64At(bytes, 112), 55u);
  // Footer: opcode 2, length 20, summary start, summary offset start, the CRC of the summary up to here.
  EXPECT_EQ(bytes[120], '\x02');
  EXPECT_EQ(u64At(bytes, 121), 20u);
  EXPECT_EQ(u64At(bytes, 129), 39u);
  EXPECT_EQ(u64At(bytes, 137), 94u);
  EXPECT_EQ(u32At(bytes, 145), Crc32::of(bytes.data() + 39, 145 - 39));
}

TEST(McapWriterTest, MessagesAreInChunksThatTheIndexesFind)
{
  std::uint16_t schema = 0, a = 0, b = 0;
  const std::string bytes = mcap([&](McapWriter& writer) {
    schema = writer.addSchema("T", "jsonschema", "{}");
    a = writer.addChannel(schema, "/a", "json", {{"k", "v"}});
    b = writer.addChannel(schema, "/b", "json");
    writer.addMessage(a, 7, 2000, 2000, "{}");
    writer.addMessage(b, 8, 1000, 1500, "[1]");
    writer.addMessage(a, 9, 3000, 3000, "{\"x\":1}");
    writer.addMetadata("m", {{"key", "value"}});
  });
  EXPECT_EQ(schema, 1);
  EXPECT_EQ(a, 0);
  EXPECT_EQ(b, 1);

  // The chunk right after the header: times, sizes, CRC, no compression, then its records.
  const std::size_t chunk = 26;
  ASSERT_EQ(bytes[chunk], '\x06');
  EXPECT_EQ(u64At(bytes, chunk + 9), 1000u);
  EXPECT_EQ(u64At(bytes, chunk + 17), 3000u);
  const std::uint64_t size = u64At(bytes, chunk + 25);
  EXPECT_EQ(u32At(bytes, chunk + 37), 0u); // compression ""
  EXPECT_EQ(u64At(bytes, chunk + 41), size);
  const std::string records = bytes.substr(chunk + 49, size);
  EXPECT_EQ(u32At(bytes, chunk + 33), Crc32::of(records.data(), records.size()));
  EXPECT_EQ(u64At(bytes, chunk + 1), 40 + size);
  // Schema, channel /a, message, channel /b, message, message.
  std::vector<char> opcodes;
  std::vector<std::size_t> offsets;
  for(std::size_t at = 0; at < records.size(); at += 9 + u64At(records, at + 1))
  {
    opcodes.push_back(records[at]);
    offsets.push_back(at);
  }
  EXPECT_EQ(opcodes, (std::vector<char>{3, 4, 5, 4, 5, 5}));
  EXPECT_EQ(records.substr(offsets[2] + 9, 2 + 4 + 8 + 8 + 2), std::string("\0\0\x07\0\0\0\xd0\x07\0\0\0\0\0\0\xd0\x07\0\0\0\0\0\0{}", 24));
  EXPECT_EQ(u64At(records, offsets[4] + 9 + 6 + 8), 1500u); // publish time of the message on /b

  // Message index of /a (channel 0) first, then /b: time and offset in the chunk's records.
  std::size_t at = chunk + 49 + size;
  ASSERT_EQ(bytes[at], '\x07');
  EXPECT_EQ(u16At(bytes, at + 9), 0);
  EXPECT_EQ(u32At(bytes, at + 11), 32u);
  EXPECT_EQ(u64At(bytes, at + 15), 2000u);
  EXPECT_EQ(u64At(bytes, at + 23), offsets[2]);
  EXPECT_EQ(u64At(bytes, at + 31), 3000u);
  EXPECT_EQ(u64At(bytes, at + 39), offsets[5]);
  const std::size_t indexA = at;
  at += 9 + u64At(bytes, at + 1);
  ASSERT_EQ(bytes[at], '\x07');
  EXPECT_EQ(u16At(bytes, at + 9), 1);
  EXPECT_EQ(u64At(bytes, at + 23), offsets[4]);
  const std::size_t indexB = at;
  at += 9 + u64At(bytes, at + 1);
  // The metadata record after the chunk, then the data end.
  ASSERT_EQ(bytes[at], '\x0c');
  const std::size_t metadata = at;
  at += 9 + u64At(bytes, at + 1);
  ASSERT_EQ(bytes[at], '\x0f');
  EXPECT_EQ(u32At(bytes, at + 9), Crc32::of(bytes.data(), at));

  // Summary offsets: schema, channel, statistics, chunk index, metadata index groups.
  const std::size_t footer = bytes.size() - 8 - 29;
  ASSERT_EQ(bytes[footer], '\x02');
  const std::size_t summary = u64At(bytes, footer + 9), summaryOffsets = u64At(bytes, footer + 17);
  std::map<char, std::pair<std::uint64_t, std::uint64_t>> groups;
  for(std::size_t s = summaryOffsets; s < footer; s += 26)
  {
    ASSERT_EQ(bytes[s], '\x0e');
    groups[bytes[s + 9]] = {u64At(bytes, s + 10), u64At(bytes, s + 18)};
  }
  ASSERT_EQ(groups.size(), 5u);
  EXPECT_EQ(groups['\x03'].first, summary);
  for(const auto& [opcode, group] : groups)
    EXPECT_EQ(bytes[group.first], opcode);
  // The chunk index: where the chunk and its message indexes are.
  const std::size_t chunkIndex = groups['\x08'].first;
  EXPECT_EQ(u64At(bytes, chunkIndex + 9), 1000u);
  EXPECT_EQ(u64At(bytes, chunkIndex + 17), 3000u);
  EXPECT_EQ(u64At(bytes, chunkIndex + 25), chunk);
  EXPECT_EQ(u64At(bytes, chunkIndex + 33), 49 + size);
  EXPECT_EQ(u32At(bytes, chunkIndex + 41), 20u);
  EXPECT_EQ(u16At(bytes, chunkIndex + 45), 0);
  EXPECT_EQ(u64At(bytes, chunkIndex + 47), indexA);
  EXPECT_EQ(u16At(bytes, chunkIndex + 55), 1);
  EXPECT_EQ(u64At(bytes, chunkIndex + 57), indexB);
  EXPECT_EQ(u64At(bytes, chunkIndex + 65), metadata - indexA);
  // The statistics: 3 messages, 1 schema, 2 channels, 0 attachments, 1 metadata, 1 chunk, 1000-3000, counts 2 and 1.
  const std::size_t statistics = groups['\x0b'].first;
  EXPECT_EQ(u64At(bytes, statistics + 9), 3u);
  EXPECT_EQ(u16At(bytes, statistics + 17), 1);
  EXPECT_EQ(u32At(bytes, statistics + 19), 2u);
  EXPECT_EQ(u32At(bytes, statistics + 27), 1u);
  EXPECT_EQ(u32At(bytes, statistics + 31), 1u);
  EXPECT_EQ(u64At(bytes, statistics + 35), 1000u);
  EXPECT_EQ(u64At(bytes, statistics + 43), 3000u);
  EXPECT_EQ(bytes.substr(statistics + 51, 24), std::string("\x14\0\0\0\0\0\x02\0\0\0\0\0\0\0\x01\0\x01\0\0\0\0\0\0\0", 24));
  // The metadata index: offset, length and name of the metadata record.
  const std::size_t metadataIndex = groups['\x0d'].first;
  EXPECT_EQ(u64At(bytes, metadataIndex + 9), metadata);
  EXPECT_EQ(u64At(bytes, metadataIndex + 17), 9 + u64At(bytes, metadata + 1));
  EXPECT_EQ(bytes.substr(metadataIndex + 25, 5), std::string("\x01\0\0\0m", 5));
  EXPECT_EQ(u32At(bytes, footer + 25), Crc32::of(bytes.data() + summary, footer + 25 - summary));
}

TEST(McapWriterTest, FullChunksAreClosed)
{
  const std::string bytes = mcap(
    [](McapWriter& writer) {
      const std::uint16_t channel = writer.addChannel(0, "/raw", "json");
      for(unsigned i = 0; i < 10; ++i)
        writer.addMessage(channel, i, i, i, std::string(400, 'x'));
      EXPECT_EQ(writer.messageCount(), 10u);
    },
    1000);
  // Chunks of at least 1000 bytes: three message records of 431 bytes each (the first chunk also holds the channel), then one.
  std::size_t chunks = 0;
  for(std::size_t at = 8; bytes[at] != '\x0f'; at += 9 + u64At(bytes, at + 1))
    chunks += bytes[at] == '\x06';
  EXPECT_EQ(chunks, 4u);
}

TEST(McapWriterTest, JsonOfAType)
{
  TypeInfo info;
  info.primitives = {"bool", "float", "double", "int", "unsigned char", "std::string", "Angle"};
  info.enums["Side"] = {"left", "right"};
  info.classes["Point"] = {{"float", "x"}, {"float", "y"}};
  info.classes["Sample"] = {{"Point[2]", "corners"}, {"int*", "ids"}, {"Side", "side"}, {"std::string", "label"}, {"bool", "valid"},
                            {"Angle", "heading"}, {"double", "ratio"}, {"unsigned char", "count"}};

  std::string schema, error;
  ASSERT_TRUE(JsonSchema::of(info, "Sample", schema, error)) << error;
  EXPECT_EQ(schema,
            R"({"type":"object","title":"Sample","properties":{)"
            R"("corners":{"type":"array","minItems":2,"maxItems":2,"items":{"type":"object","title":"Point","properties":{"x":{"type":"number"},"y":{"type":"number"}},"required":["x","y"]}},)"
            R"("ids":{"type":"array","items":{"type":"integer","minimum":-2147483648,"maximum":2147483647}},)"
            R"("side":{"type":"string","title":"Side","enum":["left","right","UNKNOWN"]},"label":{"type":"string"},"valid":{"type":"boolean"},)"
            R"("heading":{"type":"number","description":"radians"},"ratio":{"type":"number"},"count":{"type":"integer","minimum":0,"maximum":255}},)"
            R"("required":["corners","ids","side","label","valid","heading","ratio","count"]})");

  OutBinaryMemory out;
  out << 1.f << 2.5f << -3.f << 0.f << 2u << 7 << -8 << static_cast<unsigned char>(1) << std::string("a\"b\\c\n\x01\xff") << false
      << 0.25f << std::numeric_limits<double>::quiet_NaN() << static_cast<unsigned char>(200);
  EXPECT_EQ(json(info, "Sample", std::string(out.data(), out.size())),
            R"({"corners":[{"x":1,"y":2.5},{"x":-3,"y":0}],"ids":[7,-8],"side":"right","label":"a\"b\\c\n\u0001)"
            "\xef\xbf\xbd"
            R"(","valid":false,"heading":0.25,"ratio":null,"count":200})");
}

TEST(McapWriterTest, SchemasOfRecursiveOrHugeTypesAreRefused)
{
  TypeInfo info;
  info.primitives = {"int"};
  info.classes["Loop"] = {{"Loop", "next"}};
  std::string schema, error;
  EXPECT_FALSE(JsonSchema::of(info, "Loop", schema, error));
  EXPECT_NE(error.find("nested deeper than 64 levels"), std::string::npos) << error;
  // 2^40 leaves: refused by size, quickly.
  for(int i = 0; i < 40; ++i)
    info.classes["T" + std::to_string(i + 1)] = {{"T" + std::to_string(i), "a"}, {"T" + std::to_string(i), "b"}};
  info.classes["T0"] = {{"int", "v"}};
  EXPECT_FALSE(JsonSchema::of(info, "T40", schema, error));
  EXPECT_NE(error.find("larger than"), std::string::npos) << error;
}

TEST(McapWriterTest, CompressedChunksHoldTheRecordsOfAnUncompressedOne)
{
  const auto fill = [](McapWriter& writer) {
    const std::uint16_t channel = writer.addChannel(writer.addSchema("T", "jsonschema", "{}"), "/a", "json");
    for(unsigned i = 0; i < 50; ++i)
      writer.addMessage(channel, i, 1000 + i, 1000 + i, R"({"text":"the same words again and again"})");
  };
  const std::string plain = mcap(fill);
  // The uncompressed chunk's records (its layout: see MessagesAreInChunksThatTheIndexesFind).
  const std::size_t chunk = 26;
  const std::string records = plain.substr(chunk + 49, u64At(plain, chunk + 25));
  for(const McapCompression::Kind kind : {McapCompression::zstd, McapCompression::lz4})
  {
    const std::string name(McapCompression::name(kind));
    const std::string bytes = mcap(fill, 1 << 20, kind);
    // Chunk: times, the uncompressed size and CRC, the compression, the compressed records.
    ASSERT_EQ(bytes[chunk], '\x06') << name;
    EXPECT_EQ(u64At(bytes, chunk + 9), 1000u);
    EXPECT_EQ(u64At(bytes, chunk + 17), 1049u);
    EXPECT_EQ(u64At(bytes, chunk + 25), records.size());
    EXPECT_EQ(u32At(bytes, chunk + 33), Crc32::of(records.data(), records.size()));
    ASSERT_EQ(u32At(bytes, chunk + 37), name.size());
    EXPECT_EQ(bytes.substr(chunk + 41, name.size()), name);
    const std::size_t at = chunk + 41 + name.size();
    const std::uint64_t compressedSize = u64At(bytes, at);
    EXPECT_LT(compressedSize, records.size() / 4) << name;
    EXPECT_EQ(u64At(bytes, chunk + 1), 8 + 8 + 8 + 4 + 4 + name.size() + 8 + compressedSize);
    const std::string compressed = bytes.substr(at + 8, compressedSize);
    if(kind == McapCompression::zstd)
    {
      std::string out(records.size(), '\0');
      EXPECT_EQ(ZSTD_decompress(out.data(), out.size(), compressed.data(), compressed.size()), records.size());
      EXPECT_EQ(out, records);
    }
    else
      EXPECT_EQ(lz4Frame(compressed, records.size()), records);
    // The message index after the chunk points into the uncompressed records, as without compression.
    ASSERT_EQ(bytes[at + 8 + compressedSize], '\x07');
    EXPECT_EQ(bytes.substr(at + 8 + compressedSize, 9 + 6 + 16 * 50), plain.substr(chunk + 49 + records.size(), 9 + 6 + 16 * 50));

    // The chunk index: the chunk's length, the compression and both sizes.
    const std::size_t chunkIndex = summaryGroup(bytes, '\x08').first;
    ASSERT_EQ(bytes[chunkIndex], '\x08');
    EXPECT_EQ(u64At(bytes, chunkIndex + 25), chunk);
    EXPECT_EQ(u64At(bytes, chunkIndex + 33), 9 + u64At(bytes, chunk + 1));
    const std::size_t afterMap = chunkIndex + 45 + u32At(bytes, chunkIndex + 41) + 8;
    ASSERT_EQ(u32At(bytes, afterMap), name.size());
    EXPECT_EQ(bytes.substr(afterMap + 4, name.size()), name);
    EXPECT_EQ(u64At(bytes, afterMap + 4 + name.size()), compressedSize);
    EXPECT_EQ(u64At(bytes, afterMap + 12 + name.size()), records.size());
    EXPECT_EQ(9 + u64At(bytes, chunkIndex + 1), afterMap + 20 + name.size() - chunkIndex);
  }
}

TEST(McapWriterTest, CompressionNamesAreThoseOfTheCommandLineAndOfMcap)
{
  EXPECT_EQ(McapCompression::parse("zstd"), McapCompression::zstd);
  EXPECT_EQ(McapCompression::parse("lz4"), McapCompression::lz4);
  EXPECT_EQ(McapCompression::parse("none"), McapCompression::none);
  EXPECT_EQ(McapCompression::parse(""), std::nullopt);
  EXPECT_EQ(McapCompression::parse("gzip"), std::nullopt);
  EXPECT_EQ(McapCompression::name(McapCompression::zstd), "zstd");
  EXPECT_EQ(McapCompression::name(McapCompression::lz4), "lz4");
  EXPECT_EQ(McapCompression::name(McapCompression::none), "");
  // Nothing compresses to a valid frame too.
  for(const McapCompression::Kind kind : {McapCompression::zstd, McapCompression::lz4})
  {
    McapCompression compression(kind);
    std::string out, error;
    EXPECT_TRUE(compression.compress("", out, error)) << error;
    EXPECT_FALSE(out.empty());
  }
}
