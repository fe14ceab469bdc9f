/**
 * @file Representations/Infrastructure/GameState.h
 * The representation GameState: the state of the game.
 */
#pragma once

#include "Streaming/AutoStreamable.h"

/**
 * The state of the game as the GameController announces it. Until a GameController binding
 * exists, nothing provides it: threads.cfg lists it as a default representation, so it stays
 * initial.
 */
STREAMABLE(GameState,
{
  ENUM(State,
  {,
    initial,
    ready,
    set,
    playing,
    finished,
  }),

  (State)(initial) state,
});
