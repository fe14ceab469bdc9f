/**
 * @file SimOptions.h
 */
#pragma once

#include "ButtonPress.h"
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
  bool help = false;

  /**
   * Parses the arguments (without the program name). Options before the first --socket apply
   * to every body, options after a --socket to that body only.
   * @return Whether they are valid; error says why not.
   */
  static bool parse(const std::vector<std::string>& args, SimOptions& options, std::string& error);
  static const char* usage();
};
