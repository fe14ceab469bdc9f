/**
 * @file Representations/MotionControl/MotionSelection.h
 * The representation MotionSelection: which engine moves the body in this frame.
 */
#pragma once

#include "Representations/MotionControl/KeyFrameEngineOutput.h"
#include "Streaming/AutoStreamable.h"

/**
 * Which engine moves the body in this frame and since when (docs/motion.md, "Motion
 * combinator"); the key-frame engine also learns which of its motions to play. The engines
 * read it to know whether they are in charge; the MotionCombinator blends their outputs.
 */
STREAMABLE(MotionSelection,
{
  ENUM(Engine,
  {,
    keyFrameEngine, /**< playDead, sitDown, standing up, getting up, key-frame motions. */
    walkingEngine,  /**< Standing and walking. */
    kickEngine,     /**< A kick from standing. */
    fallProtection, /**< A fall is certain: head and arms protect, stiffness is low. */
  }),

  (Engine)(keyFrameEngine) engine,
  (KeyFrameEngineOutput::Motion)(KeyFrameEngineOutput::playDead) keyFrameMotion, /**< What the key-frame engine plays. */
  (unsigned)(0) since,            /**< When the engine (or the key-frame motion) took over (ms). */
  (bool)(false) walkStops,        /**< The walk is asked to stop (another engine waits for it). */
  (bool)(false) motorFault,       /**< A joint did not follow while the robot stood, walked or kicked: it sits (or lies) until the request changes. */
});
