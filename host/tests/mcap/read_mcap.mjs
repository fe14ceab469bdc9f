// Reads an MCAP file with @mcap/core (the reference TypeScript reader, installed by
// scripts/setup into build/npm), its chunks decompressed by @mcap/support's zstd and lz4
// handlers, and prints what it holds, one fact per line, for McapExportTest. Validates on the
// way: magic, footer and summary CRC (indexed reader), every chunk's CRC (of the decompressed
// records), the data section CRC, the chunk indexes against the chunks (compression and both
// sizes), the statistics against the messages read, the stream reader against the indexed one,
// every message as JSON against its channel's JSON schema (the subset the export writes).
// Exits 1 with "read_mcap: ..." on stderr on any problem.
//
//   node read_mcap.mjs NPM_DIR FILE.mcap
import { createRequire } from "node:module";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

function fail(message) {
  process.stderr.write(`read_mcap: ${message}\n`);
  process.exit(1);
}

const [npmDir, file] = process.argv.slice(2);
if (!npmDir || !file) fail("usage: node read_mcap.mjs NPM_DIR FILE.mcap");
const require = createRequire(path.join(path.resolve(npmDir), "package.json"));
let core, crc, support;
try {
  core = require("@mcap/core");
  crc = require("@foxglove/crc");
  support = require("@mcap/support");
} catch (error) {
  fail(`@mcap/core or @mcap/support is not installed in ${npmDir} (scripts/setup installs them): ${error.message}`);
}
const { McapIndexedReader, McapStreamReader } = core;
const decompressHandlers = await support.loadDecompressHandlers();

const bytes = new Uint8Array(readFileSync(file));
const readable = {
  size: async () => BigInt(bytes.length),
  read: async (offset, size) => bytes.subarray(Number(offset), Number(offset + size)),
};

/** Checks a value against the JSON schema subset of the export; returns the problem or "". */
function check(schema, value, where) {
  if (schema.oneOf) {
    return schema.oneOf.some((s) => check(s, value, where) === "") ? "" : `${where}: ${JSON.stringify(value)} matches no alternative`;
  }
  if ("const" in schema && value !== schema.const) return `${where}: not ${schema.const}`;
  if (schema.enum && !schema.enum.includes(value)) return `${where}: ${JSON.stringify(value)} is not one of the enum`;
  switch (schema.type) {
    case undefined:
      return "";
    case "object": {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return `${where}: not an object`;
      for (const name of schema.required ?? []) if (!(name in value)) return `${where}: ${name} is missing`;
      for (const [name, s] of Object.entries(schema.properties ?? {}))
        if (name in value) {
          const problem = check(s, value[name], `${where}.${name}`);
          if (problem) return problem;
        }
      return "";
    }
    case "array": {
      if (!Array.isArray(value)) return `${where}: not an array`;
      if (schema.minItems !== undefined && value.length < schema.minItems) return `${where}: fewer than ${schema.minItems} items`;
      if (schema.maxItems !== undefined && value.length > schema.maxItems) return `${where}: more than ${schema.maxItems} items`;
      for (let i = 0; i < value.length; ++i) {
        const problem = check(schema.items ?? {}, value[i], `${where}[${i}]`);
        if (problem) return problem;
      }
      return "";
    }
    case "integer":
      if (!Number.isInteger(value)) return `${where}: ${JSON.stringify(value)} is not an integer`;
      if (schema.minimum !== undefined && value < schema.minimum) return `${where}: below ${schema.minimum}`;
      if (schema.maximum !== undefined && value > schema.maximum) return `${where}: above ${schema.maximum}`;
      return "";
    case "number":
      return typeof value === "number" || value === null ? "" : `${where}: not a number`;
    case "string":
      return typeof value === "string" ? "" : `${where}: not a string`;
    case "boolean":
      return typeof value === "boolean" ? "" : `${where}: not a boolean`;
    default:
      return `${where}: unknown schema type ${schema.type}`;
  }
}

let reader;
try {
  reader = await McapIndexedReader.Initialize({ readable, decompressHandlers });
} catch (error) {
  fail(`indexed reader: ${error.message}`);
}
if (!reader.statistics) fail("no statistics record");
if (reader.chunkIndexes.length === 0 && reader.statistics.messageCount > 0n) fail("messages but no chunk indexes");

// The data section CRC: all bytes before the data end record.
const dataCrc = crc.crc32(bytes.subarray(0, Number(reader.dataEndOffset)));
if (!reader.dataSectionCrc) fail("the data end record has no CRC");
if (dataCrc !== reader.dataSectionCrc) fail(`data section CRC ${dataCrc} != ${reader.dataSectionCrc}`);

const schemas = new Map();
for (const [id, schema] of reader.schemasById) {
  if (schema.encoding !== "jsonschema") fail(`schema ${schema.name}: encoding ${schema.encoding}`);
  try {
    schemas.set(id, JSON.parse(new TextDecoder().decode(schema.data)));
  } catch (error) {
    fail(`schema ${schema.name}: ${error.message}`);
  }
}

