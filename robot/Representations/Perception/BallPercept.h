/**
 * @file Representations/Perception/BallPercept.h
 * The representation BallPercept: the ball in the thread's image, if it shows one.
 */
#pragma once

#include "Math/Eigen.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/Enum.h"

/**
 * The ball as one camera's image shows it (docs/perception.md): its centre and radius in the
 * image, and where it lies on the ground relative to the robot (through the CameraMatrix, or,
 * in touchline-naosim's percepts tier, as the simulation computes it). Provided by Upper and
 * Lower each for their own image.
 */
STREAMABLE(BallPercept,
{
  ENUM(Status,
  {,
    notSeen, /**< No ball in this image. */
    seen,    /**< A ball was found (by the classifier, or by the simulation). */
    guessed, /**< Something round and ball-coloured that the classifier did not confirm. */
  });,

  (Status)(notSeen) status,
  (Vector2f)(Vector2f::Zero()) positionInImage, /**< The centre (pixels, x right, y down). */
  (float)(0.f) radiusInImage,                   /**< Pixels. */
  (Vector2f)(Vector2f::Zero()) positionOnField, /**< The centre projected onto the ground, in the robot's frame (mm). */
  (float)(50.f) radiusOnField,                  /**< The radius the position was computed with (mm). */
  (float)(0.f) confidence,                      /**< 0..1: how sure the detector is. */
});
