// The SitStandBehavior on a blackboard: the body follows the game state; the head scans while
// standing. And ButtonClick, which turns raw button states into clicks.
#include "RobotTestSupport.h"
#include "Representations/BehaviorControl/BehaviorStatus.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/GameState.h"
#include "Representations/MotionControl/HeadMotionInfo.h"
#include "Representations/MotionControl/HeadMotionRequest.h"
#include "Representations/MotionControl/MotionInfo.h"
#include "Representations/MotionControl/MotionRequest.h"
#include "Modules/BehaviorControl/SitStandBehavior/SitStandBehavior.h"
#include "Streaming/TypeRegistry.h"
#include "Tools/ButtonClick.h"

namespace
{
  /** The behaviour at 60 Hz (Cognition); the test plays the Motion thread and the GameStateProvider. */
  struct Behavior
  {
    RobotTestSupport::ModuleRunner runner;
    FrameInfo& frameInfo = init(runner);
    GameState& gameState = runner.get<GameState>("GameState");
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

    /** Frames of 17 ms. */
    void frames(int count)
    {
      for(int i = 0; i < count; ++i)
      {
        frameInfo.time += 17;
        runner.run();
      }
    }

    /** The game changes. */
    void game(GameState::State state, GameState::Penalty penalty = GameState::none)
    {
      gameState.state = state;
      gameState.penalty = penalty;
      frames(1);
    }

    /** The Motion thread reports a motion. */
    void motion(MotionRequest::Motion executed, bool finished)
    {
      motionInfo.executedMotion = executed;
      motionInfo.isMotionFinished = finished;
    }
  };
}

TEST(ButtonClick, ClicksAreDebouncedPressesAndReleases)
{
  ButtonClick button;
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

TEST(SitStandBehavior, LimpInInitialStandsInReadySetPlayingSitsWhenPenalized)
{
  Behavior behavior;
  behavior.frames(10);
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::limp);
  EXPECT_EQ(behavior.motionRequest.motion, MotionRequest::playDead);

  behavior.game(GameState::ready);
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::standingUp);
  EXPECT_EQ(behavior.motionRequest.motion, MotionRequest::stand);
  behavior.motion(MotionRequest::stand, false);
  behavior.frames(50);
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::standingUp);
  behavior.motion(MotionRequest::stand, true);
  behavior.frames(1);
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::standing);

  behavior.game(GameState::set);
  behavior.game(GameState::playing);
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::standing);
  EXPECT_EQ(behavior.motionRequest.motion, MotionRequest::stand);

  behavior.game(GameState::playing, GameState::pushing);
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::sittingDown);
  EXPECT_EQ(behavior.motionRequest.motion, MotionRequest::sitDown);
  behavior.frames(5); // Motion still reports standing: the behaviour waits for sitDown
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::sittingDown);
  behavior.motion(MotionRequest::sitDown, true);
  behavior.frames(1);
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::limp);
  EXPECT_EQ(behavior.motionRequest.motion, MotionRequest::playDead);

  behavior.game(GameState::playing); // unpenalized: up again
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::standingUp);
  behavior.game(GameState::finished); // standing up: sits down first, then limp
  EXPECT_EQ(behavior.status.activity, BehaviorStatus::sittingDown);
  EXPECT_EQ(behavior.motionRequest.motion, MotionRequest::sitDown);
}

TEST(SitStandBehavior, StandsInStandbyButNotInInitialOrFinished)
{
  EXPECT_FALSE(SitStandBehavior::shouldStand(GameState()));
  GameState gameState;
  for(GameState::State state : {GameState::standby, GameState::ready, GameState::set, GameState::playing})
  {
    gameState.state = state;
    EXPECT_TRUE(SitStandBehavior::shouldStand(gameState)) << TypeRegistry::getEnumName(state);
    gameState.penalty = GameState::manual;
    EXPECT_FALSE(SitStandBehavior::shouldStand(gameState));
    gameState.penalty = GameState::none;
  }
  gameState.state = GameState::finished;
  EXPECT_FALSE(SitStandBehavior::shouldStand(gameState));
}

TEST(SitStandBehavior, ScansWithTheHeadWhileStanding)
{
  Behavior behavior;
  behavior.frames(5);
  EXPECT_EQ(behavior.headMotionRequest.pan, 0.f);
  behavior.game(GameState::ready);
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

  behavior.game(GameState::finished); // sitting down: head straight
  EXPECT_FLOAT_EQ(behavior.headMotionRequest.pan, 0.f);
}
