/**
 * @file Representations/Perception/CameraMatrix.h
 * The representation CameraMatrix: the thread's camera in the robot's frame.
 */
#pragma once

#include "Tools/Math/Pose3f.h"

/**
 * The camera of the thread in the robot's frame (docs/cameras.md, "Camera matrix"): x along
 * the optical axis, y to the image's left, z to its top; mm. Tools/Math/Transformation.h maps
 * image points to the ground and back with it and the CameraInfo.
 */
STREAMABLE_WITH_BASE(CameraMatrix, Pose3f,
{,
  (bool)(false) isValid,
});
