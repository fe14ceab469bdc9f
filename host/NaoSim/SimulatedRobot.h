/**
 * @file SimulatedRobot.h
 * One simulated body together with the LoLA server that serves it and its cameras.
 */
#pragma once

#include "LolaServer.h"
#include "SimCameras.h"
#include "SimulatedBody.h"
#include <array>
#include <memory>

/** One simulated body, the LoLA server that serves it, and its cameras (if it has them). */
struct SimulatedRobot
{
  SimulatedRobot(int index, const std::string& socket, const SimulatedBody::Identity& identity, float battery,
                 SimulatedBody::Posture posture, CommandRecorder* recorder)
    : body(identity, battery, posture), server(index, socket, body, recorder) {}

  SimulatedBody body;
  LolaServer server;
  std::array<float, 3> pose{};          ///< On the field: x, y (mm), rotation (degrees).
  std::unique_ptr<SimCameras> cameras;  ///< nullptr: none.
  double nextImage = 0;                 ///< Body time (s) at which the cameras take their next image.
};
