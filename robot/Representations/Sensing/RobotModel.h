/**
 * @file Representations/Sensing/RobotModel.h
 * The representation RobotModel: where the feet are relative to the torso.
 */
#pragma once

#include "Streaming/AutoStreamable.h"
#include "Tools/Math/Pose3f.h"

/** The soles in the torso's frame, from the measured leg joints (ForwardKinematics). */
STREAMABLE(RobotModel,
{,
  (Pose3f) soleLeft,
  (Pose3f) soleRight,
});
