/**
 * @file Base64.h
 * Base64 (RFC 4648, standard alphabet, with '=' padding): how JSON carries the bytes of
 * images (foxglove.CompressedImage, foxglove.RawImage).
 */
#pragma once

#include <cstddef>
#include <string>

namespace Base64
{
  /** Appends the Base64 text of the bytes (4 characters per 3 bytes, the last group padded). */
  void append(std::string& out, const void* data, std::size_t size);
}
