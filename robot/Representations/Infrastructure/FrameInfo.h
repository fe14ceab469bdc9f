/**
 * @file Representations/Infrastructure/FrameInfo.h
 * The representation FrameInfo: when the current frame of a thread started.
 */
#pragma once

#include "Streaming/AutoStreamable.h"

/** When the current frame of a thread started. */
STREAMABLE(FrameInfo,
{
  /** Milliseconds since timestamp (negative if timestamp lies in the future). */
  int getTimeSince(unsigned timestamp) const { return static_cast<int>(time - timestamp); },

  (unsigned)(0) time, /**< The time of the frame's data (ms of the system's clock). */
});

/**
 * Motion's FrameInfo in another thread (an alias: a module that requires MotionFrameInfo gets the
 * FrameInfo of the thread Motion).
 */
STREAMABLE_WITH_BASE(MotionFrameInfo, FrameInfo,
{,
});
