/**
 * @file Representations/Configuration/CameraCalibration.h
 * The representation CameraCalibration: corrections of the cameras' and the body's rotations
 * (cameraCalibration.cfg).
 */
#pragma once

#include "Math/EigenAngle.h"
#include "Representations/Infrastructure/CameraInfo.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/EnumIndexedArray.h"

/**
 * What the camera matrix corrects (docs/cameras.md, "Camera matrix"): per camera, rotations
 * about its x, y and z axes (applied after the mounting of robotDimensions.cfg); for the body,
 * rotations about x and y of the torso (applied before the torso's tilt from the IMU).
 */
STREAMABLE(CameraCalibration,
{,
  (ENUM_INDEXED_ARRAY(Vector3a, CameraInfo::Camera))(Vector3a::Zero()) cameraRotationCorrections,
  (Vector2a)(Vector2a::Zero()) bodyRotationCorrection,
});
