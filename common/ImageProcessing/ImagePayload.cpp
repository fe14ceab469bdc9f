/**
 * @file ImageProcessing/ImagePayload.cpp
 * Finding the pixels of image representations in their payloads.
 */
#include "ImageProcessing/ImagePayload.h"
#include <algorithm>
#include <cstring>

std::optional<std::size_t> ImagePayload::jpegStart(const char* payload, std::size_t size)
{
  const auto* bytes = reinterpret_cast<const unsigned char*>(payload);
  for(std::size_t i = 0; i + 3 <= size && i <= maxHeader; ++i)
    if(bytes[i] == 0xff && bytes[i + 1] == 0xd8 && bytes[i + 2] == 0xff)
      return i;
  return std::nullopt;
}

std::optional<ImagePayload::YuyvLayout> ImagePayload::yuyvLayout(const char* payload, std::size_t size)
{
  // The fields before the pixels are the representation's (width, height, a time stamp, ...):
  // two consecutive u32 of them that, as width and height, leave exactly the pixels after a header
  // of whole u32.
  constexpr std::size_t maxFields = 8;
  constexpr std::uint32_t maxSide = 8192;
  const auto u32At = [&](std::size_t offset) {
    std::uint32_t value = 0;
    std::memcpy(&value, payload + offset, sizeof(value));
    return value;
  };
  const std::size_t fields = std::min(maxFields, size / 4);
  for(int pixelsPerUnit = 2; pixelsPerUnit >= 1; --pixelsPerUnit)
    for(std::size_t i = 0; i + 1 < fields; ++i)
    {
      std::uint32_t width = u32At(4 * i);
      const std::uint32_t height = u32At(4 * i + 4);
      if(width == 0 || height == 0 || width > maxSide || height > maxSide)
        continue;
      if(pixelsPerUnit == 1)
      {
        if(width % 2)
          continue;
        width /= 2; // pixels -> pairs
      }
      const std::size_t bytes = static_cast<std::size_t>(width) * height * 4;
      if(bytes > size)
        continue;
      const std::size_t header = size - bytes;
      if(header < 4 * (i + 2) || header > maxHeader || header % 4)
        continue;
      return YuyvLayout{width, height, header};
    }
  return std::nullopt;
}