const counts = new Map(), first = new Map(), last = new Map(), firstJson = new Map(), digests = new Map();
let previous = -1n;
const decoder = new TextDecoder("utf-8", { fatal: true });
for await (const message of reader.readMessages({ validateCrcs: true })) {
  const channel = reader.channelsById.get(message.channelId);
  if (!channel) fail(`message on unknown channel ${message.channelId}`);
  if (message.logTime < previous) fail(`log times out of order on ${channel.topic}`);
  if (message.publishTime !== message.logTime) fail(`publish time != log time on ${channel.topic}`);
  previous = message.logTime;
  let value;
  try {
    value = JSON.parse(decoder.decode(message.data));
  } catch (error) {
    fail(`${channel.topic}, sequence ${message.sequence}: not JSON: ${error.message}`);
  }
  const problem = check(schemas.get(channel.schemaId) ?? {}, value, channel.topic);
  if (problem) fail(`sequence ${message.sequence}: ${problem}`);
  counts.set(message.channelId, (counts.get(message.channelId) ?? 0) + 1);
  if (!digests.has(message.channelId)) digests.set(message.channelId, createHash("sha256"));
  digests.get(message.channelId).update(`${message.sequence} ${message.logTime} ${message.data.length}\n`).update(message.data);
  if (!first.has(message.channelId)) {
    first.set(message.channelId, message.logTime);
    firstJson.set(message.channelId, new TextDecoder().decode(message.data));
  }
  last.set(message.channelId, message.logTime);
}

// The statistics must match what was read; the stream reader must see the same messages.
let total = 0;
for (const [id, count] of reader.statistics.channelMessageCounts) {
  if (BigInt(counts.get(id) ?? 0) !== count) fail(`statistics: channel ${id} has ${count} messages, read ${counts.get(id) ?? 0}`);
  total += Number(count);
}
if (BigInt(total) !== reader.statistics.messageCount) fail("statistics: message count is not the sum of the channels'");
const stream = new McapStreamReader({ validateCrcs: true, includeChunks: true, decompressHandlers });
stream.append(bytes);
let streamMessages = 0, streamMetadata = 0, records;
const chunks = [];
try {
  while ((records = stream.nextRecord())) {
    if (records.type === "Message") ++streamMessages;
    if (records.type === "Metadata") ++streamMetadata;
    if (records.type === "Chunk") chunks.push(records);
  }
} catch (error) {
  fail(`stream reader: ${error.message}`);
}
if (!stream.done()) fail("stream reader: the file ends early");
if (streamMessages !== total) fail(`stream reader: ${streamMessages} messages, indexed reader ${total}`);

// Every chunk index agrees with its chunk (in file order): compression, compressed and uncompressed size.
const chunkIndexes = [...reader.chunkIndexes].sort((a, b) => (a.chunkStartOffset < b.chunkStartOffset ? -1 : 1));
if (chunkIndexes.length !== chunks.length) fail(`${chunks.length} chunks, ${chunkIndexes.length} chunk indexes`);
const compressions = new Map();
chunks.forEach((chunk, i) => {
  const index = chunkIndexes[i];
  if (index.compression !== chunk.compression) fail(`chunk ${i}: compression "${chunk.compression}", its index says "${index.compression}"`);
  if (index.compressedSize !== BigInt(chunk.records.byteLength)) fail(`chunk ${i}: ${chunk.records.byteLength} bytes of records, its index says ${index.compressedSize}`);
  if (index.uncompressedSize !== chunk.uncompressedSize) fail(`chunk ${i}: uncompressed size ${chunk.uncompressedSize}, its index says ${index.uncompressedSize}`);
  if (chunk.compression === "" && chunk.uncompressedSize !== BigInt(chunk.records.byteLength)) fail(`chunk ${i}: uncompressed, but its sizes differ`);
  const name = chunk.compression === "" ? "none" : chunk.compression;
  const sizes = compressions.get(name) ?? { chunks: 0, compressed: 0n, uncompressed: 0n };
  compressions.set(name, { chunks: sizes.chunks + 1, compressed: sizes.compressed + index.compressedSize, uncompressed: sizes.uncompressed + index.uncompressedSize });
});

const statistics = reader.statistics;
console.log(`statistics messages=${statistics.messageCount} schemas=${statistics.schemaCount} channels=${statistics.channelCount} ` +
            `chunks=${statistics.chunkCount} metadata=${statistics.metadataCount} start=${statistics.messageStartTime} end=${statistics.messageEndTime}`);
console.log(`chunk-indexes ${reader.chunkIndexes.length}`);
for (const [id, channel] of [...reader.channelsById].sort((a, b) => a[0] - b[0])) {
  const schema = reader.schemasById.get(channel.schemaId);
  console.log(`channel ${channel.topic} schema=${schema ? schema.name : "-"} encoding=${channel.messageEncoding} ` +
              `count=${counts.get(id) ?? 0} first=${first.get(id) ?? "-"} last=${last.get(id) ?? "-"}`);
}
for (const [id, channel] of [...reader.channelsById].sort((a, b) => a[0] - b[0]))
  if (firstJson.has(id)) console.log(`first ${channel.topic} ${firstJson.get(id)}`);
for (const [id, channel] of [...reader.channelsById].sort((a, b) => a[0] - b[0]))
  if (digests.has(id)) console.log(`digest ${channel.topic} ${digests.get(id).digest("hex")}`);
for (const [name, sizes] of [...compressions].sort())
  console.log(`compression ${name} chunks=${sizes.chunks} compressed=${sizes.compressed} uncompressed=${sizes.uncompressed}`);
let metadataCount = 0;
for await (const metadata of reader.readMetadata()) {
  ++metadataCount;
  console.log(`metadata ${metadata.name} ${[...metadata.metadata].map(([k, v]) => `${k}=${v}`).join(" ")}`);
}
if (metadataCount !== streamMetadata) fail(`stream reader: ${streamMetadata} metadata records, indexed reader ${metadataCount}`);
