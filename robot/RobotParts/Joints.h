/**
 * @file RobotParts/Joints.h
 * The joints of the NAO v6 in Touchline's order (head, left arm, right arm, left leg, right
 * leg). Not LoLA's order: the NaoProvider maps between both.
 *
 * - lHand and rHand are the opening of the hands (0 closed .. 1 open), not angles.
 * - rHipYawPitch does not exist as a motor: both hips share one. The provider copies the
 *   measured lHipYawPitch into it; a request for rHipYawPitch is ignored.
 */
#pragma once

#include "Streaming/Enum.h"

namespace Joints
{
  ENUM(Joint,
  {,
    headYaw,
    headPitch,

    lShoulderPitch,
    lShoulderRoll,
    lElbowYaw,
    lElbowRoll,
    lWristYaw,
    lHand,

    rShoulderPitch,
    rShoulderRoll,
    rElbowYaw,
    rElbowRoll,
    rWristYaw,
    rHand,

    lHipYawPitch,
    lHipRoll,
    lHipPitch,
    lKneePitch,
    lAnklePitch,
    lAnkleRoll,

    rHipYawPitch,
    rHipRoll,
    rHipPitch,
    rKneePitch,
    rAnklePitch,
    rAnkleRoll,
  });

  /** Whether the joint is a hand (its value is an opening 0..1, not an angle). */
  constexpr bool isHand(Joint joint) { return joint == lHand || joint == rHand; }
}
