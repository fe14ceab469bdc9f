/**
 * @file Representations/MotionControl/OdometryData.h
 * The representation OdometryData: how far the robot walked.
 */
#pragma once

#include "Math/Pose2f.h"
#include "Streaming/AutoStreamable.h"

/**
 * How far the robot walked since the program started, as its motions executed it: the torso's
 * motion over the support foot, summed up (mm, rad). Differences of two poses give the motion in
 * between (`odometry.inverse() * later.odometry`).
 */
STREAMABLE(OdometryData,
{,
  (Pose2f) odometry, /**< The accumulated pose. */
});
