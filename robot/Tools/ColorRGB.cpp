/**
 * @file Tools/ColorRGB.cpp
 * Scaling and comparing RGB colours (for the LEDs).
 */
#include "Tools/ColorRGB.h"
#include <algorithm>

ColorRGB ColorRGB::scaled(float factor) const
{
  return ColorRGB(std::clamp(r * factor, 0.f, 1.f), std::clamp(g * factor, 0.f, 1.f), std::clamp(b * factor, 0.f, 1.f));
}

bool ColorRGB::operator==(const ColorRGB& other) const
{
  return r == other.r && g == other.g && b == other.b;
}
