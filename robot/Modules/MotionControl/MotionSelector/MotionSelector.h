/**
 * @file Modules/MotionControl/MotionSelector/MotionSelector.h
 * The module MotionSelector: which engine moves the body.
 */
#pragma once

#include "Framework/Module.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/MotionControl/KeyFrameEngineOutput.h"
#include "Representations/MotionControl/KickEngineOutput.h"
#include "Representations/MotionControl/MotionRequest.h"
#include "Representations/MotionControl/MotionSelection.h"
#include "Representations/MotionControl/WalkingEngineOutput.h"
#include "Representations/Sensing/FallDownState.h"
#include "Representations/Sensing/MotorHealth.h"

MODULE(MotionSelector,
{,
  REQUIRES(FallDownState),
  REQUIRES(FrameInfo),
  REQUIRES(MotionRequest),
  REQUIRES(MotorHealth),
  USES(KeyFrameEngineOutput),
  USES(KickEngineOutput),
  USES(WalkingEngineOutput),
  PROVIDES(MotionSelection),
  LOADS_PARAMETERS(
  {,
    (unsigned)(3) getUpTries, /**< How often a get-up is tried before the robot stays down (limp) until the request changes. */
    (unsigned)(500) lieStill, /**< ms a fallen robot lies (limp) before it gets up: since the fall and since it went limp (after a failed try). */
    (unsigned)(400) kickSettleTime, /**< ms the walk stands still before a kick starts. */
  }),
});

/**
 * Decides which engine moves the body (docs/motion.md, "Motion combinator"), from the request,
 * the FallDownState and what the engines did in the last frame:
 * - playDead at once, sitDown, getUp and key-frame motions with the key-frame engine (a walking
 *   robot stops first, a kick ends first);
 * - stand and walk with the walking engine, after the key-frame engine has stood the robot up if
 *   it was sitting or lying;
 * - kick with the kick engine once the walk has stood still for kickSettleTime and the robot is
 *   upright; after the kick, the walk stands again until the request changes;
 * - the fall protection as soon as a fall is certain (unless the request is playDead or getUp),
 *   until the robot is upright again or the request asks for a get-up or a key-frame motion.
 * - sitDown when a joint does not follow its command (MotorHealth) while the walk or the kick
 *   has the body, until the request changes (lying: limp);
 * getUp plays getUpFront or getUpBack by the side the robot lies on (from a side it first
 * rolls onto its back); a get-up whose balance check fails is tried again, getUpTries times, each
 * time after lying limp for lieStill.
 */
class MotionSelector : public MotionSelectorBase
{
  void update(MotionSelection& selection) override;
  /** Hands the body to an engine (and the key-frame engine to a motion). */
  void select(MotionSelection& selection, MotionSelection::Engine engine,
              KeyFrameEngineOutput::Motion keyFrameMotion = KeyFrameEngineOutput::playDead);

  bool kicked = false;        ///< The kick of the current kick request is done.
  unsigned tries = 0;         ///< Get-ups tried for the current getUp request.
  unsigned standingSince = 0; ///< Since when the walk stands (ms).
  MotionRequest::Motion lastRequest = MotionRequest::playDead;
};
