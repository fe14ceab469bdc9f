/**
 * @file Modules/MotionControl/WalkingEngine/WalkParameters.h
 * The parameters of the walk (walkingEngine.cfg).
 */
#pragma once

#include "Math/Angle.h"
#include "Math/Pose2f.h"
#include "Streaming/AutoStreamable.h"

/**
 * How the walk walks (docs/motion.md, "Walking engine"): step timing, the feet's paths, the
 * torso's height, lean and sway, the speed limits and the balance feedback. Lengths in mm,
 * times in s, angles in rad (deg in the file).
 */
STREAMABLE(WalkParameters,
{,
  (float)(0.25f) stepDuration,           /**< A single step (one foot swings), s. */
  (float)(0.8f) minStepPhase,            /**< The support switches when the swing foot carries weight, at the earliest after this share of a step. */
  (float)(1.4f) maxStepPhase,            /**< ... and at the latest after this share. */
  (float)(1.2f) footContactWeight,       /**< kg on a swing foot's FSRs that mean it touched down. */
  (float)(225.f) height,                 /**< The torso's origin (middle of the hips) above the soles while walking, mm. */
  (float)(210.f) standHeight,            /**< ... while standing. */
  (float)(52.f) footY,                   /**< Half the distance between the feet's centres, mm. */
  (float)(0.f) footX,                    /**< The feet's x below the torso's origin, mm. */
  (Angle)(Angle::fromDegrees(4.f)) lean, /**< The torso's forward lean, rad. */
  (float)(14.f) footLift,                /**< How high a swinging foot is lifted, mm. */
  (float)(0.1f) doubleSupport,           /**< The share of a step in which the swing foot stays on the ground (and moves with the support foot). */
  (float)(12.f) sway,                    /**< How far the torso moves toward the support foot in a step, mm. */
  (Pose2f)(Pose2f(Angle::fromDegrees(100.f), 250.f, 200.f)) maxSpeed, /**< Forward, sideways (mm/s) and turning (rad/s). */
  (float)(150.f) maxBackwardSpeed,       /**< mm/s */
  (Pose2f)(Pose2f(Angle::fromDegrees(300.f), 500.f, 500.f)) maxAcceleration, /**< How fast the walk speeds up, mm/s^2, rad/s^2. */
  (float)(0.08f) gyroLowPass,            /**< The gyroscope's filter: share of the new value per cycle. */
  (float)(0.05f) anklePitchGyroGain,     /**< Ankle pitch per rad/s of the torso's pitch rate. */
  (float)(0.04f) ankleRollGyroGain,      /**< Ankle roll per rad/s of the torso's roll rate. */
  (float)(0.02f) hipRollGyroGain,        /**< Hip roll per rad/s of the torso's roll rate. */
  (float)(2.f) headingGain,              /**< Extra turn per rad of heading error, 1/s. */
  (Angle)(Angle::fromDegrees(10.f)) maxHeadingError, /**< The heading error is held within this (a push that turns the robot further is not undone). */
  (Angle)(Angle::fromDegrees(0.1f)) armSwing, /**< Shoulder pitch per mm of the foot on the arm's side ahead. */
});
