/**
 * @file Base64.cpp
 * Base64 encoding.
 */
#include "Base64.h"

void Base64::append(std::string& out, const void* data, std::size_t size)
{
  static constexpr char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const auto* in = static_cast<const unsigned char*>(data);
  const std::size_t start = out.size();
  out.resize(start + (size + 2) / 3 * 4);
  char* p = out.data() + start;
  std::size_t i = 0;
  for(; i + 3 <= size; i += 3, p += 4)
  {
    const unsigned v = static_cast<unsigned>(in[i]) << 16 | static_cast<unsigned>(in[i + 1]) << 8 | in[i + 2];
    p[0] = alphabet[v >> 18];
    p[1] = alphabet[(v >> 12) & 63];
    p[2] = alphabet[(v >> 6) & 63];
    p[3] = alphabet[v & 63];
  }
  if(i < size)
  {
    const bool two = i + 1 < size;
    const unsigned v = static_cast<unsigned>(in[i]) << 16 | (two ? static_cast<unsigned>(in[i + 1]) << 8 : 0u);
    p[0] = alphabet[v >> 18];
    p[1] = alphabet[(v >> 12) & 63];
    p[2] = two ? alphabet[(v >> 6) & 63] : '=';
    p[3] = '=';
  }
}
