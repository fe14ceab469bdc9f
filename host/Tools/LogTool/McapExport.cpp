/**
 * @file McapExport.cpp
 * A log as MCAP channels and messages.
 */
#include "McapExport.h"
#include "Base64.h"
#include "ImageProcessing/ImagePayload.h"
#include "JsonOut.h"
#include "JsonSchema.h"
#include "Streaming/InStreams.h"
#include "ToolSupport.h"
#include <algorithm>
#include <cstring>

namespace
{
  constexpr std::uint64_t nsPerMs = 1000000;

  /** {"sec":S,"nsec":N} of a time in ns. */
  void appendTime(std::string& out, std::uint64_t ns)
  {
    out += R"({"sec":)" + std::to_string(ns / 1000000000) + R"(,"nsec":)" + std::to_string(ns % 1000000000) + "}";
  }
}

McapExport::McapExport(const LogFile& log, McapWriter& writer, const Options& options)
  : log(log), writer(writer), options(options), frameTime(log)
{
  if(const TypeInfo* types = log.typeInfo())
  {
    streamer.emplace(*types);
  }
  for(std::size_t id = 0; id < 256; ++id)
    idNames.push_back(JsonOut::validUtf8(log.loggedIdName(static_cast<unsigned char>(id))));
}

std::uint16_t McapExport::schemaOf(const std::string& name, const std::string& schema)
{
  const auto s = schemas.find(name);
  if(s != schemas.end())
    return s->second;
  const std::uint16_t id = writer.addSchema(name, "jsonschema", schema);
  schemas.emplace(name, id);
  return id;
}

int McapExport::channelOf(const std::string& thread, ThreadChannels& table, const LogFile::Message& message)
{
  int& channel = table.channels[message.loggedId];
  const std::string& idName = idNames[message.loggedId];
  if(channel == withoutType)
    ++result.skipped[idName];
  if(channel != undecided)
    return channel < 0 ? notExported : channel;
  if(writer.channelCount() >= UINT16_MAX)
  {
    fail(idName, 0, "more than " + std::to_string(UINT16_MAX) + " channels");
    return channel = notExported;
  }
  const std::vector<std::pair<std::string, std::string>> metadata = {{"thread", thread}, {"id", idName}};
  std::string type;
  switch(message.id)
  {
    case idFrameBegin:
    case idFrameFinished:
    case idStopwatch:
      return channel = notExported; // the frame structure and the time
    case idText:
      if(!logChannel)
        logChannel = writer.addChannel(schemaOf("foxglove.Log", JsonSchema::log()), "/log", "json");
      channel = *logChannel;
      break;
    case idAnnotation:
      if(!annotationChannel)
        annotationChannel = writer.addChannel(schemaOf("touchline.Annotation", JsonSchema::annotation()), "/annotations", "json");
      channel = *annotationChannel;
      break;
    case idJPEGImage:
      channel = writer.addChannel(schemaOf("foxglove.CompressedImage", JsonSchema::compressedImage()), "/" + thread + "/JPEGImage", "json",
                                  metadata);
      break;
    case idCameraImage:
      channel = writer.addChannel(schemaOf("foxglove.RawImage", JsonSchema::rawImage()), "/" + thread + "/CameraImage", "json", metadata);
      break;
    default:
    {
      if(!streamer || !idName.starts_with("id") || !log.typeInfo()->classes.contains(idName.substr(2)))
      {
        ++result.skipped[idName];
        channel = withoutType;
        return notExported;
      }
      type = idName.substr(2);
      std::string schema, error;
      const auto known = schemas.find(type);
      if(known == schemas.end() && !JsonSchema::of(*log.typeInfo(), type, schema, error))
      {
        result.notes.push_back(type + " has no JSON schema: " + error + "; its channels' schema accepts any object");
        schema = R"({"type":"object","title":)";
        JsonOut::appendString(schema, type);
        schema += "}";
      }
      channel = writer.addChannel(known == schemas.end() ? schemaOf(type, schema) : known->second, "/" + thread + "/" + type, "json", metadata);
    }
  }
  if(channelTypes.size() <= static_cast<std::size_t>(channel))
    channelTypes.resize(channel + 1);
  channelTypes[channel] = type;
  return channel;
}

void McapExport::fail(const std::string& idName, std::size_t frameNumber, const std::string& why)
{
  if(result.failed[idName]++ == 0)
    result.firstFailure[idName] = "frame " + std::to_string(frameNumber) + ": " + why;
}

