/**
 * @file Representations/Infrastructure/SensorData/JointSensorData.h
 * The representation JointSensorData: what the joints measured.
 */
#pragma once

#include "RobotParts/Joints.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/EnumIndexedArray.h"

/**
 * What the joints measured in this frame. rHipYawPitch holds the measured lHipYawPitch (one
 * motor for both).
 */
STREAMABLE(JointSensorData,
{
  /** The motor's temperature state as the robot reports it (it reduces stiffness when hot). */
  ENUM(TemperatureStatus,
  {,
    regular,
    hot,           /**< Stiffness starts being reduced. */
    veryHot,       /**< Stiffness reduced by more than 30 %. */
    criticallyHot, /**< Stiffness 0. */
  }),

  (ENUM_INDEXED_ARRAY(Angle, Joints::Joint))(0.f) angles,                /**< Measured angles (rad; hands: opening 0..1). */
  (ENUM_INDEXED_ARRAY(short, Joints::Joint))(0) currents,                /**< Motor currents (mA). */
  (ENUM_INDEXED_ARRAY(unsigned char, Joints::Joint))(0) temperatures,    /**< Motor temperatures (degrees Celsius). */
  (ENUM_INDEXED_ARRAY(TemperatureStatus, Joints::Joint))(regular) status, /**< Motor temperature states. */
  (unsigned)(0) timestamp,                                               /**< When the angles were measured (ms). */
});
