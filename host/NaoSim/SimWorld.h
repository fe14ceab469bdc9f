/**
 * @file SimWorld.h
 * What the simulated bodies share: the field and the ball on it.
 */
#pragma once

#include "Math/Eigen.h"
#include <algorithm>

/**
 * The ball on the field (mm, field coordinates). It rolls with the velocity it was given and
 * slows down by rolling friction; it stops at the edge of the carpet.
 */
struct SimWorld
{
  Vector2f ball = Vector2f::Zero();
  Vector2f ballVelocity = Vector2f::Zero(); ///< mm/s
  float friction = 300.f;                   ///< mm/s^2
  Vector2f carpet = Vector2f(5200.f, 3700.f); ///< Half its size.

  /** Advances the ball by dt seconds. */
  void step(double dt)
  {
    const float t = static_cast<float>(dt);
    const float speed = ballVelocity.norm();
    if(speed <= 0.f)
      return;
    ball += ballVelocity * t;
    const float slower = std::max(0.f, speed - friction * t);
    ballVelocity *= slower / speed;
    for(int i = 0; i < 2; ++i)
      if(std::abs(ball[i]) > carpet[i])
      {
        ball[i] = std::clamp(ball[i], -carpet[i], carpet[i]);
        ballVelocity.setZero();
      }
  }
};
