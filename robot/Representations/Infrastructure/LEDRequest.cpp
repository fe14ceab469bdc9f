/**
 * @file Representations/Infrastructure/LEDRequest.cpp
 * Setting and reading groups of LEDs (eyes, RGB LEDs) of an LEDRequest.
 */
#include "Representations/Infrastructure/LEDRequest.h"
#include <algorithm>
#include <cmath>

namespace
{
  float clip(float value) { return std::clamp(value, 0.f, 1.f); }

  void setEye(std::array<float, 24>& eye, const ColorRGB& color)
  {
    std::fill(eye.begin(), eye.begin() + 8, clip(color.r));
    std::fill(eye.begin() + 8, eye.begin() + 16, clip(color.g));
    std::fill(eye.begin() + 16, eye.end(), clip(color.b));
  }

  void setRGB(std::array<float, 3>& led, const ColorRGB& color)
  {
    led = {clip(color.r), clip(color.g), clip(color.b)};
  }

  ColorRGB segment(const std::array<float, 24>& eye, std::size_t index)
  {
    return ColorRGB(eye[index], eye[index + 8], eye[index + 16]);
  }
}

void LEDRequest::setEyes(const ColorRGB& color)
{
  setEye(leftEye, color);
  setEye(rightEye, color);
}

void LEDRequest::setLeftEye(const ColorRGB& color) { setEye(leftEye, color); }

void LEDRequest::setRightEye(const ColorRGB& color) { setEye(rightEye, color); }

void LEDRequest::setChest(const ColorRGB& color) { setRGB(chest, color); }

void LEDRequest::setFeet(const ColorRGB& color)
{
  setRGB(leftFoot, color);
  setRGB(rightFoot, color);
}

void LEDRequest::setLeftFoot(const ColorRGB& color) { setRGB(leftFoot, color); }

void LEDRequest::setRightFoot(const ColorRGB& color) { setRGB(rightFoot, color); }

void LEDRequest::setEars(float level)
{
  leftEar.fill(clip(level));
  rightEar.fill(clip(level));
}

void LEDRequest::setEarGauge(float fraction, float level)
{
  const std::size_t lit = static_cast<std::size_t>(std::lround(clip(fraction) * static_cast<float>(leftEar.size())));
  for(std::size_t i = 0; i < leftEar.size(); ++i)
  {
    // Both ears count from their front (0deg): the left ear's index 0, the right ear's index 9.
    leftEar[i] = i < lit ? clip(level) : 0.f;
    rightEar[rightEar.size() - 1 - i] = leftEar[i];
  }
}

void LEDRequest::setSkull(float level) { skull.fill(clip(level)); }

void LEDRequest::clear()
{
  leftEar.fill(0.f);
  rightEar.fill(0.f);
  leftEye.fill(0.f);
  rightEye.fill(0.f);
  chest.fill(0.f);
  leftFoot.fill(0.f);
  rightFoot.fill(0.f);
  skull.fill(0.f);
}

ColorRGB LEDRequest::leftEyeSegment(std::size_t index) const { return segment(leftEye, std::min<std::size_t>(index, 7)); }

ColorRGB LEDRequest::rightEyeSegment(std::size_t index) const { return segment(rightEye, std::min<std::size_t>(index, 7)); }

ColorRGB LEDRequest::chestColor() const { return ColorRGB(chest[0], chest[1], chest[2]); }
