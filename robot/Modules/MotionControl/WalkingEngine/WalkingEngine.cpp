/**
 * @file Modules/MotionControl/WalkingEngine/WalkingEngine.cpp
 * The walk as a module: requests in, joint angles out.
 */
#include "Modules/MotionControl/WalkingEngine/WalkingEngine.h"
#include "Debugging/Plot.h"
#include "Streaming/Output.h"
#include <algorithm>
#include <cmath>

MAKE_MODULE(WalkingEngine);

namespace
{
  constexpr float frameTime = 0.012f; ///< One LoLA cycle.

  float clampAbs(float value, float limit) { return std::clamp(value, -limit, limit); }
}

Pose2f WalkingEngine::requestedSpeed()
{
  if(theMotionRequest.motion != MotionRequest::walk || theMotionSelection.engine != MotionSelection::walkingEngine ||
     theMotionSelection.walkStops)
  {
    toTarget = false;
    return Pose2f();
  }
  if(!theMotionRequest.walkToTarget)
  {
    toTarget = false;
    const Pose2f& request = theMotionRequest.walkSpeed;
    if(request != lastRequest)
    {
      // Said once when requests go beyond the limits (not again while they change beyond them,
      // nor more often than every 10 s when they go in and out of them).
      const Pose2f limited = WalkGenerator::limit(walk, request);
      const bool wasClipped = clipped;
      clipped = limited != request;
      if(clipped && !wasClipped && (!warnedAt || theFrameInfo.getTimeSince(warnedAt) >= 10000))
      {
        warnedAt = std::max(theFrameInfo.time, 1u);
        OUTPUT_WARNING("WalkingEngine: the request " << request.translation.x() << " mm/s, " << request.translation.y() << " mm/s, "
                       << request.rotation.toDegrees() << " deg/s is beyond the walk's limits; it walks at " << limited.translation.x()
                       << " mm/s, " << limited.translation.y() << " mm/s, " << limited.rotation.toDegrees() << " deg/s");
      }
      lastRequest = request;
    }
    return request;
  }
  // To a target: what remains of it, given how far the robot walked since the request started.
  if(!toTarget || theMotionRequest.walkTarget != lastTarget)
  {
    toTarget = true;
    reached = false;
    walked = Pose2f();
    lastTarget = theMotionRequest.walkTarget;
  }
  const Angle remainingRotation = Angle::normalize(lastTarget.rotation - walked.rotation);
  // In the robot's current frame.
  const float c = std::cos(walked.rotation), s = std::sin(walked.rotation);
  const Vector2f difference = lastTarget.translation - walked.translation;
  const Vector2f local(c * difference.x() + s * difference.y(), -s * difference.x() + c * difference.y());
  reached = std::abs(local.x()) < targetTolerance.translation.x() && std::abs(local.y()) < targetTolerance.translation.y() &&
            std::abs(remainingRotation) < targetTolerance.rotation;
  if(reached)
    return Pose2f();
  return Pose2f(Angle(clampAbs(remainingRotation * targetGain.rotation, walk.maxSpeed.rotation)),
                clampAbs(local.x() * targetGain.translation.x(), walk.maxSpeed.translation.x()),
                clampAbs(local.y() * targetGain.translation.y(), walk.maxSpeed.translation.y()));
}

void WalkingEngine::update(WalkingEngineOutput& output)
{
  if(theMotionSelection.engine == MotionSelection::walkingEngine && theMotionSelection.since != selectedSince)
  {
    selectedSince = theMotionSelection.since;
    generator.reset(); // from the pose another engine stood the robot in: standing
  }
  WalkGenerator::Sensors sensors;
  sensors.gyroX = theInertialSensorData.gyro.x();
  sensors.gyroY = theInertialSensorData.gyro.y();
  // The turn rate about the vertical: the gyroscope's rates (in the torso) turned into the world
  // by the torso's roll and pitch. The torso's z rate alone drifts when the torso rolls and
  // pitches in the rhythm of the steps.
  const float roll = theInertialSensorData.angle.x(), pitch = theInertialSensorData.angle.y();
  sensors.turnRate = -std::sin(pitch) * theInertialSensorData.gyro.x() + std::cos(pitch) * std::sin(roll) * theInertialSensorData.gyro.y() +
                     std::cos(pitch) * std::cos(roll) * theInertialSensorData.gyro.z();
  sensors.fsrLeft = theFsrSensorData.totals[Legs::left];
  sensors.fsrRight = theFsrSensorData.totals[Legs::right];
  generator.update(walk, theRobotDimensions, requestedSpeed(), sensors, frameTime);
  const WalkGenerator::Output& walked_ = generator.get();
  if(toTarget)
  {
    walked.translation += Pose2f(walked.rotation) * walked_.odometryOffset.translation;
    walked.rotate(walked_.odometryOffset.rotation);
  }
  output.setAllAngles(JointRequest::ignore);
  FOREACH_ENUM(Joints::Joint, joint)
    if(joint != Joints::headYaw && joint != Joints::headPitch && !Joints::isHand(joint))
    {
      output.angles[joint] = walked_.angles[joint];
      output.stiffnesses[joint] = stiffness;
    }
  output.standing = walked_.standing;
  output.speed = walked_.speed;
  output.odometryOffset = walked_.odometryOffset;
  // What the walk feels, for tuning it (docs/motion.md, "Tuning the walk").
  PLOT("module:WalkingEngine:roll", theInertialSensorData.angle.x().toDegrees());
  PLOT("module:WalkingEngine:pitch", theInertialSensorData.angle.y().toDegrees());
  PLOT("module:WalkingEngine:fsrLeft", sensors.fsrLeft);
  PLOT("module:WalkingEngine:fsrRight", sensors.fsrRight);
  PLOT("module:WalkingEngine:leftSupport", walked_.leftSupport ? 1.f : 0.f);
  PLOT("module:WalkingEngine:phase", walked_.phase);
  PLOT("module:WalkingEngine:turnRate", Angle(sensors.turnRate).toDegrees());
  PLOT("module:WalkingEngine:speedX", walked_.speed.translation.x());
  PLOT("module:WalkingEngine:speedY", walked_.speed.translation.y());
  PLOT("module:WalkingEngine:speedRotation", walked_.speed.rotation.toDegrees());
  output.leftSupport = walked_.leftSupport;
  output.phase = walked_.phase;
  output.targetReached = toTarget && reached && walked_.standing;
}
