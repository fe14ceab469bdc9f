/**
 * @file Modules/MotionControl/MotionCombinator/MotionCombinator.cpp
 * Combining the engines' outputs into the JointRequest.
 */
#include "Modules/MotionControl/MotionCombinator/MotionCombinator.h"
#include <algorithm>
#include <cmath>

MAKE_MODULE(MotionCombinator);

namespace
{
  bool isAngle(float angle) { return angle != JointRequest::off && angle != JointRequest::ignore; }
}

MotionRequest::Motion MotionCombinator::requestFor(KeyFrameEngineOutput::Motion motion)
{
  switch(motion)
  {
    case KeyFrameEngineOutput::sitDown:
      return MotionRequest::sitDown;
    case KeyFrameEngineOutput::standUp:
      return MotionRequest::stand;
    case KeyFrameEngineOutput::getUpFront:
    case KeyFrameEngineOutput::getUpBack:
      return MotionRequest::getUp;
    default:
      return MotionRequest::playDead;
  }
}

bool MotionCombinator::headEngineActive() const
{
  return engine == MotionSelection::walkingEngine || engine == MotionSelection::kickEngine;
}

JointRequest MotionCombinator::engineOutput() const
{
  JointRequest request;
  switch(engine)
  {
    case MotionSelection::walkingEngine:
      request = theWalkingEngineOutput;
      break;
    case MotionSelection::kickEngine:
      request = theKickEngineOutput;
      break;
    case MotionSelection::fallProtection:
      // Legs as they are, head and arms into the protective pose, everything soft.
      request.angles = theJointSensorData.angles;
      FOREACH_ENUM(Joints::Joint, joint)
        if(joint < Joints::lHipYawPitch)
          request.angles[joint] = protectionPose[joint];
      request.stiffnesses.fill(protectionStiffness);
      return request;
    default:
      request = theKeyFrameEngineOutput;
      break;
  }
  // What the engine leaves to others: the head (the head engine), the hands (closed, soft).
  FOREACH_ENUM(Joints::Joint, joint)
    if(request.angles[joint] == JointRequest::ignore)
    {
      request.angles[joint] = Joints::isHand(joint) ? Angle(0.f) : theJointSensorData.angles[joint];
      request.stiffnesses[joint] = Joints::isHand(joint) ? 20 : 0;
    }
  if(headEngineActive())
  {
    request.angles[Joints::headYaw] = theHeadMotionEngineOutput.pan;
    request.angles[Joints::headPitch] = theHeadMotionEngineOutput.tilt;
    request.stiffnesses[Joints::headYaw] = request.stiffnesses[Joints::headPitch] = theHeadMotionEngineOutput.stiffness;
  }
  return request;
}

