/**
 * @file Representations/Modeling/RobotPose.h
 * The representation RobotPose: where the robot believes it is on the field.
 */
#pragma once

#include "Math/Eigen.h"
#include "Math/Pose2f.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/Enum.h"

/**
 * The robot's pose on the field (docs/modelling.md): the position of the middle between its
 * hips on the ground (mm, field coordinates: origin at the centre spot, x toward the opponent
 * goal) and the direction its torso faces, with the uncertainty of that estimate. In
 * touchline-naosim's oracle tier it is the simulation's truth.
 */
STREAMABLE(RobotPose,
{
  ENUM(Quality,
  {,
    superb, /**< Standard deviations within 100 mm and 10 degrees. */
    okay,   /**< Usable, but worse than that. */
    poor,   /**< Lost or just started: do not rely on it. */
  });

  /** A point of the robot's frame in field coordinates. */
  Vector2f toField(const Vector2f& relative) const { return pose * relative; }
  /** A point of the field in the robot's frame. */
  Vector2f toRobot(const Vector2f& onField) const { return pose.inverse() * onField; },

  (Pose2f) pose,                                 /**< On the field (mm, rad). */
  (Matrix3f)(Matrix3f::Identity()) covariance,   /**< Of x (mm), y (mm) and the rotation (rad). */
  (Quality)(poor) quality,
  (unsigned)(0) timestampLastJump,               /**< When the estimate last jumped (kidnapped, re-entered) (ms, 0: never). */
});
