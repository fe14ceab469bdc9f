#include "Streaming/FunctionList.h"
#include <atomic>
#include <mutex>

namespace
{
  // Constant-initialised, so static initialisers of other translation units can use them.
  FunctionList::Entry* first = nullptr;
  FunctionList::Entry* last = nullptr;
  std::atomic<bool> hasPending{false};

  std::recursive_mutex& listMutex()
  {
    static std::recursive_mutex mutex;
    return mutex;
  }
}

void FunctionList::add(Entry& entry)
{
  std::lock_guard lock(listMutex());
  if(entry.next || last == &entry)
    return;
  if(last)
    last->next = &entry;
  else
    first = &entry;
  last = &entry;
  hasPending = true;
}

void FunctionList::execute()
{
  std::lock_guard lock(listMutex());
  hasPending = false;
  for(Entry* entry = first; entry; entry = entry->next)
    if(!entry->executed)
    {
      entry->executed = true;
      entry->function();
    }
}

bool FunctionList::pending()
{
  return hasPending;
}
