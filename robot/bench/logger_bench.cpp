/**
 * @file logger_bench.cpp
 * The online logger (docs/performance.md, "Online logger"): what logging costs a Motion frame
 * with the default Motion set of logger.cfg (next to the same frame without a logger, and to
 * copying the frame's bytes, the least any logger must do), and the throughput of the writer's
 * file work next to raw write() of the same bytes on the same disk, in one run.
 */
#include "Framework/Robot.h"
#include "LogPlayback/LogFile.h"
#include "Logging/Logger.h"
#include "Logging/OnlineLogFile.h"
#include "Platform/File.h"
#include "ImageProcessing/CameraImage.h"
#include "ImageProcessing/JPEGCodec.h"
#include "ImageProcessing/JPEGImage.h"
#include "Representations/Infrastructure/AudioData.h"
#include "Representations/Infrastructure/CameraInfo.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/GameState.h"
#include "Representations/Infrastructure/JointRequest.h"
#include "Representations/Infrastructure/LEDRequest.h"
#include "Representations/Infrastructure/SensorData/FsrSensorData.h"
#include "Representations/Infrastructure/SensorData/InertialSensorData.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Representations/Infrastructure/SensorData/KeyStates.h"
#include "Representations/Infrastructure/SensorData/SystemSensorData.h"
#include "Representations/MotionControl/HeadMotionInfo.h"
#include "Representations/MotionControl/HeadMotionRequest.h"
#include "Representations/MotionControl/MotionInfo.h"
#include "Representations/MotionControl/MotionRequest.h"
#include <algorithm>
#include <benchmark/benchmark.h>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <filesystem>
#include <sys/uio.h>
#include <random>
#include <thread>
#include <unistd.h>

/** The Motion thread's default log set of logger.cfg, filled with changing, realistic values. */
MODULE(BenchMotionData,
{,
  PROVIDES(FrameInfo),
  PROVIDES(JointSensorData),
  PROVIDES(InertialSensorData),
  PROVIDES(FsrSensorData),
  PROVIDES(KeyStates),
  PROVIDES(SystemSensorData),
  PROVIDES(MotionRequest),
  PROVIDES(HeadMotionRequest),
  PROVIDES(JointRequest),
  PROVIDES(MotionInfo),
  PROVIDES(HeadMotionInfo),
  PROVIDES(LEDRequest),
});

struct BenchMotionData : BenchMotionDataBase
{
  unsigned frame = 0;
  void update(FrameInfo& frameInfo) override { frameInfo.time = 12 * ++frame; }
  void update(JointSensorData& data) override
  {
    for(std::size_t j = 0; j < data.angles.size(); ++j)
    {
      data.angles[j] = 0.001f * static_cast<float>(frame + j);
      data.currents[j] = static_cast<short>(frame % 300 + j);
      data.temperatures[j] = static_cast<unsigned char>(40 + j);
    }
    data.timestamp = 12 * frame;
  }
  void update(InertialSensorData& data) override { data.acc = Vector3f(0.1f, -0.2f, 9.81f + 0.001f * static_cast<float>(frame % 10)); }
  void update(FsrSensorData& data) override { data.totals[Legs::left] = 2.5f + 0.01f * static_cast<float>(frame % 7); }
  void update(KeyStates& data) override { data.pressed[KeyStates::chest] = frame % 100 == 0; }
  void update(SystemSensorData& data) override { data.batteryLevel = 0.8f; }
  void update(MotionRequest&) override {}
  void update(HeadMotionRequest&) override {}
  void update(JointRequest& data) override
  {
    for(std::size_t j = 0; j < data.angles.size(); ++j)
    {
      data.angles[j] = 0.002f * static_cast<float>(frame + j);
      data.stiffnesses[j] = 80;
    }
  }
  void update(MotionInfo&) override {}
  void update(HeadMotionInfo&) override {}
  void update(LEDRequest& data) override { data.setEyes(ColorRGB(0.f, frame % 2 ? 1.f : 0.f, 0.f)); }
};
MAKE_MODULE(BenchMotionData);

/**
 * A camera thread's logged set (logger.cfg: FrameInfo, CameraInfo, JPEGImage) for an upper
 * camera at 640 x 480: the JPEGImage is a real JPEG file (TurboJPEG, quality 75) of an image of
 * noise around mid-grey (sigma 12), which compresses worse than a field (a bigger file: the
 * upper bound of what a camera frame costs the logger).
 */
