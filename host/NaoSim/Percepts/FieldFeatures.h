/**
 * @file Percepts/FieldFeatures.h
 * What a robot can perceive of the field: its straight lines, where they meet, the centre
 * circle, the penalty marks and the goal posts.
 */
#pragma once

#include "Math/Eigen.h"
#include "Representations/Configuration/FieldDimensions.h"
#include "Representations/Perception/GoalPostsPercept.h"
#include "Representations/Perception/IntersectionsPercept.h"
#include <vector>

/**
 * The field's features in field coordinates (mm), derived once from fieldDimensions.cfg: the
 * straight lines (without the marks' short strokes), every intersection of two of them or of a
 * line with the centre circle, typed L, T or X by where the lines end, the penalty marks, and the
 * goal posts with their side as seen from the field looking at their goal.
 */
struct FieldFeatures
{
  /** A point where two lines meet. */
  struct Intersection
  {
    IntersectionsPercept::Type type = IntersectionsPercept::L;
    Vector2f position = Vector2f::Zero();
    Vector2f direction1 = Vector2f::UnitX(); ///< As IntersectionsPercept::Intersection describes them.
    Vector2f direction2 = Vector2f::UnitY();
  };

  /** A goal post. */
  struct Post
  {
    Vector2f position = Vector2f::Zero();
    GoalPostsPercept::Side side = GoalPostsPercept::unknown;
    int goal = 0; ///< -1: the goal at negative x, 1: at positive x.
  };

  explicit FieldFeatures(const FieldDimensions& field);

  std::vector<FieldDimensions::Line> lines;
  std::vector<Intersection> intersections;
  std::vector<Vector2f> penaltyMarks;
  std::vector<Post> posts;
  float centerCircleRadius = 0.f;
};
