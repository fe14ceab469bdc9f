/**
 * @file McapWriter.cpp
 * The records of MCAP files.
 */
#include "McapWriter.h"
#include <algorithm>
#include <cerrno>
#include <cstring>

void McapWriter::appendU16(std::string& out, std::uint16_t value)
{
  const char bytes[2] = {static_cast<char>(value), static_cast<char>(value >> 8)};
  out.append(bytes, 2);
}

void McapWriter::appendU32(std::string& out, std::uint32_t value)
{
  char bytes[4];
  for(int i = 0; i < 4; ++i)
    bytes[i] = static_cast<char>(value >> (8 * i));
  out.append(bytes, 4);
}

void McapWriter::appendU64(std::string& out, std::uint64_t value)
{
  char bytes[8];
  for(int i = 0; i < 8; ++i)
    bytes[i] = static_cast<char>(value >> (8 * i));
  out.append(bytes, 8);
}

void McapWriter::appendString(std::string& out, std::string_view text)
{
  appendU32(out, static_cast<std::uint32_t>(text.size()));
  out.append(text);
}

void McapWriter::appendMap(std::string& out, const std::vector<std::pair<std::string, std::string>>& entries)
{
  std::uint32_t size = 0;
  for(const auto& entry : entries)
    size += static_cast<std::uint32_t>(8 + entry.first.size() + entry.second.size());
  appendU32(out, size);
  for(const auto& entry : entries)
  {
    appendString(out, entry.first);
    appendString(out, entry.second);
  }
}

void McapWriter::appendRecord(std::string& out, Opcode opcode, std::string_view content)
{
  out += static_cast<char>(opcode);
  appendU64(out, content.size());
  out.append(content);
}

McapWriter::McapWriter(std::FILE* file, McapCompression::Kind compressionKind, std::size_t chunkSize) :
  file(file), compression(compressionKind), chunkSize(chunkSize)
{
  chunkRecords.reserve(chunkSize + (chunkSize >> 2));
}

void McapWriter::put(const void* data, std::size_t size)
{
  if(size == 0)
    return;
  if(inData)
    dataCrc.update(data, size);
  offset += size;
  if(lastError.empty() && std::fwrite(data, 1, size, file) != size)
    lastError = std::strerror(errno);
}

void McapWriter::begin(std::string_view profile, std::string_view library)
{
  put(magic);
  buffer.clear();
  appendString(buffer, profile);
  appendString(buffer, library);
  std::string record;
  appendRecord(record, header, buffer);
  put(record);
}

std::uint16_t McapWriter::addSchema(std::string_view name, std::string_view encoding, std::string_view data)
{
  const auto id = static_cast<std::uint16_t>(schemas.size() + 1);
  buffer.clear();
  appendU16(buffer, id);
  appendString(buffer, name);
  appendString(buffer, encoding);
  appendString(buffer, data);
  Schema& s = schemas.emplace_back();
  appendRecord(s.record, schema, buffer);
  return id;
}

std::uint16_t McapWriter::addChannel(std::uint16_t schemaId, std::string_view topic, std::string_view messageEncoding,
                                     const std::vector<std::pair<std::string, std::string>>& metadataEntries)
{
  const auto id = static_cast<std::uint16_t>(channels.size());
  buffer.clear();
  appendU16(buffer, id);
  appendU16(buffer, schemaId);
  appendString(buffer, topic);
  appendString(buffer, messageEncoding);
  appendMap(buffer, metadataEntries);
  Channel& c = channels.emplace_back();
  c.schemaId = schemaId;
  appendRecord(c.record, channel, buffer);
  return id;
}

