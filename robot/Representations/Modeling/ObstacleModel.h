/**
 * @file Representations/Modeling/ObstacleModel.h
 * The representation ObstacleModel: the robots around this one.
 */
#pragma once

#include "Math/Eigen.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/Enum.h"
#include <vector>

/**
 * The robots around this one (docs/modelling.md), relative to it: where each stands (the
 * middle of its feet on the ground, mm), its extent, its team where known and when it was last
 * perceived. In touchline-naosim's oracle tier they are the simulation's truth.
 */
STREAMABLE(ObstacleModel,
{
  ENUM(Type,
  {,
    unknown,        /**< A robot of unknown team (or an obstacle seen only by touch). */
    teammate,
    opponent,
    fallenTeammate,
    fallenOpponent,
    fallenUnknown,
  });

  /** One robot. */
  STREAMABLE(Obstacle,
  {,
    (Type)(unknown) type,
    (Vector2f)(Vector2f::Zero()) center,        /**< In the robot's frame (mm). */
    (Vector2f)(Vector2f::Zero()) left,          /**< Its left and right edges as seen from this robot (mm). */
    (Vector2f)(Vector2f::Zero()) right,
    (Vector2f)(Vector2f::Zero()) velocity,      /**< mm/s in the robot's frame. */
    (Matrix2f)(Matrix2f::Identity()) covariance,/**< Of the centre (mm^2). */
    (int)(0) number,                            /**< Its player number where known (0: unknown). */
    (unsigned)(0) lastSeen,                     /**< ms */
  });,

  (std::vector<Obstacle>) obstacles,
});
