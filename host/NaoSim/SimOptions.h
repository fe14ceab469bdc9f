/**
 * @file SimOptions.h
 * The command line of touchline-naosim: which bodies to simulate, on which sockets, and how.
 */
#pragma once

#include "ButtonPress.h"
#include "CommandLine/CommandLine.h"
#include "SimulatedBody.h"
#include <array>
#include <cstdint>
#include <string>
#include <vector>

/** The command line of touchline-naosim: the bodies to simulate and how. */
struct SimOptions
{
  /** How simulated time relates to the wall clock (docs/naosim.md, "Time"). */
  enum class Mode
  {
    realtime, ///< A cycle every 12 ms of wall clock (divided by the factor), whether the programs answer or not.
    lockstep, ///< A cycle only after every attached program answered the last state, at most at the factor's pace.
    fast,     ///< Lock-step as fast as the programs answer.
  };

  /** What a body's robot program gets from its cameras (docs/naosim.md, "Tiers"). */
  enum class Tier
  {
    images,   ///< Rendered images; the program's whole perception runs.
    percepts, ///< What each camera would perceive (SimulatedPercepts); modelling and behaviour run.
    oracle,   ///< The true world; the behaviour runs on it.
  };
  /** "images", "percepts", "oracle". */
  static const char* name(Tier tier);
  /** The tier of a name; false if there is none of that name. */
  static bool parse(const std::string& name, Tier& tier);

  /** One simulated body on one socket. */
  struct Body
  {
    std::string name;                ///< How commands and results call it (default robot1, robot2, ...)
    std::string team = "red";        ///< The jersey's colour (Settings' team colours)
    int number = 0;                  ///< The player number (0: its place in the list + 1)
    int teamNumber = 0;              ///< 0: settings.cfg's
    std::string socket;
    SimulatedBody::Identity identity;
    bool bodyIdSet = false, headIdSet = false;
    float battery = 1.f;
    bool charging = false;
    SimulatedBody::Posture posture = SimulatedBody::Posture::sitting;
    std::vector<ButtonPress> presses;
    std::string record;
    std::string cameraHost;          ///< "": no cameras
    std::uint16_t cameraPort = 0;    ///< The upper camera's (0: a free pair)
    bool camerasByDefault = false;   ///< Not asked for: a busy port only leaves the body without cameras
    bool noCameras = false;
    bool ticks = true;               ///< The tick in Battery[3]
    Tier tier = Tier::images;        ///< What its program gets from its cameras (its scenario)
    std::array<float, 3> pose{};     ///< On the field: x, y (mm), rotation (degrees)
    bool poseSet = false;
  };

  std::vector<Body> bodies;
  std::string scene;  ///< --scene: the scene file read ("" if none)
  std::array<float, 2> ball{}; ///< Where the ball starts (mm)
  Mode mode = Mode::realtime;
  double factor = 1.0;        ///< The real-time factor to keep (realtime and lockstep)
  double until = 0.0;         ///< --until: end after this much simulated time (s; 0: never)
  std::string result;         ///< --result: where to write what happened, as JSON ("-": stdout)
  double stallTimeout = 2.0;  ///< --stall-timeout: how long lock-step waits for a program (s)
  unsigned seed = 1;          ///< --seed: of the simulated percepts' noise
  double holdAt = -1.0;       ///< --hold: hold the world at this simulated time (s; < 0: no)
  std::string writeModel;     ///< --write-model: write the MJCF there and end
  std::string runRobots;      ///< --run-robots: the robot program to start for every body ("": none)
  std::string robotOutput;    ///< --robot-output: where their output goes
  std::string stats; ///< --stats: where to write the latency statistics at exit ("-": stdout)
  std::string config; ///< --config: the configuration directory ("": the default)
  bool debugLink = true;      ///< The simulator robot and its debug link (--no-debug-link: none)
  int debugPort = -1;         ///< --debug-port: its TCP port (0: any; -1: 9998, or any if that is taken)

  /** Splits "HOST[:PORT]" (PORT 0..65534, default 10001); "" or what is wrong. */
  static std::string parseCameras(const std::string& text, std::string& host, std::uint16_t& port);
  /** Splits "X,Y,DEG"; "" or what is wrong. */
  static std::string parsePose(const std::string& text, std::array<float, 3>& pose);

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
