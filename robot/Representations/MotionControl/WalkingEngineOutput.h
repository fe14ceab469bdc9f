/**
 * @file Representations/MotionControl/WalkingEngineOutput.h
 * The representation WalkingEngineOutput: the walk's joint values and what it does.
 */
#pragma once

#include "Math/Pose2f.h"
#include "Representations/Infrastructure/JointRequest.h"

/** The legs' and arms' angles the walk computed for this frame (head and hands: ignore), and what it does. */
STREAMABLE_WITH_BASE(WalkingEngineOutput, JointRequest,
{,
  (bool)(true) standing,          /**< Not walking: both feet beside each other. */
  (Pose2f) speed,                 /**< The speed of the current step (mm/s, rad/s). */
  (Pose2f) odometryOffset,        /**< How far the torso moved in this frame (mm, rad). */
  (bool)(true) leftSupport,       /**< The left foot supports. */
  (float)(0.f) phase,             /**< How far the current step is (0..). */
  (bool)(false) targetReached,    /**< Walking to a target: it is reached (within the tolerances). */
});
