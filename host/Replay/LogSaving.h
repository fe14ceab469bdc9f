/**
 * @file Replay/LogSaving.h
 * What a replay robot's log commands write and print (docs/logs.md): the log as it is kept
 * (log save), its camera images as PNG files (log saveImages), its audio as WAV (log saveAudio),
 * and how its bytes divide among the message ids (log ?). All of them work on the frames the
 * player keeps (log trim) with the messages it plays (log keep / remove).
 */
#pragma once
#include "Replay/LogPlayer.h"
#include <string>
#include <vector>

namespace LogSaving
{
  /** Writes the kept frames and messages as a log file (with the log's settings, ids and types). */
  bool save(const LogPlayer& player, const std::string& file, std::string& error);

  struct ImageOptions
  {
    bool raw = false;        ///< Y, U and V as the three channels, as stored, instead of RGB.
    unsigned nth = 1;        ///< Every nth image (per thread).
    std::string directory;   ///< Created if needed.
  };
  /**
   * Writes each (nth) CameraImage or JPEGImage of the kept frames as <directory>/<frame>_<thread>.png
   * (frame numbers of the player, six digits).
   * @param saved Receives the number of files written.
   * @return false (why in error, naming the frame) if an image cannot be decoded or written.
   */
  bool saveImages(const LogPlayer& player, const ImageOptions& options, std::size_t& saved, std::string& error);

  /** Writes the audio (idAudioData) of the kept frames as a WAV file; seconds receives its length. */
  bool saveAudio(const LogPlayer& player, const std::string& file, double& seconds, std::string& error);

  /** Per message id (today's name) matching the pattern (a substring, any case): count and share of the bytes; then the total. */
  std::vector<std::string> statistics(const LogPlayer& player, const std::string& pattern);
}
