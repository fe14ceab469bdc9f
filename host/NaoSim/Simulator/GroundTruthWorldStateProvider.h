/**
 * @file Simulator/GroundTruthWorldStateProvider.h
 * The module of the simulator robot's thread "Simulator" (docs/naosim.md, "The simulator robot").
 */
#pragma once

#include "Framework/Module.h"
#include "Physics/PhysicsWorld.h"
#include "Representations/Infrastructure/GroundTruthWorldState.h"

MODULE(GroundTruthWorldStateProvider,
{,
  PROVIDES(GroundTruthWorldState),
});

/**
 * Provides what touchline-naosim's loop handed over last (GroundTruthFeed) and draws it when
 * requested, as "representation:GroundTruthWorldState":
 * - on the field: every robot as a robot shape in its jersey's colour with its number (faded
 *   while no program is connected, crossed out when fallen), where its head looks, the ball and
 *   where it rolls, the simulated time and the real-time factor; tool tips with the numbers; and
 *   spots that let the studio's field view drag robots ("mv <name> $1 $2") and the ball
 *   ("mvb $1 $2");
 * - in 3-D (frame "field"): the collision shapes of every robot's body as the physics has them,
 *   and the ball (the loop hands the shapes over only while this drawing is requested).
 */
class GroundTruthWorldStateProvider : public GroundTruthWorldStateProviderBase
{
  void update(GroundTruthWorldState& state) override;
  /** The field drawing. */
  void draw(const GroundTruthWorldState& state) const;
  /** The 3-D drawing from the bodies' shapes (if the loop sent them). */
  void draw3D(const GroundTruthWorldState& state, const std::vector<PhysicsWorld::Solid>* solids) const;
};
