/**
 * @file Representations/Sensing/FallDownState.h
 * The representation FallDownState: whether the robot is upright, falling or lying.
 */
#pragma once

#include "Streaming/AutoStreamable.h"

/** Whether the robot stands upright, is about to fall, falls, lies or sits (from the IMU and the feet). */
STREAMABLE(FallDownState,
{
  ENUM(State,
  {,
    upright,    /**< On its feet, the torso within the stable range. */
    staggering, /**< Tilted more than usual or turning fast: it may still catch itself. */
    falling,    /**< A fall is certain: the torso tilts beyond recovery. */
    fallen,     /**< Lying on the ground (the direction says how). */
    sitting,    /**< Sitting or crouching upright, the feet (almost) unloaded or the knees folded. */
  });

  ENUM(Direction,
  {,
    none,
    front,
    back,
    left,
    right,
  });

  /** Whether the robot is on its feet or sitting (not falling, not lying). */
  bool isUpright() const { return state == upright || state == staggering; },

  (State)(upright) state,
  (Direction)(none) direction,   /**< falling, fallen: toward which side. */
  (unsigned)(0) since,           /**< When the state began (ms). */
  (unsigned)(0) falls,           /**< Falls since the start (entries into falling). */
});
