/**
 * @file AudioProviderTest.cpp
 * The microphones: AudioInput's device logic on generated captures (no sound card, overruns,
 * a device that fails), and the AudioProvider and WhistleDetector through real ALSA capture
 * (ALSA's file plugin reading a generated recording, configured through ALSA_CONFIG_PATH).
 */
#include "RobotTestSupport.h"
#include "WhistleSignals.h"
#include "Platform/Nao/AudioInput.h"
#include "Representations/Infrastructure/AudioData.h"
#include "Representations/Modeling/Whistle.h"
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>

namespace
{
  /** A capture that plays a script: how opening and each read go. */
  class ScriptedCapture : public AudioCapture
  {
  public:
    std::vector<bool> opens;                 ///< Outcome of each open() (then: true).
    std::vector<AudioCapture::Result> reads; ///< Outcome of each read() (then: ok).
    unsigned openCalls = 0, readCalls = 0, recovers = 0;
    bool recoverWorks = true;

    bool open(const Format& format, std::string& error) override
    {
      frames = format.framesPerRead * format.channels;
      const bool ok = openCalls < opens.size() ? opens[openCalls] : true;
      ++openCalls;
      if(!ok)
        error = "cannot open default: No such file or directory";
      return ok;
    }
    Result read(float* buffer, std::string& error) override
    {
      const Result result = readCalls < reads.size() ? reads[readCalls] : Result::ok;
      for(std::size_t i = 0; i < frames; ++i)
        buffer[i] = static_cast<float>(readCalls) + static_cast<float>(i) / 100000.f;
      ++readCalls;
      if(result == Result::failed)
        error = "read: Input/output error";
      return result;
    }
    bool recover(std::string&) override
    {
      ++recovers;
      return recoverWorks;
    }
    void close() override {}

  private:
    std::size_t frames = 0;
  };
}

TEST(AudioInput, AMissingSoundCardIsReportedOnceAndTriedAgainNowAndThen)
{
  auto capture = std::make_unique<ScriptedCapture>();
  ScriptedCapture& script = *capture;
  script.opens = {false, false, false};
  AudioInput input(std::move(capture));
  input.configure({"default", 4, 48000, 2048}, 5000);
  EXPECT_EQ(input.read(1000), AudioInput::Outcome::noDevice);
  EXPECT_NE(input.takeReport().find("no audio: cannot open default"), std::string::npos);
  for(unsigned t = 1043; t < 6000; t += 43)
    EXPECT_EQ(input.read(t), AudioInput::Outcome::noDevice);
  EXPECT_EQ(script.openCalls, 1u) << "no second try within 5 s";
  EXPECT_EQ(input.read(6000), AudioInput::Outcome::noDevice);
  EXPECT_EQ(script.openCalls, 2u);
  EXPECT_EQ(input.takeReport(), "") << "reported once";
  EXPECT_EQ(input.read(11000), AudioInput::Outcome::noDevice);
  EXPECT_EQ(input.read(16000), AudioInput::Outcome::samples) << "the fourth try works";
  EXPECT_EQ(input.takeReport(), "audio device default recording again");
  EXPECT_EQ(input.samples().size(), 4u * 2048u);
}

TEST(AudioInput, OverrunsAreCountedAndRecovered)
{
  auto capture = std::make_unique<ScriptedCapture>();
  ScriptedCapture& script = *capture;
  using R = AudioCapture::Result;
  script.reads = {R::ok, R::overrun, R::ok, R::overrun, R::overrun, R::ok};
  AudioInput input(std::move(capture));
  input.configure({"default", 2, 48000, 1024}, 5000);
  const float* before = nullptr;
  for(int i = 0; i < 6; ++i)
  {
    input.read(static_cast<unsigned>(i * 21));
    if(i == 0)
      before = input.samples().data();
  }
  EXPECT_EQ(input.overruns(), 3u);
  EXPECT_EQ(script.recovers, 3u);
  EXPECT_EQ(script.openCalls, 1u);
  EXPECT_EQ(input.samples().data(), before) << "the buffer is allocated once";
  EXPECT_EQ(input.samples()[0], 5.f) << "the sixth read";

  // A device that cannot be recovered is reopened; one that fails to read too.
  script.reads.insert(script.reads.end(), {R::overrun, R::ok, R::failed});
  script.recoverWorks = false;
  EXPECT_EQ(input.read(200), AudioInput::Outcome::lost);
  EXPECT_NE(input.takeReport().find("reopening"), std::string::npos);
  EXPECT_EQ(input.read(221), AudioInput::Outcome::samples);
  EXPECT_EQ(script.openCalls, 2u);
  EXPECT_EQ(input.takeReport(), "audio device default recording again");
  EXPECT_EQ(input.read(242), AudioInput::Outcome::lost);
  EXPECT_EQ(input.takeReport(), "audio: read: Input/output error; reopening the device");
}

TEST(AudioProvider, RecordsThroughAlsaAndTheWhistleDetectorHearsTheWhistle)
{
  // A recording of 4 channels: noise, and a whistle of 3.2 kHz after 2 s.
  std::mt19937 random(3);
  std::vector<float> mono = WhistleSignals::background(WhistleSignals::Background::crowd, 4.f, random);
  WhistleSignals::mixIn(mono, WhistleSignals::whistle(3200.f, 0.5f, random), 2 * 48000, 6.f);
  const std::filesystem::path directory = std::filesystem::temp_directory_path() / ("touchline-alsa-" + std::to_string(::getpid()));
  std::filesystem::create_directories(directory);
  {
    std::ofstream raw(directory / "recording.raw", std::ios::binary);
    for(float sample : mono)
      for(int channel = 0; channel < 4; ++channel)
      {
        const float value = channel == 3 ? 0.f : sample; // the fourth microphone is deaf
        raw.write(reinterpret_cast<const char*>(&value), sizeof(value));
      }
    std::ofstream(directory / "asound.conf") << "pcm.!default {\n  type file\n  slave.pcm { type null }\n  file \"/dev/null\"\n  infile \""
                                              << (directory / "recording.raw").string() << "\"\n  format \"raw\"\n}\n";
  }
  ::setenv("ALSA_CONFIG_PATH", (directory / "asound.conf").c_str(), 1);

  RobotTestSupport::installConfig();
  RobotTestSupport::ModuleRunner runner;
  runner.add("AudioProvider");
  runner.add("WhistleDetector");
  runner.provide("AudioData", "AudioProvider");
  runner.provide("Whistle", "WhistleDetector");
  const AudioData& audio = runner.get<AudioData>("AudioData");
  const Whistle& whistle = runner.get<Whistle>("Whistle");
  runner.run();
  ::unsetenv("ALSA_CONFIG_PATH");
  ASSERT_TRUE(audio.deviceAvailable);
  ASSERT_EQ(audio.channels, 4u);
  ASSERT_EQ(audio.samples.size(), 4u * 2048u);
  EXPECT_EQ(audio.samples[4 * 100 + 1], mono[100]) << "the recording's samples, as recorded";
  unsigned blocks = 1;
  for(; blocks < 4 * 48000 / 2048 && whistle.whistles == 0; ++blocks)
    runner.run();
  EXPECT_EQ(whistle.whistles, 1u);
  EXPECT_GE(blocks, 2u * 48000 / 2048) << "not before the whistle";
  EXPECT_NEAR(whistle.frequency, 3200.f, 60.f);
  EXPECT_EQ(whistle.channelsUsedForWhistleDetection, 3u) << "the deaf channel is skipped";
  EXPECT_EQ(audio.overruns, 0u);
  std::filesystem::remove_all(directory);
}
