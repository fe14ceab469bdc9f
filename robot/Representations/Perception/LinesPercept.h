/**
 * @file Representations/Perception/LinesPercept.h
 * The representation LinesPercept: the field lines and the centre circle in the thread's image.
 */
#pragma once

#include "Math/Eigen.h"
#include "Streaming/AutoStreamable.h"
#include <vector>

/**
 * The straight field lines one camera's image shows (each as the segment that is visible, in
 * the image and on the ground relative to the robot) and the centre circle if it was found.
 * Provided by Upper and Lower each for their own image (docs/perception.md).
 */
STREAMABLE(LinesPercept,
{
  /** A visible piece of a straight line (its middle, along the line's direction). */
  STREAMABLE(Line,
  {,
    (Vector2f)(Vector2f::Zero()) firstInImage,  /**< One end (pixels). */
    (Vector2f)(Vector2f::Zero()) lastInImage,   /**< The other end (pixels). */
    (Vector2f)(Vector2f::Zero()) firstOnField,  /**< The same ends on the ground in the robot's frame (mm). */
    (Vector2f)(Vector2f::Zero()) lastOnField,
  });

  /** The centre circle. */
  STREAMABLE(Circle,
  {,
    (bool)(false) found,
    (Vector2f)(Vector2f::Zero()) centerInImage, /**< Pixels. */
    (Vector2f)(Vector2f::Zero()) centerOnField, /**< In the robot's frame (mm). */
    (float)(0.f) radiusOnField,                 /**< mm */
  });,

  (std::vector<Line>) lines,
  (Circle) circle,
});
