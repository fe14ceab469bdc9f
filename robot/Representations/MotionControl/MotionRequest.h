/**
 * @file Representations/MotionControl/MotionRequest.h
 * The representation MotionRequest: what the behaviour wants the body to do.
 */
#pragma once

#include "Math/Angle.h"
#include "Math/Pose2f.h"
#include "Representations/MotionControl/KeyFrameEngineOutput.h"
#include "RobotParts/Legs.h"
#include "Streaming/AutoStreamable.h"

/**
 * What the behaviour wants the body to do (docs/motion.md): lie limp, sit, stand, walk at a
 * speed or to a place relative to the robot, kick with a foot in a direction, get up, or play a
 * key-frame motion. Set from the console with `motion ...` or `set representation:MotionRequest`.
 */
STREAMABLE(MotionRequest,
{
  ENUM(Motion,
  {,
    playDead, /**< Limp: no stiffness, the joints follow gravity. */
    sitDown,  /**< Move into the sitting pose and hold it. */
    stand,    /**< Stand up if necessary and hold the standing pose. */
    walk,     /**< Walk at walkSpeed, or to walkTarget. */
    kick,     /**< Kick with kickLeg toward kickDirection (from standing; a walking robot stops first). */
    getUp,    /**< Get up from lying on the front or the back. */
    keyFrame, /**< Play keyFrameMotion of the key-frame engine. */
  });

  /** Whether the walk should go to walkTarget (else: at walkSpeed). */
  bool walksToTarget() const { return motion == walk && walkToTarget; },

  (Motion)(playDead) motion,
  (Pose2f) walkSpeed,                      /**< walk: mm/s forward and left, rad/s counterclockwise. */
  (bool)(false) walkToTarget,              /**< walk: go to walkTarget instead. */
  (Pose2f) walkTarget,                     /**< walk: where to go, relative to where the robot is when the request starts (mm, rad). */
  (Legs::Leg)(Legs::left) kickLeg,         /**< kick: the foot that kicks. */
  (Angle)(0.f) kickDirection,              /**< kick: where the ball should go, relative to the robot's x axis. */
  (KeyFrameEngineOutput::Motion)(KeyFrameEngineOutput::standUp) keyFrameMotion, /**< keyFrame: which motion of keyFrameEngine.cfg. */
});
