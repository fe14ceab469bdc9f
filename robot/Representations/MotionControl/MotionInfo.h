/**
 * @file Representations/MotionControl/MotionInfo.h
 * The representation MotionInfo: what the body actually does.
 */
#pragma once

#include "Representations/MotionControl/MotionRequest.h"

/** What the body actually does: the motion being executed and whether it has arrived. */
STREAMABLE(MotionInfo,
{
  /** Whether the robot stands and holds its standing pose. */
  bool isStanding() const { return executedMotion == MotionRequest::stand && isMotionFinished; },

  (MotionRequest::Motion)(MotionRequest::playDead) executedMotion, /**< The motion the joints follow. */
  (bool)(false) isMotionFinished, /**< The motion reached its final pose and holds it (playDead: always). */
  (unsigned)(0) motionStartTime,  /**< When the executed motion started (ms). */
});
