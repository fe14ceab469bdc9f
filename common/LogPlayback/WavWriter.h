/**
 * @file LogPlayback/WavWriter.h
 * The audio of a log (idAudioData blocks) as a WAV file of 32-bit float samples with the
 * channels and sample rate of the first block with samples (touchline-log wav, console
 * "log saveAudio"; docs/logs.md).
 *
 *   WavWriter wav;
 *   if(!wav.open("game.wav", error)) ...
 *   for(each idAudioData message m of frame i) if(!wav.add(m, "frame " + i, error)) ...
 *   wav.close(error);   // false if no block had samples (the file is removed)
 */
#pragma once
#include "LogPlayback/LogFile.h"
#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

class WavWriter
{
public:
  /** AudioData (robot/Representations/Infrastructure/AudioData.h) as it is streamed. */
  struct Block
  {
    unsigned channels = 0, sampleRate = 0, timestamp = 0, overruns = 0;
    bool deviceAvailable = false;
    std::vector<float> samples;
  };

  /** Decodes an idAudioData payload; false if malformed. */
  static bool read(const LogFile::Message& message, Block& block);

  bool open(const std::string& path, std::string& error);
  /**
   * Appends the samples of an idAudioData message; blocks without samples are skipped.
   * @param where Names the message in errors ("frame 12").
   * @return false (why in error) if it is malformed or of another format than the first.
   */
  bool add(const LogFile::Message& message, const std::string& where, std::string& error);
  /** Writes the header; false (and the file removed) if there were no samples or it cannot be written. */
  bool close(std::string& error);
  /** Sample frames (one sample per channel) written. */
  std::uint64_t frames() const { return written; }
  const Block& format() const { return first; }

private:
  std::ofstream out;
  std::string path;
  Block block;
  Block first;
  std::uint64_t written = 0;
};
