/**
 * @file Tools/Math/Transformation.h
 * Image points to the ground and back.
 */
#pragma once

#include "Math/Eigen.h"
#include "Representations/Infrastructure/CameraInfo.h"
#include "Representations/Perception/CameraMatrix.h"

/** Projections between the image and the ground plane (z = 0) of the robot's frame. */
namespace Transformation
{
  /**
   * The point on the ground that an image point shows.
   * @param point Image coordinates (pixels, x right, y down).
   * @param onGround The point in the robot's frame (mm).
   * @return false if the pixel's ray does not hit the ground (at or above the horizon).
   */
  inline bool imageToRobot(const CameraMatrix& cameraMatrix, const CameraInfo& cameraInfo, const Vector2f& point, Vector2f& onGround)
  {
    const Vector3f ray = cameraMatrix.rotation * Vector3f(1.f, (cameraInfo.opticalCenter.x() - point.x()) * cameraInfo.focalLengthInv,
                                                          (cameraInfo.opticalCenter.y() - point.y()) * cameraInfo.focalLengthHeightInv);
    if(ray.z() >= -1e-6f)
      return false;
    const float t = -cameraMatrix.translation.z() / ray.z();
    onGround = (cameraMatrix.translation + t * ray).head<2>();
    return true;
  }

  /**
   * The image point that shows a point of the robot's frame.
   * @return false if the point is behind the camera.
   */
  inline bool robotToImage(const CameraMatrix& cameraMatrix, const CameraInfo& cameraInfo, const Vector3f& point, Vector2f& inImage)
  {
    const Vector3f inCamera = cameraMatrix.rotation.transpose() * (point - cameraMatrix.translation);
    if(inCamera.x() <= 1.f)
      return false;
    inImage = Vector2f(cameraInfo.opticalCenter.x() - cameraInfo.focalLength * inCamera.y() / inCamera.x(),
                       cameraInfo.opticalCenter.y() - cameraInfo.focalLengthHeight * inCamera.z() / inCamera.x());
    return true;
  }
}
