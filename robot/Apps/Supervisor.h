/**
 * @file Apps/Supervisor.h
 * The parent process of touchline, which sits the robot down when the robot code has ended.
 */
#pragma once

#include "Platform/Nao/SitDownSequence.h"
#include "RobotCodeStatus.h"
#include <chrono>
#include <string>
#include <sys/types.h>

/**
 * The parent process of the touchline program: waits for the child that runs the robot code
 * (forwarding SIGINT and SIGTERM to it, killing it if it does not end within 10 s after one),
 * then reconnects to LoLA and runs the SitDownSequence, showing in the eyes whether the child
 * ended normally (blue), failed to start (yellow: settings.cfg or threads.cfg were rejected) or
 * crashed (red). A crash is known at once through the child's RobotCodeStatus: the robot sits
 * down while the kernel still writes the child's core dump.
 */
class Supervisor
{
public:
  /** How long the child may take to stop after a forwarded signal. */
  static constexpr int stopTimeoutSeconds = 10;
  /** How long a crashed child may take to write its core dump before it is killed. */
  static constexpr int coreDumpTimeoutSeconds = 120;

  /**
   * Waits for the child and sits the robot down.
   * @return The program's exit status: 0 the robot code ended normally (also when LoLA went
   *         away), 1 it failed to start or crashed, or the robot could not be sat down.
   */
  static int run(pid_t child, RobotCodeStatus& status, const std::string& lolaPath);

private:
  /** What waiting for the child found. */
  struct Outcome
  {
    bool reaped = false;     ///< The child has ended: waitStatus is valid.
    int waitStatus = 0;
    int crashSignal = 0;     ///< The child reported a crash (it may still be writing its core dump).
    std::string failure;     ///< The first error, if it failed to start.
  };

  /** Waits until the child has ended or reported a crash. */
  static Outcome waitForChild(pid_t child, RobotCodeStatus& status);
  /** Waits (blocking) for a child that has ended or is ending; returns its wait status, -1 on failure. */
  static int reap(pid_t child, int timeoutSeconds);
  /**
   * Connects to LoLA and sits the robot down.
   * @param report Receives what was done, or why it failed.
   * @param connected Receives when the connection to LoLA was made (if not nullptr).
   */
  static bool sitDown(const std::string& lolaPath, unsigned tries, SitDownSequence::Ending ending, std::string& report,
                      std::chrono::steady_clock::time_point* connected = nullptr);
};
