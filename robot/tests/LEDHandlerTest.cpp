// The LEDHandler on a blackboard: eyes per body state, chest and feet per game state (SPL rules),
// ears for the battery, the skull for a logger that stopped.
#include "RobotTestSupport.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/GameState.h"
#include "Representations/Infrastructure/LEDRequest.h"
#include "Representations/Infrastructure/LoggerStatus.h"
#include "Streaming/TypeRegistry.h"
#include "Representations/Infrastructure/SensorData/SystemSensorData.h"
#include "Representations/MotionControl/MotionInfo.h"
#include <fstream>

namespace
{
  struct LEDs
  {
    RobotTestSupport::ModuleRunner runner;
    FrameInfo& frameInfo = init(runner);
    MotionInfo& motionInfo = runner.get<MotionInfo>("MotionInfo");
    GameState& gameState = runner.get<GameState>("GameState");
    SystemSensorData& system = runner.get<SystemSensorData>("SystemSensorData");
    LoggerStatus& loggerStatus = runner.get<LoggerStatus>("LoggerStatus");
    const LEDRequest& request = runner.get<LEDRequest>("LEDRequest");

    static FrameInfo& init(RobotTestSupport::ModuleRunner& runner)
    {
      RobotTestSupport::installConfig();
      runner.add("LEDHandler");
      runner.provide("LEDRequest", "LEDHandler");
      return runner.get<FrameInfo>("FrameInfo");
    }

    ColorRGB eyes(MotionRequest::Motion motion, bool finished)
    {
      motionInfo.executedMotion = motion;
      motionInfo.isMotionFinished = finished;
      runner.run();
      EXPECT_EQ(request.leftEyeSegment(0), request.rightEyeSegment(7));
      return request.leftEyeSegment(3);
    }
  };
}

TEST(LEDHandler, EyesShowWhatTheBodyDoes)
{
  LEDs leds;
  const ColorRGB limp = leds.eyes(MotionRequest::playDead, true);
  EXPECT_GT(limp.b, 0.f);
  EXPECT_EQ(limp.r, 0.f);
  EXPECT_EQ(limp.g, 0.f);
  EXPECT_EQ(leds.eyes(MotionRequest::stand, false), ColorRGB(1.f, 0.8f, 0.f)); // standing up: yellow
  EXPECT_EQ(leds.eyes(MotionRequest::stand, true), ColorRGB(0.f, 1.f, 0.f));   // standing: green
  const ColorRGB sittingDown = leds.eyes(MotionRequest::sitDown, false);
  const ColorRGB sitting = leds.eyes(MotionRequest::sitDown, true);
  EXPECT_GT(sittingDown.b, 0.f);
  EXPECT_GT(sitting.b, 0.f);
  EXPECT_EQ(sitting.r, 0.f);
}

TEST(LEDHandler, ChestShowsTheGameStateAndIsOffInInitial)
{
  LEDs leds;
  leds.runner.run();
  EXPECT_EQ(leds.request.chestColor(), ColorRGB(0.f, 0.f, 0.f));
  leds.gameState.state = GameState::ready;
  leds.runner.run();
  EXPECT_EQ(leds.request.chestColor(), ColorRGB(0.f, 0.f, 1.f));
  leds.gameState.state = GameState::playing;
  leds.runner.run();
  EXPECT_EQ(leds.request.chestColor(), ColorRGB(0.f, 1.f, 0.f));
  EXPECT_EQ(leds.request.skull, (std::array<float, 12>{}));
  leds.gameState.state = GameState::set;
  leds.runner.run();
  EXPECT_EQ(leds.request.chestColor(), ColorRGB(1.f, 0.8f, 0.f));
  leds.gameState.penalty = GameState::illegalPosition;
  leds.runner.run();
  EXPECT_EQ(leds.request.chestColor(), ColorRGB(1.f, 0.f, 0.f)) << "penalized: red";
}

