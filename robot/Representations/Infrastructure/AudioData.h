/**
 * @file Representations/Infrastructure/AudioData.h
 * The samples the microphones recorded since the last frame of the Audio thread (docs/game.md).
 */
#pragma once

#include "Streaming/AutoStreamable.h"
#include <vector>

/**
 * One block of audio: interleaved float samples (-1..1) of all channels, as ALSA delivered
 * them. Logged as idAudioData; `touchline-log wav` writes a log's audio as a WAV file.
 */
STREAMABLE(AudioData,
{,
  (unsigned)(0) channels,
  (unsigned)(48000) sampleRate,
  (unsigned)(0) timestamp,          /**< When the last sample of the block was recorded (ms of the system clock). */
  (unsigned)(0) overruns,           /**< Overruns (lost samples) since the start. */
  (bool)(false) deviceAvailable,    /**< A sound card delivers samples. */
  (std::vector<float>) samples,     /**< frames * channels values, frame by frame. */
});
