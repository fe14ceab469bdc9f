/**
 * @file SimOptions.h
 * The command line of touchline-naosim: which bodies to simulate, on which sockets, and how.
 */
#pragma once

#include "ButtonPress.h"
#include "CommandLine/CommandLine.h"
#include "SimulatedBody.h"
#include <string>
#include <vector>

/** The command line of touchline-naosim: the bodies to simulate and how. */
struct SimOptions
{
  /** One simulated body on one socket. */
  struct Body
  {
    std::string socket;
    SimulatedBody::Identity identity;
    bool bodyIdSet = false, headIdSet = false;
    float battery = 1.f;
    bool charging = false;
    SimulatedBody::Posture posture = SimulatedBody::Posture::sitting;
    std::vector<ButtonPress> presses;
    std::string record;
  };

  std::vector<Body> bodies;
  std::string stats; ///< --stats: where to write the latency statistics at exit ("-": stdout)

  /** The options and the help of touchline-naosim. */
  static CommandLine commandLine();

  /**
   * Takes the options from a parsed command line. Options before the first --socket apply to
   * every body, options after a --socket to that body only.
   * @return Whether they fit together; error says why not.
   */
  bool take(const CommandLine& commandLine, std::string& error);

private:
  /** Numbers the default ids of the bodies and checks their presses and sockets. */
  bool checkBodies(std::string& error);
};
