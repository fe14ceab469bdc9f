/**
 * @file Debugging/PayloadWriter.h
 * Packs the fixed-size part of a debug message payload into a small buffer, so that it is
 * written to the stream in one go.
 */
#pragma once

#include "Debugging/ColorRGBA.h"
#include "Platform/Assert.h"
#include "Streaming/InOut.h"
#include <cstddef>
#include <cstring>
#include <string_view>
#include <type_traits>

/** Collects little-endian values (native layout) and colours, then writes them to an Out. */
class PayloadWriter
{
public:
  template<typename T> PayloadWriter& operator<<(T value)
  {
    static_assert(std::is_arithmetic_v<T> && !std::is_same_v<T, bool>);
    ASSERT(used + sizeof(T) <= sizeof(buffer));
    std::memcpy(buffer + used, &value, sizeof(T));
    used += sizeof(T);
    return *this;
  }
  PayloadWriter& operator<<(const ColorRGBA& color)
  {
    ASSERT(used + 4 <= sizeof(buffer));
    buffer[used++] = static_cast<char>(color.r);
    buffer[used++] = static_cast<char>(color.g);
    buffer[used++] = static_cast<char>(color.b);
    buffer[used++] = static_cast<char>(color.a);
    return *this;
  }
  /** Writes what was collected and forgets it. */
  void writeTo(Out& out)
  {
    out.write(buffer, used);
    used = 0;
  }
  /** Writes what was collected, then a string (u32 length, bytes). */
  void writeTo(Out& out, std::string_view text)
  {
    writeTo(out);
    out.outString(text.data(), text.size());
  }

private:
  char buffer[128];
  std::size_t used = 0;
};
