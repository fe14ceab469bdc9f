/**
 * @file Tools/Math/Pose3f.h
 * A 3-D pose that streams: a rotation matrix and a translation (mm).
 */
#pragma once

#include "Math/Eigen.h"
#include "Streaming/AutoStreamable.h"

/**
 * A rigid transformation in 3-D: a point p of this pose's frame is rotation * p + translation in
 * the parent frame. Converts to and from Eigen::Isometry3f for computing.
 */
STREAMABLE(Pose3f,
{
  Pose3f() = default;
  explicit Pose3f(const Eigen::Isometry3f& pose) : rotation(pose.linear()) COMMA translation(pose.translation()) {}

  /** The pose as an Eigen isometry. */
  Eigen::Isometry3f isometry() const
  {
    Eigen::Isometry3f pose = Eigen::Isometry3f::Identity();
    pose.linear() = rotation;
    pose.translation() = translation;
    return pose;
  }

  /** Transforms a point from this pose's frame into the parent frame. */
  Vector3f operator*(const Vector3f& point) const { return rotation * point + translation; }

  /** The inverse transformation. */
  Pose3f inverse() const { return Pose3f(isometry().inverse()); },

  (Matrix3f)(Matrix3f::Identity()) rotation,
  (Vector3f)(Vector3f::Zero()) translation,  /**< mm */
});
