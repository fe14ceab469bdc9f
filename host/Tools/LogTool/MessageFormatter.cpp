/**
 * @file MessageFormatter.cpp
 * Messages of a log as text.
 */
#include "MessageFormatter.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutMap.h"

MessageFormatter::MessageFormatter(const LogFile& log) : log(log)
{
  if(log.typeInfo())
    streamer.emplace(*log.typeInfo());
}

std::string MessageFormatter::format(const LogFile::Message& message) const
{
  const std::string name = log.loggedIdName(message.loggedId);
  std::string line = name + " " + std::to_string(message.size) + " bytes";
  switch(message.id)
  {
    case idText:
    {
      InTextMemory in(message.payload, message.size);
      std::string text;
      in.readAll(text);
      return line + ": " + text;
    }
    case idAnnotation:
    {
      LogIndex::Annotation annotation;
      if(!decodeAnnotation(message.payload, message.size, annotation))
        return line + " (malformed annotation)";
      return line + ": #" + std::to_string(annotation.number) + " " + annotation.name + ": " + annotation.description;
    }
    case idFrameBegin:
    case idFrameFinished:
    case idStopwatch:
      return line;
    default:
      return line + representation(name, message);
  }
}

std::string MessageFormatter::representation(const std::string& idName, const LogFile::Message& message) const
{
  if(!streamer || !idName.starts_with("id"))
    return "";
  const std::string type = idName.substr(2);
  if(!log.typeInfo()->classes.contains(type))
    return "";
  InBinaryMemory in(message.payload, message.size);
  OutMapMemory out(ConfigMap::Layout::singleLine);
  std::string error;
  if(!streamer->convert(in, out, type, error))
    return " (cannot be read as " + type + ": " + error + ")";
  std::string text = out.str();
  while(!text.empty() && (text.back() == '\n' || text.back() == ' '))
    text.pop_back();
  if(!in.eof())
    text += " (" + std::to_string(in.remaining()) + " bytes left over)";
  return ": " + text;
}
