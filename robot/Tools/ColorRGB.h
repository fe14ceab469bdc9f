/**
 * @file Tools/ColorRGB.h
 * A colour of the NAO's LEDs.
 */
#pragma once

#include "Streaming/AutoStreamable.h"

/** An LED colour: red, green and blue intensities, each 0 (off) .. 1 (full). */
STREAMABLE(ColorRGB,
{
  ColorRGB() = default;
  ColorRGB(float red COMMA float green COMMA float blue) : r(red) COMMA g(green) COMMA b(blue) {}

  /** This colour with every intensity multiplied by factor (clipped to 0..1). */
  ColorRGB scaled(float factor) const;

  bool operator==(const ColorRGB& other) const;,

  (float)(0.f) r,
  (float)(0.f) g,
  (float)(0.f) b,
});
