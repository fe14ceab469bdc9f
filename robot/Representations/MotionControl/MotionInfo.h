/**
 * @file Representations/MotionControl/MotionInfo.h
 * The representation MotionInfo: what the body actually does.
 */
#pragma once

#include "Math/Pose2f.h"
#include "Representations/MotionControl/MotionRequest.h"

/**
 * What the body actually does: the motion being executed, whether it has arrived (or, walking,
 * how fast it walks), and whether the robot is stable on its feet.
 */
STREAMABLE(MotionInfo,
{
  /** Whether the robot stands and holds its standing pose. */
  bool isStanding() const { return executedMotion == MotionRequest::stand && isMotionFinished; },

  (MotionRequest::Motion)(MotionRequest::playDead) executedMotion, /**< The motion the joints follow. */
  (bool)(false) isMotionFinished, /**< The motion reached its final pose and holds it (playDead: always; walk: standing still; kick: done). */
  (unsigned)(0) motionStartTime,  /**< When the executed motion started (ms). */
  (bool)(true) isStable,          /**< Upright on its feet (FallDownState upright), not staggering or falling. */
  (Pose2f) walkSpeed,             /**< The speed the walk walks at (mm/s, rad/s; zero when not walking). */
  (unsigned)(0) fallProtections,  /**< How often the fall protection took over since the start. */
  (bool)(false) motorFault,       /**< A joint did not follow (MotorHealth): the robot sits until the request changes. */
});
