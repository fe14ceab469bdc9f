/**
 * @file Framework/Blackboard.cpp
 * The per-thread blackboard: representations by name, counted references, resets.
 */
#include "Framework/Blackboard.h"
#include "Platform/Assert.h"

thread_local Blackboard* Blackboard::current = nullptr;

Blackboard::~Blackboard()
{
  if(current == this)
    current = nullptr;
}

Blackboard& Blackboard::getInstance()
{
  if(!current)
    throw std::logic_error("this thread has no blackboard");
  return *current;
}

void Blackboard::free(const std::string& name)
{
  const auto entry = entries.find(name);
  ASSERT(entry != entries.end()); // every free follows an alloc of the same name
  if(entry != entries.end() && --entry->second.references <= 0)
  {
    entries.erase(entry);
    ++changes;
  }
}

Streamable& Blackboard::operator[](const std::string& name)
{
  const auto entry = entries.find(name);
  if(entry == entries.end())
    throw std::out_of_range("the blackboard has no " + name);
  return *entry->second.data;
}

const Streamable& Blackboard::operator[](const std::string& name) const
{
  const auto entry = entries.find(name);
  if(entry == entries.end())
    throw std::out_of_range("the blackboard has no " + name);
  return *entry->second.data;
}

bool Blackboard::reset(const std::string& name)
{
  const auto entry = entries.find(name);
  if(entry == entries.end() || !entry->second.reset)
    return false;
  entry->second.reset(entry->second.data.get());
  return true;
}

int Blackboard::references(const std::string& name) const
{
  const auto entry = entries.find(name);
  return entry == entries.end() ? 0 : entry->second.references;
}
