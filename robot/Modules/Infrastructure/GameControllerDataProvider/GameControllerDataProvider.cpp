/**
 * @file Modules/Infrastructure/GameControllerDataProvider/GameControllerDataProvider.cpp
 * Receiving and checking GameController packets, answering once a second, counting what is ignored.
 */
#include "Modules/Infrastructure/GameControllerDataProvider/GameControllerDataProvider.h"
#include "Platform/Time.h"
#include "Framework/Settings.h"
#include "Streaming/Global.h"
#include "Streaming/Output.h"
#include <algorithm>
#include <arpa/inet.h>
#include <chrono>
#include <cmath>
#include <stdexcept>

MAKE_MODULE(GameControllerDataProvider);

GameControllerDataProvider::GameControllerDataProvider()
{
  if(version != GameControl::splVersion && version != GameControl::hslVersion)
    throw std::runtime_error("GameControllerDataProvider: version must be 18 or 19, not " + std::to_string(version));
  if(returnInterval == 0)
    throw std::runtime_error("GameControllerDataProvider: returnInterval must be > 0 ms");
}

void GameControllerDataProvider::update(GameControllerData& gameControllerData)
{
  if(gameControllerData.timeLastPacketReceived == 0)
    gameControllerData.version = static_cast<unsigned char>(version); // the version the robot plays by
  if(!socket.isOpen() && (lastOpenAttempt == 0 || theFrameInfo.getTimeSince(lastOpenAttempt) >= static_cast<int>(reopenInterval)))
  {
    lastOpenAttempt = theFrameInfo.time ? theFrameInfo.time : 1;
    std::string error;
    if(!socket.open(GameControl::dataPort, error) && !reportedOpenError)
    {
      OUTPUT_ERROR("GameControllerDataProvider: " << error << " (no GameController packets; trying again every " << reopenInterval << " ms)");
      reportedOpenError = true;
    }
  }

  std::array<char, GameControl::maxSize + 1> buffer;
  UdpSocket::Endpoint from;
  std::chrono::steady_clock::time_point arrival;
  for(long size; (size = socket.receive(buffer.data(), buffer.size(), from, &arrival)) >= 0;)
    handle(gameControllerData, buffer.data(), size, from, Time::fromMonotonic(arrival));

  if(gameControllerData.timeLastPacketReceived != 0 &&
     theFrameInfo.getTimeSince(gameControllerData.timeLastPacketReceived) < static_cast<int>(answerTimeout) &&
     theFrameInfo.getTimeSince(lastReturn) >= static_cast<int>(returnInterval))
    sendReturn(gameControllerData);
}

void GameControllerDataProvider::handle(GameControllerData& gameControllerData, const char* data, long size, const UdpSocket::Endpoint& from,
                                        unsigned arrival)
{
  RoboCupGameControlData packet;
  std::string error;
  // A datagram larger than the buffer has been cut off: its real size makes parse() reject it.
  if(!GameControl::parse(data, static_cast<std::size_t>(size), packet, error))
  {
    ++gameControllerData.ignoredMalformed;
    if(!reportedMalformed)
      OUTPUT_WARNING("GameControllerDataProvider: ignoring packets on port 3838 from " << from.host() << ": " << error);
    reportedMalformed = true;
    return;
  }
  if(packet.version != version)
  {
    ++gameControllerData.ignoredVersion;
    if(!reportedVersion)
      OUTPUT_WARNING("GameControllerDataProvider: ignoring version " << static_cast<int>(packet.version) << " packets from "
                     << from.host() << " (expecting version " << version << ", gameControllerDataProvider.cfg)");
    reportedVersion = true;
    return;
  }
  const int team = Global::getSettings().teamNumber;
  if(packet.teams[0].teamNumber != team && packet.teams[1].teamNumber != team)
  {
    ++gameControllerData.ignoredOtherTeams;
    if(!reportedOtherTeams)
      OUTPUT_WARNING("GameControllerDataProvider: ignoring packets from " << from.host() << " for teams "
                     << static_cast<int>(packet.teams[0].teamNumber) << " and " << static_cast<int>(packet.teams[1].teamNumber)
                     << " (this robot plays for team " << team << ")");
    reportedOtherTeams = true;
    return;
  }
  static_cast<RoboCupGameControlData&>(gameControllerData) = packet;
  // When it arrived (the robot's clock, as FrameInfo): all robots receive the same packet at
  // the same moment, which synchronises their clocks (TeamMessageHandler).
  gameControllerData.timeLastPacketReceived = std::max(arrival, 1u);
  gameControllerData.senderAddress = ntohl(from.address.sin_addr.s_addr);
  ++gameControllerData.packetsAccepted;
  sender = from;
}

void GameControllerDataProvider::sendReturn(GameControllerData& gameControllerData)
{
  const Settings& settings = Global::getSettings();
  RoboCupGameControlReturnData answer;
  answer.playerNum = static_cast<unsigned char>(settings.playerNumber);
  answer.teamNum = static_cast<unsigned char>(settings.teamNumber);
  const float tilt = std::max(std::abs(static_cast<float>(theInertialSensorData.angle.x())),
                              std::abs(static_cast<float>(theInertialSensorData.angle.y())));
  answer.fallen = tilt > fallenTilt ? 1 : 0;
  // No self-localisation and no ball model yet: the pose stays at the centre, the ball unseen.
  std::array<char, GameControl::returnSize> buffer;
  GameControl::writeReturn(answer, buffer);
  UdpSocket::Endpoint to = sender;
  to.address.sin_port = htons(GameControl::returnPort);
  if(socket.send(buffer.data(), buffer.size(), to))
    ++gameControllerData.returnPacketsSent;
  lastReturn = theFrameInfo.time;
}
