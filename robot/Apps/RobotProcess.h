/**
 * @file Apps/RobotProcess.h
 * The child process of touchline that runs the robot code.
 */
#pragma once

#include "RobotCodeStatus.h"
#include "RobotNames.h"
#include <chrono>
#include <string>

class Robot;

/**
 * The child process of the touchline program: loads the settings for the robot's head and
 * body, reads threads.cfg through the configuration search path, and runs the threads until
 * SIGINT or SIGTERM arrive or LoLA closes its socket, with the Debug thread serving the debug
 * link (not in release builds) and the online logger recording the games (logger.cfg). When
 * every thread has run its first frame, it says so ("touchline: running ...", and to the parent
 * through the RobotCodeStatus). At the end it prints the Motion loop's timing. Its exit status
 * tells the parent how it ended.
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

  /** The logger's memory on a simulated body unless logger.cfg sets maxMemory (MB). */
  static constexpr unsigned simulatedLoggerMemory = 100;
  /** A thread that has not run its first frame this long after the start is reported. */
  static constexpr int firstFrameWarningSeconds = 10;

  /**
   * @param names Head and body (and whether the body is simulated).
   * @param debugPort The debug link's port; -1: from the settings.
   * @param logDirectory Where the logger writes instead of logger.cfg's path; "": as configured.
   * @param settingOverrides Fields of settings.cfg from --setting.
   * @param status Where the parent learns that the robot code runs, failed to start or crashed.
   */
  static int run(const RobotNames& names, int debugPort, const std::string& logDirectory, const std::string& settingOverrides,
                 RobotCodeStatus& status);

private:
  /** Says "running" once every thread has run a frame (announced), or warns once about those that have not (late). */
  static void announceRunning(const Robot& robot, std::chrono::steady_clock::time_point started, RobotCodeStatus& status,
                              bool& announced, bool& late);
};
