/**
 * @file Console/SimulationCommands.h
 * The command "sim": robots of touchline-naosim in its simulated time (docs/console.md,
 * "Simulated time").
 */
#pragma once

#include "Console/ConsoleCore.h"
#include <string>

/**
 * "sim at SECONDS" holds touchline-naosim's world at a simulated time (its simulator robot's
 * command "hold"), after making sure that every connected robot program has been handed what the
 * console sent it before ("sync" of the debug link); the commands that follow then act at the
 * next cycle, the same in every run. "sim go" lets the held world run on. "sim connect" connects
 * to every robot program of the simulation under its scene name. So a console script is a
 * scripted situation that repeats exactly in naosim's --lockstep and --fast.
 */
class SimulationCommands
{
public:
  explicit SimulationCommands(ConsoleCore& core) : core(core) {}
  void addCommands(CommandTable& table);

  /** The longest a "sim at" waits for the world (wall clock). */
  static constexpr std::chrono::hours maxHoldWait{1};

private:
  using Result = ConsoleCore::Result;
  using Call = ConsoleCore::Call;

  Result sim(const Call& call);
  /** The connected simulator robot (it has the command hold), nullptr (and why printed) if there is none. */
  RobotConnection* simulator();
  /** Sends a command line to a robot and waits for its answer (at most timeout); false (and why printed) if none came. */
  bool ask(RobotConnection& robot, const std::string& line, std::chrono::milliseconds timeout, std::string& answer);
  /** Waits until every connected robot program has handed on what it was sent ("sync"). */
  bool synchronise(const RobotConnection& simulator);

  ConsoleCore& core;
};
