/**
 * @file Representations/MotionControl/HeadMotionInfo.h
 * The representation HeadMotionInfo: what the head does.
 */
#pragma once

#include "Math/Angle.h"
#include "Streaming/AutoStreamable.h"

/** What the head does: whether the head engine controls it, where it is sent, whether it moves. */
STREAMABLE(HeadMotionInfo,
{,
  (bool)(false) isActive, /**< The head follows the HeadMotionRequest (else the body motion moves it). */
  (Angle)(0.f) pan,       /**< The commanded head yaw. */
  (Angle)(0.f) tilt,      /**< The commanded head pitch. */
  (bool)(false) moving,   /**< The head has not reached its (limited) target yet. */
});
