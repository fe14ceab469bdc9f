/**
 * @file Console/Discovery.h
 * Listens for the robots' beacons (docs/formats/debug-link.md, "Discovery") and keeps the robots
 * seen: what touchline-console --list prints and the studio's robot list shows. Thread-safe.
 */
#pragma once

#include "Network/BroadcastPeer.h"
#include "Network/RobotDirectory.h"
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

class Discovery
{
public:
  ~Discovery() { stop(); }
  /** Starts listening on the UDP port of the beacons; false and why if it cannot. */
  bool start(std::uint16_t port, std::string& error);
  void stop();
  bool running() const { return peer != nullptr; }
  /** The robots seen, with their state now. */
  std::vector<RobotDirectory::Robot> robots() const;
  /** The address and port of a robot's debug link ("10.0.1.17", 9999). */
  static std::pair<std::string, unsigned short> address(const RobotDirectory::Robot& robot);

private:
  RobotDirectory directory; /**< Before the peer: its thread writes here until the peer is gone. */
  std::unique_ptr<BroadcastPeer> peer;
};
