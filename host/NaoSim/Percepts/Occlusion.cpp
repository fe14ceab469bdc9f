/**
 * @file Percepts/Occlusion.cpp
 * Segments against the robots' shapes.
 */
#include "Occlusion.h"
#include <algorithm>
#include <cmath>
#include <limits>

namespace
{
  /**
   * The parameter along from..to of the closest approach to the segment a..b (which may be a
   * point), and the squared distance there (Ericson, Real-Time Collision Detection, 5.1.9).
   */
  float closestApproach(const Vector3f& from, const Vector3f& to, const Vector3f& a, const Vector3f& b, float& squaredDistance)
  {
    constexpr float epsilon = 1e-9f;
    const Vector3f d1 = to - from, d2 = b - a, r = from - a;
    const float aa = d1.dot(d1), ee = d2.dot(d2), f = d2.dot(r);
    float s = 0.f, t = 0.f;
    if(aa <= epsilon)
      t = ee <= epsilon ? 0.f : std::clamp(f / ee, 0.f, 1.f);
    else
    {
      const float c = d1.dot(r);
      if(ee <= epsilon)
        s = std::clamp(-c / aa, 0.f, 1.f);
      else
      {
        const float bb = d1.dot(d2), denominator = aa * ee - bb * bb;
        s = denominator > epsilon ? std::clamp((bb * f - c * ee) / denominator, 0.f, 1.f) : 0.f;
        t = (bb * s + f) / ee;
        if(t < 0.f)
        {
          t = 0.f;
          s = std::clamp(-c / aa, 0.f, 1.f);
        }
        else if(t > 1.f)
        {
          t = 1.f;
          s = std::clamp((bb - c) / aa, 0.f, 1.f);
        }
      }
    }
    squaredDistance = (from + s * d1 - (a + t * d2)).squaredNorm();
    return s;
  }

  /** Ray (origin, direction) against a sphere: the first parameter >= 0 inside it, or infinity. */
  float sphere(const Vector3f& origin, const Vector3f& direction, const Vector3f& center, float radius)
  {
    const Vector3f offset = origin - center;
    const float a = direction.squaredNorm(), b = offset.dot(direction), c = offset.squaredNorm() - radius * radius;
    if(c <= 0.f)
      return 0.f;
    const float discriminant = b * b - a * c;
    if(discriminant < 0.f || b > 0.f)
      return std::numeric_limits<float>::infinity();
    return (-b - std::sqrt(discriminant)) / a;
  }
}

Occlusion::Occlusion(const std::vector<PhysicsWorld::Solid>& solids, int self)
{
  for(const PhysicsWorld::Solid& solid : solids)
  {
    if(solid.robot < 0 || solid.robot == self)
      continue;
    auto robot = std::find_if(bounds.begin(), bounds.end(), [&](const Bounds& b) { return b.robot == solid.robot; });
    if(robot == bounds.end())
    {
      bounds.push_back({solid.robot, Vector3f::Zero(), 0.f, {}});
      robot = bounds.end() - 1;
    }
    robot->solids.push_back(&solid);
  }
  for(Bounds& robot : bounds)
  {
    Vector3f center = Vector3f::Zero();
    for(const PhysicsWorld::Solid* solid : robot.solids)
      center += solid->pose.translation();
    robot.center = center / static_cast<float>(robot.solids.size());
    for(const PhysicsWorld::Solid* solid : robot.solids)
    {
      const float extent = solid->type == PhysicsWorld::Solid::box ? solid->size.norm() : solid->size.x() + solid->size.y();
      robot.radius = std::max(robot.radius, (solid->pose.translation() - robot.center).norm() + extent);
    }
  }
}

bool Occlusion::hidden(const Vector3f& from, const Vector3f& to, float margin) const
{
  return hiddenBy(from, to, -1, margin);
}

bool Occlusion::hiddenBy(const Vector3f& from, const Vector3f& to, int ignoredRobot, float margin) const
{
  const float length = (to - from).norm();
  if(length <= margin)
    return false;
  const Vector3f end = from + (to - from) * ((length - margin) / length);
  for(const Bounds& robot : bounds)
  {
    if(robot.robot == ignoredRobot)
      continue;
    float squaredDistance = 0.f;
    closestApproach(from, end, robot.center, robot.center, squaredDistance);
    if(squaredDistance > robot.radius * robot.radius)
      continue;
    for(const PhysicsWorld::Solid* solid : robot.solids)
      if(hit(*solid, from, end) <= 1.f)
        return true;
  }
  return false;
}

float Occlusion::hit(const PhysicsWorld::Solid& solid, const Vector3f& from, const Vector3f& to)
{
  constexpr float none = std::numeric_limits<float>::infinity();
  switch(solid.type)
  {
    case PhysicsWorld::Solid::sphere:
      return sphere(from, to - from, solid.pose.translation(), solid.size.x());
    case PhysicsWorld::Solid::capsule:
    case PhysicsWorld::Solid::cylinder:
    {
      const Vector3f axis = solid.pose.linear().col(2) * solid.size.y();
      float squaredDistance = 0.f;
      const float s = closestApproach(from, to, solid.pose.translation() - axis, solid.pose.translation() + axis, squaredDistance);
      return squaredDistance <= solid.size.x() * solid.size.x() ? s : none;
    }
    case PhysicsWorld::Solid::box:
    default:
    {
      // Slabs in the box's frame.
      const Eigen::Isometry3f inverse = solid.pose.inverse();
      const Vector3f origin = inverse * from, direction = inverse.linear() * (to - from);
      float enter = 0.f, leave = 1.f;
      for(int axis = 0; axis < 3; ++axis)
      {
        if(std::abs(direction[axis]) < 1e-9f)
        {
          if(std::abs(origin[axis]) > solid.size[axis])
            return none;
          continue;
        }
        float t0 = (-solid.size[axis] - origin[axis]) / direction[axis];
        float t1 = (solid.size[axis] - origin[axis]) / direction[axis];
        if(t0 > t1)
          std::swap(t0, t1);
        enter = std::max(enter, t0);
        leave = std::min(leave, t1);
        if(enter > leave)
          return none;
      }
      return enter;
    }
  }
}
