/**
 * @file Modules/BehaviorControl/SitStandBehavior/SitStandBehavior.cpp
 * The sit/stand behaviour: chest button clicks to motion and head requests.
 */
#include "Modules/BehaviorControl/SitStandBehavior/SitStandBehavior.h"
#include <cmath>

MAKE_MODULE(SitStandBehavior);

void SitStandBehavior::setActivity(BehaviorStatus& behaviorStatus, BehaviorStatus::Activity activity) const
{
  behaviorStatus.activity = activity;
  behaviorStatus.activitySince = theFrameInfo.time;
}

void SitStandBehavior::update(BehaviorStatus& behaviorStatus)
{
  if(chestButton.update(theKeyStates.pressed[KeyStates::chest], theFrameInfo.time, debounceTime, maxPressDuration))
  {
    ++behaviorStatus.chestButtonPresses;
    const bool up = behaviorStatus.activity == BehaviorStatus::limp || behaviorStatus.activity == BehaviorStatus::sittingDown;
    setActivity(behaviorStatus, up ? BehaviorStatus::standingUp : BehaviorStatus::sittingDown);
    return;
  }

  if(behaviorStatus.activity == BehaviorStatus::standingUp && theMotionInfo.isStanding())
    setActivity(behaviorStatus, BehaviorStatus::standing);
  else if(behaviorStatus.activity == BehaviorStatus::sittingDown && theMotionInfo.executedMotion == MotionRequest::sitDown &&
          theMotionInfo.isMotionFinished)
    setActivity(behaviorStatus, BehaviorStatus::limp);
}

void SitStandBehavior::update(MotionRequest& motionRequest)
{
  switch(theBehaviorStatus.activity)
  {
    case BehaviorStatus::standingUp:
    case BehaviorStatus::standing:
      motionRequest.motion = MotionRequest::stand;
      break;
    case BehaviorStatus::sittingDown:
      motionRequest.motion = MotionRequest::sitDown;
      break;
    default:
      motionRequest.motion = MotionRequest::playDead;
  }
}

void SitStandBehavior::update(HeadMotionRequest& headMotionRequest)
{
  headMotionRequest.speed = scanSpeed;
  if(theBehaviorStatus.activity != BehaviorStatus::standing || !theHeadMotionInfo.isActive)
  {
    headMotionRequest.pan = 0.f;
    headMotionRequest.tilt = 0.f;
    scanSide = 1.f;
    resting = false;
    return;
  }

  const float target = scanSide * scanPan;
  if(!resting && std::abs(theHeadMotionInfo.pan - target) <= arrivedTolerance && !theHeadMotionInfo.moving)
  {
    resting = true;
    restStart = theFrameInfo.time;
  }
  if(resting && theFrameInfo.getTimeSince(restStart) >= static_cast<int>(scanPause))
  {
    resting = false;
    scanSide = -scanSide;
  }
  headMotionRequest.pan = scanSide * scanPan;
  headMotionRequest.tilt = scanTilt;
}
