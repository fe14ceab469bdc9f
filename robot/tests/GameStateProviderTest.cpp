/**
 * @file GameStateProviderTest.cpp
 * The GameStateProvider on a blackboard: packets of both versions, the own team found by number,
 * the whistle in SET and the fake-state window, the SPL button interface without a GameController.
 */
#include "RobotTestSupport.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/GameControllerData.h"
#include "Representations/Infrastructure/GameState.h"
#include "Representations/Infrastructure/SensorData/KeyStates.h"
#include "Representations/Modeling/Whistle.h"

namespace
{
  struct Provider
  {
    RobotTestSupport::ModuleRunner runner;
    FrameInfo& frameInfo = init(runner);
    GameControllerData& packet = runner.get<GameControllerData>("GameControllerData");
    KeyStates& keys = runner.get<KeyStates>("KeyStates");
    Whistle& whistle = runner.get<Whistle>("Whistle");
    const GameState& state = runner.get<GameState>("GameState");

    Provider() { frameInfo.time = 10000; }

    static FrameInfo& init(RobotTestSupport::ModuleRunner& runner)
    {
      RobotTestSupport::installConfig();
      runner.add("GameStateProvider");
      runner.provide("GameState", "GameStateProvider");
      return runner.get<FrameInfo>("FrameInfo");
    }

    /** ms of frames (17 ms each). */
    void wait(unsigned ms)
    {
      for(unsigned t = 0; t < ms; t += 17)
      {
        frameInfo.time += 17;
        runner.run();
      }
    }

    /** The GameController sends a state (team 5 = Settings' default team is teams[1]). */
    void send(unsigned char gcState, unsigned char version = 18)
    {
      packet.version = version;
      packet.state = gcState;
      packet.teams[0].teamNumber = 9;
      packet.teams[1].teamNumber = 5;
      ++packet.packetNumber;
      packet.timeLastPacketReceived = frameInfo.time;
      frameInfo.time += 17;
      runner.run();
    }

    void press(KeyStates::Key key)
    {
      keys.pressed[key] = true;
      wait(200);
      keys.pressed[key] = false;
      wait(100);
    }
  };
}

TEST(GameStateProvider, FollowsTheGameControllerAndFindsTheOwnTeamByNumber)
{
  Provider provider;
  provider.packet.teams[1].players[0].penalty = 5; // version 18: illegal position
  provider.packet.teams[1].score = 2;
  provider.packet.teams[0].score = 1;
  provider.packet.setPlay = 3;
  provider.send(1);
  EXPECT_EQ(provider.state.state, GameState::ready);
  EXPECT_EQ(provider.state.source, GameState::gameController);
  EXPECT_EQ(provider.state.penalty, GameState::illegalPosition);
  EXPECT_EQ(provider.state.ownTeam.score, 2);
  EXPECT_EQ(provider.state.opponentTeam.score, 1);
  EXPECT_EQ(provider.state.setPlay, GameState::cornerKick);

  provider.packet.teams[1].players[0].penalty = 5; // version 19: pick-up
  provider.packet.setPlay = 4;
  provider.send(5, 19);
  EXPECT_EQ(provider.state.penalty, GameState::requestForPickup);
  EXPECT_EQ(provider.state.setPlay, GameState::throwIn);
  EXPECT_EQ(provider.state.gameControllerVersion, 19);

  provider.wait(2100); // no packet for 2 s: the buttons take over, the state stays
  EXPECT_FALSE(provider.state.gameControllerActive);
}

TEST(GameStateProvider, AWhistleInSetStartsPlayingBeforeTheGameControllerDoes)
{
  Provider provider;
  provider.send(2);
  EXPECT_EQ(provider.state.state, GameState::set);
  provider.whistle.lastTimeWhistleDetected = provider.frameInfo.time;
  provider.wait(17);
  EXPECT_EQ(provider.state.state, GameState::playing);
  EXPECT_TRUE(provider.state.whistleOverride);
  for(int i = 0; i < 10; ++i) // the GameController still sends SET for 5 s
  {
    provider.send(2);
    provider.wait(500);
  }
  EXPECT_EQ(provider.state.state, GameState::playing);
  provider.send(3);
  EXPECT_EQ(provider.state.state, GameState::playing);
  EXPECT_FALSE(provider.state.whistleOverride);
}

TEST(GameStateProvider, AWhistleTheGameControllerDoesNotConfirmIsTakenBack)
{
  Provider provider;
  provider.send(2);
  provider.wait(1000);
  provider.whistle.lastTimeWhistleDetected = provider.frameInfo.time;
  provider.wait(17);
  ASSERT_EQ(provider.state.state, GameState::playing);
  for(int i = 0; i < 32; ++i) // 16 s of SET: longer than the window of version 18 (15 s)
  {
    provider.send(2);
    provider.wait(500);
  }
  EXPECT_EQ(provider.state.state, GameState::set);
  EXPECT_FALSE(provider.state.whistleOverride);
  provider.wait(1000);
  EXPECT_EQ(provider.state.state, GameState::set) << "the same whistle does not count twice";
}

TEST(GameStateProvider, ButtonsWithoutGameControllerAsTheSplRulesSay)
{
  Provider provider;
  provider.wait(100);
  EXPECT_EQ(provider.state.state, GameState::initial);
  EXPECT_EQ(provider.state.source, GameState::buttons);
  const Settings::TeamColor color = provider.state.ownTeam.fieldPlayerColor;
  provider.press(KeyStates::lFootLeft);
  EXPECT_NE(provider.state.ownTeam.fieldPlayerColor, color) << "left bumper: team colour";
  EXPECT_FALSE(provider.state.isOwnKick());
  provider.press(KeyStates::rFootRight);
  EXPECT_TRUE(provider.state.isOwnKick()) << "right bumper: kick-off";

  provider.press(KeyStates::chest);
  EXPECT_TRUE(provider.state.isPenalized());
  EXPECT_EQ(provider.state.state, GameState::playing);
  provider.press(KeyStates::chest);
  EXPECT_FALSE(provider.state.isPenalized());
  EXPECT_TRUE(provider.state.isPlaying());
  provider.press(KeyStates::chest);
  EXPECT_EQ(provider.state.penalty, GameState::manual);
  const Settings::TeamColor now = provider.state.ownTeam.fieldPlayerColor;
  provider.press(KeyStates::lFootLeft);
  EXPECT_EQ(provider.state.ownTeam.fieldPlayerColor, now) << "bumpers only in initial";
}
