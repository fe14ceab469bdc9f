/**
 * @file Tools/Logging/GameLoggingController.cpp
 * Whether to log in the current game state, and how the log is described.
 */
#include "Tools/Logging/GameLoggingController.h"
#include "Platform/Time.h"
#include "Framework/Blackboard.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/GameState.h"
#include "Streaming/InMap.h"
#include <algorithm>
#include <cstring>

GameLoggingController::GameLoggingController(const TeamList& teams) : teamList(teams) {}

GameLoggingController::TeamList GameLoggingController::loadTeams(std::string& error)
{
  TeamList teams;
  InMapFile stream("teamList.cfg", InMap::allErrors, false);
  if(!stream.exists())
  {
    if(!stream.errors().empty())
      error = stream.errors().front();
    return teams;
  }
  stream >> teams;
  if(!stream.errors().empty())
  {
    error = stream.errors().front();
    return TeamList();
  }
  return teams;
}

bool GameLoggingController::shouldLog()
{
  const Blackboard* blackboard = Blackboard::getInstancePointer();
  if(!blackboard || !blackboard->exists("GameState"))
    return logging = false;
  const auto& gameState = static_cast<const GameState&>((*blackboard)["GameState"]);
  const unsigned now = blackboard->exists("FrameInfo") ? static_cast<const FrameInfo&>((*blackboard)["FrameInfo"]).time
                                                       : Time::getCurrentSystemTime();
  if(gameState.state == GameState::initial)
    logging = false;
  else if(gameState.state == GameState::finished)
    logging = logging && static_cast<int>(now - gameState.timeWhenStateStarted) < finishedGrace;
  else
    logging = true;
  return logging;
}

std::string_view GameLoggingController::getDescription()
{
  const auto set = [this](std::string_view first, std::string_view second) {
    descriptionLength = std::min(first.size(), description.size() - second.size());
    std::memcpy(description.data(), first.data(), descriptionLength);
    std::memcpy(description.data() + descriptionLength, second.data(), second.size());
    descriptionLength += second.size();
  };
  set("Testing", "");
  const Blackboard* blackboard = Blackboard::getInstancePointer();
  if(!blackboard || !blackboard->exists("GameState"))
    return {description.data(), descriptionLength};
  const auto& gameState = static_cast<const GameState&>((*blackboard)["GameState"]);
  if(gameState.gameControllerActive && gameState.source == GameState::gameController)
    for(const TeamList::Team& team : teamList.teams)
      if(team.number == gameState.opponentTeam.number && !team.name.empty())
      {
        set(team.name, gameState.phase == GameState::penaltyShootout ? "_ShootOut" : gameState.firstHalf ? "_1stHalf" : "_2ndHalf");
        break;
      }
  return {description.data(), descriptionLength};
}
