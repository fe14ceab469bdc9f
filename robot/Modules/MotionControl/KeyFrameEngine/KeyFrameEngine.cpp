/**
 * @file Modules/MotionControl/KeyFrameEngine/KeyFrameEngine.cpp
 * Playing key-frame motions and checking their parameters.
 */
#include "Modules/MotionControl/KeyFrameEngine/KeyFrameEngine.h"
#include "Streaming/TypeRegistry.h"
#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

MAKE_MODULE(KeyFrameEngine);

namespace
{
  /** The name of an enum constant for error messages. */
  template<typename E> std::string nameOf(E value)
  {
    const char* name = TypeRegistry::getEnumName(value);
    return name ? name : std::to_string(static_cast<int>(value));
  }
}

KeyFrameEngine::KeyFrameEngine()
{
  check();
}

void KeyFrameEngine::check() const
{
  const std::string file = Module::parameterFileName("KeyFrameEngine");
  FOREACH_ENUM(KeyFrameEngineOutput::Motion, m)
  {
    const KeyFrameMotion& parameters = motions[m];
    const std::string path = file + ", motions." + nameOf(m);
    if(parameters.stiffness < 0 || parameters.stiffness > 100)
      throw std::runtime_error("KeyFrameEngine: " + path + ".stiffness: " + std::to_string(parameters.stiffness) + " is not 0..100");
    if(parameters.holdStiffness < 0 || parameters.holdStiffness > 100)
      throw std::runtime_error("KeyFrameEngine: " + path + ".holdStiffness: " + std::to_string(parameters.holdStiffness) + " is not 0..100");
    for(std::size_t i = 0; i < parameters.keyFrames.size(); ++i)
    {
      const KeyFrame& frame = parameters.keyFrames[i];
      const std::string framePath = path + ".keyFrames[" + std::to_string(i) + "]";
      if(frame.duration == 0)
        throw std::runtime_error("KeyFrameEngine: " + framePath + ".duration: must be > 0 ms");
      if(frame.stiffness > 100)
        throw std::runtime_error("KeyFrameEngine: " + framePath + ".stiffness: " + std::to_string(frame.stiffness) + " is not -1..100");
      FOREACH_ENUM(Joints::Joint, joint)
      {
        const float angle = frame.angles[joint];
        const std::string jointPath = framePath + ".angles." + nameOf(joint) + ": ";
        if(Joints::isHand(joint) && (angle < 0.f || angle > 1.f))
          throw std::runtime_error("KeyFrameEngine: " + jointPath + std::to_string(angle) + " is not an opening 0..1");
        if(!Joints::isHand(joint) && !(std::abs(angle) <= pi))
          throw std::runtime_error("KeyFrameEngine: " + jointPath + std::to_string(angle) + " rad is out of range (\"deg\" missing?)");
      }
    }
  }
}

void KeyFrameEngine::start(KeyFrameEngineOutput::Motion newMotion)
{
  motion = newMotion;
  started = true;
  failed = false;
  keyFrame = 0;
  phaseStart = motionStart = theFrameInfo.time;
  from = theJointSensorData.angles;
  from[Joints::rHipYawPitch] = from[Joints::lHipYawPitch];
}

void KeyFrameEngine::update(KeyFrameEngineOutput& output)
{
  if(!started || (theMotionSelection.engine == MotionSelection::keyFrameEngine && theMotionSelection.since != selectedSince))
  {
    selectedSince = theMotionSelection.since;
    start(theMotionSelection.keyFrameMotion);
  }

  const KeyFrameMotion& parameters = motions[motion];
  const std::vector<KeyFrame>& frames = parameters.keyFrames;
  while(!failed && keyFrame < frames.size() && theFrameInfo.getTimeSince(phaseStart) >= static_cast<int>(frames[keyFrame].duration))
  {
    // The balance check of the frame just reached.
    const float pitch = theInertialSensorData.angle.y();
    if(!(pitch >= frames[keyFrame].minTorsoPitch && pitch <= frames[keyFrame].maxTorsoPitch))
      failed = true;
    from = frames[keyFrame].angles;
    phaseStart += frames[keyFrame].duration;
    ++keyFrame;
  }

  output.motion = motion;
  output.motionStartTime = motionStart;
  output.isDone = keyFrame >= frames.size() && !failed;
  output.failed = failed;
  if(failed)
  {
    output.angles = theJointSensorData.angles; // given up: limp
    output.angles[Joints::rHipYawPitch] = output.angles[Joints::lHipYawPitch];
    output.stiffnesses.fill(0);
    return;
  }
  if(frames.empty())
    output.angles = parameters.stiffness == 0 ? theJointSensorData.angles : from;
  else if(output.isDone)
    output.angles = frames.back().angles;
  else
  {
    const float t = static_cast<float>(std::max(theFrameInfo.getTimeSince(phaseStart), 0)) / static_cast<float>(frames[keyFrame].duration);
    const float ramp = 0.5f * (1.f - std::cos(pi * t));
    const auto& to = frames[keyFrame].angles;
    FOREACH_ENUM(Joints::Joint, joint)
      output.angles[joint] = from[joint] + (to[joint] - from[joint]) * ramp;
  }
  output.angles[Joints::rHipYawPitch] = output.angles[Joints::lHipYawPitch];
  const int moving = keyFrame < frames.size() && frames[keyFrame].stiffness >= 0 ? frames[keyFrame].stiffness : parameters.stiffness;
  output.stiffnesses.fill(output.isDone && !frames.empty() ? parameters.holdStiffness : moving);
}
