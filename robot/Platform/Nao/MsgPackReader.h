/**
 * @file Platform/Nao/MsgPackReader.h
 * Reads the MessagePack subset that LoLA uses (old specification) and rejects everything else.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

/**
 * A cursor over a MessagePack buffer that accepts exactly LoLA's subset: fixmap and map16,
 * fixstr, fixarray and array16, float32, positive fixint and bool. The first problem stops the
 * reader; every later call returns false. The error names the message, the byte offset and
 * the key being read, e.g.
 * "state message, offset 412 (key Status[3]): expected positive fixint, got 0xca".
 * Running out of data is told apart from malformed data, so that a stream can be read
 * incrementally.
 */
class MsgPackReader
{
public:
  enum class Status
  {
    ok,
    incomplete, ///< The data ends before the element does.
    malformed,
  };

  /**
   * @param data The bytes to read.
   * @param what The message's name in errors ("state message", "command").
   */
  MsgPackReader(std::span<const std::uint8_t> data, std::string_view what) : data(data), what(what) {}

  /** Names the value being read in errors: the key and, if index >= 0, the index ("Status[3]"). */
  void setKey(std::string_view key, int index = -1)
  {
    currentKey = key;
    currentIndex = index;
  }

  bool mapHeader(std::size_t& entries);
  bool arrayHeader(std::size_t& entries);
  /** A fixstr; text points into the data. */
  bool fixstr(std::string_view& text);
  /**
   * A map key that must be one of the names of keys (entries with a member name); the key
   * becomes the current one for error messages.
   * @return Its index in keys, or keys.size() (the reader failed: not a fixstr, unknown key).
   */
  template<typename Keys> std::size_t key(const Keys& keys)
  {
    setKey("");
    const std::size_t keyOffset = offset;
    std::string_view name;
    if(!fixstr(name))
      return keys.size();
    for(std::size_t k = 0; k < keys.size(); ++k)
      if(keys[k].name == name)
      {
        setKey(keys[k].name);
        return k;
      }
    fail(keyOffset, "unknown key \"" + std::string(name) + "\"");
    return keys.size();
  }
  bool float32(float& value);
  bool positiveFixint(std::uint8_t& value);
  bool boolean(bool& value);

  /** Reports a problem the caller found at an offset (e.g. an unknown key). Returns false. */
  bool fail(std::size_t offset, const std::string& message);

  std::size_t position() const { return offset; }
  Status status() const { return state; }
  bool ok() const { return state == Status::ok; }
  /** The first error ("" while ok). */
  const std::string& error() const { return errorText; }
  std::size_t errorOffset() const { return errorPosition; }

private:
  /** Whether count more bytes are there; records "incomplete" if not. */
  bool need(std::size_t count, const char* expected);
  bool unexpected(const char* expected);

  std::span<const std::uint8_t> data;
  std::string_view what;
  std::size_t offset = 0;
  std::string_view currentKey;
  int currentIndex = -1;
  Status state = Status::ok;
  std::string errorText;
  std::size_t errorPosition = 0;
};
