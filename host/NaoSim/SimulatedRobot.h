/**
 * @file SimulatedRobot.h
 * One simulated body together with the LoLA server that serves it.
 */
#pragma once

#include "LolaServer.h"
#include "SimulatedBody.h"

/** One simulated body and the LoLA server that serves it. */
struct SimulatedRobot
{
  SimulatedRobot(int index, const std::string& socket, const SimulatedBody::Identity& identity, float battery,
                 SimulatedBody::Posture posture, CommandRecorder* recorder)
    : body(identity, battery, posture), server(index, socket, body, recorder) {}

  SimulatedBody body;
  LolaServer server;
};
