/**
 * @file Platform/Nao/Modules/AudioProvider/AudioProvider.cpp
 * The AudioProvider module: reads one block per frame through AudioInput into AudioData.
 */
#include "Platform/Nao/Modules/AudioProvider/AudioProvider.h"
#include "Platform/Time.h"
#include "Platform/Nao/AlsaCapture.h"
#include "Platform/Nao/AudioExecutionUnit.h"
#include "Streaming/Output.h"
#include <stdexcept>

MAKE_DEVICE_MODULE(AudioProvider);

AudioProvider::AudioProvider() : AudioProvider(std::make_unique<AlsaCapture>()) {}

AudioProvider::AudioProvider(std::unique_ptr<AudioCapture> capture) : input(std::move(capture))
{
  if(channels < 1 || channels > 8)
    throw std::runtime_error("AudioProvider: channels must be 1..8, not " + std::to_string(channels));
  if(framesPerRead < 64 || framesPerRead > 65536 || sampleRate < 8000 || sampleRate > 192000)
    throw std::runtime_error("AudioProvider: framesPerRead must be 64..65536 and sampleRate 8000..192000");
  input.configure({device, channels, sampleRate, framesPerRead}, retryInterval);
}

void AudioProvider::update(AudioData& audioData)
{
  const AudioInput::Outcome outcome = input.read(Time::getCurrentSystemTime());
  if(const std::string report = input.takeReport(); !report.empty())
    OUTPUT_WARNING("AudioProvider: " << report);

  audioData.channels = channels;
  audioData.sampleRate = sampleRate;
  audioData.overruns = input.overruns();
  audioData.deviceAvailable = input.isOpen();
  audioData.timestamp = Time::getCurrentSystemTime();
  if(outcome == AudioInput::Outcome::samples)
  {
    // Same size every time: the vector keeps its memory after the first block.
    audioData.samples.assign(input.samples().begin(), input.samples().end());
    AudioExecutionUnit::receivedBlock();
  }
  else
    audioData.samples.clear();
}
