/**
 * @file NaoSim.h
 * The simulator: the physics world, its bodies and its event loop.
 */
#pragma once

#include "CameraRenderer.h"
#include "CommandRecorder.h"
#include "Physics/PhysicsWorld.h"
#include "Representations/Configuration/FieldDimensions.h"
#include "Representations/Configuration/RobotDimensions.h"
#include "RobotPrograms.h"
#include "SimClock.h"
#include "SimOptions.h"
#include "SimShell.h"
#include "SimulatedRobot.h"
#include "Simulator/SimulatorRobot.h"
#include "SituationLog.h"
#include <cstdio>
#include <deque>
#include <map>
#include <optional>
#include <poll.h>
#include <memory>
#include <string>
#include <vector>

/**
 * The simulator's event loop: steps the physics world one 12-ms cycle at a time when its
 * SimClock says so (real time, lock-step or fast), sends every body's state, accepts clients,
 * reads their commands and the commands on standard input, names programs that stall the
 * lock-step, and prints summaries of late commands once a second. Single-threaded apart from
 * the cameras' renderers and the simulator robot (docs/naosim.md, "The simulator robot"): after
 * every cycle and every command the loop hands the ground truth over to the simulator robot's
 * thread without waiting, and runs the commands that came over its debug link; everything
 * waits in one ppoll().
 */
class NaoSim
{
public:
  explicit NaoSim(const SimOptions& options);
  ~NaoSim();
  NaoSim(const NaoSim&) = delete;
  NaoSim& operator=(const NaoSim&) = delete;

  /** Opens the sockets and runs until stop(), "quit" or --until; returns the exit status. */
  int run();

  /** Ends run() soon (safe in a signal handler). */
  static void stop();

private:
  /** Reads the field, the robot's dimensions and the cameras' files (defaults where they are missing). */
  void loadConfiguration();
  /** Builds the physics world of the bodies. */
  bool createWorld();
  bool open();
  /** One turn of the event loop: a cycle if one is due, reports, waiting for what comes. Returns whether --until is reached. */
  bool serve();
  /** Opens the body's camera servers if it has them. */
  bool openCameras(std::size_t index);
  /** Runs one cycle of the world: commands into the motors, the physics, sensors, state messages, images. */
  void runCycle();
  /** Whether every attached program has answered its last state; names those that stall. */
  bool answered(SimClock::Clock::time_point now);
  /** Hands what the body's cameras see to them when their next image is due. */
  void captureImages(SimulatedRobot& robot);
  void readStandardInput();
  /** The jerseys' colours and which goal each body's team defends (from where its robots start). */
  void findTeams();
  /** The world as it is now (every robot, the ball, the time). */
  void fillGroundTruth(GroundTruthWorldState& state) const;
  /** Starts the simulator robot (unless --no-debug-link); false if its port cannot be opened. */
  bool startSimulator();
  /** Hands the world as it is now to the simulator robot's thread (if there is one). */
  void publishGroundTruth();
  /** Runs the commands that came over the simulator robot's debug link and answers them. */
  void runLinkCommands();
  /** Runs one command line of the debug link (or keeps it back while its host waits for a hold). */
  void runLinkCommand(const SimulatorRobot::Command& command);
  /**
   * "hold [SECONDS]" of standard input (client 0) or of a host: false if the line is no hold. The
   * answer comes when the world is held (holdReached()).
   */
  bool startHold(const std::string& line, bool fromLink, std::uint32_t client);
  /** The world reached the time of the hold: pause, answer, run what the host sent meanwhile. */
  void holdReached();
  /** The simulated time (s) of the world. */
  double simulatedTime() const;
  /** Writes every body's statistics to the --stats file; false if that failed. */
  bool writeStats();
  /** Writes the --result file; false if that failed. */
  bool writeResult();

  const SimOptions& options;
  FieldDimensions field;
  RobotDimensions dimensions;
  std::array<CameraRenderer::Intrinsics, 2> intrinsics;
  std::string configurationProblem;   ///< Why the cameras' files could not be read ("" if they could).
  PhysicsWorld world;
  std::vector<std::unique_ptr<SimulatedRobot>> robots;
  std::vector<const SimulatedRobot*> robotList;
  SimClock clock;
  SimShell shell;
  SituationLog situation;
  std::unique_ptr<CameraRenderer> renderer;
  std::vector<bool> stalled;               ///< Per robot: excluded from the lock-step until it answers again
  std::vector<bool> absent;                ///< Per robot: without a program for longer than the stall timeout (not waited for)
  SimClock::Clock::time_point lastCycle;   ///< When the last cycle ran (wall clock)
  bool started = false;                    ///< lockstep, fast: every body had its program once (or was given up)
  std::map<std::string, std::unique_ptr<CommandRecorder>> recorders;
  std::FILE* statsFile = nullptr; ///< --stats, opened at the start so that a bad path fails early
  RobotPrograms programs;                  ///< --run-robots
  std::unique_ptr<SimulatorRobot> simulator; ///< nullptr: --no-debug-link
  std::vector<Settings::TeamColor> jerseys; ///< Per robot
  std::vector<bool> defendsPositiveX;       ///< Per robot: its team defends the goal at positive x (findTeams())
  std::unique_ptr<PerceptSimulator> perceptSimulator; ///< The percepts tier (nullptr: simulatedPercepts.cfg could not be read)
  std::shared_ptr<const std::vector<PhysicsWorld::Solid>> cycleSolids; ///< The robots' shapes of this cycle (for the cameras)
  std::shared_ptr<const GroundTruthWorldState> cycleTruth;             ///< The world of this cycle (for the cameras' percepts and true world)
  double measuredFactor = 0.0;             ///< The real-time factor measured last (once a second)
  SimClock::Clock::time_point nextReport;
  /** A hold asked for: the world pauses when it reaches this time and every program has answered. */
  struct Hold
  {
    double time = 0.0;      ///< s
    bool fromLink = false;  ///< Asked over the debug link (else on standard input).
    std::uint32_t client = 0;
  };
  std::optional<Hold> hold;
  std::deque<SimulatorRobot::Command> heldBack; ///< Commands of the host waiting for its hold, in order.
  std::vector<pollfd> fds;
  std::vector<std::pair<std::size_t, int>> owners; ///< (robot, 0 listener / 1 client) per fd after stdin and the simulator robot's commands
  std::string stdinBuffer;
  bool stdinOpen = true;
  bool quit = false;
};
