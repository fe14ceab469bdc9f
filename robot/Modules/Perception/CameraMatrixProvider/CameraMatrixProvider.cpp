/**
 * @file Modules/Perception/CameraMatrixProvider/CameraMatrixProvider.cpp
 * The chain from the ground to the camera.
 */
#include "Modules/Perception/CameraMatrixProvider/CameraMatrixProvider.h"
#include "Tools/Kinematics/ForwardKinematics.h"

MAKE_MODULE(CameraMatrixProvider);

void CameraMatrixProvider::update(CameraMatrix& cameraMatrix)
{
  const Vector2a& body = theCameraCalibration.bodyRotationCorrection;
  const Vector3a& correction = theCameraCalibration.cameraRotationCorrections[theCameraInfo.camera];
  // The body's correction turns the torso about its own x and y axes.
  const Eigen::Isometry3f torso = theTorsoMatrix.isometry() * Eigen::AngleAxisf(body.x(), Vector3f::UnitX()) *
                                  Eigen::AngleAxisf(body.y(), Vector3f::UnitY());
  const Eigen::Isometry3f camera =
    torso *
    ForwardKinematics::camera(theRobotDimensions, theJointSensorData.angles[Joints::headYaw], theJointSensorData.angles[Joints::headPitch],
                              theCameraInfo.camera == CameraInfo::upper) *
    Eigen::AngleAxisf(correction.x(), Vector3f::UnitX()) * Eigen::AngleAxisf(correction.y(), Vector3f::UnitY()) *
    Eigen::AngleAxisf(correction.z(), Vector3f::UnitZ());
  static_cast<Pose3f&>(cameraMatrix) = Pose3f(camera);
  cameraMatrix.isValid = theTorsoMatrix.isValid;
}