/** The size of BenchCameraData's JPEG file (a counter of the camera benchmark). */
static std::size_t benchJpegBytes = 0;

MODULE(BenchCameraData,
{,
  PROVIDES(FrameInfo),
  PROVIDES(CameraInfo),
  PROVIDES(JPEGImage),
});

class BenchCameraData : public BenchCameraDataBase
{
public:
  BenchCameraData()
  {
    CameraImage image(640, 480);
    std::mt19937 random(7);
    std::normal_distribution<float> noise(128.f, 12.f);
    const auto sample = [&] { return static_cast<unsigned char>(std::clamp(noise(random), 0.f, 255.f)); };
    for(unsigned y = 0; y < image.height; ++y)
      for(unsigned x = 0; x < image.width; ++x)
        image[y][x] = YUYVPixel{sample(), sample(), sample(), sample()};
    JPEGCodec codec;
    if(!codec.compress(image, 75, compressed))
      std::abort(); // the bench itself is broken
    benchJpegBytes = compressed.file.size();
  }

  JPEGImage compressed;
  unsigned frame = 0;

  void update(FrameInfo& frameInfo) override { frameInfo.time = 33 * ++frame; }
  void update(CameraInfo& info) override
  {
    info.camera = CameraInfo::upper;
    info.width = 640;
    info.height = 480;
  }
  void update(JPEGImage& jpeg) override
  {
    jpeg = compressed;
    jpeg.timestamp = 33 * frame;
  }
};
MAKE_MODULE(BenchCameraData);

namespace
{
  namespace fs = std::filesystem;

  const std::vector<std::string> motionSet = {"FrameInfo", "JointSensorData", "InertialSensorData", "FsrSensorData", "KeyStates", "SystemSensorData",
                                              "MotionRequest", "HeadMotionRequest", "JointRequest", "MotionInfo", "HeadMotionInfo", "LEDRequest"};
  const std::vector<std::string> cameraSet = {"FrameInfo", "CameraInfo", "JPEGImage"};

  /** A thread of the bench: its name, what it logs, its provider and the logger's pool for it. */
  struct ThreadKind
  {
    const char* name;
    const std::vector<std::string>* representations;
    const char* provider;
    unsigned numOfBuffers;
    unsigned sizeOfBuffer;
    int batch; ///< Frames per batch of loggingCostPaired (the pool holds a batch).
    int settleMs; ///< Sleep after each pair of batches, for the writer to write the batch (not on the thread's CPU time).
  };
  const ThreadKind motion{"Motion", &motionSet, "BenchMotionData", 8192, 16384, 1000, 0};
  const ThreadKind camera{"Upper", &cameraSet, "BenchCameraData", 256, 524288, 100, 300};

  std::string benchDirectory;

  std::uint64_t threadTime()
  {
    timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<std::uint64_t>(ts.tv_sec) * 1000000000u + static_cast<std::uint64_t>(ts.tv_nsec);
  }

  /** A robot with one thread of a kind (Motion or a camera's), run by hand; with or without the logger. */
  struct BenchThread
  {
    BenchThread(bool log, const ThreadKind& kind = motion)
    {
      Configuration configuration;
      Configuration::Thread& thread = configuration.threads.emplace_back();
      thread.name = kind.name;
      thread.executionUnit = "Triggered";
      for(const std::string& representation : *kind.representations)
      {
        Configuration::RepresentationProvider& provider = thread.representationProviders.emplace_back();
        provider.representation = representation;
        provider.provider = kind.provider;
      }
      std::vector<std::string> errors;
      if(!robot.configure(configuration, errors))
      {
        std::fprintf(stderr, "logger_bench: %s\n", errors.front().c_str());
        std::exit(1);
      }
      if(log)
      {
        directory = benchDirectory + "/frames";
        fs::create_directories(directory);
        Logger::Parameters parameters;
        parameters.path = directory;
        parameters.usbPath = "";
        parameters.numOfBuffers = kind.numOfBuffers;
        parameters.sizeOfBuffer = kind.sizeOfBuffer;
        parameters.writePriority = 0;
        parameters.minFreeDriveSpace = 100;
        parameters.alwaysLog = true;
        parameters.representationsPerThread.resize(1);
        parameters.representationsPerThread[0].thread = kind.name;
        parameters.representationsPerThread[0].representations = *kind.representations;
        if(!logger.start(parameters, robot, nullptr, "", errors) || !errors.empty())
        {
          std::fprintf(stderr, "logger_bench: the logger did not start: %s\n", errors.empty() ? "?" : errors.front().c_str());
          std::exit(1);
        }
      }
      frame = robot.getThread(kind.name);
      for(int i = 0; i < 10; ++i)
        frame->runFrame(); // modules created, stopwatches named
    }

