// When the robot logs (the seed's rule on the game state, 10 s more after finished), and the
// description in the names of its logs (Testing, or the opponent and the half from
// teamList.cfg while a GameController sends packets); the logger.cfg files of the repository.
#include "RobotTestSupport.h"
#include "Framework/LoggingTools.h"
#include "Logging/Logger.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/GameState.h"
#include "Streaming/InMap.h"
#include "Streaming/TypeRegistry.h"
#include "Tools/Logging/GameLoggingController.h"
#include <filesystem>
#include <fstream>

namespace
{
  /** GameState and FrameInfo on the calling thread's blackboard, as in the controller's thread. */
  struct Game
  {
    Game() { Blackboard::setInstance(&blackboard); }
    ~Game() { Blackboard::setInstance(nullptr); }

    Blackboard blackboard;
    GameState& gameState = blackboard.alloc<GameState>("GameState");
    FrameInfo& frameInfo = blackboard.alloc<FrameInfo>("FrameInfo");

    void set(GameState::State state, unsigned now)
    {
      if(gameState.state != state)
        gameState.timeWhenStateStarted = now;
      gameState.state = state;
      frameInfo.time = now;
    }
  };

  GameLoggingController::TeamList teams()
  {
    GameLoggingController::TeamList list;
    list.teams.resize(2);
    list.teams[0].number = 5;
    list.teams[0].name = "B-Human";
    list.teams[1].number = 13;
    list.teams[1].name = "Nao Devils";
    return list;
  }
}

TEST(GameLoggingController, LogsInEveryStateButInitialAndFinishedAndTenSecondsMore)
{
  Game game;
  GameLoggingController controller;
  game.set(GameState::initial, 1000);
  EXPECT_FALSE(controller.shouldLog());
  for(const GameState::State state : {GameState::standby, GameState::ready, GameState::set, GameState::playing})
  {
    game.set(state, 2000);
    EXPECT_TRUE(controller.shouldLog()) << TypeRegistry::getEnumName(state);
  }
  game.gameState.penalty = GameState::pushing;
  EXPECT_TRUE(controller.shouldLog()) << "penalized in playing";
  game.set(GameState::finished, 10000);
  EXPECT_TRUE(controller.shouldLog());
  game.set(GameState::finished, 19999);
  EXPECT_TRUE(controller.shouldLog()) << "9.999 s after finished";
  game.set(GameState::finished, 20000);
  EXPECT_FALSE(controller.shouldLog()) << "10 s after finished";
  game.set(GameState::finished, 20100);
  EXPECT_FALSE(controller.shouldLog()) << "and it stays off";
  game.set(GameState::initial, 30000);
  EXPECT_FALSE(controller.shouldLog());
  game.set(GameState::ready, 31000);
  EXPECT_TRUE(controller.shouldLog()) << "the second half";

  // A robot that starts in finished (e.g. restarted after the game) does not log.
  GameLoggingController restarted;
  game.set(GameState::finished, 40000);
  EXPECT_FALSE(restarted.shouldLog());
}

TEST(GameLoggingController, WithoutGameStateItNeverLogs)
{
  Blackboard empty;
  Blackboard::setInstance(&empty);
  GameLoggingController controller;
  EXPECT_FALSE(controller.shouldLog());
  EXPECT_EQ(controller.getDescription(), "Testing");
  Blackboard::setInstance(nullptr);
  EXPECT_FALSE(controller.shouldLog());
}

TEST(GameLoggingController, TheDescriptionNamesTheOpponentAndTheHalfWithAGameController)
{
  Game game;
  GameLoggingController controller(teams());
  game.gameState.opponentTeam.number = 13;
  EXPECT_EQ(controller.getDescription(), "Testing") << "no GameController";
  game.gameState.source = GameState::gameController;
  game.gameState.gameControllerActive = true;
  EXPECT_EQ(controller.getDescription(), "Nao Devils_1stHalf");
  game.gameState.firstHalf = false;
  EXPECT_EQ(controller.getDescription(), "Nao Devils_2ndHalf");
  game.gameState.phase = GameState::penaltyShootout;
  EXPECT_EQ(controller.getDescription(), "Nao Devils_ShootOut");
  game.gameState.opponentTeam.number = 99;
  EXPECT_EQ(controller.getDescription(), "Testing") << "not in teamList.cfg";
  game.gameState.opponentTeam.number = 5;
  game.gameState.gameControllerActive = false;
  EXPECT_EQ(controller.getDescription(), "Testing") << "the GameController went away";

  // In the file name, the space becomes '-'.
  LoggingTools::LogSettings settings{"Nao21", "Body3", 2, "Lab", "Default"};
  game.gameState.gameControllerActive = true;
  game.gameState.opponentTeam.number = 13;
  game.gameState.phase = GameState::normal;
  game.gameState.firstHalf = true;
  EXPECT_EQ(LoggingTools::createName(settings, std::string(controller.getDescription())), "Nao21_Body3_Default_Lab__Nao-Devils_1stHalf_2");
}

TEST(GameLoggingController, TeamListIsReadThroughTheSearchPath)
{
  const std::string config = RobotTestSupport::installConfig();
  std::string error;
  EXPECT_TRUE(GameLoggingController::loadTeams(error).teams.empty());
  EXPECT_EQ(error, "") << "no teamList.cfg is no error";
  std::ofstream(config + "Scenarios/Default/teamList.cfg") << "teams = [{number = 5; name = B-Human;}, {number = 13; name = \"Nao Devils\";}];\n";
  const GameLoggingController::TeamList list = GameLoggingController::loadTeams(error);
  ASSERT_EQ(list.teams.size(), 2u);
  EXPECT_EQ(list.teams[1].name, "Nao Devils");
  std::ofstream(config + "Scenarios/Default/teamList.cfg") << "teams = [{number = 5; nam = B-Human;}];\n";
  EXPECT_TRUE(GameLoggingController::loadTeams(error).teams.empty());
  EXPECT_NE(error.find("teamList.cfg"), std::string::npos) << error;
  std::filesystem::remove(config + "Scenarios/Default/teamList.cfg");
}

TEST(LoggerConfiguration, TheRepositorysLoggerFilesAreValidAndLogTheSameRepresentations)
{
  // The NAO's and the simulated body's logger.cfg differ in where and how, not in what.
  const std::string repository = std::string(TOUCHLINE_ROBOT_TEST_DATA) + "/../../../Config/";
  Logger::Parameters robot, desktop;
  for(auto [file, parameters] : {std::pair{"Scenarios/Default/logger.cfg", &robot}, std::pair{"Robots/Sim1/Body/logger.cfg", &desktop}})
  {
    InMapFile stream(repository + file, InMap::allErrors, false);
    ASSERT_TRUE(stream.exists()) << file;
    stream >> *parameters;
    EXPECT_TRUE(stream.errors().empty()) << file << ": " << stream.errors().front();
  }
  EXPECT_EQ(robot.path, "logging"); // in the home of the robot's user
  EXPECT_EQ(robot.maxMemory, 0u);
  EXPECT_FALSE(robot.alwaysLog);
  EXPECT_TRUE(desktop.alwaysLog);
  EXPECT_EQ(TestSupport::bytes(robot.representationsPerThread), TestSupport::bytes(desktop.representationsPerThread));
  EXPECT_EQ(robot.loggablePerThread, desktop.loggablePerThread);
}
