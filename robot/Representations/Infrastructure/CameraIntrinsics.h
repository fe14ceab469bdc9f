/**
 * @file Representations/Infrastructure/CameraIntrinsics.h
 * The representation CameraIntrinsics: opening angles and optical centres of both cameras
 * (cameraIntrinsics.cfg).
 */
#pragma once

#include "Math/Angle.h"
#include "Math/Eigen.h"
#include "Representations/Infrastructure/CameraInfo.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/EnumIndexedArray.h"

/**
 * What the lenses of the cameras are like: the opening angles and where the optical axis meets
 * the image, as a fraction of the image's width and height (0.5, 0.5: the centre), so that they
 * hold for every resolution.
 */
STREAMABLE(CameraIntrinsics,
{
  /** The intrinsics of one camera. */
  STREAMABLE(Parameters,
  {,
    (Angle)(Angle::fromDegrees(54.7f)) openingAngleWidth,
    (Angle)(Angle::fromDegrees(42.5f)) openingAngleHeight,
    (Vector2f)(0.5f, 0.5f) opticalCenter, /**< Relative to the image size. */
  });

  /** The description of an image of a camera of this size. */
  CameraInfo info(CameraInfo::Camera camera, int width, int height) const
  {
    const Parameters& lens = cameras[camera];
    CameraInfo result;
    result.camera = camera;
    result.width = width;
    result.height = height;
    result.openingAngleWidth = lens.openingAngleWidth;
    result.openingAngleHeight = lens.openingAngleHeight;
    result.opticalCenter = Vector2f(lens.opticalCenter.x() * static_cast<float>(width), lens.opticalCenter.y() * static_cast<float>(height));
    result.updateFocalLength();
    return result;
  },

  (ENUM_INDEXED_ARRAY(Parameters, CameraInfo::Camera)) cameras,
});
