/**
 * @file Representations/MotionControl/HeadMotionRequest.h
 * The representation HeadMotionRequest: where the head should look.
 */
#pragma once

#include "Math/Angle.h"
#include "Streaming/AutoStreamable.h"

/**
 * Where the head should look: target angles of the head joints and the speed to move there.
 * The head engine limits both to what the joints can do.
 */
STREAMABLE(HeadMotionRequest,
{,
  (Angle)(0.f) pan,   /**< Target head yaw (positive: to the left). */
  (Angle)(0.f) tilt,  /**< Target head pitch (positive: down). */
  (Angle)(1.f) speed, /**< Maximum speed of either joint (rad/s). */
});
