/**
 * @file Representations/BehaviorControl/BehaviorStatus.h
 * The representation BehaviorStatus: what the behaviour is doing.
 */
#pragma once

#include "Streaming/AutoStreamable.h"

/** What the behaviour is doing, e.g. for the LEDs, the log and the studio. */
STREAMABLE(BehaviorStatus,
{
  ENUM(Activity,
  {,
    limp,        /**< Sitting (or lying) without stiffness (initial, finished, penalized). */
    standingUp,
    standing,    /**< Standing and scanning with the head. */
    sittingDown,
  }),

  (Activity)(limp) activity,
  (unsigned)(0) activitySince,      /**< When the activity started (ms). */
});
