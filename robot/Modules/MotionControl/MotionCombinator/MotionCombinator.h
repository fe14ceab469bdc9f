/**
 * @file Modules/MotionControl/MotionCombinator/MotionCombinator.h
 * The module MotionCombinator: the JointRequest from the engines' outputs.
 */
#pragma once

#include "Framework/Module.h"
#include "Representations/Infrastructure/JointRequest.h"
#include "Representations/MotionControl/HeadMotionEngineOutput.h"
#include "Representations/MotionControl/HeadMotionInfo.h"
#include "Representations/MotionControl/KeyFrameEngineOutput.h"
#include "Representations/MotionControl/MotionInfo.h"

MODULE(MotionCombinator,
{,
  REQUIRES(HeadMotionEngineOutput),
  REQUIRES(KeyFrameEngineOutput),
  PROVIDES(JointRequest),
  PROVIDES(MotionInfo),
  PROVIDES(HeadMotionInfo),
});

/**
 * Combines the engines' outputs into the JointRequest sent to the joints. The body follows the
 * key-frame engine. The head follows the head engine while the robot stands (standUp has
 * reached its last key frame), otherwise the key frames. Reports the executed motion
 * (MotionInfo) and who controls the head (HeadMotionInfo).
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

  /** Whether the head engine controls the head. */
  bool headEngineActive() const;
};
