/**
 * @file Representations/Infrastructure/CameraInfo.h
 * The representation CameraInfo: which camera an image comes from, its size and its intrinsics.
 */
#pragma once

#include "Math/Angle.h"
#include "Math/Eigen.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/Enum.h"
#include <cmath>

/**
 * The camera of the thread's image: which one, the image size in pixels, the opening angles
 * and the optical centre (from cameraIntrinsics.cfg), and the focal lengths that follow from
 * them (updateFocalLength()). Image x grows to the right, y down.
 */
STREAMABLE(CameraInfo,
{
  ENUM(Camera,
  {,
    upper,
    lower,
  });

  /** Computes the focal lengths (in pixels) from the opening angles and the size. */
  void updateFocalLength()
  {
    focalLength = static_cast<float>(width) / (2.f * std::tan(openingAngleWidth / 2.f));
    focalLengthInv = 1.f / focalLength;
    focalLengthHeight = static_cast<float>(height) / (2.f * std::tan(openingAngleHeight / 2.f));
    focalLengthHeightInv = 1.f / focalLengthHeight;
  }

  void onRead() { updateFocalLength(); },

  (Camera)(upper) camera,
  (int)(640) width,                            /**< Image pixels. */
  (int)(480) height,
  (Angle)(Angle::fromDegrees(54.7f)) openingAngleWidth,
  (Angle)(Angle::fromDegrees(42.5f)) openingAngleHeight,
  (Vector2f)(320.f, 240.f) opticalCenter,      /**< Pixels. */
  (float)(619.f) focalLength,                  /**< Pixels, horizontally. */
  (float)(1.f / 619.f) focalLengthInv,
  (float)(619.f) focalLengthHeight,            /**< Pixels, vertically. */
  (float)(1.f / 619.f) focalLengthHeightInv,
});