    ~BenchThread()
    {
      logger.stop();
      if(!directory.empty())
        fs::remove_all(directory);
    }

    Robot robot;
    Logger logger{Settings()};
    ThreadFrame* frame = nullptr;
    std::string directory;
  };

  /** The bytes of one logged Motion frame (the size the limit copies). */
  std::size_t loggedFrameSize()
  {
    BenchThread thread(true);
    for(int i = 0; i < 100; ++i)
      thread.frame->runFrame();
    thread.logger.stop();
    LogFile log;
    std::string error;
    LogFile::Options options;
    options.writeIndex = false;
    if(!log.open(thread.logger.getFiles().at(0), options, error) || log.frameCount() < 50)
    {
      std::fprintf(stderr, "logger_bench: start-up check failed: the frames were not logged (%s)\n", error.c_str());
      std::exit(1);
    }
    return log.frame(log.frameCount() / 2).size;
  }

  void frameWithoutLogger(benchmark::State& state)
  {
    BenchThread thread(false);
    for(auto _ : state)
      thread.frame->runFrame();
    state.SetItemsProcessed(state.iterations());
  }

  void frameWithLogger(benchmark::State& state)
  {
    BenchThread thread(true);
    for(auto _ : state)
      thread.frame->runFrame();
    state.SetItemsProcessed(state.iterations());
    state.counters["dropped"] = static_cast<double>(thread.logger.getDroppedFrames());
  }

  /** The least a logger must do: copy the frame's bytes once (into a buffer of a pool). */
  void frameCopyLimit(benchmark::State& state)
  {
    const std::size_t size = loggedFrameSize();
    std::vector<char> source(size, 1), pool(std::size_t(8192) * 16384);
    std::size_t next = 0;
    for(auto _ : state)
    {
      std::memcpy(pool.data() + next * 16384, source.data(), size);
      benchmark::ClobberMemory();
      next = (next + 1) % 8192;
    }
    state.counters["bytes_per_frame"] = static_cast<double>(size);
  }

  /**
   * The cost of logging itself: batches of frames (1000 Motion, 100 camera frames) with and without the logger, alternating,
   * on thread CPU time; the median difference per frame (in µs) is the counter "cost_us".
   */
  void loggingCostPaired(benchmark::State& state, const ThreadKind& kind)
  {
    BenchThread logged(true, kind), plain(false, kind);
    std::vector<double> costs;
    for(auto _ : state)
    {
      const std::uint64_t t0 = threadTime();
      for(int i = 0; i < kind.batch; ++i)
        logged.frame->runFrame();
      const std::uint64_t t1 = threadTime();
      for(int i = 0; i < kind.batch; ++i)
        plain.frame->runFrame();
      const std::uint64_t t2 = threadTime();
      costs.push_back((static_cast<double>(t1 - t0) - static_cast<double>(t2 - t1)) / kind.batch / 1000.0);
      if(kind.settleMs > 0)
        std::this_thread::sleep_for(std::chrono::milliseconds(kind.settleMs));
    }
    std::sort(costs.begin(), costs.end());
    state.counters["cost_us"] = costs[costs.size() / 2];
    state.counters["cost_us_p90"] = costs[costs.size() * 9 / 10];
    state.counters["dropped"] = static_cast<double>(logged.logger.getDroppedFrames());
    if(&kind == &camera)
      state.counters["jpeg_bytes"] = static_cast<double>(benchJpegBytes);
  }

  /**
   * A realistic stretch of frames for the writer, about 64 MB: Motion at 83 Hz (the default set,
   * about 1.8 kB), Cognition at 60 Hz (about 0.7 kB) and Audio at 23 Hz (four channels of 2048
   * samples, 33 kB), interleaved by time.
   */
  struct Recording
  {
    std::vector<char> bytes;
    std::vector<iovec> frames;

