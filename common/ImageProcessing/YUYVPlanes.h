/**
 * @file ImageProcessing/YUYVPlanes.h
 * Converting rows of YUYV macro-pixels (Y0 U Y1 V) to the three planes of a 4:2:2 image
 * (Y: one byte per image pixel; U and V: one per two) and back.
 */
#pragma once

#include "ImageProcessing/PixelTypes.h"
#include <cstddef>

namespace YUYVPlanes
{
  /**
   * Splits n macro-pixels into 2n luminances, n Us and n Vs (SSE2 on x86-64, 16 macro-pixels
   * at a time; the rest one by one).
   */
  void split(const YUYVPixel* pixels, std::size_t n, unsigned char* y, unsigned char* u, unsigned char* v);

  /** Joins 2n luminances, n Us and n Vs into n macro-pixels. */
  void merge(const unsigned char* y, const unsigned char* u, const unsigned char* v, std::size_t n, YUYVPixel* pixels);
}
