/**
 * @file Representations/Infrastructure/JointRequest.cpp
 * Checking a JointRequest (verify) and overwriting it with the joints another request sets.
 */
#include "Representations/Infrastructure/JointRequest.h"
#include "Math/Constants.h"
#include <cmath>
#include <stdexcept>

bool JointRequest::isValid() const
{
  FOREACH_ENUM(Joints::Joint, joint)
  {
    const float angle = angles[joint];
    if(!std::isfinite(angle))
      return false;
    if(angle != off && angle != ignore)
    {
      if(Joints::isHand(joint) ? (angle < 0.f || angle > 1.f) : std::abs(angle) > pi2)
        return false;
    }
    if(stiffnesses[joint] < 0 || stiffnesses[joint] > 100)
      return false;
  }
  return true;
}

void JointRequest::overwriteWith(const JointRequest& source)
{
  FOREACH_ENUM(Joints::Joint, joint)
    if(source.angles[joint] != ignore)
    {
      angles[joint] = source.angles[joint];
      stiffnesses[joint] = source.stiffnesses[joint];
    }
}

void JointRequest::verify() const
{
  if(!isValid())
    throw std::logic_error("JointRequest: an angle is not finite or out of range, or a stiffness is not 0..100");
}
