/**
 * @file Percepts/PerceptParameters.h
 * How good the simulated percepts are: simulatedPercepts.cfg.
 */
#pragma once

#include "Streaming/AutoStreamable.h"

/**
 * How well a simulated robot perceives one kind of feature (docs/naosim.md, "Tiers"): up to
 * which distance at all, how likely a visible one is seen (detectionNear up to nearDistance,
 * falling linearly to detectionFar at maxDistance), how far off its position is (a normal
 * distribution around the truth with sigmaBase + sigmaPerMeter * distance in m, in mm), and how
 * many false ones a frame has on average (placed on a random visible point of the field).
 */
STREAMABLE(FeatureQuality,
{,
  (float) maxDistance,          /**< mm */
  (float) nearDistance,         /**< mm */
  (float) detectionNear,        /**< 0..1 */
  (float) detectionFar,         /**< 0..1 */
  (float) sigmaBase,            /**< mm */
  (float) sigmaPerMeter,        /**< mm per m of distance */
  (float) falsePositivesPerFrame,
});

/** The quality of every kind of simulated percept (Config/Robots/Default/simulatedPercepts.cfg). */
STREAMABLE(PerceptParameters,
{,
  (FeatureQuality) ball,
  (FeatureQuality) lines,
  (FeatureQuality) centerCircle,
  (FeatureQuality) intersections,
  (FeatureQuality) penaltyMark,
  (FeatureQuality) goalPosts,
  (FeatureQuality) obstacles,
  (float) minLineLength,         /**< mm: shorter visible pieces of lines are not perceived */
  (float) minCircleArc,          /**< 0..1: the share of the centre circle that must be visible */
  (float) intersectionConfusion, /**< 0..1: how often an intersection's type is taken for another one */
  (float) jerseyDistance,        /**< mm: up to here a robot's team is told by its jersey */
  (float) boundaryColumnStep,    /**< pixels between the columns of the field boundary */
});
