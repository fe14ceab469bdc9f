/**
 * @file ImageProcessing/ColorConversion.h
 * YUV (full-range BT.601, as JPEG/JFIF and the NAO's cameras use it) to RGB: the studio's image
 * views and "log saveImages" convert with the same coefficients.
 *
 *   int r, g, b;
 *   ColorConversion::yuvToRgb(y, u, v, r, g, b);
 */
#pragma once
#include <algorithm>
#include <cmath>

namespace ColorConversion
{
  inline constexpr double redV = 1.402, greenU = -0.344136, greenV = -0.714136, blueU = 1.772;

  inline int clamp255(int value) { return std::clamp(value, 0, 255); }

  /** RGB of a YUV value. */
  inline void yuvToRgb(int y, int u, int v, int& r, int& g, int& b)
  {
    r = clamp255(static_cast<int>(std::lround(y + redV * (v - 128))));
    g = clamp255(static_cast<int>(std::lround(y + greenU * (u - 128) + greenV * (v - 128))));
    b = clamp255(static_cast<int>(std::lround(y + blueU * (u - 128))));
  }
}
