/**
 * @file Console/DevGameController.h
 * A development GameController for desktop runs (docs/game.md, "gc" in docs/console.md): sends
 * real RoboCupGameControlData packets (version 18 or 19), hears the robots' answers and counts
 * their team messages against the budget, as the official one does.
 */
#pragma once

#include "Network/RoboCupGameControlData.h"
#include "Network/UdpSocket.h"
#include <atomic>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

/**
 * The packet is sent twice a second, and at once after every change, to each destination
 * (UDP port 3838). While the state is PLAYING, the half's clock runs down. Answers on port 3939
 * are kept per robot; team messages of both teams (UDP 10000 + team) are counted in READY,
 * SET and PLAYING, each one taken from its team's message budget. All methods are thread-safe.
 */
class DevGameController
{
public:
  /** What the robots told (RoboCupGameControlReturnData) and how often. */
  struct RobotStatus
  {
    RoboCupGameControlReturnData last;
    std::string address;
    unsigned packets = 0;
  };

  DevGameController();
  ~DevGameController();
  DevGameController(const DevGameController&) = delete;
  DevGameController& operator=(const DevGameController&) = delete;

  /** Opens the sockets and starts sending; false and why if the answer port cannot be bound. */
  bool start(std::string& error);
  bool isRunning() const { return running; }

  /** Where packets go: IPv4 addresses (broadcast or unicast). */
  void setDestinations(const std::vector<std::string>& addresses);
  std::vector<std::string> destinations() const;

  /** The teams (first: teams[0], the team on the left from the operator's view). */
  void setTeams(int first, int second);
  /** Changes the packet version (18 or 19); the budgets start anew. */
  void setVersion(unsigned version);

  /** Changes something in the packet (under the lock) and sends it at once. */
  void change(const std::function<void(RoboCupGameControlData& packet)>& modify);
  /** A copy of the current packet. */
  RoboCupGameControlData packet() const;

  std::map<std::pair<int, int>, RobotStatus> robots() const;
  /** Team messages heard per team number (in counted states), and those dropped (other sizes). */
  std::map<int, unsigned> teamMessages() const;
  /** Packets sent so far. */
  unsigned packetsSent() const { return sent; }
  /** The last error while sending ("" if none). */
  std::string lastError() const;

private:
  void run();
  void send(const RoboCupGameControlData& packet);
  void tick(RoboCupGameControlData& packet, std::chrono::steady_clock::time_point now);
  void receive();
  /** Opens a listener for the team messages of each team. */
  void openTeamPorts();

  mutable std::mutex mutex;
  RoboCupGameControlData current;
  std::vector<UdpSocket::Endpoint> targets;
  UdpSocket sender;
  UdpSocket answers;
  std::map<int, UdpSocket> teamPorts;
  std::map<std::pair<int, int>, RobotStatus> statuses;
  std::map<int, unsigned> teamMessageCount;
  std::string error;
  std::atomic<bool> running{false};
  std::atomic<bool> sendNow{false};
  std::atomic<unsigned> sent{0};
  std::thread thread;
};
