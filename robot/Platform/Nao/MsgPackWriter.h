/**
 * @file Platform/Nao/MsgPackWriter.h
 * Writes the MessagePack subset that LoLA understands (old specification): maps, fixstr
 * strings, arrays, big-endian float32, positive fixints and bools. Nothing else can be written.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

/**
 * Appends MessagePack elements to a byte buffer. Each function returns the offset at which the
 * element's payload starts, so that a template can be patched later (e.g. a float's 4 bytes).
 */
class MsgPackWriter
{
public:
  explicit MsgPackWriter(std::vector<std::uint8_t>& buffer) : buffer(buffer) {}

  /** A map header: fixmap for up to 15 entries, map16 above. */
  std::size_t mapHeader(std::size_t entries);
  /** An array header: fixarray for up to 15 entries, array16 above. */
  std::size_t arrayHeader(std::size_t entries);
  /** A fixstr (at most 31 bytes; longer text throws std::length_error). Returns the text's offset. */
  std::size_t fixstr(std::string_view text);
  /** A float32 (0xca, then 4 bytes big-endian). Returns the offset of the 4 bytes. */
  std::size_t float32(float value);
  /** A positive fixint (0..127; larger values throw std::out_of_range). */
  std::size_t positiveFixint(unsigned value);
  /** A bool (0xc2 false, 0xc3 true). */
  std::size_t boolean(bool value);

  /** Writes a float's 4 big-endian bytes at p (patching a template). */
  static void putFloat(std::uint8_t* p, float value);
  /** Reads a float's 4 big-endian bytes at p. */
  static float getFloat(const std::uint8_t* p);

private:
  std::vector<std::uint8_t>& buffer;
};
