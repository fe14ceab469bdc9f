/**
 * @file Modules/Infrastructure/GameStateProvider/GameStateProvider.cpp
 * GameState from the GameController's packets, the SPL button interface and the whistle in SET.
 */
#include "Modules/Infrastructure/GameStateProvider/GameStateProvider.h"
#include "Streaming/Global.h"
#include <stdexcept>

MAKE_MODULE(GameStateProvider);

namespace
{
  GameState::State toState(unsigned state)
  {
    switch(state)
    {
      case 1: return GameState::ready;
      case 2: return GameState::set;
      case 3: return GameState::playing;
      case 4: return GameState::finished;
      case 5: return GameState::standby;
      default: return GameState::initial;
    }
  }

  GameState::Phase toPhase(unsigned phase)
  {
    return phase < static_cast<unsigned>(GameState::numOfPhases) ? static_cast<GameState::Phase>(phase) : GameState::normal;
  }

  GameState::SetPlay toSetPlay(unsigned setPlay, bool hsl)
  {
    static const GameState::SetPlay spl[] = {GameState::noSetPlay, GameState::goalKick, GameState::pushingFreeKick,
                                             GameState::cornerKick, GameState::kickIn, GameState::penaltyKick};
    static const GameState::SetPlay humanoid[] = {GameState::noSetPlay, GameState::directFreeKick, GameState::indirectFreeKick,
                                                  GameState::penaltyKick, GameState::throwIn, GameState::goalKick,
                                                  GameState::cornerKick};
    if(hsl)
      return setPlay < std::size(humanoid) ? humanoid[setPlay] : GameState::noSetPlay;
    return setPlay < std::size(spl) ? spl[setPlay] : GameState::noSetPlay;
  }

  GameState::Penalty toPenalty(unsigned penalty, bool hsl)
  {
    using P = GameState;
    static const GameState::Penalty spl[] = {P::none, P::illegalBallContact, P::pushing, P::illegalMotionInSet, P::inactivePlayer,
                                             P::illegalPosition, P::leavingTheField, P::requestForPickup, P::localGameStuck,
                                             P::illegalPositionInSet, P::playerStance, P::illegalMotionInStandby, P::manual,
                                             P::manual, P::substitute, P::manual};
    static const GameState::Penalty humanoid[] = {P::none, P::illegalPosition, P::illegalMotionInSet, P::localGameStuck,
                                                  P::incapableRobot, P::requestForPickup, P::ballHolding, P::leavingTheField,
                                                  P::playingWithArmsHands, P::pushing, P::sentOff, P::substitute};
    if(hsl)
      return penalty < std::size(humanoid) ? humanoid[penalty] : P::manual;
    return penalty < std::size(spl) ? spl[penalty] : P::manual;
  }

  Settings::TeamColor toColor(unsigned color)
  {
    return color < static_cast<unsigned>(Settings::numOfTeamColors) ? static_cast<Settings::TeamColor>(color) : Settings::black;
  }

  void fillTeam(const GameControlTeamInfo& info, bool hsl, GameState::Team& team)
  {
    team.number = info.teamNumber;
    team.fieldPlayerColor = toColor(info.fieldPlayerColour);
    team.goalkeeperColor = toColor(info.goalkeeperColour);
    team.goalkeeperNumber = info.goalkeeper;
    team.score = info.score;
    team.messageBudget = info.messageBudget;
    for(std::size_t i = 0; i < team.penalties.size(); ++i)
      team.penalties[i] = toPenalty(info.players[i].penalty, hsl);
  }
}

GameStateProvider::GameStateProvider()
{
  if(gameControllerTimeout == 0)
    throw std::runtime_error("GameStateProvider: gameControllerTimeout must be > 0 ms");
}

void GameStateProvider::setState(GameState& gameState, GameState::State state) const
{
  if(gameState.state != state)
  {
    gameState.state = state;
    gameState.timeWhenStateStarted = theFrameInfo.time;
  }
}

void GameStateProvider::setPenalty(GameState& gameState, GameState::Penalty penalty) const
{
  if(gameState.penalty != penalty)
  {
    gameState.penalty = penalty;
    gameState.timeWhenPenaltyStarted = theFrameInfo.time;
  }
}

