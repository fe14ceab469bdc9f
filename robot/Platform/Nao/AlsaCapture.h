/**
 * @file Platform/Nao/AlsaCapture.h
 * Audio capture through ALSA: the only file that includes ALSA's headers is AlsaCapture.cpp.
 */
#pragma once

#include "Platform/Nao/AudioCapture.h"

struct _snd_pcm;

/**
 * Records from an ALSA PCM (normally "default") as interleaved 32-bit floats, blocking reads.
 * ALSA's own error printing is switched off: the provider reports what went wrong itself.
 * ALSA_CONFIG_PATH (or ~/.asoundrc) choose what "default" is, e.g. the file plugin with an
 * infile in the tests.
 */
class AlsaCapture : public AudioCapture
{
public:
  ~AlsaCapture() override;
  bool open(const Format& format, std::string& error) override;
  Result read(float* buffer, std::string& error) override;
  bool recover(std::string& error) override;
  void close() override;

private:
  _snd_pcm* pcm = nullptr;
  Format format;
};
