/**
 * @file Modules/MotionControl/WalkingEngine/WalkingEngine.h
 * The module WalkingEngine: an omnidirectional walk.
 */
#pragma once

#include "Framework/Module.h"
#include "Modules/MotionControl/WalkingEngine/WalkGenerator.h"
#include "Representations/Configuration/RobotDimensions.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/SensorData/FsrSensorData.h"
#include "Representations/Infrastructure/SensorData/InertialSensorData.h"
#include "Representations/MotionControl/MotionRequest.h"
#include "Representations/MotionControl/MotionSelection.h"
#include "Representations/MotionControl/WalkingEngineOutput.h"

MODULE(WalkingEngine,
{,
  REQUIRES(FrameInfo),
  REQUIRES(FsrSensorData),
  REQUIRES(InertialSensorData),
  REQUIRES(MotionRequest),
  REQUIRES(MotionSelection),
  REQUIRES(RobotDimensions),
  PROVIDES(WalkingEngineOutput),
  LOADS_PARAMETERS(
  {,
    (WalkParameters) walk,                  /**< How the walk walks (docs/motion.md). */
    (int)(100) stiffness,                   /**< Of the legs and arms while walking and standing (percent). */
    (Pose2f)(Pose2f(Angle(1.5f), 1.5f, 1.5f)) targetGain, /**< Walking to a target: speed per remaining distance (1/s). */
    (Pose2f)(Pose2f(Angle::fromDegrees(5.f), 20.f, 20.f)) targetTolerance, /**< ... it is reached within this. */
  }),
});

/**
 * Walks as MotionRequest says while the MotionSelection hands it the body (docs/motion.md,
 * "Walking engine"): at walkSpeed, or to walkTarget (relative to where the request started,
 * slowing down as it comes nearer); it stands when the request is not walk or another engine
 * waits for it (walkStops), and starts standing whenever it takes over. The walk itself is WalkGenerator's; this module feeds it the gyroscope and
 * the FSRs, one LoLA cycle (12 ms) per frame, and hands its angles on. A request outside the
 * walk's limits is clipped (said once, not again while the requests stay beyond the limits, and
 * at most every 10 s).
 */
class WalkingEngine : public WalkingEngineBase
{
  void update(WalkingEngineOutput& output) override;

  /** The speed to walk at in this frame for the request (speed or target). */
  Pose2f requestedSpeed();

  WalkGenerator generator;
  Pose2f walked;                 ///< Walking to a target: how far the robot walked since the request started.
  Pose2f lastTarget;             ///< The target of the current walk-to-target request.
  bool toTarget = false;
  bool reached = false;
  Pose2f lastRequest;            ///< The last speed request (to report a clipped one once).
  bool clipped = false;          ///< The last speed request was beyond the limits.
  unsigned warnedAt = 0;         ///< When that was said last (ms; 0: never).
  unsigned selectedSince = 0;    ///< The MotionSelection's since when the walk last took over.
};
