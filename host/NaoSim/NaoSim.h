/**
 * @file NaoSim.h
 * The simulator: its bodies and its event loop.
 */
#pragma once

#include "CameraRenderer.h"
#include "CommandRecorder.h"
#include "Representations/Configuration/RobotDimensions.h"
#include "SimShell.h"
#include "SimWorld.h"
#include "SimOptions.h"
#include "SimulatedRobot.h"
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <vector>

/**
 * The simulator's event loop: steps every body and sends its state every 12 ms (on a fixed
 * schedule, never waiting for a client), accepts clients, reads their commands and the commands
 * on standard input, and prints summaries of late commands once a second. Single-threaded:
 * everything waits in one poll().
 */
class NaoSim
{
public:
  explicit NaoSim(const SimOptions& options) : options(options), shell(robots, world) {}
  ~NaoSim();
  NaoSim(const NaoSim&) = delete;
  NaoSim& operator=(const NaoSim&) = delete;

  /** Opens the sockets and runs until stop() or "quit"; returns the exit status. */
  int run();

  /** Ends run() soon (safe in a signal handler). */
  static void stop();

private:
  bool open();
  /** Reads the files the cameras need (robotDimensions.cfg, ...) and makes the renderer. */
  bool loadCameraConfiguration();
  /** Opens the body's camera servers if it has cameras. */
  bool openCameras(std::size_t index);
  /** Hands what the body's cameras see to them when their next image is due. */
  void captureImages(SimulatedRobot& robot);
  void readStandardInput();
  /** Writes every body's statistics to the --stats file; false if that failed. */
  bool writeStats();

  const SimOptions& options;
  std::vector<std::unique_ptr<SimulatedRobot>> robots;
  SimWorld world;
  SimShell shell;
  std::unique_ptr<CameraRenderer> renderer;
  RobotDimensions dimensions;
  std::array<CameraRenderer::Intrinsics, 2> intrinsics;
  std::map<std::string, std::unique_ptr<CommandRecorder>> recorders;
  std::FILE* statsFile = nullptr; ///< --stats, opened at the start so that a bad path fails early
  std::string stdinBuffer;
  bool stdinOpen = true;
  bool quit = false;
};
