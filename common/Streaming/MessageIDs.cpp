/**
 * @file Streaming/MessageIDs.cpp
 * The names of the message ids: the seed's (through the TypeRegistry) and the registry of the
 * ids that the program's representations add at start-up.
 */
#include "Streaming/MessageIDs.h"
#include "Streaming/TypeRegistry.h"
#include <algorithm>
#include <array>
#include <atomic>
#include <mutex>
#include <string>
#include <vector>

static_assert(idFrameFinished == 2 && idStopwatch == 12 && idAgentStates == 13 && idWhistle == 89);
static_assert(numOfDataMessageIDs == 90 && idConsole == 90 && idTypeInfoRequest == 108 && numOfMessageIDs == 109);

namespace
{
  /**
   * The ids added to the seed's. Names are added at any time (also during static
   * initialisation, before the TypeRegistry is ready) and numbered at the next lookup, in name
   * order, so that a program numbers them the same way whatever order its files are linked in.
   * An id once numbered never changes; names[id] is written before count grows past it.
   */
  struct Registry
  {
    std::mutex mutex;
    std::vector<std::string> pending;            ///< Added, not numbered yet.
    std::atomic<bool> hasPending{false};
    std::array<std::string, MessageIDs::maxCount> names; ///< By id, from numOfMessageIDs on.
    std::atomic<unsigned> count{numOfMessageIDs};
    std::vector<std::string> withoutId;          ///< Added after every id was taken.
  };

  Registry& registry()
  {
    static Registry instance;
    return instance;
  }

  /** The seed's id with this name (undefined if there is none); legacy names of frame markers are accepted. */
  MessageID seedId(const std::string& name)
  {
    if(name == "idProcessBegin")
      return idFrameBegin;
    if(name == "idProcessFinished")
      return idFrameFinished;
    const int value = TypeRegistry::getEnumValue(typeid(MessageID).name(), name);
    return value < 0 ? undefined : static_cast<MessageID>(value);
  }

  /** The added id with this name, undefined if there is none (numbered ones only). */
  MessageID addedId(const Registry& r, const std::string& name)
  {
    const unsigned count = r.count.load(std::memory_order_acquire);
    for(unsigned id = numOfMessageIDs; id < count; ++id)
      if(r.names[id] == name)
        return static_cast<MessageID>(id);
    return undefined;
  }

  /** Numbers the names added since the last lookup. */
  Registry& numbered()
  {
    Registry& r = registry();
    if(!r.hasPending.load(std::memory_order_acquire))
      return r;
    std::lock_guard lock(r.mutex);
    std::sort(r.pending.begin(), r.pending.end());
    r.pending.erase(std::unique(r.pending.begin(), r.pending.end()), r.pending.end());
    for(const std::string& name : r.pending)
    {
      if(seedId(name) != undefined || addedId(r, name) != undefined)
        continue;
      const unsigned count = r.count.load(std::memory_order_relaxed);
      if(count >= MessageIDs::maxCount)
      {
        if(std::find(r.withoutId.begin(), r.withoutId.end(), name) == r.withoutId.end())
          r.withoutId.push_back(name);
        continue;
      }
      r.names[count] = name;
      r.count.store(count + 1, std::memory_order_release);
    }
    r.pending.clear();
    r.hasPending.store(false, std::memory_order_release);
    return r;
  }
}

void MessageIDs::add(const std::string& name)
{
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  r.pending.push_back(name);
  r.hasPending.store(true, std::memory_order_release);
}

unsigned MessageIDs::count()
{
  return numbered().count.load(std::memory_order_acquire);
}

const char* MessageIDs::getName(MessageID id)
{
  if(id < numOfMessageIDs)
    return TypeRegistry::getEnumName(id);
  const Registry& r = numbered();
  return id < r.count.load(std::memory_order_acquire) ? r.names[id].c_str() : nullptr;
}

MessageID MessageIDs::fromName(const std::string& name)
{
  const MessageID id = seedId(name);
  return id != undefined ? id : addedId(numbered(), name);
}

bool MessageIDs::isData(MessageID id)
{
  return id < numOfDataMessageIDs || (id >= numOfMessageIDs && id < count());
}

std::string MessageIDs::representation(MessageID id)
{
  if(id <= idFrameFinished || !isData(id))
    return "";
  const char* name = getName(id);
  return name ? std::string(name + 2) : std::string();
}

std::vector<std::string> MessageIDs::withoutId()
{
  Registry& r = numbered();
  std::lock_guard lock(r.mutex);
  return r.withoutId;
}
