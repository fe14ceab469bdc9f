/**
 * @file Modules/Sensing/RobotModelProvider/RobotModelProvider.h
 * The module RobotModelProvider: the soles relative to the torso from the leg joints.
 */
#pragma once

#include "Framework/Module.h"
#include "Representations/Configuration/RobotDimensions.h"
#include "Representations/Infrastructure/SensorData/InertialSensorData.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Representations/Sensing/RobotModel.h"

MODULE(RobotModelProvider,
{,
  REQUIRES(InertialSensorData),
  REQUIRES(JointSensorData),
  REQUIRES(RobotDimensions),
  PROVIDES(RobotModel),
});

/**
 * Computes the RobotModel with the forward kinematics of the measured leg angles (docs/cameras.md).
 * Draws, when requested, the whole body from the measured joints: "representation:RobotModel" as
 * a 3-D stick figure in the robot's frame (on the ground, tilted as the IMU says) and as the
 * soles' outlines and the heading on the field (docs/studio.md, "3-D scene view").
 */
class RobotModelProvider : public RobotModelProviderBase
{
  void update(RobotModel& robotModel) override;
  /** The stick figure (3-D) and the footprint (2-D), with the soles of this frame. */
  void draw(const RobotModel& robotModel) const;
};
