/**
 * @file Representations/Modeling/Whistle.h
 * The referee's whistle as the Audio thread heard it (docs/game.md).
 */
#pragma once

#include "Streaming/AutoStreamable.h"

/** When a whistle was last heard, how sure the detector was, and on which microphone. */
STREAMABLE(Whistle,
{,
  (unsigned)(0) lastTimeWhistleDetected,          /**< ms of the system clock, 0: never. */
  (float)(0.f) confidenceOfLastWhistleDetection,  /**< 0..1 */
  (unsigned char)(0) channelsUsedForWhistleDetection, /**< Microphones that are not deaf (0: no audio). */
  (signed char)(-1) channel,                      /**< The channel that heard the last whistle (-1: none). */
  (float)(0.f) frequency,                         /**< Pitch of the last whistle (Hz). */
  (unsigned)(0) whistles,                         /**< Whistles heard since the start. */
});