std::string& McapWriter::beginMessage(std::uint16_t channelId, std::uint32_t sequence, std::uint64_t logTime, std::uint64_t publishTime)
{
  Channel& c = channels[channelId];
  if(!c.written)
  {
    if(c.schemaId != 0 && !schemas[c.schemaId - 1].written)
    {
      chunkRecords += schemas[c.schemaId - 1].record;
      schemas[c.schemaId - 1].written = true;
    }
    chunkRecords += c.record;
    c.written = true;
  }
  messageStart = chunkRecords.size();
  messageChannel = channelId;
  messageTime = logTime;
  chunkRecords += static_cast<char>(message);
  appendU64(chunkRecords, 0); // patched by endMessage
  appendU16(chunkRecords, channelId);
  appendU32(chunkRecords, sequence);
  appendU64(chunkRecords, logTime);
  appendU64(chunkRecords, publishTime);
  return chunkRecords;
}

void McapWriter::endMessage()
{
  const std::uint64_t length = chunkRecords.size() - messageStart - 9;
  for(int i = 0; i < 8; ++i)
    chunkRecords[messageStart + 1 + i] = static_cast<char>(length >> (8 * i));
  Channel& c = channels[messageChannel];
  if(c.index.empty())
    chunkChannels.push_back(messageChannel);
  c.index.emplace_back(messageTime, messageStart);
  ++c.count;
  if(messages == 0 || messageTime < firstTime)
    firstTime = messageTime;
  if(messages == 0 || messageTime > lastTime)
    lastTime = messageTime;
  ++messages;
  if(chunkChannels.size() == 1 && c.index.size() == 1)
    chunkStart = chunkEnd = messageTime;
  chunkStart = std::min(chunkStart, messageTime);
  chunkEnd = std::max(chunkEnd, messageTime);
  if(chunkRecords.size() >= chunkSize)
    flushChunk();
}

void McapWriter::cancelMessage()
{
  chunkRecords.resize(messageStart);
}

void McapWriter::addMetadata(std::string_view name, const std::vector<std::pair<std::string, std::string>>& entries)
{
  buffer.clear();
  appendString(buffer, name);
  appendMap(buffer, entries);
  std::string record;
  appendRecord(record, metadata, buffer);
  pendingMetadata.push_back(std::move(record));
}

