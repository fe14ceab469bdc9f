/**
 * @file WhistleSignals.h
 * Generated test audio for the whistle detection: referee whistles and the sounds of a venue
 * (noise, crowd, speech, music, clapping), mixed at a chosen signal-to-noise ratio.
 */
#pragma once

#include <random>
#include <string>
#include <vector>

namespace WhistleSignals
{
  constexpr unsigned sampleRate = 48000;

  enum class Background
  {
    noise,    /**< White noise. */
    crowd,    /**< Pink noise and many overlapping voices. */
    speech,   /**< One voice: voiced syllables with formants, fricatives, pauses. */
    music,    /**< Chords of harmonic notes with envelopes. */
    clapping, /**< Claps (short broadband bursts) over quiet noise. */
  };
  std::string name(Background background);
  inline constexpr Background backgrounds[] = {Background::noise, Background::crowd, Background::speech, Background::music, Background::clapping};

  /** seconds of a background sound (mono, RMS about 0.1). */
  std::vector<float> background(Background kind, float seconds, std::mt19937& random);

  /**
   * A pea whistle: a tone of frequency Hz (with a weaker second harmonic) trilled by the pea
   * (amplitude modulation at 25..50 Hz), slight vibrato, 20 ms attack and release; RMS 1.
   */
  std::vector<float> whistle(float frequency, float seconds, std::mt19937& random);

  /** Adds a signal into a mix at offset, scaled so that its RMS lies snr dB above the mix's RMS there. */
  void mixIn(std::vector<float>& mix, const std::vector<float>& signal, std::size_t offset, float snr);

  /** The RMS of samples [begin, end). */
  float rms(const std::vector<float>& samples, std::size_t begin, std::size_t end);
}
