/**
 * @file Platform/Nao/AudioInput.h
 * The audio provider's device logic above the capture layer: opening, retrying, overruns.
 */
#pragma once

#include "Platform/Nao/AudioCapture.h"
#include <memory>
#include <string>
#include <vector>

/**
 * Reads block after block from a capture device. If the device cannot be opened (no sound
 * card), that is reported once and opening is tried again every retryInterval ms of calls; an
 * overrun is counted and the device recovered (reopened if that fails). The sample buffer is
 * allocated once, in configure().
 */
class AudioInput
{
public:
  enum class Outcome
  {
    samples,   /**< A block arrived. */
    noDevice,  /**< There is no device (now): nothing was read, nothing waited. */
    lost,      /**< Samples were lost (overrun) or the read failed; the device was recovered. */
  };

  explicit AudioInput(std::unique_ptr<AudioCapture> capture);

  /** Sets the format (before the first read; allocates the buffer). */
  void configure(const AudioCapture::Format& format, unsigned retryInterval);

  /**
   * Reads the next block into samples() (blocking on the device).
   * @param now The current time (ms), to pace the retries.
   */
  Outcome read(unsigned now);

  const std::vector<float>& samples() const { return buffer; }
  const AudioCapture::Format& format() const { return wanted; }
  bool isOpen() const { return open; }
  unsigned overruns() const { return overrunCount; }
  /** What should be reported now (once per kind of problem), then cleared; "" if nothing. */
  std::string takeReport();

private:
  std::unique_ptr<AudioCapture> capture;
  AudioCapture::Format wanted;
  unsigned retryInterval = 5000;
  std::vector<float> buffer;
  bool open = false;
  bool everOpened = false;
  bool reportedMissing = false;
  unsigned lastAttempt = 0;
  bool attempted = false;
  unsigned overrunCount = 0;
  std::string report;
};
