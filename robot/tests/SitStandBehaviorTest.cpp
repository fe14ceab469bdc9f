// The SitStandBehavior on a blackboard: chest button clicks, the state machine and the head scan.
#include "RobotTestSupport.h"
#include "Modules/BehaviorControl/SitStandBehavior/ChestButton.h"
#include "Representations/BehaviorControl/BehaviorStatus.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/SensorData/KeyStates.h"
#include "Representations/MotionControl/HeadMotionInfo.h"
#include "Representations/MotionControl/HeadMotionRequest.h"
#include "Representations/MotionControl/MotionInfo.h"
#include "Representations/MotionControl/MotionRequest.h"

namespace
{
  /** The behaviour at 60 Hz (Cognition); the test plays the Motion thread. */
  struct Behavior
  {
    RobotTestSupport::ModuleRunner runner;
    FrameInfo& frameInfo = init(runner);
    KeyStates& keys = runner.get<KeyStates>("KeyStates");
    MotionInfo& motionInfo = runner.get<MotionInfo>("MotionInfo");
    HeadMotionInfo& headMotionInfo = runner.get<HeadMotionInfo>("HeadMotionInfo");
    const BehaviorStatus& status = runner.get<BehaviorStatus>("BehaviorStatus");
    const MotionRequest& motionRequest = runner.get<MotionRequest>("MotionRequest");
    const HeadMotionRequest& headMotionRequest = runner.get<HeadMotionRequest>("HeadMotionRequest");

    Behavior() { frameInfo.time = 20000; }

    static FrameInfo& init(RobotTestSupport::ModuleRunner& runner)
    {
      RobotTestSupport::installConfig();
      runner.add("SitStandBehavior");
      runner.provide("BehaviorStatus", "SitStandBehavior");
      runner.provide("MotionRequest", "SitStandBehavior");
      runner.provide("HeadMotionRequest", "SitStandBehavior");
      return runner.get<FrameInfo>("FrameInfo");
    }

    /** Frames of 17 ms with the chest button in a state. */
    void frames(int count, bool chest = false)
    {
      for(int i = 0; i < count; ++i)
      {
        frameInfo.time += 17;
        keys.pressed[KeyStates::chest] = chest;
        runner.run();
      }
    }

    /** A click: pressed for 200 ms, then released. */
    void click()
    {
      frames(12, true);
      frames(3);
    }

    /** The Motion thread reports a motion. */
    void motion(MotionRequest::Motion executed, bool finished)
    {
      motionInfo.executedMotion = executed;
      motionInfo.isMotionFinished = finished;
    }
  };
}

TEST(ChestButton, ClicksAreDebouncedPressesAndReleases)
{
  ChestButton button;
  unsigned t = 0;
  auto feed = [&](bool raw, int frames) {
    int clicks = 0;
    for(int i = 0; i < frames; ++i)
      clicks += button.update(raw, t += 10, 30, 1000) ? 1 : 0;
    return clicks;
  };
  EXPECT_EQ(feed(false, 5), 0);
  EXPECT_EQ(feed(true, 2), 0);  // a bounce of 20 ms: not a press
  EXPECT_FALSE(button.isPressed());
  EXPECT_EQ(feed(false, 5), 0);
  EXPECT_EQ(feed(true, 10), 0); // pressed for 100 ms
  EXPECT_TRUE(button.isPressed());
  EXPECT_EQ(feed(false, 1), 0); // a bounce while pressed changes nothing
  EXPECT_EQ(feed(true, 3), 0);
  EXPECT_EQ(feed(false, 5), 1); // released: one click
  EXPECT_EQ(feed(false, 50), 0);
  EXPECT_EQ(feed(true, 150), 0); // held for 1.5 s
  EXPECT_EQ(feed(false, 10), 0); // too long: no click
}

TEST(SitStandBehavior, StartsLimpStandsUpAndSitsDownOnClicks)
{
  Behavior behavior;
  behavior.frames(10);
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::limp);
  EXPECT_EQ(behavior.motionRequest.motion, MotionRequest::playDead);

  behavior.frames(12, true); // pressed: nothing yet, a click is complete with the release
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::limp);
  behavior.frames(3);
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::standingUp);
  EXPECT_EQ(behavior.motionRequest.motion, MotionRequest::stand);
  EXPECT_EQ(behavior.status.chestButtonPresses, 1u);

  behavior.motion(MotionRequest::stand, false);
  behavior.frames(50);
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::standingUp);
  behavior.motion(MotionRequest::stand, true);
  behavior.frames(1);
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::standing);
  EXPECT_EQ(behavior.motionRequest.motion, MotionRequest::stand);

  behavior.click();
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::sittingDown);
  EXPECT_EQ(behavior.motionRequest.motion, MotionRequest::sitDown);
  behavior.frames(5); // Motion still reports standing: the behaviour waits for sitDown
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::sittingDown);
  behavior.motion(MotionRequest::sitDown, false);
  behavior.frames(100);
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::sittingDown);
  behavior.motion(MotionRequest::sitDown, true);
  behavior.frames(1);
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::limp);
  EXPECT_EQ(behavior.motionRequest.motion, MotionRequest::playDead);
  EXPECT_EQ(behavior.status.chestButtonPresses, 2u);
}

TEST(SitStandBehavior, IgnoresAHeldButtonAndBounces)
{
  Behavior behavior;
  behavior.frames(120, true); // held for 2 s
  behavior.frames(10);
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::limp);
  behavior.frames(1, true); // a bounce of one frame (17 ms < 30 ms)
  behavior.frames(10);
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::limp);
  EXPECT_EQ(behavior.status.chestButtonPresses, 0u);
}

TEST(SitStandBehavior, AClickWhileStandingUpSitsDownAndViceVersa)
{
  Behavior behavior;
  behavior.click();
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::standingUp);
  behavior.click();
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::sittingDown);
  behavior.click();
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::standingUp);
}

TEST(SitStandBehavior, ScansWithTheHeadWhileStanding)
{
  Behavior behavior;
  behavior.frames(5);
  EXPECT_EQ(behavior.headMotionRequest.pan, 0.f);
  behavior.click();
  behavior.motion(MotionRequest::stand, true);
  behavior.headMotionInfo.isActive = true;
  behavior.frames(1);
  ASSERT_EQ(behavior.status.activity, BehaviorStatus::standing);
  behavior.frames(1);
  EXPECT_FLOAT_EQ(behavior.headMotionRequest.pan, 60_deg);
  EXPECT_FLOAT_EQ(behavior.headMotionRequest.tilt, 10_deg);
  EXPECT_FLOAT_EQ(behavior.headMotionRequest.speed, 30_deg);

  // The head arrives on the left: after the pause it is sent to the right.
  behavior.headMotionInfo.pan = 59.5_deg;
  behavior.headMotionInfo.moving = false;
  behavior.frames(25);
  EXPECT_FLOAT_EQ(behavior.headMotionRequest.pan, 60_deg);
  behavior.frames(10);
  EXPECT_FLOAT_EQ(behavior.headMotionRequest.pan, -60_deg);
  behavior.headMotionInfo.pan = -60_deg;
  behavior.frames(40);
  EXPECT_FLOAT_EQ(behavior.headMotionRequest.pan, 60_deg);

  behavior.click(); // sitting down: head straight
  EXPECT_FLOAT_EQ(behavior.headMotionRequest.pan, 0.f);
}
