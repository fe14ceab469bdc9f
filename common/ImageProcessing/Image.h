/**
 * @file ImageProcessing/Image.h
 * Image<Pixel>: a width x height raster of pixels in one contiguous block, row by row.
 *
 *   Image<GrayscaledPixel> image;
 *   image.setResolution(640, 480);
 *   std::memset(image[0], 0x7F, image.width * image.height);
 *   image[y][x] = 255;
 */
#pragma once

#include "ImageProcessing/PixelTypes.h"
#include <cstddef>
#include <vector>

/** A raster of pixels. For Image<YUYVPixel>, width counts pixel pairs. */
template<typename Pixel> class Image
{
public:
  using value_type = Pixel;

  /** The number of pixels per row and the number of rows (change them with setResolution). */
  unsigned width = 0;
  unsigned height = 0;

  Image() = default;
  Image(unsigned width, unsigned height) { setResolution(width, height); }

  /** Changes the size; the content is undefined afterwards (kept if the size is the same). */
  void setResolution(unsigned newWidth, unsigned newHeight)
  {
    width = newWidth;
    height = newHeight;
    pixels.resize(static_cast<std::size_t>(width) * height);
  }

  /** Row y. */
  Pixel* operator[](std::size_t y) { return pixels.data() + y * width; }
  const Pixel* operator[](std::size_t y) const { return pixels.data() + y * width; }
  /** The pixel in column x of row y. */
  Pixel& operator()(std::size_t x, std::size_t y) { return pixels[y * width + x]; }
  const Pixel& operator()(std::size_t x, std::size_t y) const { return pixels[y * width + x]; }

  Pixel* data() { return pixels.data(); }
  const Pixel* data() const { return pixels.data(); }
  /** The number of pixels. */
  std::size_t size() const { return pixels.size(); }

private:
  std::vector<Pixel> pixels;
};
