/**
 * @file Platform/Nao/NaoPoses.h
 * Joint poses of the NAO in LoLA's joint order (rad; hands: opening 0..1).
 */
#pragma once

#include "Platform/Nao/LolaProtocol.h"
#include <array>
#include <numbers>

namespace NaoPoses
{
  constexpr float deg = std::numbers::pi_v<float> / 180.f;

  /**
   * The pose in which the robot sits down before its joints are switched off (the robot
   * program's shutdown pose): head straight, arms beside the folded legs, hands closed.
   */
  constexpr std::array<float, Lola::numOfJoints> sitting = {
    0.f, 0.f,                                           // HeadYaw, HeadPitch
    51 * deg, 3 * deg, 15 * deg, -36 * deg, -90 * deg,  // left arm
    0.f,                                                // LHipYawPitch
    0.f, -50 * deg, 124 * deg, -68 * deg, 0.f,          // left leg
    0.f, -50 * deg, 124 * deg, -68 * deg, 0.f,          // right leg
    51 * deg, -3 * deg, -15 * deg, 36 * deg, 90 * deg,  // right arm
    0.f, 0.f};                                          // LHand, RHand
}