    Recording()
    {
      MessageQueue queue;
      std::vector<std::pair<std::size_t, std::size_t>> spans;
      const auto add = [&](const std::string& thread, std::size_t payload, unsigned time) {
        queue.clear();
        queue.out.bin << thread;
        queue.out.finishMessage(idFrameBegin);
        std::vector<char> data(payload, static_cast<char>(time));
        for(std::size_t offset = 0; offset < payload; offset += 200)
        {
          queue.out.bin.write(data.data() + offset, std::min<std::size_t>(200, payload - offset));
          queue.out.finishMessage(idFrameInfo);
        }
        queue.out.bin << thread;
        queue.out.finishMessage(idFrameFinished);
        spans.emplace_back(bytes.size(), queue.size());
        bytes.insert(bytes.end(), queue.data(), queue.data() + queue.size());
      };
      for(unsigned ms = 0; bytes.size() < (std::size_t(64) << 20); ++ms)
      {
        if(ms % 12 == 0)
          add("Motion", 1800, ms);
        if(ms % 17 == 0)
          add("Cognition", 700, ms);
        if(ms % 43 == 0)
        {
          queue.clear();
          queue.out.bin << std::string("Audio");
          queue.out.finishMessage(idFrameBegin);
          std::vector<char> samples(2048 * 4 * 4, 1);
          queue.out.bin.write(samples.data(), samples.size());
          queue.out.finishMessage(idAudioData);
          queue.out.bin << std::string("Audio");
          queue.out.finishMessage(idFrameFinished);
          spans.emplace_back(bytes.size(), queue.size());
          bytes.insert(bytes.end(), queue.data(), queue.data() + queue.size());
        }
      }
      for(const auto& [offset, size] : spans)
        frames.push_back({bytes.data() + offset, size});
    }
  };

  const Recording& recording()
  {
    static const Recording instance;
    return instance;
  }

  /** Seconds of a write: until the last byte was handed to the kernel, and in all (with close()). */
  struct Times
  {
    double writing = 0;
    double total = 0;
  };

  /**
   * The writer's file work: OnlineLogFile in batches of 1024 frames, as the writer thread hands
   * them over; close() appends the index and syncs.
   */
  Times writeOnline(const std::string& path)
  {
    const Recording& frames = recording();
    const auto start = std::chrono::steady_clock::now();
    OnlineLogFile file;
    std::string error;
    LoggingTools::LogSettings settings;
    if(!file.open(benchDirectory, path, settings, 100 << 20, error))
    {
      std::fprintf(stderr, "logger_bench: %s\n", error.c_str());
      std::exit(1);
    }
    for(std::size_t i = 0; i < frames.frames.size(); i += 1024)
      if(!file.write(frames.frames.data() + i, std::min<std::size_t>(1024, frames.frames.size() - i), error))
      {
        std::fprintf(stderr, "logger_bench: %s\n", error.c_str());
        std::exit(1);
      }
    const auto written = std::chrono::steady_clock::now();
    file.close(error);
    return {std::chrono::duration<double>(written - start).count(), std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()};
  }

  /**
   * The limit: the same file bytes with raw write() in 1 MiB pieces; with sync, fdatasync()
   * before close() as OnlineLogFile::close() does, so that both end with the file on the disk.
   */
  Times writeRaw(const std::string& path, const std::string& content, bool sync)
  {
    const auto start = std::chrono::steady_clock::now();
    const int descriptor = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    for(std::size_t done = 0; done < content.size();)
    {
      const ssize_t written = ::write(descriptor, content.data() + done, std::min<std::size_t>(std::size_t(1) << 20, content.size() - done));
      if(written <= 0)
      {
        std::fprintf(stderr, "logger_bench: raw write: %s\n", std::strerror(errno));
        std::exit(1);
      }
      done += static_cast<std::size_t>(written);
    }
    const auto written = std::chrono::steady_clock::now();
    if(sync)
      ::fdatasync(descriptor);
    ::close(descriptor);
    return {std::chrono::duration<double>(written - start).count(), std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()};
  }

  /** The file OnlineLogFile writes, as bytes (for the raw writes); checked to open with every frame. */
  const std::string& onlineFileBytes()
  {
    static const std::string content = [] {
      const std::string name = "bench_check";
      fs::remove(benchDirectory + "/" + name + ".log");
      writeOnline(name);
      LogFile log;
      std::string error;
      LogFile::Options options;
      options.writeIndex = false;
      if(!log.open(benchDirectory + "/" + name + ".log", options, error) || !log.indexWasStored() || log.frameCount() != recording().frames.size())
      {
        std::fprintf(stderr, "logger_bench: start-up check failed: the written log does not hold the frames (%s)\n", error.c_str());
        std::exit(1);
      }
      std::string bytes;
      File::readAll(benchDirectory + "/" + name + ".log", bytes, std::size_t(1) << 30);
      fs::remove(benchDirectory + "/" + name + ".log");
      return bytes;
    }();
    return content;
  }

