/**
 * @file Console/GamePadCommands.h
 * The command "jc": what a game pad's buttons and sticks do (docs/console.md, "Game pad"), and
 * running what the pad asks for (Console::gamePad()).
 */
#pragma once

#include "Console/ConsoleCore.h"
#include "Console/GamePadMapping.h"
#include <array>

class GamePadCommands
{
public:
  explicit GamePadCommands(ConsoleCore& core) : core(core) {}
  void addCommands(CommandTable& table);
  /** What a game pad did: runs the commands jc binds to it and returns them (on the thread that runs commands). */
  std::vector<std::string> gamePad(const GamePadMapping::Input& input);

private:
  using Result = ConsoleCore::Result;
  using Call = ConsoleCore::Call;

  Result gamePadCommand(const Call& call);

  ConsoleCore& core;
  GamePadMapping gamePadMapping;   ///< What the game pad's buttons and sticks do.
  bool gamePadRead = false;        ///< A program told what a game pad did (gamePad()).
  bool showGamePad = false;        ///< jc show: print what the pad does.
  std::array<float, GamePadMapping::numOfAxes> shownAxes{}; ///< The axes printed last (jc show).
};
