/**
 * @file Tools/Kinematics/ForwardKinematics.h
 * Forward kinematics of the NAO's legs and head: where the soles and the cameras are relative
 * to the torso.
 */
#pragma once

#include "Math/Eigen.h"
#include "Representations/Configuration/RobotDimensions.h"
#include <array>

/**
 * Forward kinematics of the NAO v6 (docs/cameras.md, "Camera matrix"). Frames: x forward, y
 * left, z up; the torso's origin is the middle between the hip joints. A camera's frame has x
 * along the optical axis, y to the image's left, z to its top. Joint angles in rad, LoLA's
 * signs (a positive pitch turns x down).
 */
namespace ForwardKinematics
{
  /** The six joints of one leg. */
  struct Leg
  {
    float hipYawPitch = 0.f, hipRoll = 0.f, hipPitch = 0.f, kneePitch = 0.f, anklePitch = 0.f, ankleRoll = 0.f;
  };

  /** The five joints of one arm. */
  struct Arm
  {
    float shoulderPitch = 0.f, shoulderRoll = 0.f, elbowYaw = 0.f, elbowRoll = 0.f, wristYaw = 0.f;
  };

  /** The sole (below the ankle joint) of a leg in the torso's frame. */
  Eigen::Isometry3f sole(const RobotDimensions& dimensions, const Leg& leg, bool left);
  /** The frames of a leg's hip (after its three joints), knee, ankle and sole in the torso's frame; the last is sole(). */
  std::array<Eigen::Isometry3f, 4> legChain(const RobotDimensions& dimensions, const Leg& leg, bool left);
  /**
   * The shoulder, elbow, wrist and the hand's centre of an arm in the torso's frame. With all
   * joints at 0 the arm points forward; a positive shoulder pitch turns it down, a shoulder roll
   * away from the body (left: positive, right: negative) turns it outward.
   */
  std::array<Vector3f, 4> armChain(const RobotDimensions& dimensions, const Arm& arm, bool left);

  /** A camera in the torso's frame, with the head at yaw and pitch. */
  Eigen::Isometry3f camera(const RobotDimensions& dimensions, float headYaw, float headPitch, bool upper);

  /**
   * The torso in the robot's frame: the origin on the ground (z = 0) below the middle of the
   * soles, x along the middle of the feet's directions. The torso is turned by the inertial
   * angles (roll about x, then pitch about y) and lifted so that the lower sole is at z = 0.
   */
  Eigen::Isometry3f torsoInRobot(const RobotDimensions& dimensions, const Leg& left, const Leg& right, float roll, float pitch);
  /** The same from the soles in the torso's frame. */
  Eigen::Isometry3f torsoInRobot(const Eigen::Isometry3f& leftSole, const Eigen::Isometry3f& rightSole, float roll, float pitch);
}
