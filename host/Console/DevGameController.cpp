/**
 * @file Console/DevGameController.cpp
 * The development GameController: game state, packets of version 18 and 19, answers and team message counting.
 */
#include "Console/DevGameController.h"
#include <chrono>

namespace
{
  constexpr auto sendPeriod = std::chrono::milliseconds(500);
  constexpr std::uint8_t stateReady = 1, stateSet = 2, statePlaying = 3;

  /** Whether the GameController counts team messages in this state (not in shoot-outs). */
  bool counting(const RoboCupGameControlData& packet)
  {
    return packet.gamePhase != 1 && (packet.state == stateReady || packet.state == stateSet || packet.state == statePlaying);
  }
}

DevGameController::DevGameController()
{
  current.version = GameControl::splVersion;
  current.playersPerTeam = 5;
  current.firstHalf = 1;
  current.secsRemaining = 600;
  for(GameControlTeamInfo& team : current.teams)
    team.messageBudget = static_cast<unsigned short>(GameControl::messageBudget(current.version));
  current.teams[0].fieldPlayerColour = 0; // blue, goalkeeper purple
  current.teams[0].goalkeeperColour = 7;
  current.teams[1].fieldPlayerColour = 1; // red, goalkeeper yellow
  current.teams[1].goalkeeperColour = 2;
  current.teams[0].goalkeeper = current.teams[1].goalkeeper = 1;
}

DevGameController::~DevGameController()
{
  running = false;
  if(thread.joinable())
    thread.join();
}

bool DevGameController::start(std::string& startError)
{
  if(running)
    return true;
  if(!sender.open(0, startError))
    return false;
  if(!answers.open(GameControl::returnPort, startError))
    return false;
  {
    std::lock_guard lock(mutex);
    openTeamPorts();
  }
  running = true;
  thread = std::thread([this] { run(); });
  return true;
}

void DevGameController::openTeamPorts()
{
  for(const GameControlTeamInfo& team : current.teams)
  {
    const int number = team.teamNumber;
    if(teamPorts.count(number))
      continue;
    std::string openError;
    if(!teamPorts[number].open(static_cast<std::uint16_t>(10000 + number), openError))
      error = "team messages of team " + std::to_string(number) + " are not counted: " + openError;
  }
}

void DevGameController::setDestinations(const std::vector<std::string>& addresses)
{
  std::vector<UdpSocket::Endpoint> endpoints;
  for(const std::string& address : addresses)
  {
    UdpSocket::Endpoint endpoint;
    if(UdpSocket::resolve(address, GameControl::dataPort, endpoint))
      endpoints.push_back(endpoint);
  }
  std::lock_guard lock(mutex);
  targets = endpoints;
}

std::vector<std::string> DevGameController::destinations() const
{
  std::lock_guard lock(mutex);
  std::vector<std::string> result;
  for(const UdpSocket::Endpoint& target : targets)
    result.push_back(target.host());
  return result;
}

void DevGameController::setTeams(int first, int second)
{
  std::lock_guard lock(mutex);
  current.teams[0].teamNumber = static_cast<unsigned char>(first);
  current.teams[1].teamNumber = static_cast<unsigned char>(second);
  if(running)
    openTeamPorts();
  sendNow = true;
}

void DevGameController::setVersion(unsigned version)
{
  std::lock_guard lock(mutex);
  current.version = static_cast<unsigned char>(version);
  for(GameControlTeamInfo& team : current.teams)
  {
    team.messageBudget = static_cast<unsigned short>(GameControl::messageBudget(version));
    for(GameControlRobotInfo& player : team.players)
      player = GameControlRobotInfo();
  }
  current.setPlay = 0;
  current.competitionPhase = current.stopped = 0;
  sendNow = true;
}

void DevGameController::change(const std::function<void(RoboCupGameControlData& packet)>& modify)
{
  std::lock_guard lock(mutex);
  modify(current);
  sendNow = true;
}

RoboCupGameControlData DevGameController::packet() const
{
  std::lock_guard lock(mutex);
  return current;
}

std::map<std::pair<int, int>, DevGameController::RobotStatus> DevGameController::robots() const
{
  std::lock_guard lock(mutex);
  return statuses;
}

std::map<int, unsigned> DevGameController::teamMessages() const
{
  std::lock_guard lock(mutex);
  return teamMessageCount;
}

std::string DevGameController::lastError() const
{
  std::lock_guard lock(mutex);
  return error;
}

void DevGameController::run()
{
  auto nextSend = std::chrono::steady_clock::now();
  auto lastTick = nextSend;
  while(running)
  {
    const auto now = std::chrono::steady_clock::now();
    if(now >= nextSend || sendNow.exchange(false))
    {
      RoboCupGameControlData packet;
      {
        std::lock_guard lock(mutex);
        while(now - lastTick >= std::chrono::seconds(1))
        {
          lastTick += std::chrono::seconds(1);
          tick(current, lastTick);
        }
        ++current.packetNumber;
        packet = current;
      }
      send(packet);
      nextSend = now + sendPeriod;
    }
    answers.wait(std::chrono::milliseconds(20));
    receive();
  }
}

void DevGameController::tick(RoboCupGameControlData& packet, std::chrono::steady_clock::time_point)
{
  if(packet.state == statePlaying && packet.secsRemaining > 0)
    --packet.secsRemaining;
  if(packet.secondaryTime > 0)
    --packet.secondaryTime;
  for(GameControlTeamInfo& team : packet.teams)
    for(GameControlRobotInfo& player : team.players)
      if(player.penalty != 0 && player.secsTillUnpenalised > 0)
        --player.secsTillUnpenalised;
}

void DevGameController::send(const RoboCupGameControlData& packet)
{
  std::array<char, GameControl::maxSize> buffer;
  const std::size_t size = GameControl::write(packet, buffer);
  std::vector<UdpSocket::Endpoint> to;
  {
    std::lock_guard lock(mutex);
    to = targets;
  }
  for(const UdpSocket::Endpoint& target : to)
    if(sender.send(buffer.data(), size, target))
      ++sent;
    else
    {
      std::lock_guard lock(mutex);
      error = sender.lastError();
    }
}

void DevGameController::receive()
{
  std::array<char, 2048> buffer;
  UdpSocket::Endpoint from;
  for(long size; (size = answers.receive(buffer.data(), buffer.size(), from)) >= 0;)
  {
    RoboCupGameControlReturnData status;
    std::string parseError;
    if(!GameControl::parseReturn(buffer.data(), static_cast<std::size_t>(size), status, parseError))
      continue;
    std::lock_guard lock(mutex);
    RobotStatus& robot = statuses[{status.teamNum, status.playerNum}];
    robot.last = status;
    robot.address = from.host();
    ++robot.packets;
  }
  std::lock_guard lock(mutex);
  for(auto& [team, socket] : teamPorts)
    while((socket.receive(buffer.data(), buffer.size(), from)) >= 0)
      if(counting(current))
      {
        ++teamMessageCount[team];
        for(GameControlTeamInfo& info : current.teams)
          if(info.teamNumber == team && info.messageBudget > 0)
            --info.messageBudget;
      }
}
