/**
 * @file Percepts/Occlusion.h
 * Whether the robots' bodies hide a point from a camera.
 */
#pragma once

#include "Math/Eigen.h"
#include "Physics/PhysicsWorld.h"
#include <vector>

/**
 * The robots' collision shapes of one moment, with a bounding sphere per robot, for testing
 * whether the straight line from a camera to a point passes through a robot (a ray against
 * boxes, spheres, capsules and cylinders; cylinders are tested as capsules). The shapes of the
 * robot that holds the camera are left out.
 */
class Occlusion
{
public:
  /**
   * @param solids The robots' shapes (mm, field coordinates), as PhysicsWorld::solids() gives them.
   * @param self The robot that holds the camera (its shapes hide nothing), -1: none.
   */
  Occlusion(const std::vector<PhysicsWorld::Solid>& solids, int self);

  /** Whether a robot's shape lies between from and to (exclusive of a margin at to, in mm). */
  bool hidden(const Vector3f& from, const Vector3f& to, float margin = 0.f) const;
  /** The same, ignoring the shapes of one robot (a robot does not hide its own feet). */
  bool hiddenBy(const Vector3f& from, const Vector3f& to, int ignoredRobot, float margin = 0.f) const;

  /** A robot's bounding sphere (mm). */
  struct Bounds
  {
    int robot = -1;
    Vector3f center = Vector3f::Zero();
    float radius = 0.f;
    std::vector<const PhysicsWorld::Solid*> solids;
  };
  const std::vector<Bounds>& robots() const { return bounds; }

private:
  /** The ray parameter (0..1 from from to to) where the segment enters the shape, or > 1 if it does not. */
  static float hit(const PhysicsWorld::Solid& solid, const Vector3f& from, const Vector3f& to);

  std::vector<Bounds> bounds;
};