void MotionCombinator::update(JointRequest& jointRequest)
{
  if(theMotionSelection.engine != engine || theMotionSelection.since != engineSince)
  {
    if(theMotionSelection.engine == MotionSelection::fallProtection && engine != MotionSelection::fallProtection)
      ++protections;
    engine = theMotionSelection.engine;
    engineSince = theMotionSelection.since;
    blendFrom = hasLast ? last : JointRequest();
    if(!hasLast)
      blendFrom.angles = theJointSensorData.angles;
    blendStart = theFrameInfo.time;
    // Limp at once; the fall protection quickly; everything else gradually.
    blendDuration = engine == MotionSelection::fallProtection ? protectionBlendTime
                    : engine == MotionSelection::keyFrameEngine && theMotionSelection.keyFrameMotion == KeyFrameEngineOutput::playDead ? 0
                                                                                                                                        : blendTime;
  }
  jointRequest = engineOutput();
  // A new engine takes over gradually from where the last joint request was.
  const float ratio = blendDuration == 0 ? 1.f
                                         : std::clamp(static_cast<float>(theFrameInfo.getTimeSince(blendStart)) / static_cast<float>(blendDuration),
                                                      0.f, 1.f);
  if(ratio < 1.f)
  {
    const float smooth = 0.5f - 0.5f * std::cos(pi * ratio);
    FOREACH_ENUM(Joints::Joint, joint)
    {
      float from = blendFrom.angles[joint];
      if(!isAngle(from))
        from = theJointSensorData.angles[joint];
      // The angles are blended; the stiffness is the new engine's at once.
      if(isAngle(jointRequest.angles[joint]))
        jointRequest.angles[joint] = from + (jointRequest.angles[joint] - from) * smooth;
    }
  }
  // At most the motors' speed per frame for every stiff joint (limp ones follow gravity).
  if(hasLast)
  {
    const float step = maxJointSpeed * 0.012f;
    FOREACH_ENUM(Joints::Joint, joint)
      if(!Joints::isHand(joint) && jointRequest.stiffnesses[joint] > 0 && isAngle(jointRequest.angles[joint]) && isAngle(last.angles[joint]))
        jointRequest.angles[joint] = last.angles[joint] + std::clamp(jointRequest.angles[joint] - last.angles[joint], -step, step);
  }
  jointRequest.angles[Joints::rHipYawPitch] = jointRequest.angles[Joints::lHipYawPitch];
  jointRequest.stiffnesses[Joints::rHipYawPitch] = jointRequest.stiffnesses[Joints::lHipYawPitch];
  last = jointRequest;
  hasLast = true;
}

void MotionCombinator::update(MotionInfo& motionInfo)
{
  switch(engine)
  {
    case MotionSelection::walkingEngine:
      motionInfo.executedMotion = theWalkingEngineOutput.standing ? MotionRequest::stand : MotionRequest::walk;
      motionInfo.isMotionFinished = theWalkingEngineOutput.standing && theFrameInfo.getTimeSince(blendStart) >= static_cast<int>(blendDuration);
      motionInfo.walkSpeed = theWalkingEngineOutput.standing ? Pose2f() : theWalkingEngineOutput.speed;
      break;
    case MotionSelection::kickEngine:
      motionInfo.executedMotion = MotionRequest::kick;
      motionInfo.isMotionFinished = theKickEngineOutput.isDone;
      motionInfo.walkSpeed = Pose2f();
      break;
    case MotionSelection::fallProtection:
      motionInfo.executedMotion = MotionRequest::playDead;
      motionInfo.isMotionFinished = false;
      motionInfo.walkSpeed = Pose2f();
      break;
    default:
      motionInfo.executedMotion = requestFor(theKeyFrameEngineOutput.motion);
      motionInfo.isMotionFinished = theKeyFrameEngineOutput.isDone;
      motionInfo.walkSpeed = Pose2f();
      break;
  }
  motionInfo.motionStartTime = engine == MotionSelection::keyFrameEngine ? theKeyFrameEngineOutput.motionStartTime : engineSince;
  motionInfo.isStable = theFallDownState.state == FallDownState::upright;
  motionInfo.fallProtections = protections;
  motionInfo.motorFault = theMotionSelection.motorFault;
}

void MotionCombinator::update(HeadMotionInfo& headMotionInfo)
{
  headMotionInfo.isActive = headEngineActive();
  headMotionInfo.pan = headMotionInfo.isActive ? theHeadMotionEngineOutput.pan : last.angles[Joints::headYaw];
  headMotionInfo.tilt = headMotionInfo.isActive ? theHeadMotionEngineOutput.tilt : last.angles[Joints::headPitch];
  headMotionInfo.moving = headMotionInfo.isActive && theHeadMotionEngineOutput.moving;
}

void MotionCombinator::update(OdometryData& odometryData)
{
  if(engine == MotionSelection::walkingEngine)
  {
    odometryData.odometry.translate(theWalkingEngineOutput.odometryOffset.translation);
    odometryData.odometry.rotate(theWalkingEngineOutput.odometryOffset.rotation);
  }
}
