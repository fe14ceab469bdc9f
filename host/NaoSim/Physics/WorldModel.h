/**
 * @file WorldModel.h
 * The simulated field as MJCF: carpet, goals, ball and the robots.
 */
#pragma once

#include "Representations/Configuration/FieldDimensions.h"
#include <array>
#include <string>
#include <vector>

/** What the physics world is made of (docs/naosim.md, "The world"). */
namespace WorldModel
{
  /** The physics' time step (s): a LoLA cycle of 12 ms is 6 of them. */
  constexpr double timeStep = 0.002;

  /** Ball and carpet (docs/naosim.md): the SPL ball's radius and mass, and how it rolls. */
  constexpr double ballRadius = 0.05, ballMass = 0.045;
  /** The carpet's sliding friction against the ball, and its rolling friction (m), giving a deceleration of about 0.3 m/s^2. */
  constexpr double ballSlidingFriction = 0.3, ballRollingFriction = 0.0024;
  /** Sliding friction of the robots' shapes against the carpet and each other. */
  constexpr double robotFriction = 1.0;

  /** One robot at the start: where its torso is (m, rad) and the colour of its jersey. */
  struct Robot
  {
    double x = 0.0, y = 0.0, rotation = 0.0;
    std::array<float, 4> jersey{0.9f, 0.1f, 0.1f, 1.f};
  };

  /** The name prefix of robot i's bodies, joints, geoms and sensors ("r0/", ...). */
  std::string prefix(std::size_t robot);

  /**
   * The MJCF of the field (lengths from field, in mm, converted to m), the ball at the centre
   * spot and the robots.
   */
  std::string mjcf(const FieldDimensions& field, const std::vector<Robot>& robots);
}
