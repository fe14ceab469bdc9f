/**
 * @file Modules/BehaviorControl/SitStandBehavior/SitStandBehavior.h
 * The module SitStandBehavior: the chest button stands the robot up and sits it down.
 */
#pragma once

#include "Framework/Module.h"
#include "Modules/BehaviorControl/SitStandBehavior/ChestButton.h"
#include "Representations/BehaviorControl/BehaviorStatus.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/SensorData/KeyStates.h"
#include "Representations/MotionControl/HeadMotionInfo.h"
#include "Representations/MotionControl/HeadMotionRequest.h"
#include "Representations/MotionControl/MotionInfo.h"
#include "Representations/MotionControl/MotionRequest.h"

MODULE(SitStandBehavior,
{,
  REQUIRES(FrameInfo),
  REQUIRES(HeadMotionInfo),
  REQUIRES(KeyStates),
  REQUIRES(MotionInfo),
  REQUIRES(BehaviorStatus), // updated first: the other two follow from it
  PROVIDES(BehaviorStatus),
  PROVIDES(HeadMotionRequest),
  PROVIDES(MotionRequest),
  LOADS_PARAMETERS(
  {,
    (unsigned) debounceTime,     /**< The chest button must keep a new state this long to count (ms). */
    (unsigned) maxPressDuration, /**< A press longer than this is no click (ms). */
    (Angle) scanPan,             /**< The head turns between -scanPan and scanPan while standing. */
    (Angle) scanTilt,            /**< Head pitch while scanning (positive: down). */
    (Angle) scanSpeed,           /**< Head speed while scanning (rad/s). */
    (unsigned) scanPause,        /**< The head rests this long at either side (ms). */
    (Angle) arrivedTolerance,    /**< The head has reached a side when it is this close. */
  }),
});

/**
 * The first behaviour of a robot that does something: it starts limp; a click on the chest
 * button makes it stand up, the next one makes it sit down and go limp again. While it stands,
 * the head scans slowly from side to side. A click while standing up sits the robot down, a
 * click while sitting down stands it up again.
 */
class SitStandBehavior : public SitStandBehaviorBase
{
public:
  explicit SitStandBehavior(const char* fileName = nullptr) : SitStandBehaviorBase(fileName) {}

private:
  void update(BehaviorStatus& behaviorStatus) override;
  void update(HeadMotionRequest& headMotionRequest) override;
  void update(MotionRequest& motionRequest) override;

  /** Switches the activity. */
  void setActivity(BehaviorStatus& behaviorStatus, BehaviorStatus::Activity activity) const;

  ChestButton chestButton;
  float scanSide = 1.f;        ///< The side the head turns to: 1 left, -1 right.
  bool resting = false;        ///< The head has reached the side and pauses.
  unsigned restStart = 0;      ///< When the pause began (ms).
};