  void writerOnline(benchmark::State& state)
  {
    const std::size_t bytes = onlineFileBytes().size();
    for(auto _ : state)
    {
      state.PauseTiming();
      fs::remove(benchDirectory + "/writer.log");
      state.ResumeTiming();
      writeOnline("writer");
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * bytes));
  }

  void writerRaw(benchmark::State& state)
  {
    const std::string& content = onlineFileBytes();
    const bool sync = state.range(0) != 0;
    for(auto _ : state)
    {
      state.PauseTiming();
      fs::remove(benchDirectory + "/raw.log");
      state.ResumeTiming();
      writeRaw(benchDirectory + "/raw.log", content, sync);
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * content.size()));
  }

  /**
   * OnlineLogFile and raw write() of the same bytes, right after each other in alternating order,
   * 15 pairs. Counters (medians of raw time / writer time, wall clock): "writing" until the last
   * byte was handed to the kernel (the throughput while a game is logged), "with_close" including
   * close(), where OnlineLogFile appends the index and both sync (fdatasync()).
   */
  void writerPaired(benchmark::State& state)
  {
    const std::string& content = onlineFileBytes();
    std::vector<double> writing, total;
    for(auto _ : state)
    {
      for(int pair = 0; pair < 15; ++pair)
      {
        fs::remove(benchDirectory + "/writer.log");
        fs::remove(benchDirectory + "/raw.log");
        Times online, raw;
        if(pair % 2 == 0)
        {
          online = writeOnline("writer");
          raw = writeRaw(benchDirectory + "/raw.log", content, true);
        }
        else
        {
          raw = writeRaw(benchDirectory + "/raw.log", content, true);
          online = writeOnline("writer");
        }
        writing.push_back(raw.writing / online.writing);
        total.push_back(raw.total / online.total);
      }
    }
    std::sort(writing.begin(), writing.end());
    std::sort(total.begin(), total.end());
    state.counters["writing"] = writing[writing.size() / 2];
    state.counters["with_close"] = total[total.size() / 2];
  }
}

BENCHMARK(frameWithoutLogger)->Name("Frame/Motion_default_set/without_logger")->Unit(benchmark::kMicrosecond);
BENCHMARK(frameWithLogger)->Name("Frame/Motion_default_set/with_logger")->Unit(benchmark::kMicrosecond)->Iterations(200000);
BENCHMARK(frameCopyLimit)->Name("Frame/Motion_default_set/copy_limit")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(loggingCostPaired, motion, motion)->Name("Frame/Motion_default_set/logging_cost_paired")->Unit(benchmark::kMillisecond)->Iterations(60);
BENCHMARK_CAPTURE(loggingCostPaired, camera, camera)->Name("Frame/Camera_640x480_JPEG/logging_cost_paired")->Unit(benchmark::kMillisecond)->Iterations(30);
BENCHMARK(writerOnline)->Name("Writer/64MB/OnlineLogFile")->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(writerRaw)->Name("Writer/64MB/raw_write_1MiB")->Arg(0)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(writerRaw)->Name("Writer/64MB/raw_write_1MiB_fdatasync")->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(writerPaired)->Name("Writer/64MB/paired")->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

int main(int argc, char** argv)
{
  benchDirectory = (fs::current_path() / "bench-tmp").string();
  for(fs::path p = fs::canonical("/proc/self/exe").parent_path(); p != p.root_path(); p = p.parent_path())
    if(fs::exists(p / "CMakeCache.txt"))
    {
      benchDirectory = (p / "bench-tmp").string();
      break;
    }
  for(int i = 1; i < argc; ++i)
    if(std::strncmp(argv[i], "--logger_bench_dir=", 19) == 0)
    {
      benchDirectory = argv[i] + 19;
      std::copy(argv + i + 1, argv + argc, argv + i);
      --argc;
      break;
    }
  benchDirectory += "/logger";
  fs::create_directories(benchDirectory);
  benchmark::Initialize(&argc, argv);
  if(benchmark::ReportUnrecognizedArguments(argc, argv))
    return 2;
  std::printf("logger_bench: files in %s\n", benchDirectory.c_str());
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  fs::remove_all(benchDirectory);
  return 0;
}
