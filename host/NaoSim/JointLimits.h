/**
 * @file JointLimits.h
 * The joint ranges of the NAO v6 in LoLA's order.
 */
#pragma once

#include "Platform/Nao/LolaProtocol.h"
#include <array>

/**
 * The range of every joint of the NAO v6 in LoLA's order (rad; hands: opening 0..1), as the
 * manufacturer specifies it. The simulated body never moves a joint beyond it.
 */
struct JointLimits
{
  static const std::array<float, Lola::numOfJoints> min;
  static const std::array<float, Lola::numOfJoints> max;

  static float clamp(std::size_t joint, float angle);
};
