/**
 * @file Representations/Infrastructure/GameState.h
 * The state of the game as the robot believes it: from the GameController, from the buttons
 * without one, and from the whistle in SET (docs/game.md).
 */
#pragma once

#include "Framework/Settings.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/EnumIndexedArray.h"
#include <array>

/**
 * The game state in a version-free form: GameController packets of version 18 (SPL) and 19
 * (Humanoid Soccer League) are mapped to the same states, set plays and penalties.
 */
STREAMABLE(GameState,
{
  ENUM(State,
  {,
    initial,
    standby,  /**< Version 18 only: wait for the referee's signal to get ready. */
    ready,
    set,
    playing,
    finished,
  });

  ENUM(Phase,
  {,
    normal,
    penaltyShootout,
    extraTime,
    timeout,
  });

  /** Set plays of both versions (18: goal kick ... penalty kick; 19: direct free kick ... corner kick). */
  ENUM(SetPlay,
  {,
    noSetPlay,
    goalKick,
    pushingFreeKick,
    cornerKick,
    kickIn,
    penaltyKick,
    directFreeKick,
    indirectFreeKick,
    throwIn,
  });

  /** Penalties of both versions; version 19's illegal positioning, motion in set and pick-up map to 18's names. */
  ENUM(Penalty,
  {,
    none,
    illegalBallContact,
    pushing,
    illegalMotionInSet,
    inactivePlayer,
    illegalPosition,
    leavingTheField,
    requestForPickup,
    localGameStuck,
    illegalPositionInSet,
    playerStance,
    illegalMotionInStandby,
    substitute,
    manual,
    incapableRobot,
    ballHolding,
    playingWithArmsHands,
    sentOff,
  });

  /** Where the state comes from. */
  ENUM(Source,
  {,
    buttons,        /**< No GameController: the chest button and the foot bumpers. */
    gameController,
  });

  /** One team. */
  STREAMABLE(Team,
  {,
    (int)(0) number,
    (Settings::TeamColor)(Settings::red) fieldPlayerColor,
    (Settings::TeamColor)(Settings::purple) goalkeeperColor,
    (int)(0) goalkeeperNumber,
    (int)(0) score,
    (int)(0) messageBudget,           /**< Team messages the team may still send in this game. */
    (std::array<Penalty, 20>)() penalties, /**< Of the players 1..20 (index 0 is player 1). */
  });

  bool isPenalized() const { return penalty != none; }
  bool isPlaying() const { return state == playing && !isPenalized(); }
  /** Whether the own team kicks next (kick-off, set play). */
  bool isOwnKick() const { return kickingTeam == ownTeam.number && kickingTeam != 0; }
  /** The number of own players that are not penalized (at least 1). */
  int activePlayers() const;
  /** Milliseconds until the half ends, as of now (0 if unknown or over). */
  int halfTimeLeft(unsigned now) const { return timeWhenHalfEnds > now ? static_cast<int>(timeWhenHalfEnds - now) : 0; },

  (State)(initial) state,
  (unsigned)(0) timeWhenStateStarted,     /**< ms */
  (Phase)(normal) phase,
  (SetPlay)(noSetPlay) setPlay,
  (int)(0) kickingTeam,                   /**< Team number of the team that kicks next, 0: none. */
  (bool)(true) firstHalf,
  (unsigned)(0) timeWhenHalfEnds,         /**< ms, 0: unknown. */
  (int)(0) secondaryTime,                 /**< The GameController's secondary time when its packet came (s). */
  (int)(1) playerNumber,
  (Penalty)(none) penalty,                /**< This robot's penalty. */
  (unsigned)(0) timeWhenPenaltyStarted,   /**< ms */
  (int)(0) secsTillUnpenalised,
  (int)(5) playersPerTeam,
  (Team) ownTeam,
  (Team) opponentTeam,
  (Source)(buttons) source,
  (bool)(false) gameControllerActive,     /**< A packet for the own team came recently. */
  (int)(18) gameControllerVersion,        /**< The packet version in use: sets message size and budget. */
  (bool)(false) whistleOverride,          /**< Playing because of a whistle while the GameController still says set. */
  (unsigned)(0) timeOfLastWhistle,        /**< When the last whistle that counted was heard (ms). */
});

inline int GameState::activePlayers() const
{
  int active = 0;
  for(int i = 0; i < playersPerTeam && i < static_cast<int>(ownTeam.penalties.size()); ++i)
    if(ownTeam.penalties[static_cast<std::size_t>(i)] == none)
      ++active;
  return active > 0 ? active : 1;
}
