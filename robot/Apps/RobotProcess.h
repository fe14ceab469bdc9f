/**
 * @file Apps/RobotProcess.h
 * The child process of touchline that runs the robot code.
 */
#pragma once

#include <string>

/**
 * The child process of the touchline program: loads the settings for the robot's head and
 * body, reads threads.cfg through the configuration search path, and runs the threads until
 * SIGINT or SIGTERM arrive or LoLA closes its socket, with the Debug thread serving the debug
 * link (not in release builds) and the online logger recording the games (logger.cfg). At the
 * end it prints the Motion loop's timing. Its exit status tells the parent how it ended.
 */
class RobotProcess
{
public:
  enum ExitStatus
  {
    stopped = 0,     ///< Ended after SIGINT or SIGTERM.
    failed = 1,      ///< Could not start (settings, threads.cfg).
    lolaClosed = 3,  ///< LoLA closed its socket.
  };

  /**
   * @param debugPort The debug link's port; -1: from the settings.
   * @param logDirectory Where the logger writes instead of logger.cfg's path; "": as configured.
   */
  static int run(const std::string& headName, const std::string& bodyName, int debugPort, const std::string& logDirectory,
                 const std::string& settingOverrides = "");
};
