/**
 * @file replay_bench.cpp
 * Replaying logs (docs/performance.md, "Log player"), Google Benchmark, side by side with the
 * physical limits:
 *  - OpenToFirstFrame: a 1 GB indexed log (two cameras with 100 KB JPEGImages at 30 Hz, Motion at
 *    83 Hz, Cognition at 60 Hz) opened as a replay robot (ReplayRobot::open: log, threads.cfg,
 *    robot threads, debug link) until its first frame has run; MapAndReadHeaders: LogFile::open
 *    alone (mmap, header chunks, stored index) and the first frame's bytes touched. Counters: the
 *    anonymous and file-backed memory of the process afterwards. Goal: <= 100 ms.
 *  - GotoRandomFrame: "log goto" to random frames of a 1-hour log (the same threads, 1 KB images:
 *    4.7 GB of real images would not change what a jump replays) in a running replay robot;
 *    TouchWarmUpFrames: reading the bytes of the frames such a jump replays. Goal: <= 50 ms.
 *  - PlayThroughMemory: the 1 GB log played as fast as possible from start to end; counters: the
 *    anonymous memory and the peak of the mapped file pages resident (the player lets the pages
 *    it played go every 64 MB). Goal: the studio <= 200 MB for a 4 GB log.
 *  - PlaybackRealSpeed: 10 s of a log with two 640 x 480 camera threads (real JPEGs of a
 *    rendered field, about 60 KB) played at the recorded speed; counter cores = CPU time of the
 *    process / wall time. Goal: <= 1 core.
 * The logs are written once into the bench directory (default /tmp, --bench_dir=DIR).
 *
 *   replay_bench --benchmark_repetitions=3 --benchmark_report_aggregates_only=true
 */
#include "ImageProcessing/CameraImage.h"
#include "ImageProcessing/JPEGCodec.h"
#include "ImageProcessing/JPEGImage.h"
#include "LogPlayback/LogFile.h"
#include "LogPlayback/LogWriter.h"
#include "Platform/File.h"
#include "Replay/ReplayRobot.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Streaming/MessageQueue.h"
#include <benchmark/benchmark.h>
#include <sys/resource.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <thread>

namespace
{
  namespace fs = std::filesystem;
  using namespace std::chrono_literals;

  fs::path benchDirectory = "/tmp";

  [[noreturn]] void fail(const std::string& why)
  {
    std::fprintf(stderr, "replay_bench: %s\n", why.c_str());
    std::exit(1);
  }

  /** Writes a log of the robot's threads: seconds of Motion (83 Hz), Cognition (60 Hz), Upper and Lower (30 Hz) with this JPEG. */
  void writeLog(const fs::path& path, unsigned seconds, const JPEGImage& jpeg)
  {
    if(fs::exists(path))
      return;
    LogWriter writer;
    std::string error;
    const std::string temporary = path.string() + ".writing";
    if(!writer.open(temporary, {}, error))
      fail(error);
    MessageQueue queue;
    const auto frame = [&](const char* thread, unsigned time, MessageID data) {
      queue.clear();
      queue.out.bin << std::string(thread);
      queue.out.finishMessage(idFrameBegin);
      FrameInfo frameInfo;
      frameInfo.time = 100000 + time;
      queue.out.bin << frameInfo;
      queue.out.finishMessage(idFrameInfo);
      if(data == idJPEGImage)
      {
        queue.out.bin << jpeg;
        queue.out.finishMessage(idJPEGImage);
      }
      else if(data == idJointSensorData)
      {
        JointSensorData joints;
        for(std::size_t i = 0; i < joints.angles.size(); ++i)
          joints.angles[i] = std::sin(static_cast<float>(time + i) / 1000.f);
        joints.timestamp = frameInfo.time;
        queue.out.bin << joints;
        queue.out.finishMessage(idJointSensorData);
      }
      queue.out.bin << std::string(thread);
      queue.out.finishMessage(idFrameFinished);
      if(!writer.writeFrame(queue))
        fail(writer.error());
    };
    for(unsigned ms = 0; ms < seconds * 1000; ++ms)
    {
      if(ms % 12 == 0)
        frame("Motion", ms, idJointSensorData);
      if(ms % 17 == 0)
        frame("Cognition", ms, undefined);
      if(ms % 33 == 0)
        frame("Upper", ms, idJPEGImage);
      if(ms % 33 == 16)
        frame("Lower", ms, idJPEGImage);
    }
    if(!writer.close(error))
      fail(error);
    fs::rename(temporary, path);
    LogFile index; // stores the index: the logs are "indexed logs"
    if(!index.open(path.string(), {}, error))
      fail(error);
  }

