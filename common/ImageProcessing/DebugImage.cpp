/**
 * @file ImageProcessing/DebugImage.cpp
 * Streaming debug images and decoding them from a payload, bounded by its size.
 */
#include "ImageProcessing/DebugImage.h"
#include "Streaming/PayloadReader.h"
#include "Streaming/InOut.h"

void DebugImage::write(Out& stream) const
{
  if(!isValid())
    return;
  stream << static_cast<unsigned char>(type) << static_cast<unsigned short>(width) << static_cast<unsigned short>(height);
  stream.write(pixels(), byteSize());
}

void DebugImage::assign(PixelTypes::PixelType pixelType, unsigned imageWidth, unsigned imageHeight, const unsigned char* data)
{
  type = pixelType;
  width = imageWidth;
  height = imageHeight;
  view = nullptr;
  owned.assign(data, data + byteSize());
}

std::string DebugImage::decode(const char* payload, std::size_t size, std::size_t& used)
{
  PayloadReader reader(payload, size, "debug image");
  unsigned char typeByte = 0;
  unsigned short w = 0, h = 0;
  if(!reader.read(typeByte, "pixel type") || !reader.read(w, "width") || !reader.read(h, "height"))
  {
    used = reader.position();
    return reader.error();
  }
  const auto pixelType = static_cast<PixelTypes::PixelType>(typeByte);
  if(PixelTypes::pixelSize(pixelType) == 0)
  {
    reader.fail("unknown pixel type " + std::to_string(typeByte));
    return reader.error();
  }
  const std::size_t bytes = static_cast<std::size_t>(w) * h * PixelTypes::pixelSize(pixelType);
  const char* data = reader.take(bytes, "pixel data");
  used = reader.position();
  if(!data)
    return reader.error();
  type = pixelType;
  width = w;
  height = h;
  view = nullptr;
  owned.assign(reinterpret_cast<const unsigned char*>(data), reinterpret_cast<const unsigned char*>(data) + bytes);
  return {};
}
