/**
 * @file Modules/MotionControl/MotionCombinator/MotionCombinator.cpp
 * Combining the engines' outputs into the JointRequest.
 */
#include "Modules/MotionControl/MotionCombinator/MotionCombinator.h"

MAKE_MODULE(MotionCombinator);

MotionRequest::Motion MotionCombinator::requestFor(KeyFrameEngineOutput::Motion motion)
{
  switch(motion)
  {
    case KeyFrameEngineOutput::sitDown:
      return MotionRequest::sitDown;
    case KeyFrameEngineOutput::standUp:
      return MotionRequest::stand;
    default:
      return MotionRequest::playDead;
  }
}

bool MotionCombinator::headEngineActive() const
{
  return theKeyFrameEngineOutput.motion == KeyFrameEngineOutput::standUp && theKeyFrameEngineOutput.isDone;
}

void MotionCombinator::update(JointRequest& jointRequest)
{
  jointRequest.angles = theKeyFrameEngineOutput.angles;
  jointRequest.stiffnesses = theKeyFrameEngineOutput.stiffnesses;
  if(headEngineActive())
  {
    jointRequest.angles[Joints::headYaw] = theHeadMotionEngineOutput.pan;
    jointRequest.angles[Joints::headPitch] = theHeadMotionEngineOutput.tilt;
    jointRequest.stiffnesses[Joints::headYaw] = jointRequest.stiffnesses[Joints::headPitch] = theHeadMotionEngineOutput.stiffness;
  }
  jointRequest.angles[Joints::rHipYawPitch] = jointRequest.angles[Joints::lHipYawPitch];
  jointRequest.stiffnesses[Joints::rHipYawPitch] = jointRequest.stiffnesses[Joints::lHipYawPitch];
}

void MotionCombinator::update(MotionInfo& motionInfo)
{
  motionInfo.executedMotion = requestFor(theKeyFrameEngineOutput.motion);
  motionInfo.isMotionFinished = theKeyFrameEngineOutput.isDone;
  motionInfo.motionStartTime = theKeyFrameEngineOutput.motionStartTime;
}

void MotionCombinator::update(HeadMotionInfo& headMotionInfo)
{
  headMotionInfo.isActive = headEngineActive();
  headMotionInfo.pan = headMotionInfo.isActive ? theHeadMotionEngineOutput.pan : theKeyFrameEngineOutput.angles[Joints::headYaw];
  headMotionInfo.tilt = headMotionInfo.isActive ? theHeadMotionEngineOutput.tilt : theKeyFrameEngineOutput.angles[Joints::headPitch];
  headMotionInfo.moving = headMotionInfo.isActive && theHeadMotionEngineOutput.moving;
}
