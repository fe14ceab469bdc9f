/**
 * @file Tools/Kinematics/ForwardKinematics.cpp
 * The chains of the legs and the head.
 */
#include "Tools/Kinematics/ForwardKinematics.h"
#include <algorithm>
#include <cmath>

namespace
{
  Eigen::Isometry3f rotation(const Vector3f& axis, float angle)
  {
    return Eigen::Isometry3f(Eigen::AngleAxisf(angle, axis.normalized()));
  }

  Eigen::Isometry3f translation(float x, float y, float z)
  {
    return Eigen::Isometry3f(Eigen::Translation3f(x, y, z));
  }
}

Eigen::Isometry3f ForwardKinematics::sole(const RobotDimensions& dimensions, const Leg& leg, bool left)
{
  return legChain(dimensions, leg, left)[3];
}

std::array<Eigen::Isometry3f, 4> ForwardKinematics::legChain(const RobotDimensions& dimensions, const Leg& leg, bool left)
{
  const float side = left ? 1.f : -1.f;
  std::array<Eigen::Isometry3f, 4> chain;
  // The hip yaw-pitch axis lies in the y-z plane at 45 degrees: (0, 1, -1) for the left leg,
  // (0, 1, 1) for the right one (Aldebaran's, SimRobot's and B-Human's axes), so one angle pitches
  // both legs the same way and turns them in opposite directions (the feet form a V).
  chain[0] = translation(0.f, side * dimensions.yHipOffset, 0.f) * rotation({0.f, 1.f, -side}, leg.hipYawPitch) *
             rotation(Vector3f::UnitX(), leg.hipRoll) * rotation(Vector3f::UnitY(), leg.hipPitch);
  chain[1] = chain[0] * translation(0.f, 0.f, -dimensions.upperLegLength) * rotation(Vector3f::UnitY(), leg.kneePitch);
  chain[2] = chain[1] * translation(0.f, 0.f, -dimensions.lowerLegLength) * rotation(Vector3f::UnitY(), leg.anklePitch) *
             rotation(Vector3f::UnitX(), leg.ankleRoll);
  chain[3] = chain[2] * translation(0.f, 0.f, -dimensions.footHeight);
  return chain;
}

std::array<Vector3f, 4> ForwardKinematics::armChain(const RobotDimensions& dimensions, const Arm& arm, bool left)
{
  const float side = left ? 1.f : -1.f;
  const Eigen::Isometry3f shoulder = translation(0.f, side * dimensions.yShoulderOffset, dimensions.zShoulderOffset) *
                                     rotation(Vector3f::UnitY(), arm.shoulderPitch) * rotation(Vector3f::UnitZ(), arm.shoulderRoll);
  const Eigen::Isometry3f elbow = shoulder * translation(dimensions.upperArmLength, side * dimensions.yElbowOffset, 0.f) *
                                  rotation(Vector3f::UnitX(), arm.elbowYaw) * rotation(Vector3f::UnitZ(), arm.elbowRoll);
  const Eigen::Isometry3f wrist = elbow * translation(dimensions.lowerArmLength, 0.f, 0.f) * rotation(Vector3f::UnitX(), arm.wristYaw);
  const Eigen::Isometry3f hand = wrist * translation(dimensions.handOffset, 0.f, 0.f);
  return {shoulder.translation(), elbow.translation(), wrist.translation(), hand.translation()};
}

Eigen::Isometry3f ForwardKinematics::camera(const RobotDimensions& dimensions, float headYaw, float headPitch, bool upper)
{
  const Eigen::Isometry3f neck = translation(0.f, 0.f, dimensions.hipToNeckLength) * rotation(Vector3f::UnitZ(), headYaw) *
                                 rotation(Vector3f::UnitY(), headPitch);
  if(upper)
    return neck * translation(dimensions.xOffsetNeckToUpperCamera, 0.f, dimensions.zOffsetNeckToUpperCamera) *
           rotation(Vector3f::UnitY(), dimensions.yRotationNeckToUpperCamera);
  return neck * translation(dimensions.xOffsetNeckToLowerCamera, 0.f, dimensions.zOffsetNeckToLowerCamera) *
         rotation(Vector3f::UnitY(), dimensions.yRotationNeckToLowerCamera);
}

Eigen::Isometry3f ForwardKinematics::torsoInRobot(const RobotDimensions& dimensions, const Leg& left, const Leg& right,
                                                  float roll, float pitch)
{
  return torsoInRobot(sole(dimensions, left, true), sole(dimensions, right, false), roll, pitch);
}

Eigen::Isometry3f ForwardKinematics::torsoInRobot(const Eigen::Isometry3f& leftSoleInTorso, const Eigen::Isometry3f& rightSoleInTorso,
                                                  float roll, float pitch)
{
  const Eigen::Isometry3f tilt = rotation(Vector3f::UnitY(), pitch) * rotation(Vector3f::UnitX(), roll);
  const Eigen::Isometry3f leftSole = tilt * leftSoleInTorso;
  const Eigen::Isometry3f rightSole = tilt * rightSoleInTorso;
  const Vector3f middle = (leftSole.translation() + rightSole.translation()) / 2.f;
  const float lowest = std::min(leftSole.translation().z(), rightSole.translation().z());
  // The feet's mean direction on the ground.
  const Vector3f forward = leftSole.linear().col(0) + rightSole.linear().col(0);
  const float yaw = std::atan2(forward.y(), forward.x());
  return rotation(Vector3f::UnitZ(), -yaw) * translation(-middle.x(), -middle.y(), -lowest) * tilt;
}
