/**
 * @file Representations/Perception/GoalPostsPercept.h
 * The representation GoalPostsPercept: the bases of goal posts in the thread's image.
 */
#pragma once

#include "Math/Eigen.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/Enum.h"
#include <vector>

/**
 * The goal posts one camera's image shows, each by where it stands on the ground (the middle of
 * its base); whether it is a goal's left or right post where the image tells (the crossbar, the
 * other post). Provided by Upper and Lower (docs/perception.md).
 */
STREAMABLE(GoalPostsPercept,
{
  ENUM(Side,
  {,
    unknown,
    left,  /**< The left post of a goal, seen from the field looking at that goal. */
    right,
  });

  /** One post. */
  STREAMABLE(GoalPost,
  {,
    (Side)(unknown) side,
    (Vector2f)(Vector2f::Zero()) baseInImage,     /**< The middle of its base (pixels). */
    (Vector2f)(Vector2f::Zero()) positionOnField, /**< Its centre on the ground in the robot's frame (mm). */
  });,

  (std::vector<GoalPost>) posts,
});
