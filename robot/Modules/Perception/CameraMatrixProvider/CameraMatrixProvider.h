/**
 * @file Modules/Perception/CameraMatrixProvider/CameraMatrixProvider.h
 * The module CameraMatrixProvider: the thread's camera in the robot's frame.
 */
#pragma once

#include "Framework/Module.h"
#include "Representations/Configuration/CameraCalibration.h"
#include "Representations/Configuration/RobotDimensions.h"
#include "Representations/Infrastructure/CameraInfo.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Representations/Perception/CameraMatrix.h"
#include "Representations/Sensing/TorsoMatrix.h"

MODULE(CameraMatrixProvider,
{,
  REQUIRES(CameraCalibration),
  REQUIRES(CameraInfo),
  REQUIRES(JointSensorData),
  REQUIRES(RobotDimensions),
  REQUIRES(TorsoMatrix),
  PROVIDES(CameraMatrix),
});

/**
 * Computes the CameraMatrix of the thread's camera (CameraInfo.camera; docs/cameras.md, "Camera
 * matrix"): the TorsoMatrix corrected by the body's calibration, then the neck (head yaw and
 * pitch), the camera's mounting (robotDimensions.cfg) and its calibration rotations. Draws,
 * when requested, "representation:CameraMatrix": what the camera sees of the ground as an area on
 * the field (2-D) and its viewing frustum in the robot's frame (3-D), both up to viewDistance.
 */
class CameraMatrixProvider : public CameraMatrixProviderBase
{
  void update(CameraMatrix& cameraMatrix) override;
  /** The view cone on the field and the frustum. */
  void draw(const CameraMatrix& cameraMatrix) const;

  /** How far the drawings follow a ray that does not reach the ground sooner (mm). */
  static constexpr float viewDistance = 3000.f;
};
