/**
 * @file TestNaoProvider.cpp
 * The test module that stands in for the NaoProvider.
 */
#include "TestNaoProvider.h"
#include "RobotTestSupport.h"

MAKE_MODULE(TestNaoProvider);

TestNaoProvider::Observation TestNaoProvider::observation;
std::atomic<int> TestNaoProvider::chestPressFrames{0};

TestNaoProvider::TestNaoProvider() : angles(RobotTestSupport::sittingPose()) {}

void TestNaoProvider::reset()
{
  observation.frames = 0;
  observation.executedMotion = -1;
  observation.motionFinished = false;
  observation.motionStartTime = 0;
  observation.finishedTime = 0;
  observation.stiffnessSum = -1;
  observation.headActive = false;
  chestPressFrames = 0;
}

void TestNaoProvider::update(FrameInfo& frameInfo)
{
  time += 12;
  frameInfo.time = time;

  // What the other Motion modules computed in the previous frame.
  observation.executedMotion = theMotionInfo.executedMotion;
  observation.motionFinished = theMotionInfo.isMotionFinished;
  observation.motionStartTime = theMotionInfo.motionStartTime;
  if(theMotionInfo.isMotionFinished && !wasFinished)
    observation.finishedTime = time;
  wasFinished = theMotionInfo.isMotionFinished;
  int sum = 0;
  for(int stiffness : theJointRequest.stiffnesses)
    sum += stiffness;
  observation.stiffnessSum = sum;
  observation.headActive = theHeadMotionInfo.isActive;
  observation.eyeGreen = theLEDRequest.leftEye[8];
  observation.eyeBlue = theLEDRequest.leftEye[16];
  observation.chestRed = theLEDRequest.chest[0];
  observation.chestGreen = theLEDRequest.chest[1];
  ++observation.frames;
}

void TestNaoProvider::update(JointSensorData& jointSensorData)
{
  FOREACH_ENUM(Joints::Joint, joint)
  {
    const float request = theJointRequest.angles[joint];
    if(request != JointRequest::off && request != JointRequest::ignore && theJointRequest.stiffnesses[joint] > 0)
      angles[joint] = request;
  }
  angles[Joints::rHipYawPitch] = angles[Joints::lHipYawPitch];
  jointSensorData.angles = angles;
  jointSensorData.timestamp = time;
  observation.lKneePitch = angles[Joints::lKneePitch];
  observation.headYaw = angles[Joints::headYaw];
}

void TestNaoProvider::update(InertialSensorData& inertialSensorData)
{
  inertialSensorData.acc = Vector3f(0.f, 0.f, 9.81f);
}

void TestNaoProvider::update(FsrSensorData& fsrSensorData)
{
  for(auto& leg : fsrSensorData.pressures)
    leg.fill(0.6f);
  fsrSensorData.totals.fill(2.4f);
}

void TestNaoProvider::update(KeyStates& keyStates)
{
  int frames = chestPressFrames.load();
  keyStates.pressed[KeyStates::chest] = frames > 0;
  if(frames > 0)
    chestPressFrames.compare_exchange_strong(frames, frames - 1);
}

void TestNaoProvider::update(SystemSensorData& systemSensorData)
{
  systemSensorData.batteryLevel = 0.8f;
  systemSensorData.cpuTemperature = 50.f;
}
