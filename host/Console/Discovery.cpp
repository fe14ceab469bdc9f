/**
 * @file Console/Discovery.cpp
 * Beacons into a RobotDirectory.
 */
#include "Console/Discovery.h"

bool Discovery::start(std::uint16_t port, std::string& error)
{
  BroadcastPeer::Options options;
  options.port = port;
  auto listener = std::make_unique<BroadcastPeer>(options);
  if(!listener->open(error, [this](BroadcastPeer::Received& received) {
       directory.receive(received.frame, received.address, RobotDirectory::Clock::now());
     }))
    return false;
  peer = std::move(listener);
  return true;
}

void Discovery::stop()
{
  if(peer)
    peer->close();
  peer.reset();
}

std::vector<RobotDirectory::Robot> Discovery::robots() const
{
  return directory.robots(RobotDirectory::Clock::now());
}

std::pair<std::string, unsigned short> Discovery::address(const RobotDirectory::Robot& robot)
{
  return {robot.beacon.address.empty() ? robot.senderAddress : robot.beacon.address, static_cast<unsigned short>(robot.beacon.port)};
}
