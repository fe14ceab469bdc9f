/**
 * @file Modules/MotionControl/MotionSelector/MotionSelector.cpp
 * Choosing the engine that moves the body.
 */
#include "Modules/MotionControl/MotionSelector/MotionSelector.h"
#include "Streaming/Output.h"

MAKE_MODULE(MotionSelector);

void MotionSelector::select(MotionSelection& selection, MotionSelection::Engine engine, KeyFrameEngineOutput::Motion keyFrameMotion)
{
  if(engine == MotionSelection::keyFrameEngine && selection.engine == engine && selection.keyFrameMotion == keyFrameMotion)
    return;
  if(engine != MotionSelection::keyFrameEngine && selection.engine == engine)
    return;
  selection.engine = engine;
  selection.keyFrameMotion = keyFrameMotion;
  selection.since = theFrameInfo.time;
}

void MotionSelector::update(MotionSelection& selection)
{
  const MotionRequest::Motion request = theMotionRequest.motion;
  if(request != lastRequest)
  {
    kicked = false;
    tries = 0;
    lastRequest = request;
    selection.motorFault = false;
  }
  using Engine = MotionSelection::Engine;
  using KeyFrame = KeyFrameEngineOutput;
  const Engine engine = selection.engine;
  const bool walkStands = theWalkingEngineOutput.standing && selection.engine == MotionSelection::walkingEngine;
  if(!walkStands)
    standingSince = theFrameInfo.time;
  const bool kickDone = theKickEngineOutput.isDone;
  const bool keyFrameFresh = theKeyFrameEngineOutput.motionStartTime >= selection.since; // the key-frame engine plays the selected motion
  const bool keyFrameDone = keyFrameFresh && theKeyFrameEngineOutput.isDone;
  selection.walkStops = false;

  // A fall that is certain: protect, unless the robot should be limp or get up anyway.
  if(theFallDownState.state == FallDownState::falling && request != MotionRequest::playDead && request != MotionRequest::getUp &&
     engine != Engine::fallProtection &&
     !(engine == Engine::keyFrameEngine && (selection.keyFrameMotion == KeyFrame::getUpFront || selection.keyFrameMotion == KeyFrame::getUpBack)))
  {
    select(selection, Engine::fallProtection);
    return;
  }
  if(engine == Engine::fallProtection)
  {
    const bool upAgain = theFallDownState.state == FallDownState::upright || theFallDownState.state == FallDownState::sitting;
    if(request == MotionRequest::playDead || request == MotionRequest::getUp || request == MotionRequest::keyFrame || upAgain)
      ; // decided below
    else
      return;
  }

  // A joint that does not follow while the robot stands, walks or kicks: sit down (a leg that
  // gives way may still make it fall: the protection above), until the request changes.
  if(!theMotorHealth.allFollowing && !selection.motorFault && (engine == Engine::walkingEngine || engine == Engine::kickEngine))
  {
    selection.motorFault = true;
    OUTPUT_WARNING("MotionSelector: " << TypeRegistry::getEnumName(theMotorHealth.notFollowing)
                   << " does not follow its command; the robot sits down until the motion request changes");
  }
  if(selection.motorFault)
  {
    if(theFallDownState.state != FallDownState::falling)
      select(selection, Engine::keyFrameEngine, theFallDownState.state == FallDownState::fallen ? KeyFrame::playDead : KeyFrame::sitDown);
    return;
  }

  // Another engine has the body: let it finish what cannot be cut off.
  const auto leaveWalkFor = [&](Engine next, KeyFrame::Motion motion) {
    if(selection.engine == Engine::walkingEngine && !walkStands)
      selection.walkStops = true;
    else if(selection.engine == Engine::kickEngine && !kickDone)
      ;
    else
      select(selection, next, motion);
  };

  switch(request)
  {
    case MotionRequest::playDead:
      select(selection, Engine::keyFrameEngine, KeyFrame::playDead);
      break;
    case MotionRequest::sitDown:
      leaveWalkFor(Engine::keyFrameEngine, KeyFrame::sitDown);
      break;
    case MotionRequest::keyFrame:
    {
      leaveWalkFor(Engine::keyFrameEngine, theMotionRequest.keyFrameMotion);
      break;
    }
    case MotionRequest::getUp:
    {
      const bool gettingUp = selection.engine == Engine::keyFrameEngine &&
                             (selection.keyFrameMotion == KeyFrame::getUpFront || selection.keyFrameMotion == KeyFrame::getUpBack);
      if(gettingUp && keyFrameFresh && theKeyFrameEngineOutput.failed)
      {
        // A balance check failed: limp until the robot lies still, then try again from how it lies.
        ++tries;
        select(selection, Engine::keyFrameEngine, KeyFrame::playDead);
        break;
      }
      if(gettingUp && keyFrameDone)
      {
        select(selection, Engine::walkingEngine); // up: stand
        break;
      }
      if(gettingUp || (selection.engine == Engine::walkingEngine && theFallDownState.isUpright()))
        break;
      if(tries >= getUpTries)
        break; // given up: limp until the request changes
      // Lying: limp for lieStill first, since the fall and since the robot went limp (after a failed try it may still roll).
      const bool limp = selection.engine == Engine::keyFrameEngine && selection.keyFrameMotion == KeyFrame::playDead;
      const bool lyingStill = theFrameInfo.getTimeSince(theFallDownState.since) >= static_cast<int>(lieStill) &&
                              (!limp || theFrameInfo.getTimeSince(selection.since) >= static_cast<int>(lieStill));
      if(theFallDownState.state == FallDownState::fallen && lyingStill)
        select(selection, Engine::keyFrameEngine,
               theFallDownState.direction == FallDownState::front ? KeyFrame::getUpFront : KeyFrame::getUpBack);
      else if(theFallDownState.state == FallDownState::fallen)
        select(selection, Engine::keyFrameEngine, KeyFrame::playDead); // lying: limp for a moment first
      else if(theFallDownState.isUpright() || theFallDownState.state == FallDownState::sitting)
        leaveWalkFor(Engine::keyFrameEngine, KeyFrame::standUp);
      else if(selection.engine != Engine::keyFrameEngine)
        select(selection, Engine::keyFrameEngine, KeyFrame::playDead); // still falling: limp until it lies
      break;
    }
    case MotionRequest::stand:
    case MotionRequest::walk:
    case MotionRequest::kick:
    {
      if(selection.engine == Engine::keyFrameEngine || selection.engine == Engine::fallProtection)
      {
        // Up first (from sitting, or after a fall the robot caught), then the walk takes over.
        if(selection.engine == Engine::keyFrameEngine && selection.keyFrameMotion == KeyFrame::standUp && keyFrameDone)
          select(selection, Engine::walkingEngine);
        else
          select(selection, Engine::keyFrameEngine, KeyFrame::standUp);
      }
      else if(selection.engine == Engine::kickEngine)
      {
        if(kickDone)
        {
          kicked = true;
          select(selection, Engine::walkingEngine);
        }
      }
      else if(request == MotionRequest::kick && !kicked)
      {
        // From a still stance: the walk stands, and has stood for a moment without swaying.
        if(walkStands && theFrameInfo.getTimeSince(standingSince) >= static_cast<int>(kickSettleTime) &&
           theFallDownState.state == FallDownState::upright)
          select(selection, Engine::kickEngine);
        else if(!walkStands)
          selection.walkStops = true;
      }
      break;
    }
    default:
      break;
  }
}
