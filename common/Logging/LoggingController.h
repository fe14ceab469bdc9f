/**
 * @file Logging/LoggingController.h
 * The interface of what decides when the online logger records and how the log is named.
 */
#pragma once

#include <string_view>

/**
 * Asked by the logger in every frame of one thread (the robot program's: the first thread that
 * provides GameState), after that thread's providers ran, so that the blackboard of the
 * calling thread holds what the decision needs. The robot's implementation logs in the game
 * states the seed names (robot/Tools/Logging/GameLoggingController.h). Both functions run in
 * a real-time thread: they must neither wait nor allocate.
 */
class LoggingController
{
public:
  virtual ~LoggingController() = default;

  /** Whether to log now. */
  virtual bool shouldLog() = 0;

  /**
   * The description in the name of the log file that starts now: "Testing" without a
   * GameController, else e.g. "<opponent>_1stHalf". Valid until the next call.
   */
  virtual std::string_view getDescription() = 0;
};
