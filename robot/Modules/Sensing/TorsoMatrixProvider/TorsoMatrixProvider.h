/**
 * @file Modules/Sensing/TorsoMatrixProvider/TorsoMatrixProvider.h
 * The module TorsoMatrixProvider: the torso above the ground from the soles and the IMU.
 */
#pragma once

#include "Framework/Module.h"
#include "Representations/Infrastructure/SensorData/InertialSensorData.h"
#include "Representations/Sensing/RobotModel.h"
#include "Representations/Sensing/TorsoMatrix.h"

MODULE(TorsoMatrixProvider,
{,
  REQUIRES(InertialSensorData),
  REQUIRES(RobotModel),
  PROVIDES(TorsoMatrix),
});

/**
 * Computes the TorsoMatrix (docs/cameras.md): the torso tilted by the IMU's roll and pitch,
 * lifted so that the lower sole is on the ground, its origin above the middle of the soles.
 */
class TorsoMatrixProvider : public TorsoMatrixProviderBase
{
  void update(TorsoMatrix& torsoMatrix) override;
};