void GameStateProvider::update(GameState& gameState)
{
  const Settings& settings = Global::getSettings();
  if(!initialized)
  {
    gameState = GameState();
    gameState.playerNumber = settings.playerNumber;
    gameState.ownTeam.number = settings.teamNumber;
    gameState.ownTeam.fieldPlayerColor = settings.fieldPlayerColor;
    gameState.ownTeam.goalkeeperColor = settings.goalkeeperColor;
    gameState.gameControllerVersion = theGameControllerData.version;
    gameState.ownTeam.messageBudget = static_cast<int>(GameControl::messageBudget(theGameControllerData.version));
    gameState.timeWhenStateStarted = theFrameInfo.time;
    initialized = true;
  }

  const bool newPacket = theGameControllerData.timeLastPacketReceived != 0 && theGameControllerData.timeLastPacketReceived != lastPacketApplied;
  gameState.gameControllerActive = theGameControllerData.timeLastPacketReceived != 0 &&
                                   theFrameInfo.getTimeSince(theGameControllerData.timeLastPacketReceived) < static_cast<int>(gameControllerTimeout);

  const bool clickedChest = chest.update(theKeyStates.pressed[KeyStates::chest], theFrameInfo.time, debounceTime, maxPressDuration);
  const bool clickedLeft = leftFoot.update(theKeyStates.pressed[KeyStates::lFootLeft] || theKeyStates.pressed[KeyStates::lFootRight],
                                           theFrameInfo.time, debounceTime, maxPressDuration);
  const bool clickedRight = rightFoot.update(theKeyStates.pressed[KeyStates::rFootLeft] || theKeyStates.pressed[KeyStates::rFootRight],
                                             theFrameInfo.time, debounceTime, maxPressDuration);

  if(gameState.gameControllerActive)
  {
    if(newPacket)
      applyGameController(gameState);
    else
      applyWhistle(gameState, toState(theGameControllerData.state));
  }
  else
  {
    gameState.source = GameState::buttons;
    if(clickedChest)
    {
      // Initial -> penalized -> playing -> penalized -> playing ...
      if(gameState.isPenalized())
      {
        setPenalty(gameState, GameState::none);
        setState(gameState, GameState::playing);
      }
      else
      {
        setPenalty(gameState, GameState::manual);
        if(gameState.state == GameState::initial || gameState.state == GameState::finished)
          setState(gameState, GameState::playing);
      }
      gameState.whistleOverride = false;
    }
    else if(gameState.state == GameState::initial && !gameState.isPenalized())
    {
      if(clickedLeft)
        gameState.ownTeam.fieldPlayerColor =
          static_cast<Settings::TeamColor>((gameState.ownTeam.fieldPlayerColor + 1) % Settings::numOfTeamColors);
      if(clickedRight)
        gameState.kickingTeam = gameState.isOwnKick() ? gameState.opponentTeam.number : gameState.ownTeam.number;
    }
    gameState.ownTeam.penalties[static_cast<std::size_t>(std::clamp(gameState.playerNumber, 1, 20) - 1)] = gameState.penalty;
  }
}

void GameStateProvider::applyGameController(GameState& gameState)
{
  const RoboCupGameControlData& packet = theGameControllerData;
  lastPacketApplied = theGameControllerData.timeLastPacketReceived;
  const bool hsl = packet.version == GameControl::hslVersion;
  const std::size_t own = packet.teams[0].teamNumber == gameState.ownTeam.number ? 0 : 1;

  gameState.source = GameState::gameController;
  gameState.gameControllerVersion = packet.version;
  gameState.phase = toPhase(packet.gamePhase);
  gameState.setPlay = toSetPlay(packet.setPlay, hsl);
  gameState.kickingTeam = packet.kickingTeam == GameControl::kickingTeamNone ? 0 : packet.kickingTeam;
  gameState.firstHalf = packet.firstHalf != 0;
  gameState.timeWhenHalfEnds = packet.secsRemaining > 0 ? theFrameInfo.time + 1000u * static_cast<unsigned>(packet.secsRemaining) : 0;
  gameState.secondaryTime = packet.secondaryTime;
  gameState.playersPerTeam = packet.playersPerTeam;
  fillTeam(packet.teams[own], hsl, gameState.ownTeam);
  fillTeam(packet.teams[1 - own], hsl, gameState.opponentTeam);

  const int player = gameState.playerNumber;
  if(player >= 1 && player <= static_cast<int>(GameControl::maxNumPlayers))
  {
    setPenalty(gameState, gameState.ownTeam.penalties[static_cast<std::size_t>(player - 1)]);
    gameState.secsTillUnpenalised = packet.teams[own].players[static_cast<std::size_t>(player - 1)].secsTillUnpenalised;
  }
  applyWhistle(gameState, toState(packet.state));
}

void GameStateProvider::applyWhistle(GameState& gameState, GameState::State fromGameController)
{
  const bool newWhistle = theWhistle.lastTimeWhistleDetected != 0 && theWhistle.lastTimeWhistleDetected != lastWhistleUsed;
  if(gameState.whistleOverride)
  {
    const unsigned window = gameState.gameControllerVersion == GameControl::hslVersion ? fakeStateWindowHSL : fakeStateWindowSPL;
    // The GameController may keep sending SET for the window; after it, SET is the truth.
    if(fromGameController == GameState::set && theFrameInfo.getTimeSince(gameState.timeOfLastWhistle) < static_cast<int>(window))
      return;
    gameState.whistleOverride = false;
    if(fromGameController == GameState::set)
    {
      // The whistle was not the referee's: back to SET as if it never happened.
      gameState.state = GameState::set;
      gameState.timeWhenStateStarted = theFrameInfo.time;
      return;
    }
  }
  if(fromGameController == GameState::set && gameState.state == GameState::set && !gameState.isPenalized() && newWhistle &&
     theWhistle.lastTimeWhistleDetected >= gameState.timeWhenStateStarted)
  {
    lastWhistleUsed = theWhistle.lastTimeWhistleDetected;
    gameState.timeOfLastWhistle = theWhistle.lastTimeWhistleDetected;
    gameState.whistleOverride = true;
    setState(gameState, GameState::playing);
    return;
  }
  setState(gameState, fromGameController);
}
