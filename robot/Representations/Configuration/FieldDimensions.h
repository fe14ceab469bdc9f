/**
 * @file Representations/Configuration/FieldDimensions.h
 * The representation FieldDimensions: the SPL field, its lines and goals (fieldDimensions.cfg).
 */
#pragma once

#include "Math/Eigen.h"
#include "Streaming/AutoStreamable.h"
#include <vector>

/**
 * The field in field coordinates (mm): origin at the centre spot, x toward the opponent goal, y
 * to the left. Line coordinates are the middle of the line. The field is symmetric, so the file
 * names the opponent (positive x) and left (positive y) halves only; lines() makes the
 * segments of the whole field from them. Deviation from B-Human's file: plain numbers, no
 * expressions and no list of lines (docs/cameras.md).
 */
STREAMABLE(FieldDimensions,
{
  /** A straight piece of a field line, from one end of its middle to the other. */
  struct Line
  {
    Vector2f from;
    Vector2f to;
  };

  /** All straight lines of the field: border, halfway line, penalty and goal areas, the marks. */
  std::vector<Line> lines() const;

  /** Whether a point on the ground (mm) is on a line (including the centre circle). */
  bool isOnLine(const Vector2f& point) const,

  (float)(5200.f) xPosOpponentFieldBorder,   /**< The carpet's edge. */
  (float)(4500.f) xPosOpponentGroundLine,    /**< The goal line. */
  (float)(2850.f) xPosOpponentPenaltyArea,
  (float)(3900.f) xPosOpponentGoalArea,
  (float)(3200.f) xPosOpponentPenaltyMark,
  (float)(4525.f) xPosOpponentGoalPost,      /**< The posts' centres. */
  (float)(5055.f) xPosOpponentGoal,          /**< The back of the goal. */
  (float)(3700.f) yPosLeftFieldBorder,
  (float)(3000.f) yPosLeftSideline,
  (float)(2000.f) yPosLeftPenaltyArea,
  (float)(1100.f) yPosLeftGoalArea,
  (float)(800.f) yPosLeftGoal,               /**< The left post's centre. */
  (float)(750.f) centerCircleRadius,
  (float)(100.f) penaltyMarkSize,            /**< The marks are crosses of this size. */
  (float)(50.f) fieldLinesWidth,
  (float)(50.f) goalPostRadius,
  (float)(50.f) crossBarRadius,
  (float)(900.f) goalHeight,                 /**< The top of the crossbar. */
  (float)(50.f) ballRadius,                  /**< The SPL ball of the NAO (a FIFA size-1 ball of other robots is 76.5). */
});
