/**
 * @file WhistleDetectionTest.cpp
 * The whistle detection with the shipped parameters (whistleDetector.cfg) on a generated test
 * set: whistles of 2.5..3.8 kHz in noise, crowd, speech, music and clapping at -5..+20 dB, and
 * ten minutes of those sounds without whistles. Prints the table of docs/performance.md.
 */
#include "WhistleSignals.h"
#include "Modules/Modeling/WhistleDetector/WhistleDetection.h"
#include "Streaming/InMap.h"
#include <gtest/gtest.h>
#include <cstdio>
#include <map>

namespace
{
  STREAMABLE(WhistleDetectorConfig,
  {,
    (WhistleParameters) detection,
  });

  WhistleParameters shippedParameters()
  {
    WhistleDetectorConfig config;
    InMapFile stream(std::string(TOUCHLINE_SOURCE_CONFIG) + "/Scenarios/Default/whistleDetector.cfg");
    EXPECT_TRUE(stream.exists());
    stream >> config;
    EXPECT_TRUE(stream.errors().empty()) << stream.errors().front();
    return config.detection;
  }

  /** Runs the detection over two channels (the second a quieter copy) in blocks of 2048 frames; the whistles' times (ms). */
  std::vector<WhistleDetection::Result> detect(const std::vector<float>& mono, WhistleDetection& detection, bool deafFirstChannel = false)
  {
    constexpr std::size_t block = 2048;
    std::vector<float> interleaved(2 * block);
    std::vector<WhistleDetection::Result> found;
    for(std::size_t start = 0; start + block <= mono.size(); start += block)
    {
      for(std::size_t i = 0; i < block; ++i)
      {
        interleaved[2 * i] = deafFirstChannel ? 0.f : mono[start + i];
        interleaved[2 * i + 1] = 0.8f * mono[start + i];
      }
      const auto timestamp = static_cast<unsigned>((start + block) * 1000 / WhistleSignals::sampleRate);
      WhistleDetection::Result result;
      if(detection.process(interleaved.data(), block, 1000 + timestamp, result))
      {
        result.time -= 1000;
        found.push_back(result);
      }
    }
    return found;
  }
}

TEST(WhistleDetection, FindsWhistlesInEveryBackgroundAndAlmostAllAtZeroDecibelsOrMore)
{
  const WhistleParameters parameters = shippedParameters();
  const float snrs[] = {-5.f, 0.f, 5.f, 10.f, 15.f, 20.f};
  constexpr int whistles = 12;
  constexpr float spacing = 3.f;
  std::mt19937 random(18);
  std::uniform_real_distribution<float> u(0.f, 1.f);
  std::map<std::pair<int, float>, int> found;
  int falseDetections = 0, foundAtZeroOrMore = 0, totalAtZeroOrMore = 0;
  for(const WhistleSignals::Background kind : WhistleSignals::backgrounds)
  {
    const std::vector<float> background = WhistleSignals::background(kind, whistles * spacing + 2.f, random);
    for(const float snr : snrs)
    {
      std::vector<float> mix = background;
      std::vector<std::pair<unsigned, unsigned>> truth; // ms
      for(int i = 0; i < whistles; ++i)
      {
        const float seconds = 0.3f + 0.5f * u(random);
        const std::size_t at = static_cast<std::size_t>((2.f + spacing * static_cast<float>(i)) * WhistleSignals::sampleRate);
        WhistleSignals::mixIn(mix, WhistleSignals::whistle(2500.f + 1300.f * u(random), seconds, random), at, snr);
        const auto begin = static_cast<unsigned>(at * 1000 / WhistleSignals::sampleRate);
        truth.emplace_back(begin, begin + static_cast<unsigned>(seconds * 1000.f));
      }
      WhistleDetection detection;
      detection.configure(parameters, WhistleSignals::sampleRate, 2);
      int hits = 0;
      for(const WhistleDetection::Result& result : detect(mix, detection))
      {
        const bool matches = std::any_of(truth.begin(), truth.end(), [&](const auto& w) { return result.time >= w.first && result.time <= w.second + 100; });
        hits += matches ? 1 : 0;
        falseDetections += matches ? 0 : 1;
        if(matches)
        {
          EXPECT_TRUE(result.frequency > 2400.f && result.frequency < 3900.f) << result.frequency;
        }
      }
      found[{static_cast<int>(kind), snr}] = hits;
      if(snr >= 0.f)
      {
        foundAtZeroOrMore += hits;
        totalAtZeroOrMore += whistles;
      }
    }
  }

  std::printf("whistles found of %d per background and SNR\n%-10s", whistles, "SNR (dB)");
  for(const float snr : snrs)
    std::printf(" %5.0f", snr);
  std::printf("\n");
  for(const WhistleSignals::Background kind : WhistleSignals::backgrounds)
  {
    std::printf("%-10s", WhistleSignals::name(kind).c_str());
    for(const float snr : snrs)
      std::printf(" %5d", found[{static_cast<int>(kind), snr}]);
    std::printf("\n");
  }
  std::printf("at SNR >= 0 dB: %d of %d (%.1f %%); false detections between the whistles: %d\n", foundAtZeroOrMore,
              totalAtZeroOrMore, 100.0 * foundAtZeroOrMore / totalAtZeroOrMore, falseDetections);
  EXPECT_GE(foundAtZeroOrMore * 100, totalAtZeroOrMore * 95);
  EXPECT_LE(falseDetections, 2);
}

TEST(WhistleDetection, AtMostOneFalseDetectionInTenMinutesOfVenueSounds)
{
  const WhistleParameters parameters = shippedParameters();
  std::mt19937 random(1804);
  int falseDetections = 0;
  for(const WhistleSignals::Background kind : WhistleSignals::backgrounds)
  {
    WhistleDetection detection;
    detection.configure(parameters, WhistleSignals::sampleRate, 2);
    const auto found = detect(WhistleSignals::background(kind, 120.f, random), detection);
    std::printf("%s: %zu false detections in 2 minutes\n", WhistleSignals::name(kind).c_str(), found.size());
    falseDetections += static_cast<int>(found.size());
  }
  EXPECT_LE(falseDetections, 1);
}

TEST(WhistleDetection, TwoWhistlesWithinTwoSecondsAreOneAndADeafChannelIsSkipped)
{
  std::mt19937 random(7);
  std::vector<float> mix = WhistleSignals::background(WhistleSignals::Background::noise, 8.f, random);
  WhistleSignals::mixIn(mix, WhistleSignals::whistle(3000.f, 0.4f, random), 48000, 10.f);
  WhistleSignals::mixIn(mix, WhistleSignals::whistle(3000.f, 0.4f, random), 48000 * 2, 10.f); // 1 s later: the same whistle
  WhistleSignals::mixIn(mix, WhistleSignals::whistle(3400.f, 0.4f, random), 48000 * 5, 10.f);
  WhistleDetection detection;
  detection.configure(shippedParameters(), WhistleSignals::sampleRate, 2);
  const auto found = detect(mix, detection, true);
  ASSERT_EQ(found.size(), 2u);
  EXPECT_NEAR(found[0].frequency, 3000.f, 60.f);
  EXPECT_NEAR(found[1].frequency, 3400.f, 60.f);
  EXPECT_EQ(found[1].channel, 1) << "channel 0 is deaf";
  EXPECT_EQ(detection.activeChannels(), 1u);
  EXPECT_GT(found[0].confidence, 0.3f);
}
