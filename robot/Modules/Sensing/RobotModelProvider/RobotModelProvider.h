/**
 * @file Modules/Sensing/RobotModelProvider/RobotModelProvider.h
 * The module RobotModelProvider: the soles relative to the torso from the leg joints.
 */
#pragma once

#include "Framework/Module.h"
#include "Representations/Configuration/RobotDimensions.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Representations/Sensing/RobotModel.h"

MODULE(RobotModelProvider,
{,
  REQUIRES(JointSensorData),
  REQUIRES(RobotDimensions),
  PROVIDES(RobotModel),
});

/** Computes the RobotModel with the forward kinematics of the measured leg angles (docs/cameras.md). */
class RobotModelProvider : public RobotModelProviderBase
{
  void update(RobotModel& robotModel) override;
};
