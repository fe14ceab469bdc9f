/**
 * @file Modules/Sensing/FallDownStateProvider/FallDownStateProvider.h
 * The module FallDownStateProvider: upright, staggering, falling, fallen or sitting.
 */
#pragma once

#include "Framework/Module.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/SensorData/FsrSensorData.h"
#include "Representations/Infrastructure/SensorData/InertialSensorData.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Representations/Sensing/FallDownState.h"

MODULE(FallDownStateProvider,
{,
  REQUIRES(FrameInfo),
  REQUIRES(FsrSensorData),
  REQUIRES(InertialSensorData),
  REQUIRES(JointSensorData),
  PROVIDES(FallDownState),
  LOADS_PARAMETERS(
  {,
    (Angle)(Angle::fromDegrees(15.f)) staggeringTilt, /**< Beyond this tilt (from upright) the robot staggers. */
    (Angle)(Angle::fromDegrees(60.f)) staggeringRate, /**< ... or turning away from upright faster than this (per second). */
    (Angle)(Angle::fromDegrees(45.f)) fallingTilt,    /**< A fall is certain when the tilt predicted for fallingHorizon is beyond this, */
    (Angle)(Angle::fromDegrees(25.f)) minFallingTilt, /**< ... and the tilt itself beyond this. */
    (float)(0.25f) fallingHorizon,                    /**< s */
    (Angle)(Angle::fromDegrees(60.f)) fallenTilt,     /**< Lying: the torso tilted beyond this, */
    (Angle)(Angle::fromDegrees(40.f)) uprightTilt,    /**< ... until it is within this again. */
    (Angle)(Angle::fromDegrees(95.f)) sittingKnees,   /**< Both knees bent beyond this (upright torso): sitting. */
    (float)(0.8f) gyroLowPass,                        /**< Share of the new gyroscope value per frame. */
  }),
});

/**
 * Decides from the IMU and the knees whether the robot is upright, staggering, falling, fallen
 * (with the side it lies on) or sitting (docs/motion.md, "Falling and getting up"). The tilt is
 * the angle between the torso's z axis and the vertical (from the inertial board's roll and
 * pitch); a fall is certain when the tilt, extrapolated fallingHorizon ahead with the gyroscope's
 * rate away from upright, passes fallingTilt. Values that are not numbers count as upright and
 * still, so a broken IMU never makes the robot throw itself down.
 */
class FallDownStateProvider : public FallDownStateProviderBase
{
  void update(FallDownState& fallDownState) override;
  void enter(FallDownState& state, FallDownState::State newState, FallDownState::Direction direction);

  float tiltRate = 0.f; ///< Filtered rate away from upright (rad/s).
};
