/**
 * @file Modules/Modeling/WhistleDetector/WhistleDetection.cpp
 * Whistle detection: Hann windows, KissFFT spectra, the band peak against the adaptive background.
 */
#include "Modules/Modeling/WhistleDetector/WhistleDetection.h"
#include <algorithm>
#include <cmath>
#include <kissfft/kissfft.hh>
#include <numbers>

WhistleDetection::WhistleDetection() = default;

WhistleDetection::~WhistleDetection() = default;

void WhistleDetection::configure(const WhistleParameters& newParameters, unsigned newSampleRate, unsigned channelCount)
{
  parameters = newParameters;
  sampleRate = newSampleRate;
  const std::size_t n = parameters.windowSize;
  window.resize(n);
  for(std::size_t i = 0; i < n; ++i)
    window[i] = 0.5f - 0.5f * std::cos(2.f * std::numbers::pi_v<float> * static_cast<float>(i) / static_cast<float>(n));
  windowed.assign(n, 0.f);
  spectrum.assign(n / 2, {});
  power.assign(n / 2 + 1, 0.f);
  fft = std::make_unique<kissfft<float>>(n / 2, false);
  const float binWidth = static_cast<float>(sampleRate) / static_cast<float>(n);
  lowBin = std::clamp<std::size_t>(static_cast<std::size_t>(std::ceil(parameters.minFrequency / binWidth)), 3, n / 2 - 3);
  highBin = std::clamp<std::size_t>(static_cast<std::size_t>(parameters.maxFrequency / binWidth), lowBin, n / 2 - 3);
  ignoreBin = std::min<std::size_t>(static_cast<std::size_t>(parameters.ignoreBelow / binWidth), lowBin);
  bandScratch.assign(highBin - lowBin + 1, 0.f);
  backgroundAlpha = static_cast<float>(n / 2) / (std::max(parameters.backgroundTime, 0.01f) * static_cast<float>(sampleRate));
  channels.assign(channelCount, Channel());
  for(Channel& channel : channels)
    channel.pending.assign(n, 0.f);
  // Hits within detectionTime, per window and channel.
  const std::size_t windowsPerDetection = static_cast<std::size_t>(parameters.detectionTime) * sampleRate / 1000 / (n / 2) + 2;
  hits.clear();
  hits.reserve(windowsPerDetection * channelCount + 1);
  lastWhistle = 0;
  whistled = false;
}

unsigned WhistleDetection::activeChannels() const
{
  return static_cast<unsigned>(std::count_if(channels.begin(), channels.end(), [](const Channel& c) { return !c.deaf; }));
}

bool WhistleDetection::process(const float* samples, std::size_t frames, unsigned timestamp, Result& result)
{
  if(!fft || channels.empty())
    return false;
  const std::size_t channelCount = channels.size();
  const std::size_t n = parameters.windowSize;
  const std::size_t hop = n / 2;
  bool found = false;
  for(std::size_t c = 0; c < channelCount; ++c)
  {
    Channel& channel = channels[c];
    float sum = 0.f;
    for(std::size_t i = 0; i < frames; ++i)
      sum += std::abs(samples[i * channelCount + c]);
    channel.quietBlocks = frames && sum / static_cast<float>(frames) < parameters.deafAmplitude ? channel.quietBlocks + 1 : 0;
    channel.deaf = channel.quietBlocks >= parameters.deafBlocks;

    for(std::size_t i = 0; i < frames; ++i)
    {
      channel.pending[channel.pendingSize++] = samples[i * channelCount + c];
      if(channel.pendingSize < n)
        continue;
      float share = 0.f, frequency = 0.f;
      if(!channel.deaf && analyseWindow(channel, share, frequency))
      {
        const unsigned age = static_cast<unsigned>((frames - 1 - i) * 1000 / sampleRate);
        found |= addHit({timestamp - age, share, frequency, static_cast<int>(c)}, result);
      }
      std::copy(channel.pending.begin() + static_cast<std::ptrdiff_t>(hop), channel.pending.end(), channel.pending.begin());
      channel.pendingSize = n - hop;
    }
  }
  return found;
}

