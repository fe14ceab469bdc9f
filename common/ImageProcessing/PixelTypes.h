/**
 * @file ImageProcessing/PixelTypes.h
 * The pixel formats of images and debug images. The numbers of PixelType are those of the
 * debug image message (docs/formats/debug-messages.md).
 *
 * RGB, BGRA, YUYV and YUV pixels are four bytes; a YUYV pixel describes two image pixels
 * (two luminances, one U and one V, as the NAO's cameras deliver them). Grayscale, Hue and
 * Binary pixels are one byte, Edge2 pixels two (the gradient in x and y). Edge2MonoAvg and
 * Edge2MonoAbsAvg are ways to draw Edge2 images. Colored pixels are one byte, a colour class
 * (Color: none, white, black, field) of image processing.
 */
#pragma once

#include "Streaming/Enum.h"
#include <cstddef>

namespace PixelTypes
{
  ENUM(PixelType,
  {,
    RGB,
    BGRA,
    YUYV,
    YUV,
    Grayscale,
    Hue,
    Binary,
    Edge2,
    Edge2MonoAvg,
    Edge2MonoAbsAvg,
    Colored,
  });

  /** The colour classes of image processing: the values of Colored pixels. */
  ENUM(Color,
  {,
    none,
    white,
    black,
    field,
  });

  struct RGBPixel
  {
    unsigned char r = 0, g = 0, b = 0, padding = 0;
  };

  struct BGRAPixel
  {
    unsigned char b = 0, g = 0, r = 0, a = 0;
  };

  /** Two image pixels: luminances y0 and y1 share u and v. */
  struct YUYVPixel
  {
    unsigned char y0 = 0, u = 0, y1 = 0, v = 0;
  };

  struct YUVPixel
  {
    unsigned char y = 0, u = 0, v = 0, padding = 0;
  };

  using GrayscaledPixel = unsigned char;
  using HuePixel = unsigned char;
  using BinaryPixel = unsigned char;
  using ColoredPixel = unsigned char;

  struct Edge2Pixel
  {
    unsigned char filterX = 0, filterY = 0;
  };

  /** The bytes of one pixel of a type (0 for values that are no type). */
  constexpr std::size_t pixelSize(PixelType type)
  {
    switch(type)
    {
      case RGB:
      case BGRA:
      case YUYV:
      case YUV:
        return 4;
      case Grayscale:
      case Hue:
      case Binary:
      case Colored:
        return 1;
      case Edge2:
      case Edge2MonoAvg:
      case Edge2MonoAbsAvg:
        return 2;
      default:
        return 0;
    }
  }

  /** The pixel type a pixel struct is sent as by default (one-byte pixels: Grayscale). */
  template<typename Pixel> struct TypeOf;
  template<> struct TypeOf<RGBPixel> { static constexpr PixelType value = RGB; };
  template<> struct TypeOf<BGRAPixel> { static constexpr PixelType value = BGRA; };
  template<> struct TypeOf<YUYVPixel> { static constexpr PixelType value = YUYV; };
  template<> struct TypeOf<YUVPixel> { static constexpr PixelType value = YUV; };
  template<> struct TypeOf<unsigned char> { static constexpr PixelType value = Grayscale; };
  template<> struct TypeOf<Edge2Pixel> { static constexpr PixelType value = Edge2; };
}

static_assert(sizeof(PixelTypes::RGBPixel) == 4 && sizeof(PixelTypes::BGRAPixel) == 4 && sizeof(PixelTypes::YUYVPixel) == 4 &&
              sizeof(PixelTypes::YUVPixel) == 4 && sizeof(PixelTypes::Edge2Pixel) == 2);

// The seeds use the pixel types without the namespace (Image<GrayscaledPixel>).
using PixelTypes::BGRAPixel;
using PixelTypes::BinaryPixel;
using PixelTypes::ColoredPixel;
using PixelTypes::Edge2Pixel;
using PixelTypes::GrayscaledPixel;
using PixelTypes::HuePixel;
using PixelTypes::RGBPixel;
using PixelTypes::YUVPixel;
using PixelTypes::YUYVPixel;
