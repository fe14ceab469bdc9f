/**
 * @file Tools/Logging/GameLoggingController.h
 * When the robot records its games: the seed's rule on the game state, and the description in
 * the name of the log file (docs/logs.md, "When the robot logs").
 */
#pragma once

#include "Logging/LoggingController.h"
#include "Streaming/AutoStreamable.h"
#include <array>
#include <string>
#include <vector>

/**
 * Logs in every game state except initial and finished; a log that is running when the game
 * becomes finished goes on for 10 s more (the end of a half). The description is
 * "<opponent>_1stHalf", "<opponent>_2ndHalf" or "<opponent>_ShootOut" while a GameController
 * sends packets and the opponent's number is in teamList.cfg; otherwise "Testing". Reads
 * GameState (and FrameInfo, for the time) from the blackboard of the thread the logger asks it
 * in; without GameState it never logs.
 */
class GameLoggingController : public LoggingController
{
public:
  /** The names of the teams by number (Config/teamList.cfg). */
  STREAMABLE(TeamList,
  {
    STREAMABLE(Team,
    {,
      (int)(0) number,
      (std::string) name,
    }),

    (std::vector<Team>) teams,
  });

  /** How long logging goes on after the game became finished (ms). */
  static constexpr int finishedGrace = 10000;

  /** @param teams The teams whose names may appear in file names (teamList.cfg). */
  explicit GameLoggingController(const TeamList& teams = TeamList());

  /**
   * Reads teamList.cfg through the calling thread's configuration search path.
   * @return The teams; none if there is no such file, none and a message in error if it is broken.
   */
  static TeamList loadTeams(std::string& error);

  bool shouldLog() override;
  std::string_view getDescription() override;

private:
  TeamList teamList;
  bool logging = false;
  std::array<char, 160> description{};
  std::size_t descriptionLength = 0;
};
