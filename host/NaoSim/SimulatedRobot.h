/**
 * @file SimulatedRobot.h
 * One simulated body together with the LoLA server that serves it and its cameras.
 */
#pragma once

#include "LolaServer.h"
#include "SimCameras.h"
#include "SimulatedBody.h"
#include <memory>
#include <string>

/** One simulated body, the LoLA server that serves it, and its cameras (if it has them). */
struct SimulatedRobot
{
  SimulatedRobot(int index, const std::string& name, const std::string& socket, const SimulatedBody::Identity& identity, float battery,
                 PhysicsWorld& world, CommandRecorder* recorder)
    : name(name), body(identity, battery, world, static_cast<std::size_t>(index)), server(index, socket, body, recorder) {}

  std::string name;                     ///< As the scene and the commands call it (e.g. "robot1").
  SimulatedBody body;
  LolaServer server;
  std::unique_ptr<SimCameras> cameras;  ///< nullptr: none.
  double nextImage = 0;                 ///< Body time (s) at which the cameras take their next image.
};
