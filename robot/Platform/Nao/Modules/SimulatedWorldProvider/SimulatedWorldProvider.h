/**
 * @file Platform/Nao/Modules/SimulatedWorldProvider/SimulatedWorldProvider.h
 * The module SimulatedWorldProvider: the true world as touchline-naosim sends it.
 */
#pragma once

#include "Framework/Module.h"
#include "Platform/Nao/SimulatedFrameInput.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/GroundTruthWorldState.h"

MODULE(SimulatedWorldProvider,
{,
  PROVIDES(FrameInfo),
  PROVIDES(GroundTruthWorldState),
  LOADS_PARAMETERS(
  {,
    (std::string) cameraServer, /**< HOST[:PORT] of touchline-naosim's cameras; "": the program's (--camera-server). */
    (unsigned) maxGap,          /**< ms without a frame after which the connection is opened again. */
    (unsigned) retryInterval,   /**< ms between attempts to connect. */
  }),
});

/**
 * The oracle tier of touchline-naosim (docs/naosim.md, "Tiers"): instead of an image, the
 * thread's camera server sends the true world (every robot, the ball, in the field coordinates of
 * this robot's team, ownRobot naming this one), which this module provides as
 * GroundTruthWorldState; Cognition makes the world model of it (OracleWorldModelProvider). Its
 * parameters are those of every simulated frame (simulatedFrames.cfg). A frame that cannot be read
 * is reported once and keeps the last world.
 */
class SimulatedWorldProvider : public SimulatedWorldProviderBase
{
public:
  SimulatedWorldProvider();

private:
  void update(FrameInfo& frameInfo) override;
  void update(GroundTruthWorldState& groundTruthWorldState) override { groundTruthWorldState = world; }

  SimulatedFrameInput input;
  GroundTruthWorldState world;
  bool reportedBadFrame = false;
};
