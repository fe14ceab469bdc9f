/**
 * @file Modules/Perception/CameraMatrixProvider/CameraMatrixProvider.cpp
 * The chain from the ground to the camera.
 */
#include "Modules/Perception/CameraMatrixProvider/CameraMatrixProvider.h"
#include "Debugging/DebugDrawings.h"
#include "Debugging/DebugDrawings3D.h"
#include "Tools/Kinematics/ForwardKinematics.h"
#include <algorithm>

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
#ifndef TOUCHLINE_RELEASE // the drawings are compiled out there
  DECLARE_DEBUG_DRAWING("representation:CameraMatrix", "drawingOnField");
  DECLARE_DEBUG_DRAWING3D("representation:CameraMatrix", "robot");
  bool requested = false;
  COMPLEX_DRAWING("representation:CameraMatrix") requested = true;
  COMPLEX_DRAWING3D("representation:CameraMatrix") requested = true;
  if(requested)
    draw(cameraMatrix);
#endif
}

#ifndef TOUCHLINE_RELEASE
void CameraMatrixProvider::draw(const CameraMatrix& cameraMatrix) const
{
  const ColorRGBA color = theCameraInfo.camera == CameraInfo::upper ? ColorRGBA(255, 200, 0) : ColorRGBA(0, 200, 255);
  const Vector3f eye = cameraMatrix.translation;
  // The image's corners (bottom left, bottom right, top right, top left): where their rays meet
  // the ground, or viewDistance along the ray if they meet it farther away or not at all.
  const float w = static_cast<float>(theCameraInfo.width), h = static_cast<float>(theCameraInfo.height);
  const Vector2f corners[4] = {{0.f, h}, {w, h}, {w, 0.f}, {0.f, 0.f}};
  Vector3f ends[4];
  for(int i = 0; i < 4; ++i)
  {
    const Vector3f ray =
      (cameraMatrix.rotation * Vector3f(1.f, (theCameraInfo.opticalCenter.x() - corners[i].x()) * theCameraInfo.focalLengthInv,
                                        (theCameraInfo.opticalCenter.y() - corners[i].y()) * theCameraInfo.focalLengthHeightInv))
        .normalized();
    const float toGround = ray.z() < -1e-4f ? -eye.z() / ray.z() : viewDistance;
    ends[i] = eye + ray * std::min(toGround, viewDistance);
  }
  COMPLEX_DRAWING("representation:CameraMatrix")
  {
    // On the ground: the ends seen from above (the robot frame is the field's until Touchline localises itself).
    const Vector2f area[4] = {ends[0].head<2>(), ends[1].head<2>(), ends[2].head<2>(), ends[3].head<2>()};
    POLYGON("representation:CameraMatrix", 4, area, 10, Drawings::solidPen, color, Drawings::solidBrush, color.alpha(50));
  }
  COMPLEX_DRAWING3D("representation:CameraMatrix")
  {
    for(int i = 0; i < 4; ++i)
    {
      LINE3D("representation:CameraMatrix", eye.x(), eye.y(), eye.z(), ends[i].x(), ends[i].y(), ends[i].z(), 2, color);
      const Vector3f& next = ends[(i + 1) % 4];
      LINE3D("representation:CameraMatrix", ends[i].x(), ends[i].y(), ends[i].z(), next.x(), next.y(), next.z(), 2, color);
    }
    // The optical axis.
    const Vector3f axis = eye + cameraMatrix.rotation.col(0) * 300.f;
    LINE3D("representation:CameraMatrix", eye.x(), eye.y(), eye.z(), axis.x(), axis.y(), axis.z(), 3, color);
  }
}
#endif
