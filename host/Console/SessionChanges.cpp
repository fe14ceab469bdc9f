/**
 * @file Console/SessionChanges.cpp
 * The "set" values and "mr" changes a robot gets again after a reconnection.
 */
#include "Console/SessionChanges.h"
#include <algorithm>

namespace
{
  /** "for Cognition Motion " or "". */
  std::string forThreads(const std::vector<std::string>& threads)
  {
    std::string text;
    for(const std::string& thread : threads)
      text += (text.empty() ? "for " : "") + thread + " ";
    return text;
  }
}

void SessionChanges::set(Value value)
{
  unchanged(value.name);
  setValues.push_back(std::move(value));
}

void SessionChanges::unchanged(const std::string& name)
{
  std::erase_if(setValues, [&](const Value& value) { return value.name == name; });
}

void SessionChanges::moduleRequest(ModuleChange change)
{
  if(changes.empty() || !(changes.back() == change))
    changes.push_back(std::move(change));
}

void SessionChanges::forget(const Value& value)
{
  unchanged(value.name);
}

void SessionChanges::forget(const ModuleChange& change)
{
  std::erase(changes, change);
}

std::string SessionChanges::describe(const Value& value)
{
  return "set " + value.name;
}

std::string SessionChanges::describe(const ModuleChange& change)
{
  return forThreads(change.threads) + "mr " + change.representation + " " + change.choice;
}
