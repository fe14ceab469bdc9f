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

bool SitStandBehavior::shouldStand(const GameState& gameState)
{
  if(gameState.isPenalized())
    return false;
  switch(gameState.state)
  {
    case GameState::standby:
    case GameState::ready:
    case GameState::set:
    case GameState::playing:
      return true;
    default:
      return false;
  }
}

void SitStandBehavior::update(BehaviorStatus& behaviorStatus)
{
  const bool stand = shouldStand(theGameState);
  const BehaviorStatus::Activity activity = behaviorStatus.activity;
  if(stand && (activity == BehaviorStatus::limp || activity == BehaviorStatus::sittingDown))
    setActivity(behaviorStatus, BehaviorStatus::standingUp);
  else if(!stand && (activity == BehaviorStatus::standing || activity == BehaviorStatus::standingUp))
    setActivity(behaviorStatus, BehaviorStatus::sittingDown);
  else if(activity == BehaviorStatus::standingUp && theMotionInfo.isStanding())
    setActivity(behaviorStatus, BehaviorStatus::standing);
  else if(activity == BehaviorStatus::sittingDown && theMotionInfo.executedMotion == MotionRequest::sitDown &&
          theMotionInfo.isMotionFinished)
    setActivity(behaviorStatus, BehaviorStatus::limp);
}

void SitStandBehavior::update(MotionRequest& motionRequest)
{
  switch(theBehaviorStatus.activity)
  {
    case BehaviorStatus::standingUp:
    case BehaviorStatus::standing:
      // Down on the ground (or on the way up again): get up; else stand.
      motionRequest.motion = theFallDownState.state == FallDownState::fallen ||
                                 (theMotionInfo.executedMotion == MotionRequest::getUp && !theMotionInfo.isMotionFinished)
                               ? MotionRequest::getUp
                               : MotionRequest::stand;
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
