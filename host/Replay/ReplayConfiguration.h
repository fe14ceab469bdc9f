/**
 * @file Replay/ReplayConfiguration.h
 * The module requests of a replay robot ("log mr", docs/logs.md): from the robot's threads.cfg,
 * every representation a thread logged is provided by LogDataProvider in that thread, modules
 * that read or drive a device (MAKE_DEVICE_MODULE: LoLA, cameras, microphones) and those not
 * linked into this program are switched off, what is still required but provided by nobody becomes a default
 * representation, and every thread runs a frame per replayed frame (execution unit "Replay",
 * normal priority).
 */
#pragma once
#include "Framework/Configuration.h"
#include "LogPlayback/LogFile.h"
#include <string>
#include <vector>

namespace ReplayConfiguration
{
  /** What changed, one line per change ("Upper: CameraImage: CameraProvider -> LogDataProvider"). */
  struct Changes
  {
    std::vector<std::string> lines;
    /** Threads of the log that the configuration does not have (their frames are skipped). */
    std::vector<std::string> missingThreads;
  };

  /** The representations each thread of the log logged (by today's names), by thread. */
  std::vector<std::pair<std::string, std::vector<std::string>>> loggedRepresentations(const LogFile& log);

  /** The configuration that replays the log; changes says what was changed and why. */
  Configuration make(const Configuration& robot, const LogFile& log, Changes& changes);
}
