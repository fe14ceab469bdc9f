/**
 * @file Representations/MotionControl/HeadMotionEngineOutput.h
 * The representation HeadMotionEngineOutput: the head engine's next angles.
 */
#pragma once

#include "Math/Angle.h"
#include "Streaming/AutoStreamable.h"

/** The head engine's next head angles, for the motion combinator. */
STREAMABLE(HeadMotionEngineOutput,
{,
  (Angle)(0.f) pan,       /**< Head yaw for this frame. */
  (Angle)(0.f) tilt,      /**< Head pitch for this frame. */
  (int)(0) stiffness,     /**< Stiffness of both head joints (percent). */
  (bool)(false) moving,   /**< The target (limited to the joint range) is not reached yet. */
  (Angle)(0.f) targetPan, /**< The requested pan, limited to the joint range. */
  (Angle)(0.f) targetTilt,/**< The requested tilt, limited to the joint range. */
});
