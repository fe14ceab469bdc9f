/**
 * @file WhistleSignals.cpp
 * Generators of whistles and venue sounds for the whistle detection tests and benchmark.
 */
#include "WhistleSignals.h"
#include <algorithm>
#include <cmath>
#include <numbers>

namespace
{
  constexpr float twoPi = 2.f * std::numbers::pi_v<float>;
  constexpr float rate = static_cast<float>(WhistleSignals::sampleRate);

  void normalize(std::vector<float>& samples, float targetRms)
  {
    const float current = WhistleSignals::rms(samples, 0, samples.size());
    if(current > 0.f)
      for(float& s : samples)
        s *= targetRms / current;
  }

  /** Pink-ish noise: white noise through a bank of one-pole low-passes (Paul Kellet's economy filter). */
  void addPink(std::vector<float>& out, float level, std::mt19937& random)
  {
    std::normal_distribution<float> white(0.f, 1.f);
    float b0 = 0, b1 = 0, b2 = 0;
    for(float& s : out)
    {
      const float w = white(random);
      b0 = 0.99765f * b0 + w * 0.0990460f;
      b1 = 0.96300f * b1 + w * 0.2965164f;
      b2 = 0.57000f * b2 + w * 1.0526913f;
      s += level * (b0 + b1 + b2 + w * 0.1848f) * 0.2f;
    }
  }

  /** Two-pole resonator (a formant) applied in place. */
  void resonate(std::vector<float>& samples, float frequency, float bandwidth)
  {
    const float r = std::exp(-std::numbers::pi_v<float> * bandwidth / rate);
    const float a1 = 2.f * r * std::cos(twoPi * frequency / rate), a2 = -r * r;
    float y1 = 0, y2 = 0;
    for(float& s : samples)
    {
      const float y = (1.f - r) * s + a1 * y1 + a2 * y2;
      y2 = y1;
      y1 = y;
      s = y;
    }
  }

  /** One voice speaking: syllables of voiced sound through formants, fricatives, pauses. */
  std::vector<float> voice(float seconds, std::mt19937& random)
  {
    const std::size_t n = static_cast<std::size_t>(seconds * rate);
    std::vector<float> out(n, 0.f);
    std::uniform_real_distribution<float> u(0.f, 1.f);
    std::normal_distribution<float> white(0.f, 1.f);
    const float basePitch = 90.f + 160.f * u(random);
    std::size_t at = 0;
    while(at < n)
    {
      const std::size_t length = static_cast<std::size_t>((0.12f + 0.25f * u(random)) * rate);
      std::vector<float> syllable(length, 0.f);
      if(u(random) < 0.25f)
      {
        for(float& s : syllable)
          s = white(random) * 0.3f; // fricative ("s", "f"): high-passed noise
        resonate(syllable, 4000.f + 2500.f * u(random), 2000.f);
      }
      else
      {
        float phase = 0.f;
        const float pitch = basePitch * (0.85f + 0.3f * u(random));
        for(std::size_t i = 0; i < length; ++i)
        {
          phase += pitch * (1.f + 0.05f * std::sin(twoPi * 3.f * static_cast<float>(i) / rate)) / rate;
          phase -= std::floor(phase);
          syllable[i] = 2.f * phase - 1.f; // glottal pulses as a sawtooth: all harmonics
        }
        std::vector<float> f1 = syllable, f2 = syllable, f3 = syllable;
        resonate(f1, 300.f + 600.f * u(random), 90.f);
        resonate(f2, 900.f + 1600.f * u(random), 120.f);
        resonate(f3, 2300.f + 900.f * u(random), 180.f);
        for(std::size_t i = 0; i < length; ++i)
          syllable[i] = f1[i] + 0.6f * f2[i] + 0.3f * f3[i];
      }
      for(std::size_t i = 0; i < length && at + i < n; ++i)
        out[at + i] += syllable[i] * std::sin(std::numbers::pi_v<float> * static_cast<float>(i) / static_cast<float>(length));
      at += length + static_cast<std::size_t>((u(random) < 0.2f ? 0.3f : 0.03f) * u(random) * rate);
    }
    return out;
  }
}

std::string WhistleSignals::name(Background background)
{
  static const char* const names[] = {"noise", "crowd", "speech", "music", "clapping"};
  return names[static_cast<int>(background)];
}

float WhistleSignals::rms(const std::vector<float>& samples, std::size_t begin, std::size_t end)
{
  double sum = 0.0;
  end = std::min(end, samples.size());
  for(std::size_t i = begin; i < end; ++i)
    sum += static_cast<double>(samples[i]) * samples[i];
  return end > begin ? static_cast<float>(std::sqrt(sum / static_cast<double>(end - begin))) : 0.f;
}

