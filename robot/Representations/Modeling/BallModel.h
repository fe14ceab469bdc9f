/**
 * @file Representations/Modeling/BallModel.h
 * The representation BallModel: where the ball is relative to the robot and how it rolls.
 */
#pragma once

#include "Math/Eigen.h"
#include "Streaming/AutoStreamable.h"

/**
 * The ball relative to the robot (docs/modelling.md): its estimated position and velocity in
 * the robot's frame (mm, mm/s), and when it was seen last. In touchline-naosim's oracle tier it
 * is the simulation's truth (always "seen").
 */
STREAMABLE(BallModel,
{,
  (Vector2f)(Vector2f::Zero()) position,         /**< In the robot's frame (mm). */
  (Vector2f)(Vector2f::Zero()) velocity,         /**< mm/s in the robot's frame. */
  (Matrix2f)(Matrix2f::Identity()) covariance,   /**< Of the position (mm^2). */
  (Vector2f)(Vector2f::Zero()) lastPerception,   /**< Where a camera saw it last, in the robot's frame then (mm). */
  (unsigned)(0) timeWhenLastSeen,                /**< ms; 0: never. */
  (unsigned)(0) timeWhenDisappeared,             /**< When it should have been seen but was not (ms). */
  (unsigned char)(0) seenPercentage,             /**< How often it was seen recently (0..100). */
});
