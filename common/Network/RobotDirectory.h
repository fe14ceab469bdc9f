/**
 * @file Network/RobotDirectory.h
 * The robots seen on the network, from their beacons.
 */
#pragma once

#include "Network/Beacon.h"
#include "Network/FrameHeader.h"
#include "Streaming/Enum.h"
#include <chrono>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

/**
 * Keeps the last beacon of every robot (keyed by "address:port" of its debug link) and says
 * whether it is alive, lost (no beacon for more than 5 s) or definitely lost (more than 30 s).
 * Times are passed in, so the states can be tested without waiting. Thread-safe.
 */
class RobotDirectory
{
public:
  using Clock = std::chrono::steady_clock;

  ENUM(State,
  {,
    alive,
    lost,
    definitelyLost,
  });

  static constexpr std::chrono::seconds lostAfter{5};
  static constexpr std::chrono::seconds definitelyLostAfter{30};

  /** What is known about one robot. */
  struct Robot
  {
    std::string key;               ///< "address:port" of the debug link.
    Beacon beacon;                 ///< The last one.
    std::string senderAddress;     ///< Where the last beacon came from.
    Clock::time_point firstSeen;
    Clock::time_point lastSeen;
    State state = alive;
    unsigned beacons = 0;          ///< Beacons received.
    unsigned missed = 0;           ///< Beacons missing in the sequence numbers.
  };

  /** The state of a robot whose last beacon is that old. */
  static State stateAfter(Clock::duration silence);

  /**
   * Records a beacon; an empty address in it means the sender's. Returns true if the robot is
   * new or was definitely lost.
   */
  bool update(const Beacon& beacon, Clock::time_point now, const std::string& senderAddress = "");
  /**
   * Records a beacon frame from a BroadcastPeer. Frames of other types are ignored; a beacon
   * frame whose payload does not read is counted as malformed. Returns update()'s result.
   */
  bool receive(const Frame& frame, const std::string& senderAddress, Clock::time_point now);

  /** All robots with their state at now, sorted by team, player number and name. */
  std::vector<Robot> robots(Clock::time_point now) const;
  /** One robot, by key. */
  std::optional<Robot> robot(const std::string& key, Clock::time_point now) const;
  /** Forgets a robot. */
  void remove(const std::string& key);

  std::uint64_t malformed() const;
  std::string lastMalformed() const;

private:
  mutable std::mutex mutex;
  std::map<std::string, Robot> entries;
  std::uint64_t malformedBeacons = 0;
  std::string malformedReason;
};
