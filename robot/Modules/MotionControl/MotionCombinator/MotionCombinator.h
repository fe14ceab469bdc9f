/**
 * @file Modules/MotionControl/MotionCombinator/MotionCombinator.h
 * The module MotionCombinator: the JointRequest from the engines' outputs.
 */
#pragma once

#include "Framework/Module.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/JointRequest.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Representations/MotionControl/HeadMotionEngineOutput.h"
#include "Representations/MotionControl/HeadMotionInfo.h"
#include "Representations/MotionControl/KeyFrameEngineOutput.h"
#include "Representations/MotionControl/KickEngineOutput.h"
#include "Representations/MotionControl/MotionInfo.h"
#include "Representations/MotionControl/MotionRequest.h"
#include "Representations/MotionControl/MotionSelection.h"
#include "Representations/MotionControl/OdometryData.h"
#include "Representations/MotionControl/WalkingEngineOutput.h"
#include "Representations/Sensing/FallDownState.h"

MODULE(MotionCombinator,
{,
  REQUIRES(FallDownState),
  REQUIRES(FrameInfo),
  REQUIRES(HeadMotionEngineOutput),
  REQUIRES(JointSensorData),
  REQUIRES(KeyFrameEngineOutput),
  REQUIRES(KickEngineOutput),
  REQUIRES(MotionRequest),
  REQUIRES(MotionSelection),
  REQUIRES(WalkingEngineOutput),
  PROVIDES(JointRequest),
  PROVIDES(MotionInfo),
  PROVIDES(HeadMotionInfo),
  PROVIDES(OdometryData),
  LOADS_PARAMETERS(
  {,
    (unsigned)(300) blendTime,                  /**< ms over which a new engine takes over from the last joint request. */
    (unsigned)(60) protectionBlendTime,         /**< ms over which the fall protection takes over. */
    (ENUM_INDEXED_ARRAY(Angle, Joints::Joint))(0.f) protectionPose, /**< Head and arms while falling (legs: as they are). */
    (int)(25) protectionStiffness,              /**< Of every joint while falling (percent). */
    (Angle)(Angle::fromDegrees(450.f)) maxJointSpeed, /**< No stiff joint is commanded faster (per second): the motors' speed. */
  }),
});

/**
 * Combines the engines' outputs into the JointRequest (docs/motion.md, "Motion combinator"):
 * the body follows the engine the MotionSelection names; when it hands the body to another
 * engine (or the key-frame engine to another motion), the new output is blended in over
 * blendTime from the last joint request, so no joint jumps. While a fall is certain, the fall
 * protection turns head and arms into protectionPose and lowers all stiffness. The head follows
 * the head engine while the body stands, walks or kicks. No stiff joint is commanded faster than
 * maxJointSpeed (what the motors can do): no engine and no change of engines makes a joint
 * jump. Reports what the body does (MotionInfo, HeadMotionInfo) and sums up the walk's odometry.
 */
class MotionCombinator : public MotionCombinatorBase
{
public:
  /** The request whose motion the key-frame engine plays. */
  static MotionRequest::Motion requestFor(KeyFrameEngineOutput::Motion motion);

private:
  void update(JointRequest& jointRequest) override;
  void update(MotionInfo& motionInfo) override;
  void update(HeadMotionInfo& headMotionInfo) override;
  void update(OdometryData& odometryData) override;

  /** The selected engine's joint request (without blending). */
  JointRequest engineOutput() const;
  /** Whether the head engine controls the head. */
  bool headEngineActive() const;

  MotionSelection::Engine engine = MotionSelection::keyFrameEngine;
  unsigned engineSince = 0;        ///< The selection's since when the current engine took over.
  unsigned blendStart = 0;         ///< When the current blend started (ms).
  unsigned blendDuration = 0;      ///< ms of the current blend.
  JointRequest blendFrom;          ///< The joint request when the current engine took over.
  JointRequest last;               ///< The last joint request.
  bool hasLast = false;
  unsigned protections = 0;
};