bool WhistleDetection::addHit(const Hit& hit, Result& result)
{
  // Forget hits older than detectionTime.
  hits.erase(std::remove_if(hits.begin(), hits.end(),
                            [&](const Hit& old) { return static_cast<int>(hit.time - old.time) > static_cast<int>(parameters.detectionTime); }),
             hits.end());
  if(hits.size() == hits.capacity())
    hits.erase(hits.begin());
  hits.push_back(hit);

  unsigned count = 0;
  float shares = 0.f;
  const Hit* strongest = &hit;
  for(const Hit& h : hits)
    if(h.channel == hit.channel)
    {
      ++count;
      shares += h.share;
      if(h.share > strongest->share)
        strongest = &h;
    }
  if(count < parameters.minDetections)
    return false;
  if(whistled && static_cast<int>(hit.time - lastWhistle) < static_cast<int>(parameters.minWhistleDistance))
    return false;
  result.time = hit.time;
  result.confidence = std::min(1.f, shares / static_cast<float>(count));
  result.channel = strongest->channel;
  result.frequency = strongest->frequency;
  lastWhistle = hit.time;
  whistled = true;
  hits.clear();
  return true;
}

bool WhistleDetection::analyseWindow(Channel& channel, float& share, float& frequency)
{
  const std::size_t n = parameters.windowSize;
  for(std::size_t i = 0; i < n; ++i)
    windowed[i] = channel.pending[i] * window[i];
  fft->transform_real(windowed.data(), spectrum.data());
  // transform_real packs the DC and Nyquist bins into the first value.
  power[0] = spectrum[0].real() * spectrum[0].real();
  power[n / 2] = spectrum[0].imag() * spectrum[0].imag();
  for(std::size_t k = 1; k < n / 2; ++k)
    power[k] = std::norm(spectrum[k]);

  double total = 0.0;
  for(std::size_t k = ignoreBin; k <= n / 2; ++k)
    total += power[k];
  if(total <= 1e-12)
    return false;
  std::size_t peak = lowBin;
  for(std::size_t k = lowBin; k <= highBin; ++k)
    if(power[k] > power[peak])
      peak = k;
  double peakEnergy = 0.0;
  for(std::size_t k = peak - 2; k <= peak + 2; ++k)
    peakEnergy += power[k];
  share = static_cast<float>(peakEnergy / total);

  std::copy(power.begin() + static_cast<std::ptrdiff_t>(lowBin), power.begin() + static_cast<std::ptrdiff_t>(highBin) + 1, bandScratch.begin());
  auto middle = bandScratch.begin() + static_cast<std::ptrdiff_t>(bandScratch.size() / 2);
  std::nth_element(bandScratch.begin(), middle, bandScratch.end());
  const float tonality = power[peak] / std::max(*middle, 1e-20f);

  // Parabolic interpolation of the peak on the log power.
  const float left = std::log(power[peak - 1] + 1e-30f), centre = std::log(power[peak] + 1e-30f), right = std::log(power[peak + 1] + 1e-30f);
  const float denominator = left - 2.f * centre + right;
  const float offset = denominator < 0.f ? 0.5f * (left - right) / denominator : 0.f;
  frequency = (static_cast<float>(peak) + offset) * static_cast<float>(sampleRate) / static_cast<float>(n);

  const float threshold = std::max(parameters.minPeakShare, channel.mean + parameters.thresholdDeviations * std::sqrt(channel.variance));
  const bool hit = share >= threshold && tonality >= parameters.minTonality;
  if(!hit)
  {
    const float delta = share - channel.mean;
    channel.mean += backgroundAlpha * delta;
    channel.variance = (1.f - backgroundAlpha) * (channel.variance + backgroundAlpha * delta * delta);
    ++channel.backgroundWindows;
  }
  return hit;
}
