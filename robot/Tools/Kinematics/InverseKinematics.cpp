/**
 * @file Tools/Kinematics/InverseKinematics.cpp
 * The legs' inverse kinematics in closed form.
 */
#include "Tools/Kinematics/InverseKinematics.h"
#include <algorithm>
#include <cmath>
#include <numbers>

namespace
{
  constexpr float piF = std::numbers::pi_v<float>;

  Matrix3f rotX(float angle) { return Eigen::AngleAxisf(angle, Vector3f::UnitX()).toRotationMatrix(); }
  Matrix3f rotY(float angle) { return Eigen::AngleAxisf(angle, Vector3f::UnitY()).toRotationMatrix(); }

  /** The angle of a vector in the x-z plane as rotY() adds to it: rotY(a) turns atan2(x, z) by a. */
  float angleXZ(const Vector3f& v) { return std::atan2(v.x(), v.z()); }

  float normalize(float angle)
  {
    while(angle > piF)
      angle -= 2.f * piF;
    while(angle < -piF)
      angle += 2.f * piF;
    return angle;
  }

  /** Of an angle and the angle half a turn from it, the one within ±90 degrees. */
  float withinQuarter(float angle)
  {
    return angle > piF / 2.f ? angle - piF : angle < -piF / 2.f ? angle + piF : angle;
  }

  /** The rotation of a leg's HipYawPitch joint: about (0, 1, -1) / sqrt 2 (left) or (0, 1, 1) / sqrt 2 (right; ForwardKinematics). */
  Matrix3f hipYawPitch(float angle, bool left)
  {
    return Eigen::AngleAxisf(angle, Vector3f(0.f, 1.f, left ? -1.f : 1.f).normalized()).toRotationMatrix();
  }

  /** The knee angle at which hip and ankle are distance apart; false if that is out of reach (then the nearest). */
  bool knee(const RobotDimensions& d, float distance, float& angle)
  {
    const float a = d.upperLegLength, b = d.lowerLegLength;
    const float longest = a + b, shortest = std::abs(a - b) + 1.f;
    const bool reachable = distance <= longest + 1e-3f && distance >= shortest;
    distance = std::clamp(distance, shortest, longest);
    const float cosine = std::clamp((a * a + b * b - distance * distance) / (2.f * a * b), -1.f, 1.f);
    angle = piF - std::acos(cosine);
    return reachable;
  }
}

bool InverseKinematics::leg(const RobotDimensions& d, const Eigen::Isometry3f& sole, bool left, ForwardKinematics::Leg& angles)
{
  const Vector3f hip(0.f, left ? d.yHipOffset : -d.yHipOffset, 0.f);
  const Matrix3f& rotation = sole.linear();
  const Vector3f ankle = sole.translation() + rotation * Vector3f(0.f, 0.f, d.footHeight);
  // The hip seen from the sole: it depends on the knee and the ankle's joints only.
  Vector3f w = rotation.transpose() * (ankle - hip);
  const bool reachable = knee(d, w.norm(), angles.kneePitch);
  const float reach = std::clamp(w.norm(), std::abs(d.upperLegLength - d.lowerLegLength) + 1.f, d.upperLegLength + d.lowerLegLength);
  w *= reach / std::max(w.norm(), 1e-3f);
  // w = rotX(-ankleRoll) * rotY(-anklePitch) * m with m in the x-z plane, pointing down.
  // (When the hip is above the ankle's pitch axis, m points up: of the two rolls, the one within ±90°.)
  angles.ankleRoll = withinQuarter(std::atan2(-w.y(), -w.z()));
  const Vector3f u = rotX(angles.ankleRoll) * w;
  const Vector3f m = rotY(-angles.kneePitch) * Vector3f(0.f, 0.f, -d.upperLegLength) + Vector3f(0.f, 0.f, -d.lowerLegLength);
  angles.anklePitch = normalize(angleXZ(m) - angleXZ(u));
  // What the three hip joints turn: hipYawPitch * rotX(hipRoll) * rotY(hipPitch).
  const Matrix3f hipRotation = rotation * rotX(-angles.ankleRoll) * rotY(-(angles.kneePitch + angles.anklePitch));
  // With the hip yaw-pitch axis turned onto y, this is rotY(yawPitch) * rotX(beta) * rotY(hipPitch).
  const Matrix3f mm = rotX(left ? piF / 4.f : -piF / 4.f) * hipRotation;
  const float sinBeta = std::sqrt(mm(0, 1) * mm(0, 1) + mm(2, 1) * mm(2, 1));
  if(left)
  {
    angles.hipYawPitch = std::atan2(mm(0, 1), mm(2, 1));
    angles.hipRoll = std::atan2(sinBeta, mm(1, 1)) - piF / 4.f;
    angles.hipPitch = std::atan2(mm(1, 0), -mm(1, 2));
  }
  else
  {
    // The right axis is the mirror image: rotY(yawPitch) * rotX(beta) * rotY(hipPitch) with beta < 0.
    angles.hipYawPitch = std::atan2(-mm(0, 1), -mm(2, 1));
    angles.hipRoll = -std::atan2(sinBeta, mm(1, 1)) + piF / 4.f;
    angles.hipPitch = std::atan2(-mm(1, 0), mm(1, 2));
  }
  return reachable;
}