TEST(LEDHandler, FeetShowTheTeamColourAndTheOwnKickOff)
{
  LEDs leds;
  leds.gameState.playerNumber = 2;
  leds.gameState.ownTeam.number = 5;
  leds.gameState.ownTeam.goalkeeperNumber = 1;
  leds.gameState.ownTeam.fieldPlayerColor = Settings::blue;
  leds.gameState.ownTeam.goalkeeperColor = Settings::yellow;
  leds.gameState.kickingTeam = 7;
  leds.runner.run();
  EXPECT_EQ(leds.request.leftFoot, (std::array<float, 3>{0, 0, 1}));
  EXPECT_EQ(leds.request.rightFoot, (std::array<float, 3>{})) << "the other team kicks off";
  leds.gameState.kickingTeam = 5;
  leds.runner.run();
  EXPECT_EQ(leds.request.rightFoot, (std::array<float, 3>{1, 1, 1})) << "own kick-off in initial: white";
  leds.gameState.state = GameState::playing;
  leds.runner.run();
  EXPECT_EQ(leds.request.rightFoot, (std::array<float, 3>{})) << "only before the kick-off";
  leds.gameState.playerNumber = 1;
  leds.runner.run();
  EXPECT_EQ(leds.request.leftFoot, (std::array<float, 3>{1, 0.8f, 0})) << "the goalkeeper's colour";
}

TEST(LEDHandler, EarsShowTheBatteryAndBlinkWhenItIsLow)
{
  LEDs leds;
  leds.system.batteryLevel = 0.5f;
  leds.frameInfo.time = 10000;
  leds.runner.run();
  EXPECT_EQ(leds.request.leftEar, (std::array<float, 10>{1, 1, 1, 1, 1, 0, 0, 0, 0, 0}));
  EXPECT_EQ(leds.request.rightEar, (std::array<float, 10>{0, 0, 0, 0, 0, 1, 1, 1, 1, 1}));

  leds.system.batteryLevel = 0.1f;
  leds.runner.run(); // first half of the blink period: on
  EXPECT_EQ(leds.request.leftEar[0], 1.f);
  leds.frameInfo.time = 10600;
  leds.runner.run(); // second half: off
  EXPECT_EQ(leds.request.leftEar[0], 0.f);
  leds.system.batteryCharging = true;
  leds.runner.run(); // charging: no blinking
  EXPECT_EQ(leds.request.leftEar[0], 1.f);
}

TEST(LEDHandler, TheSkullBlinksWhenTheLoggerStoppedForGood)
{
  LEDs leds;
  leds.frameInfo.time = 20000;
  for(const LoggerStatus::State state : {LoggerStatus::off, LoggerStatus::waiting, LoggerStatus::logging})
  {
    leds.loggerStatus.state = state;
    leds.runner.run();
    EXPECT_EQ(leds.request.skull, (std::array<float, 12>{})) << TypeRegistry::getEnumName(state);
  }
  leds.loggerStatus.state = LoggerStatus::stopped;
  leds.runner.run(); // first half of the blink period: on
  EXPECT_EQ(leds.request.skull, (std::array<float, 12>{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}));
  leds.frameInfo.time = 20600;
  leds.runner.run(); // second half: off
  EXPECT_EQ(leds.request.skull, (std::array<float, 12>{}));
}

TEST(LEDHandler, AMisspeltParameterIsReported)
{
  const std::string config = RobotTestSupport::installConfig();
  std::filesystem::create_directories(config + "Robots/BrokenLEDs/Head");
  std::string text = TestSupport::readFile(config + "Scenarios/Default/ledHandler.cfg");
  text.replace(text.find("standingUp"), 10, "standingUq");
  std::ofstream(config + "Robots/BrokenLEDs/Head/ledHandler.cfg") << text;
  File::setSearchPath({"Robots/BrokenLEDs/Head/", "Scenarios/Default/"});
  RobotTestSupport::ModuleRunner runner;
  try
  {
    runner.add("LEDHandler");
    ADD_FAILURE() << "a misspelt field is an error";
  }
  catch(const std::runtime_error& e)
  {
    EXPECT_NE(std::string(e.what()).find("ledHandler.cfg"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("eyes"), std::string::npos) << e.what();
  }
  std::filesystem::remove(config + "Robots/BrokenLEDs/Head/ledHandler.cfg");
  File::setSearchPath({});
}
