/**
 * @file Representations/Configuration/FieldDimensions.cpp
 * The field's lines from its dimensions.
 */
#include "Representations/Configuration/FieldDimensions.h"
#include <algorithm>
#include <cmath>
#include <utility>

std::vector<FieldDimensions::Line> FieldDimensions::lines() const
{
  std::vector<Line> result;
  const float x = xPosOpponentGroundLine;
  const float y = yPosLeftSideline;
  result.push_back({{-x, y}, {x, y}});
  result.push_back({{-x, -y}, {x, -y}});
  result.push_back({{-x, -y}, {-x, y}});
  result.push_back({{x, -y}, {x, y}});
  result.push_back({{0.f, -y}, {0.f, y}});
  const float half = penaltyMarkSize / 2.f;
  for(const float side : {-1.f, 1.f})
  {
    for(const auto& [depth, width] : {std::pair(xPosOpponentPenaltyArea, yPosLeftPenaltyArea),
                                      std::pair(xPosOpponentGoalArea, yPosLeftGoalArea)})
    {
      result.push_back({{side * x, width}, {side * depth, width}});
      result.push_back({{side * x, -width}, {side * depth, -width}});
      result.push_back({{side * depth, -width}, {side * depth, width}});
    }
    const float mark = side * xPosOpponentPenaltyMark;
    result.push_back({{mark - half, 0.f}, {mark + half, 0.f}});
    result.push_back({{mark, -half}, {mark, half}});
  }
  result.push_back({{-half, 0.f}, {half, 0.f}});
  return result;
}

bool FieldDimensions::isOnLine(const Vector2f& point) const
{
  const float halfWidth = fieldLinesWidth / 2.f;
  if(std::abs(point.norm() - centerCircleRadius) <= halfWidth)
    return true;
  for(const Line& line : lines())
  {
    const Vector2f direction = line.to - line.from;
    const float t = std::clamp((point - line.from).dot(direction) / direction.squaredNorm(), 0.f, 1.f);
    if((line.from + t * direction - point).squaredNorm() <= halfWidth * halfWidth)
      return true;
  }
  return false;
}
