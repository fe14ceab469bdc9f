/**
 * @file Modules/Modeling/WhistleDetector/WhistleDetector.cpp
 * The WhistleDetector module: runs WhistleDetection on every AudioData block and fills Whistle.
 */
#include "Modules/Modeling/WhistleDetector/WhistleDetector.h"
#include <stdexcept>

MAKE_MODULE(WhistleDetector);

WhistleDetector::WhistleDetector()
{
  const unsigned n = detection.windowSize;
  if(n < 64 || n > 16384 || (n & (n - 1)) != 0)
    throw std::runtime_error("WhistleDetector: windowSize must be a power of two in 64..16384, not " + std::to_string(n));
  if(detection.minFrequency >= detection.maxFrequency)
    throw std::runtime_error("WhistleDetector: minFrequency must lie below maxFrequency");
}

void WhistleDetector::update(Whistle& whistle)
{
  if(theAudioData.channels == 0 || theAudioData.samples.empty())
  {
    whistle.channelsUsedForWhistleDetection = theAudioData.deviceAvailable ? whistle.channelsUsedForWhistleDetection : 0;
    return;
  }
  if(theAudioData.channels != configuredChannels || theAudioData.sampleRate != configuredRate)
  {
    // The first block, or the format changed: allocate once for it.
    if(2.f * detection.maxFrequency >= static_cast<float>(theAudioData.sampleRate))
      return;
    algorithm.configure(detection, theAudioData.sampleRate, theAudioData.channels);
    configuredChannels = theAudioData.channels;
    configuredRate = theAudioData.sampleRate;
  }
  const std::size_t frames = theAudioData.samples.size() / theAudioData.channels;
  WhistleDetection::Result result;
  if(algorithm.process(theAudioData.samples.data(), frames, theAudioData.timestamp, result))
  {
    whistle.lastTimeWhistleDetected = result.time ? result.time : 1;
    whistle.confidenceOfLastWhistleDetection = result.confidence;
    whistle.channel = static_cast<signed char>(result.channel);
    whistle.frequency = result.frequency;
    ++whistle.whistles;
  }
  whistle.channelsUsedForWhistleDetection = static_cast<unsigned char>(algorithm.activeChannels());
}
