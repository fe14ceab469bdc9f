/**
 * @file Network/RobotDirectory.cpp
 * The robots heard through their beacons, with lost and definitely-lost timeouts.
 */
#include "Network/RobotDirectory.h"
#include <algorithm>
#include <tuple>

RobotDirectory::State RobotDirectory::stateAfter(Clock::duration silence)
{
  return silence > definitelyLostAfter ? definitelyLost : silence > lostAfter ? lost : alive;
}

bool RobotDirectory::update(const Beacon& beacon, Clock::time_point now, const std::string& senderAddress)
{
  Beacon stored = beacon;
  if(stored.address.empty())
    stored.address = senderAddress;
  const std::string key = stored.address + ":" + std::to_string(stored.port);

  std::lock_guard lock(mutex);
  const auto [i, inserted] = entries.try_emplace(key);
  Robot& robot = i->second;
  const bool found = inserted || stateAfter(now - robot.lastSeen) == definitelyLost;
  if(found)
  {
    robot = Robot();
    robot.key = key;
    robot.firstSeen = now;
  }
  else if(beacon.sequence > robot.beacon.sequence)
    robot.missed += beacon.sequence - robot.beacon.sequence - 1;
  // A lower sequence number: the robot restarted its software; nothing is missing.
  robot.beacon = std::move(stored);
  robot.senderAddress = senderAddress;
  robot.lastSeen = now;
  robot.state = alive;
  ++robot.beacons;
  return found;
}

bool RobotDirectory::receive(const Frame& frame, const std::string& senderAddress, Clock::time_point now)
{
  if(frame.type != LinkControl::beacon)
    return false;
  Beacon beacon;
  std::string error;
  if(!decodeBeaconPayload(frame.payload, beacon, error))
  {
    std::lock_guard lock(mutex);
    ++malformedBeacons;
    malformedReason = "from " + senderAddress + ": " + error;
    return false;
  }
  return update(beacon, now, senderAddress);
}

std::vector<RobotDirectory::Robot> RobotDirectory::robots(Clock::time_point now) const
{
  std::vector<Robot> result;
  {
    std::lock_guard lock(mutex);
    result.reserve(entries.size());
    for(const auto& [key, robot] : entries)
    {
      result.push_back(robot);
      result.back().state = stateAfter(now - robot.lastSeen);
    }
  }
  std::sort(result.begin(), result.end(), [](const Robot& a, const Robot& b) {
    return std::tie(a.beacon.team, a.beacon.playerNumber, a.beacon.name, a.key) <
           std::tie(b.beacon.team, b.beacon.playerNumber, b.beacon.name, b.key);
  });
  return result;
}

std::optional<RobotDirectory::Robot> RobotDirectory::robot(const std::string& key, Clock::time_point now) const
{
  std::lock_guard lock(mutex);
  const auto i = entries.find(key);
  if(i == entries.end())
    return std::nullopt;
  Robot result = i->second;
  result.state = stateAfter(now - result.lastSeen);
  return result;
}

void RobotDirectory::remove(const std::string& key)
{
  std::lock_guard lock(mutex);
  entries.erase(key);
}

std::uint64_t RobotDirectory::malformed() const
{
  std::lock_guard lock(mutex);
  return malformedBeacons;
}

std::string RobotDirectory::lastMalformed() const
{
  std::lock_guard lock(mutex);
  return malformedReason;
}
