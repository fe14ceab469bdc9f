/**
 * @file Debugging/DebugDataTable.cpp
 * The MODIFY table of a thread: values the host overrides, and sending them back on request.
 */
#include "Debugging/DebugDataTable.h"

bool DebugDataTable::processChangeRequest(In& stream)
{
  std::string name;
  char set = 0;
  stream >> name >> set;
  if(stream.failed())
    return false;
  if(set)
  {
    std::string data(stream.remaining(), '\0');
    stream.read(data.data(), data.size());
    overrides[name] = std::move(data);
  }
  else
  {
    if(const auto entry = overrides.find(name); entry != overrides.end())
      overrides.erase(entry);
    if(const auto original = originals.find(name); original != originals.end())
    {
      restores[name] = std::move(original->second);
      originals.erase(original);
    }
  }
  return !stream.failed();
}
