/**
 * @file Representations/MotionControl/KeyFrameEngineOutput.h
 * The representation KeyFrameEngineOutput: the key-frame engine's joint values.
 */
#pragma once

#include "Representations/Infrastructure/JointRequest.h"

/**
 * The joint angles and stiffnesses the key-frame engine computed for this frame, the motion
 * it plays and whether that motion has reached its last key frame.
 */
STREAMABLE_WITH_BASE(KeyFrameEngineOutput, JointRequest,
{
  /** The motions the engine plays (their key frames are in keyFrameEngine.cfg). */
  ENUM(Motion,
  {,
    playDead, /**< No key frames: the measured angles without stiffness. */
    sitDown,
    standUp,
    getUpFront, /**< From lying on the front to standing. */
    getUpBack,  /**< From lying on the back to standing. */
  }),

  (Motion)(playDead) motion,
  (bool)(true) isDone,             /**< The last key frame is reached; its pose is held. */
  (bool)(false) failed,            /**< A balance check failed: the motion was given up (the selector may retry). */
  (unsigned)(0) motionStartTime,   /**< When the motion started (ms). */
});
