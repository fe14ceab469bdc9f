/**
 * @file Tools/Kinematics/InverseKinematics.h
 * Inverse kinematics of the NAO's legs: the joint angles that put the soles where they should be.
 */
#pragma once

#include "Math/Eigen.h"
#include "Representations/Configuration/RobotDimensions.h"
#include "Tools/Kinematics/ForwardKinematics.h"

/**
 * Inverse kinematics of the NAO v6's legs, the exact inverse of ForwardKinematics::sole
 * (docs/motion.md, "Inverse kinematics"). Frames and signs are ForwardKinematics': soles in the
 * torso's frame (mm), joint angles in rad, LoLA's signs.
 *
 * A single leg has six joints for the six degrees of freedom of its sole, solved in closed form.
 * Both legs share one HipYawPitch motor: legs() takes the angle each leg wants, mixes them, and
 * solves each leg with that angle; a sole pose that needs another one keeps its position and its
 * tilt (pitch and roll) exactly and gives up some of its rotation about the vertical.
 * Unreachable poses are clipped to what the leg can reach (the knee stretches as far as it
 * can); joint ranges are not applied here.
 */
namespace InverseKinematics
{
  /**
   * The six angles of one leg whose sole is at the pose.
   * @return Whether the pose is reachable (else the leg points at it as far as it reaches).
   */
  bool leg(const RobotDimensions& dimensions, const Eigen::Isometry3f& sole, bool left, ForwardKinematics::Leg& angles);

  /**
   * One leg with its HipYawPitch given: the sole's position and tilt are reached, its rotation
   * about the vertical as far as the given HipYawPitch allows.
   */
  bool leg(const RobotDimensions& dimensions, const Eigen::Isometry3f& sole, bool left, float hipYawPitch, ForwardKinematics::Leg& angles);

  /**
   * Both legs with their shared HipYawPitch.
   * @param ratio How much of the left leg's wish the shared HipYawPitch takes (0..1; 0.5: the mean).
   * @return Whether both poses are reachable.
   */
  bool legs(const RobotDimensions& dimensions, const Eigen::Isometry3f& leftSole, const Eigen::Isometry3f& rightSole,
            ForwardKinematics::Leg& left, ForwardKinematics::Leg& right, float ratio = 0.5f);
}
