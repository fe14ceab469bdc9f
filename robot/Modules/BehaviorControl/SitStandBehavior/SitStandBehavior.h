/**
 * @file Modules/BehaviorControl/SitStandBehavior/SitStandBehavior.h
 * The first behaviour: the body follows the game state (docs/game.md).
 */
#pragma once

#include "Framework/Module.h"
#include "Representations/BehaviorControl/BehaviorStatus.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/GameState.h"
#include "Representations/MotionControl/HeadMotionInfo.h"
#include "Representations/MotionControl/HeadMotionRequest.h"
#include "Representations/MotionControl/MotionInfo.h"
#include "Representations/MotionControl/MotionRequest.h"
#include "Representations/Sensing/FallDownState.h"

MODULE(SitStandBehavior,
{,
  REQUIRES(FallDownState),
  REQUIRES(FrameInfo),
  REQUIRES(GameState),
  REQUIRES(HeadMotionInfo),
  REQUIRES(MotionInfo),
  REQUIRES(BehaviorStatus), // updated first: the other two follow from it
  PROVIDES(BehaviorStatus),
  PROVIDES(HeadMotionRequest),
  PROVIDES(MotionRequest),
  LOADS_PARAMETERS(
  {,
    (Angle) scanPan,             /**< The head turns between -scanPan and scanPan while standing. */
    (Angle) scanTilt,            /**< Head pitch while scanning (positive: down). */
    (Angle) scanSpeed,           /**< Head speed while scanning (rad/s). */
    (unsigned) scanPause,        /**< The head rests this long at either side (ms). */
    (Angle) arrivedTolerance,    /**< The head has reached a side when it is this close. */
  }),
});

/**
 * The body follows the game: limp in initial and finished, standing in standby, ready, set
 * and playing, sitting down (then limp) while penalized. A robot that stands sits down before
 * it goes limp. A robot that should stand and lies on the ground gets up by itself. While it
 * stands, the head scans slowly from side to side. (A request set from the console, `motion
 * ...`, overrides all of this until `motion off`.)
 */
class SitStandBehavior : public SitStandBehaviorBase
{
public:
  explicit SitStandBehavior(const char* fileName = nullptr) : SitStandBehaviorBase(fileName) {}

  /** Whether the robot should stand in a game state. */
  static bool shouldStand(const GameState& gameState);

private:
  void update(BehaviorStatus& behaviorStatus) override;
  void update(HeadMotionRequest& headMotionRequest) override;
  void update(MotionRequest& motionRequest) override;

  /** Switches the activity. */
  void setActivity(BehaviorStatus& behaviorStatus, BehaviorStatus::Activity activity) const;

  float scanSide = 1.f;        ///< The side the head turns to: 1 left, -1 right.
  bool resting = false;        ///< The head has reached the side and pauses.
  unsigned restStart = 0;      ///< When the pause began (ms).
};
