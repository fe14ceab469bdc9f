/**
 * @file Modules/MotionControl/KickEngine/KickParameters.h
 * The parameters of the kick (kickEngine.cfg).
 */
#pragma once

#include "Math/Angle.h"
#include "Streaming/AutoStreamable.h"
#include <vector>

/**
 * One phase of a kick: where the torso and the kicking foot are at its end, reached with a
 * cosine ramp from the previous phase's end. Lengths in mm; the kicking foot's place relative to
 * where it stands, x along the kick's direction, y outward from the support foot, z up.
 */
STREAMABLE(KickPhase,
{,
  (unsigned)(300) duration, /**< ms */
  (float)(0.f) shift,       /**< How far the torso is over the support foot (toward it). */
  (float)(0.f) footX,
  (float)(0.f) footY,
  (float)(0.f) footZ,
  (Angle)(0.f) footPitch,   /**< The kicking foot's toes up (+) or down (-). */
  (float)(0.f) turn,        /**< How much of the kick's direction the body has turned (0..1): the support foot pivots. */
});

/** How the kick kicks (docs/motion.md, "Kick engine"). */
STREAMABLE(KickParameters,
{,
  (float)(215.f) height,                         /**< The torso's origin above the soles, mm. */
  (float)(52.f) footY,                           /**< Half the distance between the feet's centres, mm. */
  (Angle)(Angle::fromDegrees(5.f)) lean,         /**< The torso's forward lean. */
  (Angle)(Angle::fromDegrees(40.f)) maxDirection, /**< The most the kick turns toward the requested direction. */
  (float)(25.f) ballAt,                          /**< Where along the kicking foot's path its toes meet the ball (mm). */
  (float)(0.f) ballOutward,                      /**< How far the ball lies outward of the kicking foot's path (mm). */
  (float)(0.05f) anklePitchGyroGain,             /**< Support ankle pitch per rad/s of the torso's pitch rate. */
  (float)(0.08f) ankleRollGyroGain,              /**< Support ankle roll per rad/s of the torso's roll rate. */
  (float)(0.1f) gyroLowPass,
  (std::vector<KickPhase>) phases,               /**< From standing to standing. */
});