bool InverseKinematics::leg(const RobotDimensions& d, const Eigen::Isometry3f& sole, bool left, float yawPitch, ForwardKinematics::Leg& angles)
{
  const Vector3f hip(0.f, left ? d.yHipOffset : -d.yHipOffset, 0.f);
  const Matrix3f turn = hipYawPitch(yawPitch, left).transpose();
  const Matrix3f rotation = turn * sole.linear();
  const Vector3f ankle = turn * (sole.translation() + sole.linear() * Vector3f(0.f, 0.f, d.footHeight) - hip);
  angles.hipYawPitch = yawPitch;
  const bool reachable = knee(d, ankle.norm(), angles.kneePitch);
  // ankle = rotX(hipRoll) * rotY(hipPitch) * m with m in the x-z plane, pointing down.
  angles.hipRoll = withinQuarter(std::atan2(ankle.y(), -ankle.z()));
  const Vector3f v = rotX(-angles.hipRoll) * ankle;
  const Vector3f m = Vector3f(0.f, 0.f, -d.upperLegLength) + rotY(angles.kneePitch) * Vector3f(0.f, 0.f, -d.lowerLegLength);
  angles.hipPitch = normalize(angleXZ(v) - angleXZ(m));
  // The ankle's pitch and roll bring the sole's z axis where it should be (its yaw may not be reachable).
  const Matrix3f n = rotY(-(angles.hipPitch + angles.kneePitch)) * rotX(-angles.hipRoll) * rotation;
  angles.ankleRoll = std::atan2(-n(1, 2), std::sqrt(n(0, 2) * n(0, 2) + n(2, 2) * n(2, 2)));
  angles.anklePitch = std::atan2(n(0, 2), n(2, 2));
  return reachable;
}

bool InverseKinematics::legs(const RobotDimensions& d, const Eigen::Isometry3f& leftSole, const Eigen::Isometry3f& rightSole,
                             ForwardKinematics::Leg& left, ForwardKinematics::Leg& right, float ratio)
{
  ForwardKinematics::Leg wishLeft, wishRight;
  leg(d, leftSole, true, wishLeft);
  leg(d, rightSole, false, wishRight);
  ratio = std::clamp(ratio, 0.f, 1.f);
  const float shared = ratio * wishLeft.hipYawPitch + (1.f - ratio) * wishRight.hipYawPitch;
  const bool leftReachable = leg(d, leftSole, true, shared, left);
  const bool rightReachable = leg(d, rightSole, false, shared, right);
  return leftReachable && rightReachable;
}