void McapExport::exportMessage(std::size_t frameNumber, const std::string& thread, std::uint16_t channel, std::uint64_t timeNs,
                               const LogFile::Message& message)
{
  const auto sequence = static_cast<std::uint32_t>(std::min<std::size_t>(frameNumber, UINT32_MAX));
  switch(message.id)
  {
    case idText:
    {
      InTextMemory in(message.payload, message.size);
      scratch.clear();
      in.readAll(scratch);
      std::string& out = writer.beginMessage(channel, sequence, timeNs, timeNs);
      out += R"({"timestamp":)";
      appendTime(out, timeNs);
      out += R"(,"level":2,"message":)";
      JsonOut::appendString(out, scratch);
      out += R"(,"name":)";
      JsonOut::appendString(out, thread);
      out += R"(,"file":"","line":0})";
      break;
    }
    case idAnnotation:
    {
      LogIndex::Annotation annotation;
      if(!decodeAnnotation(message.payload, message.size, annotation))
        return fail(idNames[message.loggedId], frameNumber, "malformed annotation");
      std::string& out = writer.beginMessage(channel, sequence, timeNs, timeNs);
      out += R"({"frame":)" + std::to_string(frameNumber) + R"(,"thread":)";
      JsonOut::appendString(out, thread);
      out += R"(,"number":)" + std::to_string(annotation.number) + R"(,"name":)";
      JsonOut::appendString(out, annotation.name);
      out += R"(,"description":)";
      JsonOut::appendString(out, annotation.description);
      out += '}';
      writer.addMetadata("annotation", {{"frame", std::to_string(frameNumber)},
                                        {"thread", JsonOut::validUtf8(thread)},
                                        {"number", std::to_string(annotation.number)},
                                        {"name", JsonOut::validUtf8(annotation.name)},
                                        {"description", JsonOut::validUtf8(annotation.description)},
                                        {"log_time_ns", std::to_string(timeNs)}});
      break;
    }
    case idJPEGImage:
    {
      const std::optional<std::size_t> start = ImagePayload::jpegStart(message.payload, message.size);
      if(!start)
        return fail(idNames[message.loggedId], frameNumber, "no JPEG data in " + std::to_string(message.size) + " bytes");
      std::string& out = writer.beginMessage(channel, sequence, timeNs, timeNs);
      out += R"({"timestamp":)";
      appendTime(out, timeNs);
      out += R"(,"frame_id":)";
      JsonOut::appendString(out, thread);
      out += R"(,"format":"jpeg","data":")";
      Base64::append(out, message.payload + *start, message.size - *start);
      out += "\"}";
      break;
    }
    case idCameraImage:
    {
      const std::optional<ImagePayload::YuyvLayout> layout = ImagePayload::yuyvLayout(message.payload, message.size);
      if(!layout)
        return fail(idNames[message.loggedId], frameNumber, "no width and height that match the " + std::to_string(message.size) + " bytes");
      std::string& out = writer.beginMessage(channel, sequence, timeNs, timeNs);
      out += R"({"timestamp":)";
      appendTime(out, timeNs);
      out += R"(,"frame_id":)";
      JsonOut::appendString(out, thread);
      out += R"(,"width":)" + std::to_string(layout->width * 2) + R"(,"height":)" + std::to_string(layout->height) +
             R"(,"encoding":"yuyv","step":)" + std::to_string(layout->width * 4) + R"(,"data":")";
      Base64::append(out, message.payload + layout->offset, message.size - layout->offset);
      out += "\"}";
      break;
    }
    default:
    {
      std::string& out = writer.beginMessage(channel, sequence, timeNs, timeNs);
      JsonOut json(out);
      InBinaryMemory in(message.payload, message.size);
      std::string error;
      if(!streamer->convert(in, json, channelTypes[channel], error))
      {
        writer.cancelMessage();
        return fail(idNames[message.loggedId], frameNumber, "cannot be read as " + channelTypes[channel] + ": " + error);
      }
      if(!in.eof())
        ++result.leftOver[idNames[message.loggedId]];
    }
  }
  writer.endMessage();
  result.logDataBytes += message.size;
}

void McapExport::run()
{
  const std::size_t last = std::min(options.last, log.frameCount() - 1);
  if(log.frameCount() == 0 || options.first > last)
    return;
  const auto wanted = [&](const std::string& thread) {
    return options.threads.empty() || std::find(options.threads.begin(), options.threads.end(), thread) != options.threads.end();
  };

  // Frames before the first one with a time get the time of that one.
  std::optional<std::uint64_t> time;
  for(std::size_t i = options.first; i <= last && !time; ++i)
    if(const LogFile::Frame frame = log.frame(i); wanted(frame.thread))
      if(const std::optional<unsigned> ms = frameTime(frame))
        time = *ms * nsPerMs;
  result.anyTime = time.has_value();

  for(std::size_t i = options.first; i <= last; ++i)
  {
    if(options.progress && (i - options.first) % 256 == 0)
      options.progress(i - options.first, last - options.first + 1);
    const LogFile::Frame frame = log.frame(i);
    if(!wanted(frame.thread))
      continue;
    ++result.frames;
    if(const std::optional<unsigned> ms = frameTime(frame))
      time = *ms * nsPerMs;
    else
      ++result.framesWithoutTime;
    const std::uint64_t timeNs = time.value_or(0);
    auto table = threadChannels.find(frame.thread);
    if(table == threadChannels.end())
      table = threadChannels.emplace(frame.thread, ThreadChannels()).first;
    const std::string thread = JsonOut::validUtf8(frame.thread);
    for(const LogFile::Message& message : frame.messages())
    {
      if(!options.ids.empty() && !options.ids.contains(message.loggedId))
        continue;
      const int channel = channelOf(thread, table->second, message);
      if(channel >= 0)
        exportMessage(i, thread, static_cast<std::uint16_t>(channel), timeNs, message);
    }
  }
}
