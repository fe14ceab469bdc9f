/**
 * @file Percepts/FieldFeatures.cpp
 * The field's lines, their intersections, the marks and the posts.
 */
#include "FieldFeatures.h"
#include <cmath>

namespace
{
  /** Where on a segment a point lies: 0 at from, 1 at to. */
  float along(const FieldDimensions::Line& line, const Vector2f& point)
  {
    const Vector2f direction = line.to - line.from;
    return (point - line.from).dot(direction) / direction.squaredNorm();
  }

  /** Whether the point is (within tolerance) an end of the segment. */
  bool isEnd(const FieldDimensions::Line& line, const Vector2f& point)
  {
    return (point - line.from).norm() < 1.f || (point - line.to).norm() < 1.f;
  }

  /** The unit direction from the point along the segment toward its end farther away. */
  Vector2f awayAlong(const FieldDimensions::Line& line, const Vector2f& point)
  {
    const Vector2f far = (point - line.from).norm() > (point - line.to).norm() ? line.from : line.to;
    return (far - point).normalized();
  }
}

FieldFeatures::FieldFeatures(const FieldDimensions& field) : centerCircleRadius(field.centerCircleRadius)
{
  for(const FieldDimensions::Line& line : field.lines())
    if((line.to - line.from).norm() > field.penaltyMarkSize * 1.5f)
      lines.push_back(line);
  for(std::size_t i = 0; i < lines.size(); ++i)
    for(std::size_t j = i + 1; j < lines.size(); ++j)
    {
      const FieldDimensions::Line& a = lines[i];
      const FieldDimensions::Line& b = lines[j];
      const Vector2f da = a.to - a.from, db = b.to - b.from;
      const float cross = da.x() * db.y() - da.y() * db.x();
      if(std::abs(cross) < 1e-3f)
        continue; // parallel
      const Vector2f offset = b.from - a.from;
      const float ta = (offset.x() * db.y() - offset.y() * db.x()) / cross;
      const float tb = (offset.x() * da.y() - offset.y() * da.x()) / cross;
      if(ta < -1e-4f || ta > 1.f + 1e-4f || tb < -1e-4f || tb > 1.f + 1e-4f)
        continue;
      Intersection intersection;
      intersection.position = a.from + ta * da;
      const bool endOfA = isEnd(a, intersection.position), endOfB = isEnd(b, intersection.position);
      if(endOfA && endOfB)
      {
        intersection.type = IntersectionsPercept::L;
        intersection.direction1 = awayAlong(a, intersection.position);
        intersection.direction2 = awayAlong(b, intersection.position);
      }
      else if(endOfA || endOfB)
      {
        const FieldDimensions::Line& stem = endOfA ? a : b;
        const FieldDimensions::Line& bar = endOfA ? b : a;
        intersection.type = IntersectionsPercept::T;
        intersection.direction1 = awayAlong(stem, intersection.position);
        intersection.direction2 = (bar.to - bar.from).normalized();
      }
      else
      {
        intersection.type = IntersectionsPercept::X;
        intersection.direction1 = da.normalized();
        intersection.direction2 = db.normalized();
      }
      intersections.push_back(intersection);
    }
  // The centre circle crosses the halfway line.
  for(const FieldDimensions::Line& line : lines)
    if(std::abs(line.from.x()) < 1.f && std::abs(line.to.x()) < 1.f)
      for(const float side : {-1.f, 1.f})
        if(const float t = along(line, {0.f, side * centerCircleRadius}); t > 0.f && t < 1.f)
          intersections.push_back({IntersectionsPercept::X, {0.f, side * centerCircleRadius}, {0.f, 1.f}, {1.f, 0.f}});
  for(const float side : {-1.f, 1.f})
  {
    penaltyMarks.emplace_back(side * field.xPosOpponentPenaltyMark, 0.f);
    // Looking at the goal at positive x from the field, its left post is at positive y; at the other goal it is the reverse.
    posts.push_back({{side * field.xPosOpponentGoalPost, field.yPosLeftGoal}, side > 0 ? GoalPostsPercept::left : GoalPostsPercept::right,
                     static_cast<int>(side)});
    posts.push_back({{side * field.xPosOpponentGoalPost, -field.yPosLeftGoal}, side > 0 ? GoalPostsPercept::right : GoalPostsPercept::left,
                     static_cast<int>(side)});
  }
}
