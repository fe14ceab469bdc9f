/**
 * @file Representations/MotionControl/KickEngineOutput.h
 * The representation KickEngineOutput: the kick's joint values and how far it is.
 */
#pragma once

#include "Math/Eigen.h"
#include "Representations/Infrastructure/JointRequest.h"

/** The legs' and arms' angles of the kick in this frame (head, hands: ignore), and whether it is done. */
STREAMABLE_WITH_BASE(KickEngineOutput, JointRequest,
{,
  (bool)(true) isDone,      /**< No kick runs (or the last one has ended): the robot stands. */
  (unsigned)(0) phase,      /**< The phase the kick is in (index into kickEngine.cfg's phases). */
  (unsigned)(0) kicks,      /**< Kicks done since the start. */
  (Vector2f)(Vector2f::Zero()) ballOffset, /**< Where the ball must lie for the kick the MotionRequest names (kickLeg, kickDirection): relative to the kicking foot's ankle, in the robot's frame, mm. */
});