  /** A JPEGImage of a 640 x 480 camera image: a field-like picture with noise (about 60 KB). */
  JPEGImage cameraJpeg()
  {
    CameraImage image;
    image.setResolution(640, 480);
    std::mt19937 random(7);
    for(unsigned y = 0; y < image.height; ++y)
      for(unsigned x = 0; x < image.width; ++x)
      {
        const bool line = (x % 80 < 3) || (y % 120 < 3);
        const unsigned char noise = static_cast<unsigned char>(random() % 12);
        YUYVPixel& p = image(x, y);
        p.y0 = static_cast<unsigned char>((line ? 200 : 90) + noise);
        p.y1 = static_cast<unsigned char>((line ? 200 : 92) + noise);
        p.u = line ? 128 : 100;
        p.v = line ? 128 : 110;
      }
    JPEGCodec codec;
    JPEGImage jpeg;
    if(!codec.compress(image, 75, jpeg))
      fail(codec.error());
    return jpeg;
  }

  JPEGImage fakeJpeg(std::size_t size)
  {
    JPEGImage jpeg;
    jpeg.width = 320;
    jpeg.height = 240;
    jpeg.file.assign(size, 0x55);
    jpeg.file[0] = 0xff, jpeg.file[1] = 0xd8, jpeg.file[2] = 0xff;
    return jpeg;
  }

  const fs::path& bigLog()
  {
    static const fs::path path = benchDirectory / "replay_bench_1GB.log";
    writeLog(path, 170, fakeJpeg(100000)); // 170 s x 60 images x 100 KB
    return path;
  }

  const fs::path& hourLog()
  {
    static const fs::path path = benchDirectory / "replay_bench_hour.log";
    writeLog(path, 3600, fakeJpeg(1000));
    return path;
  }

  const fs::path& cameraLog()
  {
    static const fs::path path = benchDirectory / "replay_bench_cameras.log";
    writeLog(path, 12, cameraJpeg());
    return path;
  }

  std::unique_ptr<ReplayRobot> openReplay(const fs::path& path)
  {
    std::vector<std::string> messages;
    std::string error;
    std::unique_ptr<ReplayRobot> replay = ReplayRobot::open(path.string(), messages, error);
    if(!replay)
      fail(error);
    return replay;
  }

  /** kB of a line of /proc/self/status ("RssAnon:"). */
  double statusKb(const char* key)
  {
    std::ifstream status("/proc/self/status");
    std::string line;
    while(std::getline(status, line))
      if(line.rfind(key, 0) == 0)
        return std::atof(line.c_str() + std::strlen(key));
    return 0;
  }

  void OpenToFirstFrame(benchmark::State& state)
  {
    const fs::path& path = bigLog();
    for(auto _ : state)
    {
      std::unique_ptr<ReplayRobot> replay = openReplay(path);
      if(!replay->player().gotoFrame(0))
        state.SkipWithError("frame 0 did not run");
      state.PauseTiming();
      state.counters["rss_anon_MB"] = statusKb("RssAnon:") / 1024;
      state.counters["rss_file_MB"] = statusKb("RssFile:") / 1024;
      state.counters["log_MB"] = static_cast<double>(fs::file_size(path)) / 1e6;
      replay.reset();
      state.ResumeTiming();
    }
  }

