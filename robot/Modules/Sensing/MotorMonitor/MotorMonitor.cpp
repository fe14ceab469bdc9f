/**
 * @file Modules/Sensing/MotorMonitor/MotorMonitor.cpp
 * Joints that do not follow their commands.
 */
#include "Modules/Sensing/MotorMonitor/MotorMonitor.h"
#include <cmath>

MAKE_MODULE(MotorMonitor);

void MotorMonitor::update(MotorHealth& motorHealth)
{
  motorHealth.allFollowing = true;
  unsigned oldest = 0;
  FOREACH_ENUM(Joints::Joint, joint)
  {
    const float commanded = theJointRequest.angles[joint];
    const float measured = theJointSensorData.angles[joint];
    const bool checked = !Joints::isHand(joint) && theJointRequest.stiffnesses[joint] >= minStiffness && commanded != JointRequest::off &&
                         commanded != JointRequest::ignore && std::isfinite(commanded);
    // A measurement that is no number is as bad as a joint that does not follow.
    const float error = !checked ? 0.f : std::isfinite(measured) ? std::abs(measured - commanded) : static_cast<float>(maxError) + 1.f;
    motorHealth.errors[joint] = error;
    if(error <= maxError)
    {
      count[joint] = 0;
      continue;
    }
    if(count[joint]++ == 0)
      awaySince[joint] = theFrameInfo.time;
    if(count[joint] >= frames && (motorHealth.allFollowing || count[joint] > oldest))
    {
      motorHealth.allFollowing = false;
      motorHealth.notFollowing = joint;
      motorHealth.since = awaySince[joint];
      oldest = count[joint];
    }
  }
}
