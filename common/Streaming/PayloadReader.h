/**
 * @file Streaming/PayloadReader.h
 * Reads the payload of a message that came from outside (host side decoding of drawings,
 * images, ...). Every read is checked against the bytes left; the first failure is kept as a
 * message that names the part and the field.
 */
#pragma once

#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>

/** A bounded little-endian reader over a payload; never reads past its end. */
class PayloadReader
{
public:
  /** @param context Names the payload in messages ("circle", "drawing manager"). */
  PayloadReader(const char* data, std::size_t size, std::string_view context) : data(data), size(size), context(context) {}

  template<typename T> bool read(T& value, const char* field)
  {
    static_assert(std::is_arithmetic_v<T> && !std::is_same_v<T, bool>);
    if(!ok())
      return false;
    if(sizeof(T) > remaining())
      return fail(std::string("payload ends in ") + field);
    std::memcpy(&value, data + offset, sizeof(T));
    offset += sizeof(T);
    return true;
  }
  /** A string: u32 length, then the bytes. */
  bool read(std::string& text, const char* field)
  {
    unsigned length = 0;
    if(!read(length, field))
      return false;
    if(length > remaining())
      return fail(std::string(field) + " length " + std::to_string(length) + " exceeds the payload");
    text.assign(data + offset, length);
    offset += length;
    return true;
  }
  /** Skips n bytes and returns them (nullptr if they are not there). */
  const char* take(std::size_t n, const char* field)
  {
    if(!ok())
      return nullptr;
    if(n > remaining())
    {
      fail(std::string(field) + " of " + std::to_string(n) + " bytes exceeds the payload");
      return nullptr;
    }
    const char* p = data + offset;
    offset += n;
    return p;
  }

  /** Records a failure ("<context>: <message>") unless there is one already; returns false. */
  bool fail(const std::string& message)
  {
    if(errorText.empty())
      errorText = context + ": " + message;
    return false;
  }
  /** Checks that nothing is left; returns whether everything went well. */
  bool finish()
  {
    if(ok() && remaining())
      fail(std::to_string(remaining()) + " bytes left after the end");
    return ok();
  }

  bool ok() const { return errorText.empty(); }
  const std::string& error() const { return errorText; }
  std::size_t remaining() const { return size - offset; }
  std::size_t position() const { return offset; }

private:
  const char* data;
  std::size_t size;
  std::size_t offset = 0;
  std::string context;
  std::string errorText;
};
