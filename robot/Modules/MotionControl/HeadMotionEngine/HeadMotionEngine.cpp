/**
 * @file Modules/MotionControl/HeadMotionEngine/HeadMotionEngine.cpp
 * Moving the head with limited speed and acceleration.
 */
#include "Modules/MotionControl/HeadMotionEngine/HeadMotionEngine.h"
#include "Debugging/Plot.h"
#include <algorithm>
#include <cmath>
#include <stdexcept>

MAKE_MODULE(HeadMotionEngine);

HeadMotionEngine::HeadMotionEngine()
{
  if(!(minPan <= maxPan) || !(minTilt <= maxTilt))
    throw std::runtime_error("HeadMotionEngine: the minimum pan or tilt is larger than the maximum");
  if(!(maxSpeed > 0.f) || !(maxAcceleration > 0.f))
    throw std::runtime_error("HeadMotionEngine: maxSpeed and maxAcceleration must be positive");
  if(stiffness < 0 || stiffness > 100)
    throw std::runtime_error("HeadMotionEngine: stiffness must be 0..100");
}

void HeadMotionEngine::update(HeadMotionEngineOutput& output)
{
  const float dt = firstFrame ? 0.f : static_cast<float>(std::clamp(theFrameInfo.getTimeSince(lastTime), 0, static_cast<int>(maxFrameTime))) / 1000.f;
  firstFrame = false;
  lastTime = theFrameInfo.time;

  // Start where the head was sent last (the measured angles if it was limp or not set).
  float pan = theJointRequest.angles[Joints::headYaw];
  float tilt = theJointRequest.angles[Joints::headPitch];
  if(pan == JointRequest::off || pan == JointRequest::ignore || theJointRequest.stiffnesses[Joints::headYaw] == 0)
    pan = theJointSensorData.angles[Joints::headYaw];
  if(tilt == JointRequest::off || tilt == JointRequest::ignore || theJointRequest.stiffnesses[Joints::headPitch] == 0)
    tilt = theJointSensorData.angles[Joints::headPitch];
  if(std::abs(pan - lastPan) > 1e-4f || std::abs(tilt - lastTilt) > 1e-4f)
    speed = 0.f; // Something else moved the head: start from rest.

  const float targetPan = std::clamp(static_cast<float>(theHeadMotionRequest.pan), static_cast<float>(minPan), static_cast<float>(maxPan));
  const float targetTilt = std::clamp(static_cast<float>(theHeadMotionRequest.tilt), static_cast<float>(minTilt), static_cast<float>(maxTilt));
  const float speedLimit = std::clamp(static_cast<float>(theHeadMotionRequest.speed), 0.f, static_cast<float>(maxSpeed));
  const float dPan = targetPan - pan;
  const float dTilt = targetTilt - tilt;
  const float distance = std::sqrt(dPan * dPan + dTilt * dTilt);

  // Accelerate, but not beyond the limit and not faster than braking to the target allows.
  speed = std::min({speed + maxAcceleration * dt, speedLimit, std::sqrt(2.f * maxAcceleration * distance)});
  const float step = std::min(speed * dt, distance);
  if(distance > 0.f)
  {
    pan += dPan * step / distance;
    tilt += dTilt * step / distance;
  }
  if(step >= distance)
  {
    pan = targetPan;
    tilt = targetTilt;
  }

  output.pan = lastPan = pan;
  output.tilt = lastTilt = tilt;
  output.targetPan = targetPan;
  output.targetTilt = targetTilt;
  output.moving = step < distance;
  output.stiffness = stiffness;

  // In degrees: what this engine sends, what the joints measure, where the head should go.
  PLOT("module:HeadMotionEngine:headYaw", Angle(pan).toDegrees());
  PLOT("module:HeadMotionEngine:headPitch", Angle(tilt).toDegrees());
  PLOT("module:HeadMotionEngine:measuredHeadYaw", theJointSensorData.angles[Joints::headYaw].toDegrees());
  PLOT("module:HeadMotionEngine:measuredHeadPitch", theJointSensorData.angles[Joints::headPitch].toDegrees());
  PLOT("module:HeadMotionEngine:targetHeadYaw", Angle(targetPan).toDegrees());
  PLOT("module:HeadMotionEngine:targetHeadPitch", Angle(targetTilt).toDegrees());
}
