/**
 * @file Platform/Nao/AlsaCapture.cpp
 * Uses only ALSA calls that alsa-lib 1.2.6 (the robots' images) has.
 */
#include "Platform/Nao/AlsaCapture.h"
#ifdef TOUCHLINE_NO_ALSA

// nao-static: a fully static program cannot load libasound.so.2 (docs/nao.md).
AlsaCapture::~AlsaCapture() = default;

bool AlsaCapture::open(const Format&, std::string& error)
{
  error = "this build (nao-static) has no ALSA: the microphones are not used";
  return false;
}

AudioCapture::Result AlsaCapture::read(float*, std::string& error)
{
  error = "not open";
  return Result::failed;
}

bool AlsaCapture::recover(std::string&)
{
  return false;
}

void AlsaCapture::close() {}

#else
#include <alsa/asoundlib.h>
#include <cerrno>

namespace
{
  /** ALSA prints its errors to stderr unless told otherwise; the provider reports them itself. */
  void silent(const char*, int, const char*, int, const char*, ...) {}
}

AlsaCapture::~AlsaCapture()
{
  close();
}

bool AlsaCapture::open(const Format& wanted, std::string& error)
{
  close();
  snd_lib_error_set_handler(&silent);
  format = wanted;
  int result = snd_pcm_open(&pcm, format.device.c_str(), SND_PCM_STREAM_CAPTURE, 0);
  if(result < 0)
  {
    pcm = nullptr;
    error = "cannot open " + format.device + ": " + snd_strerror(result);
    return false;
  }
  // A buffer of four blocks gives the thread time to be late without losing samples.
  const unsigned latency = static_cast<unsigned>(4ull * format.framesPerRead * 1000000 / format.sampleRate);
  result = snd_pcm_set_params(pcm, SND_PCM_FORMAT_FLOAT_LE, SND_PCM_ACCESS_RW_INTERLEAVED, format.channels,
                              format.sampleRate, 1, latency);
  if(result < 0)
  {
    error = format.device + " does not record " + std::to_string(format.channels) + " float channels at " +
            std::to_string(format.sampleRate) + " Hz: " + snd_strerror(result);
    close();
    return false;
  }
  return true;
}

AudioCapture::Result AlsaCapture::read(float* buffer, std::string& error)
{
  if(!pcm)
  {
    error = "not open";
    return Result::failed;
  }
  snd_pcm_uframes_t done = 0;
  while(done < format.framesPerRead)
  {
    const snd_pcm_sframes_t frames = snd_pcm_readi(pcm, buffer + done * format.channels, format.framesPerRead - done);
    if(frames == -EPIPE)
      return Result::overrun;
    if(frames == -EINTR || frames == -EAGAIN)
      continue;
    if(frames < 0)
    {
      error = std::string("read: ") + snd_strerror(static_cast<int>(frames));
      return Result::failed;
    }
    done += static_cast<snd_pcm_uframes_t>(frames);
  }
  return Result::ok;
}

bool AlsaCapture::recover(std::string& error)
{
  const int result = pcm ? snd_pcm_prepare(pcm) : -ENODEV;
  if(result < 0)
  {
    error = std::string("recovering from an overrun: ") + snd_strerror(result);
    return false;
  }
  return true;
}

void AlsaCapture::close()
{
  if(pcm)
    snd_pcm_close(pcm);
  pcm = nullptr;
}
#endif
