/**
 * @file Representations/Infrastructure/LEDRequest.h
 * The representation LEDRequest: the intensities of all LEDs.
 */
#pragma once

#include "Streaming/AutoStreamable.h"
#include "Tools/ColorRGB.h"
#include <array>

/**
 * The intensities (0..1) of all LEDs of the NAO, shaped like LoLA's command so that the
 * provider copies them unchanged:
 * - leftEar, rightEar: 10 blue LEDs each, in LoLA's order (left ear 0deg, 36deg, ... 324deg;
 *   right ear 324deg, 288deg, ... 0deg).
 * - leftEye, rightEye: 8 red, then 8 green, then 8 blue intensities; within each block the
 *   left eye goes 45deg, 0deg, 315deg, 270deg, 225deg, 180deg, 135deg, 90deg, the right eye
 *   0deg, 45deg, ... 315deg.
 * - chest, leftFoot, rightFoot: red, green, blue.
 * - skull: 12 single-colour LEDs on top of the head, in LoLA's order.
 */
STREAMABLE(LEDRequest,
{
  static constexpr std::size_t eyeSegments = 8;

  /** Sets all 8 segments of both eyes to one colour. */
  void setEyes(const ColorRGB& color);

  /** Sets all 8 segments of the left eye to one colour. */
  void setLeftEye(const ColorRGB& color);

  /** Sets all 8 segments of the right eye to one colour. */
  void setRightEye(const ColorRGB& color);

  /** Sets the chest button's colour. */
  void setChest(const ColorRGB& color);

  /** Sets both feet to one colour. */
  void setFeet(const ColorRGB& color);

  /** Sets the left foot's colour. */
  void setLeftFoot(const ColorRGB& color);

  /** Sets the right foot's colour. */
  void setRightFoot(const ColorRGB& color);

  /** Sets all 10 LEDs of both ears to one intensity. */
  void setEars(float level);

  /** Lights the front fraction (0..1) of the LEDs of both ears with level and the others not (a gauge). */
  void setEarGauge(float fraction, float level);

  /** Sets all 12 skull LEDs to one intensity. */
  void setSkull(float level);

  /** Switches every LED off. */
  void clear();

  /** The colour of segment (0..7) of the left eye. */
  ColorRGB leftEyeSegment(std::size_t segment) const;

  /** The colour of segment (0..7) of the right eye. */
  ColorRGB rightEyeSegment(std::size_t segment) const;

  /** The chest's colour. */
  ColorRGB chestColor() const,

  (std::array<float, 10>)() leftEar,
  (std::array<float, 10>)() rightEar,
  (std::array<float, 24>)() leftEye,
  (std::array<float, 24>)() rightEye,
  (std::array<float, 3>)() chest,
  (std::array<float, 3>)() leftFoot,
  (std::array<float, 3>)() rightFoot,
  (std::array<float, 12>)() skull,
});
