/**
 * @file Platform/Nao/Modules/AudioProvider/AudioProvider.h
 * The microphones (docs/game.md): ALSA capture in the Audio thread.
 */
#pragma once

#include "Framework/Module.h"
#include "Platform/Nao/AudioInput.h"
#include "Representations/Infrastructure/AudioData.h"

MODULE(AudioProvider,
{,
  PROVIDES_WITHOUT_MODIFY(AudioData),
  LOADS_PARAMETERS(
  {,
    (std::string) device,        /**< The ALSA PCM ("default"). */
    (unsigned) channels,         /**< 2 or 4 (the NAO has four microphones). */
    (unsigned) sampleRate,       /**< Hz */
    (unsigned) framesPerRead,    /**< Frames per block (2048: 43 ms at 48 kHz). */
    (unsigned) retryInterval,    /**< Without a sound card, opening is tried again this often (ms). */
  }),
});

/**
 * Reads one block per frame from the sound card, blocking until it is there (the Audio thread's
 * execution unit "Audio" relies on that). Without a sound card the problem is reported once and
 * AudioData says so (deviceAvailable false, no samples); the thread idles and the provider
 * tries again now and then. Overruns are counted in AudioData and recovered.
 */
class AudioProvider : public AudioProviderBase
{
public:
  AudioProvider();
  /** For tests: records from a capture other than ALSA. */
  explicit AudioProvider(std::unique_ptr<AudioCapture> capture);

private:
  void update(AudioData& audioData) override;

  AudioInput input;
};
