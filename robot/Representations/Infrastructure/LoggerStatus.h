/**
 * @file Representations/Infrastructure/LoggerStatus.h
 * The representation LoggerStatus: what the online logger does (docs/logs.md).
 */
#pragma once

#include "Streaming/AutoStreamable.h"

/** What the online logger of the robot program does, for the LEDs and the host. */
STREAMABLE(LoggerStatus,
{
  ENUM(State,
  {,
    off,      /**< No logger: disabled, not configured, or it could not start (no directory, no memory). */
    waiting,  /**< Ready; the game state is one in which the robot does not log. */
    logging,  /**< A log file is being written. */
    stopped,  /**< Stopped for good: no room left for the log, or the drive failed. */
  }),

  (State)(off) state,
  (unsigned)(0) droppedFrames, /**< Frames that could not be logged since the program started. */
});
