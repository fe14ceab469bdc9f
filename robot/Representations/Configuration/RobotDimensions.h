/**
 * @file Representations/Configuration/RobotDimensions.h
 * The representation RobotDimensions: the lengths of the NAO's legs and the mountings of its
 * cameras (robotDimensions.cfg).
 */
#pragma once

#include "Math/Angle.h"
#include "Streaming/AutoStreamable.h"

/**
 * The dimensions of the NAO v6 that the forward kinematics of the legs, the arms and the head
 * need (docs/cameras.md, "Camera matrix"), in mm. The torso's origin is the middle between the
 * two hip joints; the neck joint is hipToNeckLength above it. A camera is mounted at an offset
 * from the neck joint (x forward, z up) and tilted down by a rotation about y. The shoulders are
 * zShoulderOffset above the torso's origin and yShoulderOffset to its side; the elbow is
 * upperArmLength forward of the shoulder and yElbowOffset further out.
 */
STREAMABLE(RobotDimensions,
{,
  (float)(50.f) yHipOffset,                                 /**< From the torso's origin to either hip joint. */
  (float)(100.f) upperLegLength,                            /**< Hip to knee. */
  (float)(102.9f) lowerLegLength,                           /**< Knee to ankle. */
  (float)(45.19f) footHeight,                               /**< Ankle to sole. */
  (float)(211.5f) hipToNeckLength,                          /**< Torso origin to the neck joint (z). */
  (float)(50.71f) xOffsetNeckToLowerCamera,
  (float)(17.74f) zOffsetNeckToLowerCamera,
  (Angle)(Angle::fromDegrees(39.7f)) yRotationNeckToLowerCamera, /**< Tilt down. */
  (float)(58.71f) xOffsetNeckToUpperCamera,
  (float)(63.64f) zOffsetNeckToUpperCamera,
  (Angle)(Angle::fromDegrees(1.2f)) yRotationNeckToUpperCamera,  /**< Tilt down. */
  (float)(98.f) yShoulderOffset,                            /**< From the torso's origin to either shoulder joint (y). */
  (float)(185.f) zShoulderOffset,                           /**< From the torso's origin up to the shoulder joints. */
  (float)(105.f) upperArmLength,                            /**< Shoulder to elbow (x). */
  (float)(15.f) yElbowOffset,                               /**< Shoulder to elbow, outward. */
  (float)(55.95f) lowerArmLength,                           /**< Elbow to wrist. */
  (float)(57.75f) handOffset,                               /**< Wrist to the hand's centre. */
});
