/**
 * @file Platform/Nao/SimulatedPercepts.h
 * What touchline-naosim sends a camera thread in its percepts tier instead of an image.
 */
#pragma once

#include "Representations/Perception/BallPercept.h"
#include "Representations/Perception/FieldBoundary.h"
#include "Representations/Perception/GoalPostsPercept.h"
#include "Representations/Perception/IntersectionsPercept.h"
#include "Representations/Perception/LinesPercept.h"
#include "Representations/Perception/ObstaclesPercept.h"
#include "Representations/Perception/PenaltyMarkPercept.h"

/**
 * The percepts of one camera image as the simulation computes them from the true world
 * (docs/naosim.md, "Tiers"): what lies in the camera's field of view and is not hidden by a
 * robot, with the noise, misses and false positives of simulatedPercepts.cfg. The payload of a
 * camera server's data frame of the kind "percepts" (docs/formats/camera-server.md), streamed in
 * binary; the SimulatedPerceptsProvider provides its parts as the camera thread's percepts.
 */
STREAMABLE(SimulatedPercepts,
{,
  (FieldBoundary) fieldBoundary,
  (BallPercept) ballPercept,
  (LinesPercept) linesPercept,
  (IntersectionsPercept) intersectionsPercept,
  (PenaltyMarkPercept) penaltyMarkPercept,
  (GoalPostsPercept) goalPostsPercept,
  (ObstaclesPercept) obstaclesPercept,
});
