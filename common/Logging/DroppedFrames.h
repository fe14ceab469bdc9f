/**
 * @file Logging/DroppedFrames.h
 * The message (idDroppedFrames) with which the online logger records in the log that frames of a
 * thread could not be logged (docs/formats/log-file.md).
 */
#pragma once

#include "Streaming/AutoStreamable.h"

/**
 * In the first frame a thread logs after frames of it were dropped (no free buffer), right after
 * idFrameBegin: how many of its frames are missing before this one, so that a replay and
 * `touchline-log info` show the gap.
 */
STREAMABLE(DroppedFrames,
{,
  (unsigned)(0) frames,     /**< Frames of this thread not logged since its previous logged frame. */
  (unsigned)(0) sinceTime,  /**< The start time of the first of them (ms, as frameStartTime in idStopwatch). */
});
