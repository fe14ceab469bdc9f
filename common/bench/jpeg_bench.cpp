// JPEG compression of camera images (docs/performance.md, "JPEG images"): JPEGCodec's YUYV ->
// 4:2:2 JPEG (split into planes + TurboJPEG) side by side, in the same run, with TurboJPEG's own
// planar-input compression of the same image already in planes (the goal: at most 1.2 times
// its time), with the split alone, and with the physical limit of touching the image once
// (copying its bytes). Decompression (the host's side) is measured too.
//
//   build/dev/common/bench/jpeg_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include "ImageProcessing/CameraImage.h"
#include "ImageProcessing/JPEGCodec.h"
#include "ImageProcessing/YUYVPlanes.h"
#include <benchmark/benchmark.h>
#include <cstring>
#include <random>
#include <turbojpeg.h>
#include <vector>

namespace
{
  constexpr int quality = 75;

  /**
   * Something like a camera image of a field: green carpet with sensor noise, white lines, a
   * bright wall above the horizon.
   */
  CameraImage fieldLikeImage(unsigned imageWidth, unsigned imageHeight)
  {
    CameraImage image(imageWidth, imageHeight);
    std::mt19937 random(42);
    std::normal_distribution<float> noise(0.f, 3.f);
    auto clip = [](float value) { return static_cast<unsigned char>(std::clamp(value, 0.f, 255.f)); };
    for(unsigned y = 0; y < image.height; ++y)
      for(unsigned x = 0; x < image.width; ++x)
      {
        const bool wall = y < image.height / 4;
        const bool line = !wall && (std::abs(static_cast<int>(x) - static_cast<int>(image.width / 2 + (y - image.height / 4) / 3)) < 3 ||
                                    (y > image.height * 2 / 3 && y < image.height * 2 / 3 + 8));
        const float luma = wall ? 170.f + 20.f * static_cast<float>(x % 97) / 97.f : line ? 210.f : 95.f + 10.f * static_cast<float>(y) / static_cast<float>(image.height);
        const float u = wall || line ? 128.f : 105.f, v = wall || line ? 128.f : 100.f;
        image[y][x] = YUYVPixel{clip(luma + noise(random)), clip(u + noise(random)), clip(luma + noise(random)), clip(v + noise(random))};
      }
    return image;
  }

  void setImageSize(benchmark::State& state, const CameraImage& image)
  {
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * image.byteSize()));
    state.counters["MP/s"] = benchmark::Counter(static_cast<double>(state.iterations()) * image.getImageWidth() * image.height / 1e6,
                                                benchmark::Counter::kIsRate);
  }
}

/** JPEGCodec::compress: YUYV -> planes -> TurboJPEG 4:2:2 -> JPEGImage. */
static void BM_JPEGCodecCompress(benchmark::State& state)
{
  const CameraImage image = fieldLikeImage(static_cast<unsigned>(state.range(0)), static_cast<unsigned>(state.range(1)));
  JPEGCodec codec;
  JPEGImage jpeg;
  for(auto _ : state)
  {
    if(!codec.compress(image, quality, jpeg))
      state.SkipWithError(codec.error().c_str());
    benchmark::DoNotOptimize(jpeg.file.data());
  }
  state.counters["bytes"] = static_cast<double>(jpeg.file.size());
  setImageSize(state, image);
}
BENCHMARK(BM_JPEGCodecCompress)->Args({640, 480})->Args({320, 240})->Args({1280, 960})->Unit(benchmark::kMicrosecond);

/** TurboJPEG's own planar-input compression of the same image, already split into planes. */
static void BM_TurboJPEGFromPlanes(benchmark::State& state)
{
  const CameraImage image = fieldLikeImage(static_cast<unsigned>(state.range(0)), static_cast<unsigned>(state.range(1)));
  const int width = static_cast<int>(image.getImageWidth()), height = static_cast<int>(image.height);
  std::vector<unsigned char> y(static_cast<std::size_t>(width) * height), u(image.size()), v(image.size());
  YUYVPlanes::split(image.data(), image.size(), y.data(), u.data(), v.data());
  const unsigned char* planes[3] = {y.data(), u.data(), v.data()};
  const int strides[3] = {width, width / 2, width / 2};
  tjhandle handle = tjInitCompress();
  unsigned long capacity = tjBufSize(width, height, TJSAMP_422);
  unsigned char* buffer = tjAlloc(static_cast<int>(capacity));
  unsigned long size = 0;
  for(auto _ : state)
  {
    size = capacity;
    if(tjCompressFromYUVPlanes(handle, planes, width, strides, height, TJSAMP_422, &buffer, &size, quality, TJFLAG_NOREALLOC) != 0)
      state.SkipWithError(tjGetErrorStr2(handle));
    benchmark::DoNotOptimize(buffer);
  }
  state.counters["bytes"] = static_cast<double>(size);
  setImageSize(state, image);
  tjFree(buffer);
  tjDestroy(handle);
}
BENCHMARK(BM_TurboJPEGFromPlanes)->Args({640, 480})->Args({320, 240})->Args({1280, 960})->Unit(benchmark::kMicrosecond);

/** The step JPEGCodec adds: YUYV rows to three planes. */
static void BM_SplitIntoPlanes(benchmark::State& state)
{
  const CameraImage image = fieldLikeImage(static_cast<unsigned>(state.range(0)), static_cast<unsigned>(state.range(1)));
  std::vector<unsigned char> y(image.size() * 2), u(image.size()), v(image.size());
  for(auto _ : state)
  {
    YUYVPlanes::split(image.data(), image.size(), y.data(), u.data(), v.data());
    benchmark::DoNotOptimize(y.data());
    benchmark::ClobberMemory();
  }
  setImageSize(state, image);
}
BENCHMARK(BM_SplitIntoPlanes)->Args({640, 480})->Unit(benchmark::kMicrosecond);

/** The physical limit of anything that reads the image and writes as much: copying its bytes. */
static void BM_PhysicalLimitCopy(benchmark::State& state)
{
  const CameraImage image = fieldLikeImage(static_cast<unsigned>(state.range(0)), static_cast<unsigned>(state.range(1)));
  std::vector<unsigned char> copy(image.byteSize());
  for(auto _ : state)
  {
    std::memcpy(copy.data(), image.data(), image.byteSize());
    benchmark::DoNotOptimize(copy.data());
    benchmark::ClobberMemory();
  }
  setImageSize(state, image);
}
BENCHMARK(BM_PhysicalLimitCopy)->Args({640, 480})->Unit(benchmark::kMicrosecond);

/** The host's side: a JPEGImage back to a YUYV camera image. */
static void BM_JPEGCodecDecompress(benchmark::State& state)
{
  const CameraImage image = fieldLikeImage(static_cast<unsigned>(state.range(0)), static_cast<unsigned>(state.range(1)));
  JPEGCodec codec;
  JPEGImage jpeg;
  codec.compress(image, quality, jpeg);
  CameraImage decoded;
  for(auto _ : state)
  {
    if(!codec.decompress(jpeg, decoded))
      state.SkipWithError(codec.error().c_str());
    benchmark::DoNotOptimize(decoded.data());
  }
  setImageSize(state, image);
}
BENCHMARK(BM_JPEGCodecDecompress)->Args({640, 480})->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
