/**
 * @file Math/Pose2f.h
 * A 2-D pose: a rotation (Angle) and a translation (Vector2f). Streams as the record
 * {rotation; translation;}, in binary as its 12 bytes (Streaming/MathStreaming.h).
 */
#pragma once

#include "Math/Angle.h"
#include "Math/Eigen.h"
#include <cmath>

struct Pose2f
{
  Angle rotation;
  Vector2f translation = Vector2f::Zero();

  Pose2f() = default;
  Pose2f(Angle rotation, const Vector2f& translation) : rotation(rotation), translation(translation) {}
  Pose2f(Angle rotation, float x, float y) : rotation(rotation), translation(x, y) {}
  explicit Pose2f(Angle rotation) : rotation(rotation) {}
  explicit Pose2f(const Vector2f& translation) : translation(translation) {}
  Pose2f(float x, float y) : translation(x, y) {}

  bool operator==(const Pose2f& other) const { return rotation == other.rotation && translation == other.translation; }
  bool operator!=(const Pose2f& other) const { return !(*this == other); }

  /** Transforms a point from this pose's coordinate system into the parent one. */
  Vector2f operator*(const Vector2f& point) const
  {
    const float c = std::cos(rotation), s = std::sin(rotation);
    return Vector2f(c * point.x() - s * point.y(), s * point.x() + c * point.y()) + translation;
  }

  /** Concatenation: this pose followed by other (other given in this pose's coordinates). */
  Pose2f operator*(const Pose2f& other) const { return Pose2f(Angle::normalize(rotation + other.rotation), *this * other.translation); }
  Pose2f& operator*=(const Pose2f& other) { return *this = *this * other; }

  Pose2f& translate(const Vector2f& t) { translation = *this * t; return *this; }
  Pose2f& translate(float x, float y) { return translate(Vector2f(x, y)); }
  Pose2f& rotate(Angle angle) { rotation = Angle::normalize(rotation + angle); return *this; }

  Pose2f inverse() const
  {
    const Angle inverseRotation = -rotation;
    const float c = std::cos(inverseRotation), s = std::sin(inverseRotation);
    return Pose2f(inverseRotation, Vector2f(-(c * translation.x() - s * translation.y()), -(s * translation.x() + c * translation.y())));
  }
};

static_assert(sizeof(Pose2f) == 12, "Pose2f is streamed as its memory: rotation, x, y");
