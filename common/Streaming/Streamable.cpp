/**
 * @file Streaming/Streamable.cpp
 * The name of a value streamed with STREAM_EXT (the object part dropped).
 */
#include "Streaming/Streamable.h"
#include <cstring>

const char* Streaming::skipObjectName(const char* name)
{
  const char* dot = std::strchr(name, '.');
  const char* arrow = std::strstr(name, "->");
  if(arrow && (!dot || arrow < dot))
    return arrow + 2;
  return dot ? dot + 1 : name;
}
