/**
 * @file Representations/Infrastructure/GroundTruthWorldState.h
 * The simulated world as it really is: every robot of touchline-naosim and the ball. Provided by
 * the simulator robot of touchline-naosim (docs/naosim.md, "The simulator robot"), and in
 * naosim's oracle tier to a robot program as what it is given instead of what it perceives
 * (docs/naosim.md, "Tiers"); otherwise a robot program only believes where it is.
 */
#pragma once

#include "Framework/Settings.h"
#include "Math/Angle.h"
#include "Math/Eigen.h"
#include "Math/Pose2f.h"
#include "Streaming/AutoStreamable.h"
#include <string>
#include <vector>

STREAMABLE(GroundTruthWorldState,
{
  /** One simulated robot. */
  STREAMABLE(GroundTruthRobot,
  {,
    (std::string) name,                        ///< As naosim's commands call it (robot1, ...).
    (Settings::TeamColor)(Settings::red) color, ///< The colour of its jersey.
    (int)(0) number,                            ///< Its player number.
    (Pose2f) pose,                              ///< Where its torso is on the field (mm) and where it faces.
    (float)(0.f) torsoHeight,                   ///< The torso's height above the carpet (mm).
    (Angle)(0.f) tilt,                          ///< How far the torso leans from upright.
    (bool)(false) fallen,                       ///< The torso leans more than 50 degrees.
    (Angle)(0.f) headYaw,                       ///< The measured head yaw (where the head looks, relative to the torso).
    (bool)(false) connected,                    ///< A program is connected to its LoLA socket.
  });,

  (std::vector<GroundTruthRobot>) robots,
  (int)(-1) ownRobot,                        ///< The robot this state was sent to (naosim's oracle tier), -1: none.
  (Vector3f)(Vector3f::Zero()) ballPosition, ///< The ball's centre on the field (mm).
  (Vector3f)(Vector3f::Zero()) ballVelocity, ///< mm/s.
  (unsigned)(0) time,                        ///< Simulated time (ms since the simulation started).
  (float)(0.f) realTimeFactor,               ///< Simulated per wall-clock seconds over the last two seconds.
  (bool)(false) paused,                      ///< The simulation is paused (pause, step).
});

/** The GroundTruthWorldState of the thread Upper (an alias: the oracle tier delivers it there, Cognition uses it). */
STREAMABLE_WITH_BASE(UpperGroundTruthWorldState, GroundTruthWorldState,
{,
});
