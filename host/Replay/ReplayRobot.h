/**
 * @file Replay/ReplayRobot.h
 * A robot that replays a log (console "sl", docs/logs.md): the robot's threads run in this
 * program with the modules linked into it, configured by the robot's threads.cfg (for the head,
 * body, scenario and location the log was recorded with) as "log mr" changes it, LogDataProvider
 * provides what the log holds, and a LogPlayer plays the frames. The robot has a debug link of
 * its own on 127.0.0.1 (an ephemeral port, no beacon), to which the console connects as to any
 * robot, so every command and view works for it as for a real robot.
 *
 *   std::unique_ptr<ReplayRobot> replay = ReplayRobot::open("game.log", messages, error);
 *   console.connect("Replay", "127.0.0.1", replay->port(), error);
 *   replay->player().gotoFrame(100);
 */
#pragma once
#include "Framework/Robot.h"
#include "Framework/Settings.h"
#include "LogPlayback/LogFile.h"
#include "Replay/LogPlayer.h"
#include "Replay/ReplayConfiguration.h"
#include "Threads/DebugThread.h"
#include "Tools/Logging/ReplayFeed.h"
#include <memory>
#include <string>
#include <vector>

class ReplayRobot
{
public:
  /**
   * Opens a log and starts its robot.
   * @param messages Receives what the user should know (warnings of the log, threads skipped).
   * @return nullptr and why (naming the file) if the log cannot be read or the robot not started.
   */
  static std::unique_ptr<ReplayRobot> open(const std::string& file, std::vector<std::string>& messages, std::string& error);
  ~ReplayRobot();
  ReplayRobot(const ReplayRobot&) = delete;
  ReplayRobot& operator=(const ReplayRobot&) = delete;

  LogPlayer& player() { return *logPlayer; }
  const std::shared_ptr<const LogFile>& log() const { return logFile; }
  /** The port of its debug link on 127.0.0.1. */
  unsigned short port() const { return debug->port(); }
  const Settings& settings() const { return robotSettings; }
  /** The robot's own configuration (threads.cfg) and the one that replays the log ("log mr"). */
  const Configuration& robotConfiguration() const { return original; }
  const Configuration& replayConfiguration() const { return replay; }
  const ReplayConfiguration::Changes& changes() const { return replayChanges; }

private:
  ReplayRobot() = default;

  std::shared_ptr<const LogFile> logFile;
  Settings robotSettings;
  Configuration original;
  Configuration replay;
  ReplayConfiguration::Changes replayChanges;
  std::unique_ptr<Robot> robot;
  std::vector<std::unique_ptr<ReplayFeed>> feeds;
  std::unique_ptr<LogPlayer> logPlayer;
  std::unique_ptr<DebugThread> debug;
};
