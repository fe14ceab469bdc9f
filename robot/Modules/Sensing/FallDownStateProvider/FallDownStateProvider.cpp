/**
 * @file Modules/Sensing/FallDownStateProvider/FallDownStateProvider.cpp
 * Falls from the IMU.
 */
#include "Modules/Sensing/FallDownStateProvider/FallDownStateProvider.h"
#include <algorithm>
#include <cmath>

MAKE_MODULE(FallDownStateProvider);

namespace
{
  float finite(float value) { return std::isfinite(value) ? value : 0.f; }
}

void FallDownStateProvider::enter(FallDownState& state, FallDownState::State newState, FallDownState::Direction direction)
{
  if(newState == FallDownState::falling && state.state != FallDownState::falling)
    ++state.falls;
  if(newState != state.state)
    state.since = theFrameInfo.time;
  state.state = newState;
  state.direction = direction;
}

void FallDownStateProvider::update(FallDownState& state)
{
  const float roll = finite(theInertialSensorData.angle.x()), pitch = finite(theInertialSensorData.angle.y());
  const float gyroX = finite(theInertialSensorData.gyro.x()), gyroY = finite(theInertialSensorData.gyro.y());
  // The world's up in the torso's frame (from roll and pitch, also beyond 90 degrees, where the
  // inertial board's roll jumps to 180 degrees), the tilt between it and the torso's z axis, and
  // how fast the tilt grows (up changes by up x gyro in the torso's frame).
  const Vector3f up(-std::sin(pitch), std::cos(pitch) * std::sin(roll), std::cos(pitch) * std::cos(roll));
  const float tilt = std::acos(std::clamp(up.z(), -1.f, 1.f));
  const float sinTilt = std::sin(tilt);
  const float rate = sinTilt > 1e-3f ? -(up.x() * gyroY - up.y() * gyroX) / sinTilt : 0.f;
  tiltRate += gyroLowPass * (rate - tiltRate);
  // The side that points down: the torso's back up means lying on the front.
  const FallDownState::Direction direction =
    std::abs(up.x()) >= std::abs(up.y()) ? (up.x() < 0.f ? FallDownState::front : FallDownState::back)
                                         : (up.y() > 0.f ? FallDownState::right : FallDownState::left);
  const bool knees = theJointSensorData.angles[Joints::lKneePitch] > sittingKnees && theJointSensorData.angles[Joints::rKneePitch] > sittingKnees;

  if(state.state == FallDownState::fallen)
  {
    if(tilt < uprightTilt)
      enter(state, knees ? FallDownState::sitting : FallDownState::upright, FallDownState::none);
    else
      enter(state, FallDownState::fallen, direction);
    return;
  }
  if(tilt > fallenTilt)
    enter(state, FallDownState::fallen, direction);
  else if(state.state == FallDownState::falling)
  {
    // A fall is not undone: it ends lying, or upright again if the robot caught itself.
    if(tilt < staggeringTilt && std::abs(tiltRate) < staggeringRate)
      enter(state, FallDownState::upright, FallDownState::none);
  }
  else if(tilt > minFallingTilt && tilt + std::max(tiltRate, 0.f) * fallingHorizon > fallingTilt)
    enter(state, FallDownState::falling, direction);
  else if(knees)
    enter(state, FallDownState::sitting, FallDownState::none);
  else if(tilt > staggeringTilt || tiltRate > staggeringRate)
    enter(state, FallDownState::staggering, direction);
  else
    enter(state, FallDownState::upright, FallDownState::none);
}
