/**
 * @file Representations/Sensing/MotorHealth.h
 * The representation MotorHealth: whether the stiff joints follow what they are told.
 */
#pragma once

#include "Math/Angle.h"
#include "RobotParts/Joints.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/EnumIndexedArray.h"

/**
 * Whether every stiff joint follows its commanded angle (docs/motion.md, "Motor faults"). A
 * joint whose measured angle stays far from what it was told — its motor lost its stiffness,
 * broke, or is blocked — is not following. The MotionSelector sits the robot down when a joint
 * stops following while it stands, walks or kicks.
 */
STREAMABLE(MotorHealth,
{,
  (ENUM_INDEXED_ARRAY(Angle, Joints::Joint))(0.f) errors, /**< |measured - commanded| of the stiff joints in this frame (0: not stiff). */
  (bool)(true) allFollowing,                       /**< No joint is not following. */
  (Joints::Joint)(Joints::headYaw) notFollowing,   /**< If !allFollowing: the joint that has not followed the longest. */
  (unsigned)(0) since,                             /**< If !allFollowing: since when it has not followed (ms). */
});