void McapWriter::flushChunk()
{
  if(!chunkRecords.empty())
  {
    if(chunkChannels.empty()) // only schema and channel records: no message times
      chunkStart = chunkEnd = 0;
    const std::uint64_t chunkOffset = offset;
    // The records field: the records compressed (sizes and CRC are of the uncompressed records).
    std::string_view records = chunkRecords;
    if(compression.kind() != McapCompression::none)
    {
      std::string why;
      if(compression.compress(chunkRecords, compressed, why))
        records = compressed;
      else if(lastError.empty())
        lastError = why;
    }
    const std::string_view compressionName = records.data() == chunkRecords.data() ? "" : McapCompression::name(compression.kind());
    uncompressedBytes += chunkRecords.size();
    compressedBytes += records.size();
    buffer.clear();
    buffer += static_cast<char>(chunk);
    appendU64(buffer, 8 + 8 + 8 + 4 + 4 + compressionName.size() + 8 + records.size());
    appendU64(buffer, chunkStart);
    appendU64(buffer, chunkEnd);
    appendU64(buffer, chunkRecords.size());
    appendU32(buffer, Crc32::of(chunkRecords.data(), chunkRecords.size()));
    appendString(buffer, compressionName);
    appendU64(buffer, records.size());
    put(buffer);
    put(records);
    const std::uint64_t chunkLength = offset - chunkOffset;

    // The message index records, by channel id, each sorted by log time.
    std::sort(chunkChannels.begin(), chunkChannels.end());
    std::string indexOffsets;
    const std::uint64_t indexStart = offset;
    std::string record;
    for(const std::uint16_t id : chunkChannels)
    {
      std::vector<std::pair<std::uint64_t, std::uint64_t>>& index = channels[id].index;
      std::stable_sort(index.begin(), index.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
      appendU16(indexOffsets, id);
      appendU64(indexOffsets, offset);
      record.clear();
      record += static_cast<char>(messageIndex);
      appendU64(record, 2 + 4 + 16 * index.size());
      appendU16(record, id);
      appendU32(record, static_cast<std::uint32_t>(16 * index.size()));
      for(const auto& [time, at] : index)
      {
        appendU64(record, time);
        appendU64(record, at);
      }
      put(record);
      index.clear();
    }

    buffer.clear();
    appendU64(buffer, chunkStart);
    appendU64(buffer, chunkEnd);
    appendU64(buffer, chunkOffset);
    appendU64(buffer, chunkLength);
    appendU32(buffer, static_cast<std::uint32_t>(indexOffsets.size()));
    buffer += indexOffsets;
    appendU64(buffer, offset - indexStart);
    appendString(buffer, compressionName);
    appendU64(buffer, records.size());
    appendU64(buffer, chunkRecords.size());
    appendRecord(chunkIndexes, chunkIndex, buffer);
    ++chunkIndexCount;

    chunkRecords.clear();
    chunkChannels.clear();
  }
  for(const std::string& record : pendingMetadata)
  {
    const std::uint64_t at = offset;
    put(record);
    buffer.clear();
    appendU64(buffer, at);
    appendU64(buffer, record.size());
    // The name is the record's first field: u32 length and the bytes, after opcode and length.
    std::uint32_t nameLength = 0;
    std::memcpy(&nameLength, record.data() + 9, 4);
    buffer.append(record, 9, 4 + std::size_t(nameLength));
    appendRecord(metadataIndexes, metadataIndex, buffer);
    ++metadataCount;
  }
  pendingMetadata.clear();
}

bool McapWriter::finish()
{
  flushChunk();
  buffer.clear();
  appendU32(buffer, dataCrc.value());
  std::string record;
  appendRecord(record, dataEnd, buffer);
  inData = false;
  put(record);

  // The summary: one group per opcode, each found through a summary offset record.
  const std::uint64_t summaryStart = offset;
  std::string summary, offsets;
  const auto group = [&](Opcode opcode, const std::string& records) {
    if(records.empty())
      return;
    buffer.clear();
    buffer += static_cast<char>(opcode);
    appendU64(buffer, summaryStart + summary.size());
    appendU64(buffer, records.size());
    appendRecord(offsets, summaryOffset, buffer);
    summary += records;
  };
  std::string records;
  for(const Schema& s : schemas)
    if(s.written)
      records += s.record;
  group(schema, records);
  records.clear();
  for(const Channel& c : channels)
    if(c.written)
      records += c.record;
  group(channel, records);

  buffer.clear();
  appendU64(buffer, messages);
  appendU16(buffer, static_cast<std::uint16_t>(std::count_if(schemas.begin(), schemas.end(), [](const Schema& s) { return s.written; })));
  appendU32(buffer, static_cast<std::uint32_t>(std::count_if(channels.begin(), channels.end(), [](const Channel& c) { return c.written; })));
  appendU32(buffer, 0); // attachments
  appendU32(buffer, metadataCount);
  appendU32(buffer, static_cast<std::uint32_t>(chunkIndexCount));
  appendU64(buffer, messages ? firstTime : 0);
  appendU64(buffer, messages ? lastTime : 0);
  std::string counts;
  for(std::size_t id = 0; id < channels.size(); ++id)
    if(channels[id].written)
    {
      appendU16(counts, static_cast<std::uint16_t>(id));
      appendU64(counts, channels[id].count);
    }
  appendU32(buffer, static_cast<std::uint32_t>(counts.size()));
  buffer += counts;
  records.clear();
  appendRecord(records, statistics, buffer);
  group(statistics, records);
  group(chunkIndex, chunkIndexes);
  group(metadataIndex, metadataIndexes);

  const std::uint64_t summaryOffsetStart = summaryStart + summary.size();
  std::string tail = summary + offsets;
  tail += static_cast<char>(footer);
  appendU64(tail, 8 + 8 + 4);
  appendU64(tail, summaryStart);
  appendU64(tail, summaryOffsetStart);
  appendU32(tail, Crc32::of(tail.data(), tail.size()));
  tail += magic;
  put(tail);
  if(lastError.empty() && std::fflush(file) != 0)
    lastError = std::strerror(errno);
  return lastError.empty();
}
