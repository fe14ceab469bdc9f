/**
 * @file Modules/Modeling/WhistleDetector/WhistleDetection.h
 * The whistle detection algorithm on blocks of samples (docs/game.md, "Whistle").
 */
#pragma once

#include "Streaming/AutoStreamable.h"
#include <complex>
#include <memory>
#include <vector>

template<typename T>
class kissfft;

/** What the whistle detection is tuned with (whistleDetector.cfg). */
STREAMABLE(WhistleParameters,
{,
  (float)(2000.f) minFrequency,      /**< The whistle band (Hz). */
  (float)(4000.f) maxFrequency,
  (unsigned)(1024) windowSize,       /**< FFT length (samples, a power of two); windows overlap by half. */
  (float)(100.f) ignoreBelow,        /**< Energy below this frequency (Hz) does not count (rumble, handling). */
  (float)(0.15f) minPeakShare,       /**< A window hears a whistle if at least this share of its energy is in one peak of the band ... */
  (float)(6.f) thresholdDeviations,  /**< ... and the share exceeds the background's mean by this many standard deviations ... */
  (float)(30.f) minTonality,         /**< ... and the peak is this many times the band's median power. */
  (float)(3.f) backgroundTime,       /**< Time constant of the background's mean and deviation (s). */
  (unsigned)(3) minDetections,       /**< Windows that must hear the whistle ... */
  (unsigned)(200) detectionTime,     /**< ... within this time (ms). */
  (unsigned)(2000) minWhistleDistance, /**< A whistle this soon after the last one is the same whistle (ms). */
  (float)(0.0003f) deafAmplitude,    /**< A channel whose mean absolute amplitude stays below this ... */
  (unsigned)(10) deafBlocks,         /**< ... for this many blocks in a row is deaf and skipped. */
});

/**
 * Finds referee whistles in multi-channel audio. Each channel not deaf is cut into Hann-windowed
 * windows with 50 % overlap; for each window the power spectrum is computed (KissFFT). A window
 * hears a whistle if one peak in the whistle band holds a large share of the window's energy
 * (peak share), the peak stands out of the band (tonality), and the share lies well above what
 * the background has shown recently (adaptive threshold: exponential mean and deviation of the
 * share over the windows without a whistle). A whistle is reported when minDetections windows
 * heard it within detectionTime, at most once per minWhistleDistance.
 *
 * All memory is allocated by configure(); process() does not allocate.
 */
class WhistleDetection
{
public:
  /** A whistle found in a block. */
  struct Result
  {
    unsigned time = 0;       /**< When its last detecting window ended (ms). */
    float confidence = 0.f;  /**< Mean peak share of the detecting windows (0..1). */
    int channel = -1;        /**< The channel with the strongest detection. */
    float frequency = 0.f;   /**< Hz */
  };

  WhistleDetection();
  ~WhistleDetection();

  /** Sets parameters and format; resets everything. */
  void configure(const WhistleParameters& parameters, unsigned sampleRate, unsigned channels);

  /**
   * Analyses one block.
   * @param samples frames * channels interleaved samples.
   * @param timestamp When the last frame was recorded (ms).
   * @return Whether a whistle was found in this block (then result says which).
   */
  bool process(const float* samples, std::size_t frames, unsigned timestamp, Result& result);

  /** Channels that are not deaf. */
  unsigned activeChannels() const;
  unsigned channelCount() const { return static_cast<unsigned>(channels.size()); }

private:
  /** The state of one microphone. */
  struct Channel
  {
    std::vector<float> pending;   /**< Samples not yet analysed (less than one window). */
    std::size_t pendingSize = 0;
    float mean = 0.f;             /**< Background mean of the peak share. */
    float variance = 0.f;
    unsigned backgroundWindows = 0;
    unsigned quietBlocks = 0;
    bool deaf = false;
  };


  /** A window that heard the whistle. */
  struct Hit
  {
    unsigned time;
    float share;
    float frequency;
    int channel;
  };

  /** Records a hit; whether it completes a whistle (then result is set). */
  bool addHit(const Hit& hit, Result& result);
  /** Analyses one full window of a channel; whether it heard a whistle. */
  bool analyseWindow(Channel& channel, float& share, float& frequency);

  WhistleParameters parameters;
  unsigned sampleRate = 48000;
  std::vector<Channel> channels;
  std::vector<float> window;                  /**< Hann coefficients. */
  std::vector<float> windowed;
  std::vector<std::complex<float>> spectrum;
  std::vector<float> power;
  std::vector<float> bandScratch;
  std::unique_ptr<kissfft<float>> fft;
  std::size_t lowBin = 0, highBin = 0, ignoreBin = 0;
  float backgroundAlpha = 0.f;
  std::vector<Hit> hits;                      /**< Hits of the last detectionTime (capacity reserved). */
  unsigned lastWhistle = 0;
  bool whistled = false;
};
