/**
 * @file Representations/Perception/ObstaclesPercept.h
 * The representation ObstaclesPercept: the robots in the thread's image.
 */
#pragma once

#include "Framework/Settings.h"
#include "Math/Eigen.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/Enum.h"
#include <vector>

/**
 * The other robots one camera's image shows (docs/perception.md): where each touches the
 * ground (the foot point, in the image and in the robot's frame), how wide it is, its team
 * from the jersey's colour where that is visible, and whether it lies on the ground. Provided
 * by Upper and Lower.
 */
STREAMABLE(ObstaclesPercept,
{
  ENUM(Team,
  {,
    unknown,  /**< The jersey is not visible (or its colour is neither team's). */
    own,      /**< The jersey has the own team's colour (settings.cfg, the GameController). */
    opponent,
  });

  /** One robot. */
  STREAMABLE(Obstacle,
  {,
    (Vector2i)(Vector2i::Zero()) topLeftInImage,     /**< Its box in the image (pixels). */
    (Vector2i)(Vector2i::Zero()) bottomRightInImage,
    (Vector2f)(Vector2f::Zero()) footInImage,        /**< Where it touches the ground, the middle of its box's bottom (pixels). */
    (Vector2f)(Vector2f::Zero()) positionOnField,    /**< The foot point in the robot's frame (mm). */
    (float)(0.f) widthOnField,                       /**< mm */
    (Team)(unknown) team,
    (Settings::TeamColor)(Settings::red) jersey,     /**< The jersey's colour where team is not unknown. */
    (bool)(false) fallen,                            /**< It lies on the ground. */
    (float)(0.f) confidence,                         /**< 0..1 */
  });,

  (std::vector<Obstacle>) obstacles,
});