  void MapAndReadHeaders(benchmark::State& state)
  {
    const fs::path& path = bigLog();
    for(auto _ : state)
    {
      LogFile log;
      std::string error;
      if(!log.open(path.string(), {}, error))
        state.SkipWithError(error.c_str());
      std::uint64_t sum = 0;
      const LogFile::Frame frame = log.frame(0);
      for(std::size_t i = 0; i < frame.size; ++i)
        sum += static_cast<unsigned char>(frame.data[i]);
      benchmark::DoNotOptimize(sum);
    }
  }

  void GotoRandomFrame(benchmark::State& state)
  {
    std::unique_ptr<ReplayRobot> replay = openReplay(hourLog());
    LogPlayer& player = replay->player();
    std::mt19937 random(3);
    std::uniform_int_distribution<std::size_t> frames(0, player.frameCount() - 1);
    for(auto _ : state)
      if(!player.gotoFrame(frames(random)))
        state.SkipWithError("goto failed");
    state.counters["frames_in_log"] = static_cast<double>(player.frameCount());
  }

  /** Reads every byte of the 300 frames before a random frame (what a jump replays at the most). */
  void TouchWarmUpFrames(benchmark::State& state)
  {
    LogFile log;
    std::string error;
    if(!log.open(hourLog().string(), {}, error))
      fail(error);
    std::mt19937 random(3);
    std::uniform_int_distribution<std::size_t> frames(300, log.frameCount() - 1);
    for(auto _ : state)
    {
      const std::size_t last = frames(random);
      std::uint64_t sum = 0;
      for(std::size_t f = last - 300; f <= last; ++f)
      {
        const LogFile::Frame frame = log.frame(f);
        for(std::size_t i = 0; i < frame.size; i += 64)
          sum += static_cast<unsigned char>(frame.data[i]);
      }
      benchmark::DoNotOptimize(sum);
    }
  }

  double cpuSeconds()
  {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
  }

  /** Plays the whole 1 GB log as fast as possible; counters: the memory of the process at the end and at its peak. */
  void PlayThroughMemory(benchmark::State& state)
  {
    std::unique_ptr<ReplayRobot> replay = openReplay(bigLog());
    LogPlayer& player = replay->player();
    double peakFile = 0;
    for(auto _ : state)
    {
      player.stop();
      player.setSpeed(0);
      player.play();
      while(player.state() == LogPlayer::State::playing)
      {
        std::this_thread::sleep_for(20ms);
        peakFile = std::max(peakFile, statusKb("RssFile:") / 1024);
      }
    }
    state.counters["rss_anon_MB"] = statusKb("RssAnon:") / 1024;
    state.counters["rss_file_peak_MB"] = peakFile;
    state.counters["frames"] = static_cast<double>(player.frameCount());
  }

  void PlaybackRealSpeed(benchmark::State& state)
  {
    std::unique_ptr<ReplayRobot> replay = openReplay(cameraLog());
    LogPlayer& player = replay->player();
    for(auto _ : state)
    {
      player.stop();
      const double cpuBefore = cpuSeconds();
      const auto start = std::chrono::steady_clock::now();
      player.play();
      std::this_thread::sleep_for(10s);
      const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      const double cpu = cpuSeconds() - cpuBefore;
      player.pause();
      state.SetIterationTime(wall);
      state.counters["cores"] = cpu / wall;
      state.counters["frames_played"] = static_cast<double>(player.current() + 1);
    }
  }
}

BENCHMARK(OpenToFirstFrame)->Unit(benchmark::kMillisecond);
BENCHMARK(MapAndReadHeaders)->Unit(benchmark::kMillisecond);
BENCHMARK(GotoRandomFrame)->Unit(benchmark::kMillisecond);
BENCHMARK(TouchWarmUpFrames)->Unit(benchmark::kMillisecond);
BENCHMARK(PlayThroughMemory)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(PlaybackRealSpeed)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime();

int main(int argc, char** argv)
{
  for(int i = 1; i < argc; ++i)
    if(std::strncmp(argv[i], "--bench_dir=", 12) == 0)
      benchDirectory = argv[i] + 12;
  File::setConfigDirectory(TOUCHLINE_CONFIG_DIR);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
