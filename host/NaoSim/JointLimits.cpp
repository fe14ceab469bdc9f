/**
 * @file JointLimits.cpp
 * The joint ranges of the NAO v6.
 */
#include "JointLimits.h"
#include <algorithm>

const std::array<float, Lola::numOfJoints> JointLimits::min = {
  -2.0857f, -0.6720f,                                    // HeadYaw, HeadPitch
  -2.0857f, -0.3142f, -2.0857f, -1.5446f, -1.8238f,      // LShoulderPitch .. LWristYaw
  -1.145303f,                                            // LHipYawPitch
  -0.379472f, -1.535889f, -0.092346f, -1.189516f, -0.397880f, // LHipRoll .. LAnkleRoll
  -0.790477f, -1.535889f, -0.103083f, -1.186448f, -0.768992f, // RHipRoll .. RAnkleRoll
  -2.0857f, -1.3265f, -2.0857f, 0.0349f, -1.8238f,       // RShoulderPitch .. RWristYaw
  0.f, 0.f};                                             // LHand, RHand

const std::array<float, Lola::numOfJoints> JointLimits::max = {
  2.0857f, 0.5149f,
  2.0857f, 1.3265f, 2.0857f, -0.0349f, 1.8238f,
  0.740810f,
  0.790477f, 0.484090f, 2.112528f, 0.922747f, 0.769001f,
  0.379472f, 0.484090f, 2.120198f, 0.932056f, 0.397935f,
  2.0857f, 0.3142f, 2.0857f, 1.5446f, 1.8238f,
  1.f, 1.f};

float JointLimits::clamp(std::size_t joint, float angle)
{
  return std::clamp(angle, min[joint], max[joint]);
}
