/**
 * @file Streaming/FunctionList.cpp
 * The list of published registration functions (PUBLISH) and running them once.
 */
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
  static bool running = false; // Guarded by the list's mutex: only the thread that runs the functions sees it set.
  if(running)
    return; // Called by a registration function (through the TypeRegistry): the outer call runs the rest.
  running = true;
  for(Entry* entry = first; entry; entry = entry->next)
    if(!entry->executed)
    {
      entry->executed = true;
      entry->function();
    }
  running = false;
  // Only now: until the last function has run, other threads must wait here (pending() still
  // true) instead of using a registry that is half filled and whose entries are still being
  // registered again (which frees the enum names they would have been given).
  hasPending = false;
}

bool FunctionList::pending()
{
  return hasPending;
}