std::vector<float> WhistleSignals::background(Background kind, float seconds, std::mt19937& random)
{
  const std::size_t n = static_cast<std::size_t>(seconds * rate);
  std::vector<float> out(n, 0.f);
  std::uniform_real_distribution<float> u(0.f, 1.f);
  std::normal_distribution<float> white(0.f, 1.f);
  switch(kind)
  {
    case Background::noise:
      for(float& s : out)
        s = white(random);
      break;
    case Background::crowd:
      addPink(out, 1.f, random);
      for(int v = 0; v < 12; ++v)
      {
        const std::vector<float> speaker = voice(seconds, random);
        const float level = 0.2f + 0.3f * u(random);
        for(std::size_t i = 0; i < n; ++i)
          out[i] += level * speaker[i] / 3.f;
      }
      break;
    case Background::speech:
      out = voice(seconds, random);
      addPink(out, 0.01f, random);
      break;
    case Background::music:
    {
      // Chords of three notes (fundamentals 110..880 Hz), partials 1/k, plucked envelopes.
      std::size_t at = 0;
      while(at < n)
      {
        const std::size_t length = static_cast<std::size_t>((0.25f + 0.5f * u(random)) * rate);
        const int root = static_cast<int>(u(random) * 36.f);
        for(int interval : {0, 4, 7})
        {
          const float f0 = 110.f * std::pow(2.f, static_cast<float>(root + interval) / 12.f);
          for(int k = 1; k <= 12 && f0 * static_cast<float>(k) < 20000.f; ++k)
          {
            const float amplitude = 1.f / static_cast<float>(k);
            const float phase = twoPi * u(random);
            for(std::size_t i = 0; i < length && at + i < n; ++i)
            {
              const float t = static_cast<float>(i) / rate;
              out[at + i] += amplitude * std::exp(-3.f * t) * std::sin(twoPi * f0 * static_cast<float>(k) * t + phase);
            }
          }
        }
        at += length;
      }
      addPink(out, 0.02f, random);
      break;
    }
    case Background::clapping:
    {
      addPink(out, 0.05f, random);
      std::size_t at = 0;
      while(at < n)
      {
        const std::size_t length = static_cast<std::size_t>((0.005f + 0.015f * u(random)) * rate);
        const float level = 3.f + 5.f * u(random);
        std::vector<float> clap(length);
        for(std::size_t i = 0; i < length; ++i)
          clap[i] = level * white(random) * std::exp(-5.f * static_cast<float>(i) / static_cast<float>(length));
        resonate(clap, 1000.f + 1500.f * u(random), 1500.f);
        for(std::size_t i = 0; i < length && at + i < n; ++i)
          out[at + i] += clap[i] * 4.f;
        at += static_cast<std::size_t>((0.1f + 0.4f * u(random)) * rate);
      }
      break;
    }
  }
  normalize(out, 0.1f);
  return out;
}

std::vector<float> WhistleSignals::whistle(float frequency, float seconds, std::mt19937& random)
{
  const std::size_t n = static_cast<std::size_t>(seconds * rate);
  std::uniform_real_distribution<float> u(0.f, 1.f);
  const float trill = 25.f + 25.f * u(random), depth = 0.3f + 0.4f * u(random);
  const float vibrato = 4.f + 4.f * u(random), vibratoDepth = 10.f + 20.f * u(random);
  std::vector<float> out(n);
  float phase = 0.f;
  for(std::size_t i = 0; i < n; ++i)
  {
    const float t = static_cast<float>(i) / rate;
    phase += twoPi * (frequency + vibratoDepth * std::sin(twoPi * vibrato * t)) / rate;
    const float envelope = std::min({1.f, t / 0.02f, (seconds - t) / 0.02f});
    const float am = 1.f - depth * 0.5f * (1.f + std::sin(twoPi * trill * t));
    out[i] = envelope * am * (std::sin(phase) + 0.3f * std::sin(2.f * phase + 0.5f));
  }
  normalize(out, 1.f);
  return out;
}

void WhistleSignals::mixIn(std::vector<float>& mix, const std::vector<float>& signal, std::size_t offset, float snr)
{
  const float noise = std::max(rms(mix, offset, offset + signal.size()), 1e-4f);
  const float gain = noise * std::pow(10.f, snr / 20.f) / std::max(rms(signal, 0, signal.size()), 1e-9f);
  for(std::size_t i = 0; i < signal.size() && offset + i < mix.size(); ++i)
    mix[offset + i] += gain * signal[i];
}
