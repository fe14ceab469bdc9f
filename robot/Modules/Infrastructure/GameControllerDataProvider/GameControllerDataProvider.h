/**
 * @file Modules/Infrastructure/GameControllerDataProvider/GameControllerDataProvider.h
 * Receives the GameController's packets on UDP 3838 and answers on 3939 (docs/game.md).
 */
#pragma once

#include "Framework/Module.h"
#include "Network/UdpSocket.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/GameControllerData.h"
#include "Representations/Infrastructure/SensorData/InertialSensorData.h"

MODULE(GameControllerDataProvider,
{,
  REQUIRES(FrameInfo),
  REQUIRES(InertialSensorData),
  PROVIDES(GameControllerData),
  LOADS_PARAMETERS(
  {,
    (int) version,              /**< The expected packet version: 18 (SPL) or 19 (Humanoid Soccer League). */
    (unsigned) returnInterval,  /**< The robot answers the GameController this often (ms). */
    (unsigned) answerTimeout,   /**< It answers only while the last packet is younger than this (ms). */
    (Angle) fallenTilt,         /**< The robot reports itself fallen when its torso is tilted more than this. */
    (unsigned) reopenInterval,  /**< A port that could not be opened is tried again this often (ms). */
  }),
});

/**
 * Takes every datagram that arrived on port 3838 since the last frame. A packet of the expected
 * version whose teams include the own team number (Settings, wherever in the packet the team
 * stands) becomes the GameControllerData; everything else is counted and ignored, the first of
 * each kind reported. Once per returnInterval the robot's RoboCupGameControlReturnData goes to
 * the address the last packet came from, port 3939. Never blocks.
 */
class GameControllerDataProvider : public GameControllerDataProviderBase
{
public:
  GameControllerDataProvider();

private:
  void update(GameControllerData& gameControllerData) override;

  /** Handles one datagram that arrived at a time (ms). */
  void handle(GameControllerData& gameControllerData, const char* data, long size, const UdpSocket::Endpoint& from, unsigned arrival);
  void sendReturn(GameControllerData& gameControllerData);

  UdpSocket socket;
  UdpSocket::Endpoint sender;  ///< Where the last accepted packet came from.
  unsigned lastReturn = 0;     ///< When the last answer was sent (ms).
  unsigned lastOpenAttempt = 0;
  bool reportedOpenError = false;
  bool reportedMalformed = false;
  bool reportedVersion = false;
  bool reportedOtherTeams = false;
};
