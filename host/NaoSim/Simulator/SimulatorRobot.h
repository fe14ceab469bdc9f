/**
 * @file Simulator/SimulatorRobot.h
 * The simulator robot of touchline-naosim (docs/naosim.md, "The simulator robot"): an
 * in-process robot of the framework, like the studio's replay robots, with one thread
 * "Simulator" whose module provides the GroundTruthWorldState, and a debug link of its own on
 * 127.0.0.1 that announces itself by beacons, so the studio and the console find it and talk to
 * it like to any robot. The console's commands for it (mv, mvb, push, pause, step, rtf, ...)
 * arrive as idConsole; naosim's loop runs them (takeCommands()) and answers (answer()).
 *
 *   SimulatorRobot simulator;
 *   if(!simulator.start(9998, true, error)) ...       // a busy 9998: any free port
 *   GroundTruthFeed::Packet& packet = simulator.feed().back(); ...; simulator.feed().publish();
 *   poll(simulator.commandFd()) -> for(auto& c : simulator.takeCommands()) simulator.answer(c.client, run(c.line));
 */
#pragma once

#include "Framework/Robot.h"
#include "Framework/Settings.h"
#include "Simulator/GroundTruthFeed.h"
#include "Threads/DebugThread.h"
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

class SimulatorRobot
{
public:
  /** A command line a host sent. */
  struct Command
  {
    std::uint32_t client;
    std::string line;
    bool refused = false; ///< It came while maxWaitingCommands waited: answer it with refusal(), do not run it.
  };

  /** The name it announces (its head name): the studio's scene tree lists it so. */
  static constexpr const char* name = "Simulator";
  /** The default port of its debug link (TCP; the robots' debug links use 9999). */
  static constexpr std::uint16_t defaultPort = 9998;
  /**
   * Commands that come while this many wait for the loop are refused (answered with refusal() in
   * their turn: every host gets its answers in the order of its commands).
   */
  static constexpr std::size_t maxWaitingCommands = 256;
  /** Beyond this many waiting and refused commands, a flooding host's commands are dropped unanswered. */
  static constexpr std::size_t maxQueuedCommands = 65536;
  /** The answer to a refused command. */
  static std::string refusal();

  SimulatorRobot();
  ~SimulatorRobot();
  SimulatorRobot(const SimulatorRobot&) = delete;
  SimulatorRobot& operator=(const SimulatorRobot&) = delete;

  /**
   * Starts the thread and the debug link on 127.0.0.1:port (0: any free port).
   * @param anyIfBusy If the port is taken, take any free one instead of failing.
   * @return false and why if it cannot be started.
   */
  bool start(std::uint16_t port, bool anyIfBusy, std::string& error);
  /** Stops the debug link and the thread (also done by the destructor). */
  void stop();

  /** The port of the debug link (after start()). */
  std::uint16_t port() const { return debug ? debug->port() : 0; }
  /** Where the beacons go ("127.255.255.255:9998"; empty if none). */
  std::string beaconTarget() const { return debug ? debug->beaconTarget() : std::string(); }
  /** The hand-over of the world to the thread. */
  GroundTruthFeed& feed() { return *groundTruth; }

  /** Readable (poll) while commands wait for the loop. */
  int commandFd() const { return eventFd; }
  /** The commands that came since the last call, oldest first. */
  std::vector<Command> takeCommands();
  /** How many commands were dropped since the last call (maxQueuedCommands). */
  std::size_t takeDropped();
  /** Answers a command (any thread). */
  void answer(std::uint32_t client, const std::string& text);

private:
  /** Called on the Debug thread: queues the command and wakes the loop. */
  void onCommand(std::uint32_t client, const std::string& line);

  Settings settings;
  std::unique_ptr<Robot> robot;
  std::unique_ptr<GroundTruthFeed> groundTruth;
  std::unique_ptr<DebugThread> debug;
  int eventFd = -1;
  std::mutex commandsMutex;
  std::deque<Command> commands; ///< commandsMutex
  std::size_t waiting = 0;      ///< Commands in commands that are not refused (commandsMutex).
  std::size_t dropped = 0;      ///< commandsMutex
};
