/**
 * @file Modules/Modeling/OracleWorldModelProvider/OracleWorldModelProvider.h
 * The module OracleWorldModelProvider: the world model given by the simulation (oracle tier).
 */
#pragma once

#include "Framework/Module.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/GroundTruthWorldState.h"
#include "Representations/Modeling/BallModel.h"
#include "Representations/Modeling/ObstacleModel.h"
#include "Representations/Modeling/RobotPose.h"

MODULE(OracleWorldModelProvider,
{,
  REQUIRES(FrameInfo),
  REQUIRES(UpperGroundTruthWorldState),
  PROVIDES(RobotPose),
  PROVIDES(BallModel),
  PROVIDES(ObstacleModel),
});

/**
 * touchline-naosim's oracle tier (docs/naosim.md, "Tiers"): the world model is the true world the
 * thread Upper received (GroundTruthWorldState, in this robot's field coordinates): the own pose
 * (quality superb, no uncertainty), the ball relative to the robot (always seen), and every other
 * robot as an obstacle, teammate or opponent by its jersey, fallen or not. So behaviour can be
 * developed and measured without perception and modelling.
 */
class OracleWorldModelProvider : public OracleWorldModelProviderBase
{
  void update(RobotPose& robotPose) override;
  void update(BallModel& ballModel) override;
  void update(ObstacleModel& obstacleModel) override;

  /** This robot in the true world, nullptr if the world has not named it (yet). */
  const GroundTruthWorldState::GroundTruthRobot* self() const;
};
