/**
 * @file Modules/Infrastructure/LEDHandler/LEDHandler.cpp
 * Computing the LED intensities from the body state, the game state and the battery.
 */
#include "Modules/Infrastructure/LEDHandler/LEDHandler.h"
#include <stdexcept>

MAKE_MODULE(LEDHandler);

using LEDHandlerStates::BodyState;

LEDHandler::LEDHandler()
{
  if(blinkPeriod == 0)
    throw std::runtime_error("LEDHandler: blinkPeriod must be > 0 ms");
}

BodyState LEDHandler::bodyState(const MotionInfo& motionInfo)
{
  switch(motionInfo.executedMotion)
  {
    case MotionRequest::sitDown:
      return motionInfo.isMotionFinished ? BodyState::sitting : BodyState::sittingDown;
    case MotionRequest::stand:
      return motionInfo.isMotionFinished ? BodyState::standing : BodyState::standingUp;
    default:
      return BodyState::limp;
  }
}

void LEDHandler::update(LEDRequest& ledRequest)
{
  ledRequest.clear();
  ledRequest.setEyes(eyes[bodyState(theMotionInfo)]);
  ledRequest.setChest(theGameState.isPenalized() ? penalized : chest[theGameState.state]);
  const bool goalkeeper = theGameState.playerNumber == theGameState.ownTeam.goalkeeperNumber;
  const ColorRGB& team = teamColors[goalkeeper ? theGameState.ownTeam.goalkeeperColor : theGameState.ownTeam.fieldPlayerColor];
  ledRequest.setLeftFoot(team);
  const bool beforeKickOff = theGameState.state == GameState::initial || theGameState.state == GameState::ready ||
                             theGameState.state == GameState::set;
  if(beforeKickOff && theGameState.isOwnKick())
    ledRequest.setRightFoot(ownKick);

  const bool blinkPhaseOff = theFrameInfo.time % blinkPeriod >= blinkPeriod / 2;
  const bool blinkOff = theSystemSensorData.batteryLevel < lowBattery && !theSystemSensorData.batteryCharging && blinkPhaseOff;
  if(!blinkOff)
    ledRequest.setEarGauge(theSystemSensorData.batteryLevel, earLevel);
  if(theLoggerStatus.state == LoggerStatus::stopped && !blinkPhaseOff)
    ledRequest.setSkull(loggerStopped);
}
