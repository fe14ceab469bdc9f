/**
 * @file Views/Scene/OrbitCamera.cpp
 * The orbit, the camera frame, projection and near-plane clipping.
 */
#include "OrbitCamera.h"
#include <algorithm>
#include <cmath>
#include <numbers>

namespace
{
  constexpr float maxPitch = 89.f * std::numbers::pi_v<float> / 180.f;
  /** Far enough for any scene of finite coordinates that the views accept (RobotDrawings: 1e7 mm). */
  constexpr float farPlane = 1e9f;
}

bool OrbitCamera::finite(const QVector3D& v)
{
  return std::isfinite(v.x()) && std::isfinite(v.y()) && std::isfinite(v.z());
}

void OrbitCamera::setViewport(const QSize& viewport)
{
  size = QSize(std::max(1, viewport.width()), std::max(1, viewport.height()));
}

void OrbitCamera::setOrbit(float yaw, float pitch, float distance, const QVector3D& target)
{
  if(std::isfinite(yaw))
    yawAngle = std::remainder(yaw, 2.f * std::numbers::pi_v<float>);
  if(std::isfinite(pitch))
    pitchAngle = std::clamp(pitch, -maxPitch, maxPitch);
  if(std::isfinite(distance))
    eyeDistance = std::clamp(distance, minimumDistance, maximumDistance);
  if(finite(target))
    targetPoint = target;
}

QVector3D OrbitCamera::eye() const
{
  const float c = std::cos(pitchAngle);
  return targetPoint + eyeDistance * QVector3D(c * std::cos(yawAngle), c * std::sin(yawAngle), std::sin(pitchAngle));
}

void OrbitCamera::setFieldOfView(float degrees)
{
  if(std::isfinite(degrees))
    verticalFieldOfView = std::clamp(degrees, 1.f, 170.f);
}

void OrbitCamera::setLimits(float nearPlane, float minDistance, float maxDistance)
{
  if(std::isfinite(nearPlane) && nearPlane > 0.f)
    nearDistance = nearPlane;
  if(std::isfinite(minDistance) && std::isfinite(maxDistance) && minDistance > 0.f && minDistance <= maxDistance)
  {
    minimumDistance = minDistance;
    maximumDistance = maxDistance;
  }
  eyeDistance = std::clamp(eyeDistance, minimumDistance, maximumDistance);
}

QMatrix4x4 OrbitCamera::viewMatrix() const
{
  QMatrix4x4 view;
  view.lookAt(eye(), targetPoint, QVector3D(0.f, 0.f, 1.f));
  return view;
}

QMatrix4x4 OrbitCamera::projectionMatrix() const
{
  QMatrix4x4 projection;
  projection.perspective(verticalFieldOfView, static_cast<float>(size.width()) / static_cast<float>(size.height()), nearDistance, farPlane);
  return projection;
}

QMatrix4x4 OrbitCamera::viewProjection() const
{
  return projectionMatrix() * viewMatrix();
}

QVector3D OrbitCamera::toCamera(const QVector3D& world) const
{
  // The camera's axes in the world: forward toward the target, right, up (as lookAt builds them).
  const float cp = std::cos(pitchAngle), sp = std::sin(pitchAngle), cy = std::cos(yawAngle), sy = std::sin(yawAngle);
  const QVector3D forward(-cp * cy, -cp * sy, -sp);
  const QVector3D right(-sy, cy, 0.f);
  const QVector3D up(-sp * cy, -sp * sy, cp);
  const QVector3D d = world - eye();
  return {QVector3D::dotProduct(right, d), QVector3D::dotProduct(up, d), -QVector3D::dotProduct(forward, d)};
}

float OrbitCamera::focalLength() const
{
  return static_cast<float>(size.height()) / 2.f / std::tan(verticalFieldOfView * std::numbers::pi_v<float> / 360.f);
}

float OrbitCamera::pixelsPerUnit(float depth) const
{
  return depth > 0.f ? focalLength() / depth : 0.f;
}

std::optional<OrbitCamera::Projected> OrbitCamera::projectCamera(const QVector3D& camera) const
{
  const float depth = -camera.z();
  if(!(depth >= nearDistance) || !finite(camera))
    return std::nullopt;
  const float f = focalLength() / depth;
  return Projected{QPointF(size.width() / 2. + f * camera.x(), size.height() / 2. - f * camera.y()), depth};
}

std::optional<OrbitCamera::Projected> OrbitCamera::project(const QVector3D& world) const
{
  return projectCamera(toCamera(world));
}

bool OrbitCamera::clipToNearPlane(QVector3D& a, QVector3D& b) const
{
  if(!finite(a) || !finite(b))
    return false;
  const float da = -a.z() - nearDistance, db = -b.z() - nearDistance;
  if(da < 0.f && db < 0.f)
    return false;
  // The cut point exactly on the plane (rounding would put points of huge segments behind it).
  if(da < 0.f)
  {
    a = a + (b - a) * (da / (da - db));
    a.setZ(-nearDistance);
  }
  else if(db < 0.f)
  {
    b = b + (a - b) * (db / (db - da));
    b.setZ(-nearDistance);
  }
  return true;
}

void OrbitCamera::rotate(float deltaYaw, float deltaPitch)
{
  setOrbit(yawAngle + deltaYaw, pitchAngle + deltaPitch, eyeDistance, targetPoint);
}

void OrbitCamera::pan(const QPointF& pixels)
{
  const float unitsPerPixel = eyeDistance / focalLength();
  const float cp = std::cos(pitchAngle), sp = std::sin(pitchAngle), cy = std::cos(yawAngle), sy = std::sin(yawAngle);
  const QVector3D right(-sy, cy, 0.f);
  const QVector3D up(-sp * cy, -sp * sy, cp);
  setOrbit(yawAngle, pitchAngle, eyeDistance,
           targetPoint - right * (static_cast<float>(pixels.x()) * unitsPerPixel) + up * (static_cast<float>(pixels.y()) * unitsPerPixel));
}

void OrbitCamera::zoom(float factor)
{
  if(std::isfinite(factor) && factor > 0.f)
    setOrbit(yawAngle, pitchAngle, eyeDistance / factor, targetPoint);
}
