/**
 * @file Representations/Infrastructure/SensorData/InertialSensorData.h
 * The representation InertialSensorData: gyroscope, accelerometer and angles of the IMU.
 */
#pragma once

#include "Streaming/AutoStreamable.h"
#include "Math/EigenAngle.h"

/**
 * The inertial measurement unit in the torso, unfiltered. The accelerometer follows B-Human's
 * sign convention (LoLA's values negated): an upright robot at rest measures about +9.81 in z.
 */
STREAMABLE(InertialSensorData,
{,
  (Vector3a)(Vector3a::Zero()) gyro, /**< Angular velocities around x, y, z (rad/s). */
  (Vector3f)(Vector3f::Zero()) acc,  /**< Accelerations along x, y, z (m/s^2). */
  (Vector3a)(Vector3a::Zero()) angle, /**< Torso orientation: x roll, y pitch (rad, 0 upright), z always 0. */
});
