/**
 * @file Streaming/InOut.cpp
 * The parts of the In/Out base classes that are not inline: records, arrays with bounded sizes.
 */
#include "Streaming/InOut.h"

void Out::select(const char*, int, const char*) {}

void In::select(const char*, int, const char*) {}

std::size_t In::beginArray(std::size_t fixedSize)
{
  if(fixedSize != dynamicSize)
    return fixedSize;
  unsigned size = 0;
  *this >> size;
  if(size > remaining())
  {
    fail("array of " + std::to_string(size) + " elements at byte " + std::to_string(offset() - 4) + " is longer than the rest of the input");
    return 0;
  }
  return size;
}
