/**
 * @file Modules/Infrastructure/GameStateProvider/GameStateProvider.h
 * The game state from the GameController, the buttons and the whistle (docs/game.md).
 */
#pragma once

#include "Framework/Module.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/GameControllerData.h"
#include "Representations/Infrastructure/GameState.h"
#include "Representations/Infrastructure/SensorData/KeyStates.h"
#include "Representations/Modeling/Whistle.h"
#include "Tools/ButtonClick.h"

MODULE(GameStateProvider,
{,
  REQUIRES(FrameInfo),
  REQUIRES(GameControllerData),
  REQUIRES(KeyStates),
  REQUIRES(Whistle),
  PROVIDES(GameState),
  LOADS_PARAMETERS(
  {,
    (unsigned) gameControllerTimeout, /**< The GameController counts as gone when its last packet is this old (ms). */
    (unsigned) debounceTime,          /**< A button must keep a new state this long to count (ms). */
    (unsigned) maxPressDuration,      /**< A longer press is no click (ms). */
    (unsigned) fakeStateWindowSPL,    /**< Version 18: how long the GameController may still send SET after the whistle (ms). */
    (unsigned) fakeStateWindowHSL,    /**< Version 19: the same. */
  }),
});

/**
 * With a GameController (packets for the own team younger than gameControllerTimeout), the state
 * follows its packets, mapped from either version to the same enums. In SET, a whistle heard
 * after SET began makes the state PLAYING at once; the GameController may keep sending SET for
 * the fake-state window, after which SET is taken back (the whistle was not the referee's).
 *
 * Without a GameController, the SPL's button interface: the chest button switches from INITIAL
 * to penalized, then between PLAYING and penalized; in INITIAL, before the first chest click,
 * the left foot bumper changes the team colour and the right one who kicks off.
 */
class GameStateProvider : public GameStateProviderBase
{
public:
  GameStateProvider();

private:
  void update(GameState& gameState) override;

  /** Takes over the GameController's packet. */
  void applyGameController(GameState& gameState);
  /** The whistle in SET and the fake-state window. */
  void applyWhistle(GameState& gameState, GameState::State fromGameController);
  /** The button interface without a GameController. */
  void applyButtons(GameState& gameState);

  void setState(GameState& gameState, GameState::State state) const;
  void setPenalty(GameState& gameState, GameState::Penalty penalty) const;

  ButtonClick chest;
  ButtonClick leftFoot;
  ButtonClick rightFoot;
  unsigned lastPacketApplied = 0;  ///< timeLastPacketReceived of the packet applied last.
  unsigned lastWhistleUsed = 0;    ///< lastTimeWhistleDetected of the whistle that counted last.
  bool initialized = false;
};
