/**
 * @file Views/Scene/OrbitCamera.h
 * A perspective camera that circles a target point, for views that draw 3-D scenes in software
 * with QPainter (the 3-D scene view, the colour-space view): yaw, pitch and distance around a
 * target, the matrices, projection of points into the widget with their depth, clipping at the
 * near plane, and the helpers for dragging (rotate, pan) and the wheel (zoom).
 *
 *   OrbitCamera camera;
 *   camera.setViewport(widget->size());
 *   camera.setOrbit(0.f, 0.f, 1000.f, QVector3D(0.f, 0.f, 0.f));
 *   if(const auto p = camera.project({100.f, 0.f, 0.f})) painter.drawPoint(p->point);
 *
 * World frame: z up. The eye sits at the distance from the target, turned by yaw about z (yaw 0:
 * the eye on the positive x side of the target) and raised by pitch (positive: above the target,
 * looking down). On the screen the world's z points up. Units are whatever the scene uses (mm
 * for the field); Qt-free apart from its value types.
 */
#pragma once

#include <QMatrix4x4>
#include <QPointF>
#include <QSize>
#include <QVector3D>
#include <optional>

class OrbitCamera
{
public:
  /** A point projected into the widget: its pixel position and its distance along the view axis (> nearPlane). */
  struct Projected
  {
    QPointF point;
    float depth = 0.f;
  };

  /** Default values of the constructor (the 3-D scene view changes them for the field). */
  OrbitCamera() = default;

  /** Whether every coordinate of a point is finite (the camera and the renderer accept no other). */
  static bool finite(const QVector3D& v);

  /** The widget's size in pixels (at least 1 x 1). */
  void setViewport(const QSize& size);
  QSize viewport() const { return size; }

  /** Sets the orbit: angles in radians (pitch is clamped to +-89 degrees), the distance to [minDistance, maxDistance]. */
  void setOrbit(float yaw, float pitch, float distance, const QVector3D& target);
  float yaw() const { return yawAngle; }
  float pitch() const { return pitchAngle; }
  float distance() const { return eyeDistance; }
  QVector3D target() const { return targetPoint; }
  /** The eye's position in the world. */
  QVector3D eye() const;

  /** The vertical opening angle in degrees (1 .. 170). */
  void setFieldOfView(float degrees);
  float fieldOfView() const { return verticalFieldOfView; }
  /** The nearest distance along the view axis that is drawn (> 0), and the range of distances of the orbit. */
  void setLimits(float nearPlane, float minDistance, float maxDistance);
  float nearPlane() const { return nearDistance; }

  /** World -> camera frame (x right, y up, looking along -z), as for OpenGL. */
  QMatrix4x4 viewMatrix() const;
  /** Camera frame -> clip space (OpenGL's conventions; the far plane is far enough for any finite scene). */
  QMatrix4x4 projectionMatrix() const;
  /** projectionMatrix() * viewMatrix(). */
  QMatrix4x4 viewProjection() const;

  /** A world point in the camera frame (the view matrix applied). */
  QVector3D toCamera(const QVector3D& world) const;
  /**
   * A world point in the widget; nothing if it is not finite or not in front of the near plane.
   * Points far outside the widget are returned as they are (the caller clips).
   */
  std::optional<Projected> project(const QVector3D& world) const;
  /** The same for a point in the camera frame. */
  std::optional<Projected> projectCamera(const QVector3D& camera) const;
  /**
   * Clips the segment between two points of the camera frame at the near plane: false if both are
   * behind it (or not finite), else the part in front of it is left in a and b.
   */
  bool clipToNearPlane(QVector3D& a, QVector3D& b) const;
  /** Pixels per scene unit at a depth (for radii of spheres and widths in scene units). */
  float pixelsPerUnit(float depth) const;

  /** Turns the eye by angles in radians (pitch clamped). */
  void rotate(float deltaYaw, float deltaPitch);
  /** Moves the target so that the scene follows a drag of the mouse by pixels (at the target's depth). */
  void pan(const QPointF& pixels);
  /** Moves the eye toward the target (factor > 1) or away (< 1), within the distance limits. */
  void zoom(float factor);

private:
  /** Pixels per unit at depth 1 (the focal length in pixels). */
  float focalLength() const;

  QSize size{640, 480};
  float yawAngle = 0.f;
  float pitchAngle = 0.5f;
  float eyeDistance = 1000.f;
  QVector3D targetPoint;
  float verticalFieldOfView = 40.f;
  float nearDistance = 10.f;
  float minimumDistance = 100.f;
  float maximumDistance = 100000.f;
};
