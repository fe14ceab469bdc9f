/**
 * @file ImageProcessing/DebugImage.h
 * The image part of the message idDebugImage: u8 pixel type, u16 width, u16 height, then
 * width x height pixels of the type's size, row by row (docs/formats/debug-messages.md). For
 * YUYV images, width counts pixel pairs.
 */
#pragma once

#include "ImageProcessing/Image.h"
#include "ImageProcessing/PixelTypes.h"
#include <cstddef>
#include <string>
#include <vector>

class Out;

/**
 * An image to send or one that was received. Made from an Image it refers to the image's
 * pixels (no copy; valid as long as the image is unchanged); decoded from a message it owns
 * them.
 */
class DebugImage
{
public:
  /** The largest width and height the message can carry. */
  static constexpr unsigned maxSize = 0xffff;

  DebugImage() = default;
  DebugImage(PixelTypes::PixelType type, unsigned width, unsigned height, const void* pixels)
    : type(type), width(width), height(height), view(static_cast<const unsigned char*>(pixels)) {}
  template<typename Pixel> explicit DebugImage(const Image<Pixel>& image, PixelTypes::PixelType type = PixelTypes::TypeOf<Pixel>::value)
    : DebugImage(sizeof(Pixel) == PixelTypes::pixelSize(type) ? type : PixelTypes::numOfPixelTypes, image.width, image.height, image.data()) {}

  PixelTypes::PixelType type = PixelTypes::numOfPixelTypes;
  unsigned width = 0;
  unsigned height = 0;

  /** The pixels, row by row. */
  const unsigned char* pixels() const { return view ? view : owned.data(); }
  /** The bytes of the pixels. */
  std::size_t byteSize() const { return static_cast<std::size_t>(width) * height * PixelTypes::pixelSize(type); }
  /**
   * Whether it can be sent: a known pixel type that matches the size of the image's pixels,
   * and width and height up to maxSize.
   */
  bool isValid() const { return PixelTypes::pixelSize(type) > 0 && width <= maxSize && height <= maxSize; }

  /** Makes this an image that owns a copy of width x height pixels of a type. */
  void assign(PixelTypes::PixelType pixelType, unsigned imageWidth, unsigned imageHeight, const unsigned char* data);

  /** Writes type, width, height and the pixels (only if isValid()). */
  void write(Out& stream) const;
  /**
   * Reads an image from the start of a payload; every size is checked against it.
   * @param used Set to the number of bytes read.
   * @return "" or what is wrong ("debug image: ...").
   */
  std::string decode(const char* payload, std::size_t size, std::size_t& used);

private:
  const unsigned char* view = nullptr;
  std::vector<unsigned char> owned;
};
