/**
 * @file Modules/MotionControl/KickEngine/KickEngine.h
 * The module KickEngine: a forward kick with either foot in a direction.
 */
#pragma once

#include "Framework/Module.h"
#include "Modules/MotionControl/KickEngine/KickParameters.h"
#include "Representations/Configuration/RobotDimensions.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/SensorData/InertialSensorData.h"
#include "Representations/MotionControl/KickEngineOutput.h"
#include "Representations/MotionControl/MotionRequest.h"
#include "Representations/MotionControl/MotionSelection.h"

MODULE(KickEngine,
{,
  REQUIRES(FrameInfo),
  REQUIRES(InertialSensorData),
  REQUIRES(MotionRequest),
  REQUIRES(MotionSelection),
  REQUIRES(RobotDimensions),
  PROVIDES(KickEngineOutput),
  LOADS_PARAMETERS(
  {,
    (KickParameters) kick, /**< The kick's phases and balance (docs/motion.md). */
    (int)(100) stiffness,  /**< Of the legs and arms (percent). */
  }),
});

/**
 * Kicks with MotionRequest's kickLeg when the MotionSelection hands it the body (docs/motion.md,
 * "Kick engine"): it shifts the torso over the support foot, lifts the kicking foot, swings it
 * back and then forward through the ball, puts it down and shifts back, phase after phase as
 * kickEngine.cfg says, with cosine ramps between them. A kick toward a direction (at most
 * maxDirection) turns the body: the shared HipYawPitch opens both feet into a V, so the torso
 * pivots on the support foot by half the direction and the kicking foot, turned as much again,
 * swings along the direction with its toes square to it. The gyroscope's rates go back onto the
 * support ankle. Between kicks it holds the standing pose it starts and ends in.
 */
class KickEngine : public KickEngineBase
{
public:
  KickEngine();

  /**
   * Where the ball has to lie for a kick, relative to the kicking foot's sole (its middle) when
   * the robot stands before the kick, in the robot's frame (mm): ahead of the foot's path,
   * turned as the kick turns.
   */
  static Vector2f ballOffset(const KickParameters& parameters, bool left, Angle direction);

private:
  void update(KickEngineOutput& output) override;
  /** The joint angles of a pose of the kick (interpolated phase values). */
  void computeJoints(const KickPhase& pose, KickEngineOutput& output) const;

  bool running = false;
  unsigned startedAt = 0;       ///< The MotionSelection's since of the kick that runs (or ran).
  unsigned start = 0;           ///< When it started (ms).
  bool left = true;             ///< The kicking foot.
  float direction = 0.f;        ///< Of the kicking foot's path (rad).
  float gyroX = 0.f, gyroY = 0.f;
  unsigned kicks = 0;
};
