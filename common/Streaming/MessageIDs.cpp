#include "Streaming/MessageIDs.h"
#include "Streaming/TypeRegistry.h"
#include <string>

static_assert(idFrameFinished == 2 && idStopwatch == 12 && idAgentStates == 13 && idWhistle == 89);
static_assert(numOfDataMessageIDs == 90 && idConsole == 90 && idTypeInfoRequest == 108 && numOfMessageIDs == 109);

const char* MessageIDs::getName(MessageID id)
{
  return TypeRegistry::getEnumName(id);
}

MessageID MessageIDs::fromName(const std::string& name)
{
  if(name == "idProcessBegin")
    return idFrameBegin;
  if(name == "idProcessFinished")
    return idFrameFinished;
  const int value = TypeRegistry::getEnumValue(typeid(MessageID).name(), name);
  return value < 0 ? undefined : static_cast<MessageID>(value);
}

std::string MessageIDs::representation(MessageID id)
{
  if(id <= idFrameFinished || !isData(id))
    return "";
  const char* name = getName(id);
  return name ? std::string(name + 2) : std::string();
}
