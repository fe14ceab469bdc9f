/**
 * @file whistle_bench.cpp
 * The whistle detection per 2048-frame block of the Audio thread (the budget: 2 ms on one core),
 * side by side with its parts and limits: copying the block (the physical limit of touching the
 * samples), the FFTs alone with KissFFT (what the detection uses) and FFTW (the well-known peer).
 */
#include "WhistleSignals.h"
#include "Modules/Modeling/WhistleDetector/WhistleDetection.h"
#include <benchmark/benchmark.h>
#include <complex>
#include <cstring>
#include <fftw3.h>
#include <kissfft/kissfft.hh>
#include <random>
#include <vector>

namespace
{
  constexpr std::size_t frames = 2048;
  constexpr std::size_t window = 1024;
  /** Windows per block and channel at 50 % overlap. */
  constexpr std::size_t windowsPerBlock = frames / (window / 2);

  /** Ten seconds of crowd noise with a whistle, interleaved for channels. */
  std::vector<float> recording(unsigned channels)
  {
    std::mt19937 random(5);
    std::vector<float> mono = WhistleSignals::background(WhistleSignals::Background::crowd, 10.f, random);
    WhistleSignals::mixIn(mono, WhistleSignals::whistle(3000.f, 0.5f, random), 5 * 48000, 5.f);
    std::vector<float> out(mono.size() * channels);
    for(std::size_t i = 0; i < mono.size(); ++i)
      for(unsigned c = 0; c < channels; ++c)
        out[i * channels + c] = mono[i] * (1.f - 0.1f * static_cast<float>(c));
    return out;
  }

  void detection(benchmark::State& state)
  {
    const auto channels = static_cast<unsigned>(state.range(0));
    const std::vector<float> samples = recording(channels);
    WhistleDetection detector;
    detector.configure(WhistleParameters(), 48000, channels);
    const std::size_t blocks = samples.size() / channels / frames;
    std::size_t block = 0;
    unsigned whistles = 0;
    for(auto _ : state)
    {
      WhistleDetection::Result result;
      whistles += detector.process(samples.data() + block * frames * channels, frames, static_cast<unsigned>(block * 43), result) ? 1 : 0;
      block = (block + 1) % blocks;
    }
    benchmark::DoNotOptimize(whistles);
    state.SetItemsProcessed(state.iterations());
    state.counters["whistles"] = whistles;
  }

  void copyBlock(benchmark::State& state)
  {
    const auto channels = static_cast<std::size_t>(state.range(0));
    std::vector<float> source = recording(static_cast<unsigned>(channels)), target(frames * channels);
    for(auto _ : state)
    {
      std::memcpy(target.data(), source.data(), target.size() * sizeof(float));
      benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations());
  }

  /** The FFTs of one block (windowsPerBlock per channel) with KissFFT's real transform. */
  void kissFFT(benchmark::State& state)
  {
    const auto channels = static_cast<std::size_t>(state.range(0));
    kissfft<float> fft(window / 2, false);
    std::vector<float> input(window, 0.5f);
    std::vector<std::complex<float>> output(window / 2);
    for(auto _ : state)
    {
      for(std::size_t i = 0; i < windowsPerBlock * channels; ++i)
        fft.transform_real(input.data(), output.data());
      benchmark::DoNotOptimize(output.data());
    }
    state.SetItemsProcessed(state.iterations());
  }

  /** The same FFTs with FFTW (single precision, a measured plan). */
  void fftwFFT(benchmark::State& state)
  {
    const auto channels = static_cast<std::size_t>(state.range(0));
    float* input = fftwf_alloc_real(window);
    fftwf_complex* output = fftwf_alloc_complex(window / 2 + 1);
    const fftwf_plan plan = fftwf_plan_dft_r2c_1d(static_cast<int>(window), input, output, FFTW_MEASURE);
    for(std::size_t i = 0; i < window; ++i)
      input[i] = 0.5f;
    for(auto _ : state)
    {
      for(std::size_t i = 0; i < windowsPerBlock * channels; ++i)
        fftwf_execute(plan);
      benchmark::DoNotOptimize(output);
    }
    state.SetItemsProcessed(state.iterations());
    fftwf_destroy_plan(plan);
    fftwf_free(input);
    fftwf_free(output);
  }
}

BENCHMARK(detection)->Name("block/detection")->Arg(2)->Arg(4)->Unit(benchmark::kMicrosecond);
BENCHMARK(copyBlock)->Name("block/memcpy")->Arg(2)->Arg(4)->Unit(benchmark::kMicrosecond);
BENCHMARK(kissFFT)->Name("block/ffts/kissfft")->Arg(2)->Arg(4)->Unit(benchmark::kMicrosecond);
BENCHMARK(fftwFFT)->Name("block/ffts/fftw")->Arg(2)->Arg(4)->Unit(benchmark::kMicrosecond);
BENCHMARK_MAIN();
