/**
 * @file Apps/Supervisor.h
 * The parent process of touchline, which sits the robot down when the robot code has ended.
 */
#pragma once

#include <string>
#include <sys/types.h>

/**
 * The parent process of the touchline program: waits for the child that runs the robot code
 * (forwarding SIGINT and SIGTERM to it, killing it if it does not end within 10 s after one),
 * then reconnects to LoLA and runs the SitDownSequence, showing in the eyes whether the child
 * ended normally (blue), failed to start (yellow: settings.cfg or threads.cfg were rejected) or
 * crashed (red).
 */
class Supervisor
{
public:
  /** How long the child may take to stop after a forwarded signal. */
  static constexpr int stopTimeoutSeconds = 10;

  /**
   * Waits for the child and sits the robot down.
   * @return The program's exit status: 0 the robot code ended normally (also when LoLA went
   *         away), 1 it failed to start or crashed, or the robot could not be sat down.
   */
  static int run(pid_t child, const std::string& lolaPath);

private:
  /** Waits for the child to end; returns its wait status. */
  static int waitForChild(pid_t child);
};
