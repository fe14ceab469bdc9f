/**
 * @file image_view_fuzz.cpp
 * Fuzzes what the studio's image and colour-space views do with the images a robot sends:
 * DebugImage::decode of an idDebugImage payload or ImageConverter::decodeJpeg of a JPEGImage's
 * JPEG, then the picture (ImageConverter::toQImage with a gain), the pixel readout and the
 * colour-space points.
 *
 * Input: one byte (bit 0: JPEG, else a debug image payload; bits 1-2: the gain 1 to 4; bits 3-4:
 * the colour model; bits 5-6: the channel, 3 = all), then the payload. Properties checked (abort()
 * if broken): a refused input says why; an accepted image has a picture of its size (YUYV: two
 * pixels per pair) unless its type has none; the readout is valid exactly inside the picture; the
 * cloud has a point per pixel.
 */
#include "ColorSpace/ColorSpaceView.h"
#include "Image/ImageConverter.h"
#include <cstdint>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  if(size == 0)
    return 0;
  static ImageConverter converter;
  const std::uint8_t control = data[0];
  const std::string payload(reinterpret_cast<const char*>(data) + 1, size - 1);
  DebugImage image;
  std::string error;
  if(control & 1)
    error = ImageConverter::decodeJpeg(payload, image);
  else
  {
    std::size_t used = 0;
    error = image.decode(payload.data(), payload.size(), used);
    if(error.empty() && used > payload.size())
      std::abort();
  }
  if(!error.empty())
    return 0;
  converter.setGain(1. + ((control >> 1) & 3));
  const QImage picture = converter.toQImage(image);
  const int width = static_cast<int>(ImageConverter::pictureWidth(image)), height = static_cast<int>(image.height);
  if(picture.isNull())
    return 0; // an empty image, or a type without a picture
  if(picture.width() != width || picture.height() != height)
    std::abort();
  for(const auto& [x, y] : {std::pair{0, 0}, std::pair{width - 1, height - 1}, std::pair{width / 2, height / 2}, std::pair{width, 0},
                            std::pair{0, height}, std::pair{-1, 0}})
    if(converter.pixel(image, x, y).valid != (x >= 0 && y >= 0 && x < width && y < height))
      std::abort();
  std::vector<ColorSpaceView::Point> points;
  const int channel = (control >> 5) & 3;
  ColorSpaceView::makePoints(image, picture, static_cast<ColorSpaceView::Model>(((control >> 3) & 3) % 3), channel == 3 ? -1 : channel, points);
  if(points.size() != static_cast<std::size_t>(width) * static_cast<std::size_t>(height))
    std::abort();
  return 0;
}
