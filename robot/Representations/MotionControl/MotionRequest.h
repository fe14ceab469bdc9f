/**
 * @file Representations/MotionControl/MotionRequest.h
 * The representation MotionRequest: what the behaviour wants the body to do.
 */
#pragma once

#include "Streaming/AutoStreamable.h"

/** What the behaviour wants the body to do. */
STREAMABLE(MotionRequest,
{
  ENUM(Motion,
  {,
    playDead, /**< Limp: no stiffness, the joints follow gravity. */
    sitDown,  /**< Move into the sitting pose and hold it. */
    stand,    /**< Stand up if necessary and hold the standing pose. */
  }),

  (Motion)(playDead) motion,
});
