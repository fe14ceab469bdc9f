/**
 * @file Representations/Perception/IntersectionsPercept.h
 * The representation IntersectionsPercept: where field lines meet in the thread's image.
 */
#pragma once

#include "Math/Eigen.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/Enum.h"
#include <vector>

/**
 * The crossings of field lines one camera's image shows, classified by their shape: L (a
 * corner: two lines end), T (one line ends on another), X (two lines cross; the centre
 * circle's crossings of the halfway line). Provided by Upper and Lower (docs/perception.md).
 */
STREAMABLE(IntersectionsPercept,
{
  ENUM(Type,
  {,
    L,
    T,
    X,
  });

  /** One intersection. */
  STREAMABLE(Intersection,
  {,
    (Type)(L) type,
    (Vector2f)(Vector2f::Zero()) positionInImage, /**< Pixels. */
    (Vector2f)(Vector2f::Zero()) positionOnField, /**< In the robot's frame (mm). */
    (Vector2f)(Vector2f::UnitX()) direction1,     /**< Unit vectors along the two lines, in the robot's frame: */
    (Vector2f)(Vector2f::UnitY()) direction2,     /**< L: along both legs; T: direction1 along the stem, direction2 along the bar; X: both lines. */
  });,

  (std::vector<Intersection>) intersections,
});
