/**
 * @file Debugging/ColorRGBA.h
 * A colour with alpha channel, as drawings and images use it. In binary streams it is its four
 * bytes r, g, b, a; in config maps the record {r = 255; g = 0; b = 0; a = 255;}.
 *
 *   CIRCLE("test", 0, 0, 1000, 10, Drawings::solidPen, ColorRGBA::blue, Drawings::solidBrush, ColorRGBA(0, 0, 255, 128));
 */
#pragma once

#include "Streaming/AutoStreamable.h"

/** An RGBA colour; alpha 255 is opaque. Predefined colours are static constants (ColorRGBA::red). */
STREAMABLE(ColorRGBA,
{
  constexpr ColorRGBA(unsigned char r = 0, unsigned char g = 0, unsigned char b = 0, unsigned char a = 255)
    : r(r) COMMA g(g) COMMA b(b) COMMA a(a) {}
  constexpr bool operator==(const ColorRGBA& other) const
  {
    return r == other.r && g == other.g && b == other.b && a == other.a;
  }
  /** The same colour with another alpha value. */
  constexpr ColorRGBA alpha(unsigned char newAlpha) const { return ColorRGBA(r, g, b, newAlpha); }

  static const ColorRGBA white;
  static const ColorRGBA gray;
  static const ColorRGBA black;
  static const ColorRGBA red;
  static const ColorRGBA green;
  static const ColorRGBA blue;
  static const ColorRGBA yellow;
  static const ColorRGBA cyan;
  static const ColorRGBA magenta;
  static const ColorRGBA orange;
  static const ColorRGBA violet;
  static const ColorRGBA brown,

  (unsigned char) r,
  (unsigned char) g,
  (unsigned char) b,
  (unsigned char) a,
});

inline const ColorRGBA ColorRGBA::white(255, 255, 255);
inline const ColorRGBA ColorRGBA::gray(128, 128, 128);
inline const ColorRGBA ColorRGBA::black(0, 0, 0);
inline const ColorRGBA ColorRGBA::red(255, 0, 0);
inline const ColorRGBA ColorRGBA::green(0, 255, 0);
inline const ColorRGBA ColorRGBA::blue(0, 0, 255);
inline const ColorRGBA ColorRGBA::yellow(255, 255, 0);
inline const ColorRGBA ColorRGBA::cyan(0, 255, 255);
inline const ColorRGBA ColorRGBA::magenta(255, 0, 255);
inline const ColorRGBA ColorRGBA::orange(255, 128, 0);
inline const ColorRGBA ColorRGBA::violet(128, 0, 255);
inline const ColorRGBA ColorRGBA::brown(128, 64, 0);
