/**
 * @file Representations/Sensing/TorsoMatrix.h
 * The representation TorsoMatrix: the torso in the robot's frame on the ground.
 */
#pragma once

#include "Tools/Math/Pose3f.h"

/**
 * The torso in the robot's frame: its origin on the ground below the middle of the soles, x
 * forward along the feet. The rotation is the IMU's tilt (roll, pitch), the height puts the
 * lower sole on the ground.
 */
STREAMABLE_WITH_BASE(TorsoMatrix, Pose3f,
{,
  (bool)(false) isValid,
});
