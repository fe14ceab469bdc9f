/**
 * @file Platform/Nao/AudioCapture.h
 * The thin layer between the audio provider and a sound card: what the provider needs from a
 * capture device. AlsaCapture implements it with ALSA; tests use generated sources.
 */
#pragma once

#include <string>

/** A capture device that delivers interleaved float samples in blocks. */
class AudioCapture
{
public:
  /** What to open. */
  struct Format
  {
    std::string device = "default";
    unsigned channels = 4;
    unsigned sampleRate = 48000;
    unsigned framesPerRead = 2048;
  };

  enum class Result
  {
    ok,       /**< A full block was read. */
    overrun,  /**< Samples were lost; the device must be recovered. */
    failed,   /**< Something else went wrong (see the error). */
  };

  virtual ~AudioCapture() = default;
  /** Opens the device with this format; false and why if it cannot (e.g. there is no sound card). */
  virtual bool open(const Format& format, std::string& error) = 0;
  /** Reads format.framesPerRead frames into buffer (channels values per frame); blocks until they are there. */
  virtual Result read(float* buffer, std::string& error) = 0;
  /** Makes the device record again after an overrun; false and why if it cannot. */
  virtual bool recover(std::string& error) = 0;
  virtual void close() = 0;
};
