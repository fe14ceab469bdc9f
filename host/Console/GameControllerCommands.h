/**
 * @file Console/GameControllerCommands.h
 * The console's development GameController: the commands gc and pr (docs/console.md). gc's
 * sub-commands are a SubCommandTable; the GameController starts with the first gc or pr.
 */
#pragma once

#include "Console/ConsoleCore.h"
#include "Console/SubCommandTable.h"
#include <memory>

class DevGameController;

class GameControllerCommands
{
public:
  explicit GameControllerCommands(ConsoleCore& core);
  ~GameControllerCommands();
  void addCommands(CommandTable& table);

private:
  using Result = ConsoleCore::Result;
  using Call = ConsoleCore::Call;

  Result gameController(const Call& call);
  Result penalize(const Call& call);
  /** Adds the sub-commands of gc to subCommands. */
  void addSubCommands();
  /** gc ?: the GameController's state, the teams and the robots that answered. */
  Result printState();
  /** Starts the development GameController if it does not run; false (printed why) if it cannot. */
  bool startGameController();
  /** Sends the GameController's packets to the connected robots, or to everyone (broadcast). */
  void gameControllerTargets(bool broadcast);

  ConsoleCore& core;
  SubCommandTable subCommands;
  std::unique_ptr<DevGameController> devGameController; ///< Started by the first gc or pr.
};
