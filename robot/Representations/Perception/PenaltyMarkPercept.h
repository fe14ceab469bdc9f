/**
 * @file Representations/Perception/PenaltyMarkPercept.h
 * The representation PenaltyMarkPercept: the penalty mark in the thread's image, if it shows one.
 */
#pragma once

#include "Math/Eigen.h"
#include "Streaming/AutoStreamable.h"

/** The penalty mark (the white cross in front of a goal) in one camera's image (docs/perception.md). */
STREAMABLE(PenaltyMarkPercept,
{,
  (bool)(false) wasSeen,
  (Vector2f)(Vector2f::Zero()) positionInImage, /**< Its centre (pixels). */
  (Vector2f)(Vector2f::Zero()) positionOnField, /**< In the robot's frame (mm). */
});
