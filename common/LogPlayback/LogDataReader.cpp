/**
 * @file LogPlayback/LogDataReader.cpp
 * Reading a representation out of a log message through the log's own type information.
 */
#include "LogPlayback/LogDataReader.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutStreams.h"
#include "Streaming/TypeInfoStreamer.h"

bool LogDataReader::read(const LogFile::Message& message, const std::string& typeName, const std::function<void(In&)>& readValue)
{
  State& state = states[message.loggedId];
  if(state == unknown)
  {
    state = accept;
    if(logTypes && message.id != idAnnotation && message.id != idStopwatch && logTypes->classes.contains(typeName) &&
       !TypeInfo::current().areTypesEqual(*logTypes, typeName, typeName))
    {
      state = convert;
      warningList.push_back(typeName + " has changed and is converted. Some fields will keep their previous values.");
    }
  }
  if(state == accept)
  {
    InBinaryMemory in(message.payload, message.size);
    readValue(in);
    return !in.failed();
  }
  InBinaryMemory in(message.payload, message.size);
  OutMapMemory text(ConfigMap::Layout::singleLine);
  std::string error;
  if(!TypeInfoStreamer(*logTypes).convert(in, text, typeName, error))
    return false;
  InMapMemory map(text.str(), 0, ConfigMap::Syntax::config, "<log>", false);
  readValue(map);
  return true;
}
