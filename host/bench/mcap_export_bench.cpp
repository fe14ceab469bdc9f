/**
 * @file mcap_export_bench.cpp
 * Throughput of touchline-log export --mcap (McapExport + McapWriter, as the command runs them)
 * in MB/s of log data, for each chunk compression (Export/none, Export/zstd, Export/lz4; the
 * counter mcap_bytes_per_log_byte is the size ratio), side by side with the physical limits: writing the same number of bytes
 * to a file (fwrite in 1 MiB pieces, then fclose: the page cache, nothing fsynced) and memcpy.
 *
 * The log (106 MB of message data, written once into the bench directory, default /tmp, --bench_dir=DIR):
 * interleaved frames of Motion (83 Hz: FrameInfo and a JointSensorData of 4 x 26 floats, an enum
 * and a string, as the robot logs it, described by the log's type information) and Upper and
 * Lower (30 Hz each: FrameInfo and a JPEGImage of 30 KB of random bytes, as the cameras log it), 60 s of them.
 * Every iteration writes a new MCAP file (the previous one is removed untimed). Goal: >= 200 MB/s.
 *
 *   mcap_export_bench --benchmark_repetitions=3 --benchmark_report_aggregates_only=true
 */
#include "LogPlayback/LogFile.h"
#include "LogPlayback/LogWriter.h"
#include "McapExport.h"
#include "McapWriter.h"
#include "Streaming/MessageQueue.h"
#include <benchmark/benchmark.h>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

namespace
{
  namespace fs = std::filesystem;

  fs::path benchDirectory = "/tmp";

  TypeInfo benchTypes()
  {
    TypeInfo info;
    info.primitives = {"bool", "char", "signed char", "unsigned char", "short", "unsigned short", "int", "unsigned int", "float", "double", "std::string", "Angle"};
    info.enums["Mode"] = {"off", "walk", "kick"};
    info.classes["FrameInfo"] = {{"unsigned int", "time"}};
    info.classes["JointSensorData"] = {{"Angle[26]", "angles"}, {"float[26]", "currents"}, {"unsigned char[26]", "temperatures"},
                                       {"short[26]", "status"}, {"unsigned int", "timestamp"}, {"Mode", "mode"}, {"std::string", "source"}};
    info.classes["JPEGImage"] = {{"unsigned int", "width"}, {"unsigned int", "height"}, {"unsigned int", "timestamp"}, {"unsigned char*", "file"}};
    return info;
  }

  /** Writes the bench log (once) and opens it. */
  const LogFile& benchLog()
  {
    static LogFile log;
    if(log.frameCount() > 0)
      return log;
    const std::string path = (benchDirectory / "mcap_export_bench.log").string();
    static const TypeInfo types = benchTypes();
    LogWriter::Options options;
    options.typeInfo = &types;
    LogWriter writer;
    std::string error;
    if(!writer.open(path, options, error))
      std::fprintf(stderr, "mcap_export_bench: %s\n", error.c_str()), std::exit(1);
    std::mt19937 random(42);
    std::string jpeg(30000, '\0');
    const auto frame = [&](const std::string& thread, unsigned time, bool camera) {
      MessageQueue queue;
      queue.out.bin << thread;
      queue.out.finishMessage(idFrameBegin);
      queue.out.bin << time;
      queue.out.finishMessage(idFrameInfo);
      if(camera)
      {
        // Every image of its own random bytes: as incompressible as a JPEG file (the same bytes
        // in every image would flatter the compressions, which find them in the frames before).
        for(char& c : jpeg)
          c = static_cast<char>(random());
        jpeg[0] = '\xff', jpeg[1] = '\xd8', jpeg[2] = '\xff';
        queue.out.bin << 320u << 240u << time << static_cast<unsigned>(jpeg.size());
        queue.out.bin.write(jpeg.data(), jpeg.size());
        queue.out.finishMessage(idJPEGImage);
      }
      else
      {
        for(int i = 0; i < 26; ++i)
          queue.out.bin << 0.01f * static_cast<float>(time % 1000 + i);
        for(int i = 0; i < 26; ++i)
          queue.out.bin << 0.25f * static_cast<float>(i);
        for(int i = 0; i < 26; ++i)
          queue.out.bin << static_cast<unsigned char>(40 + i);
        for(int i = 0; i < 26; ++i)
          queue.out.bin << static_cast<short>(i);
        queue.out.bin << time << static_cast<unsigned char>(1) << std::string("LoLA");
        queue.out.finishMessage(idJointSensorData);
      }
      queue.out.bin << static_cast<unsigned short>(0) << static_cast<unsigned short>(0) << time << 0u;
      queue.out.finishMessage(idStopwatch);
      queue.out.bin << thread;
      queue.out.finishMessage(idFrameFinished);
      writer.writeFrame(queue);
    };
    for(unsigned ms = 0; ms < 60000; ++ms)
    {
      if(ms % 12 == 0)
        frame("Motion", ms, false);
      if(ms % 33 == 0)
        frame("Upper", ms, true);
      if(ms % 33 == 16)
        frame("Lower", ms, true);
    }
    if(!writer.close(error))
      std::fprintf(stderr, "mcap_export_bench: %s\n", error.c_str()), std::exit(1);
    LogFile::Options open;
    open.writeIndex = false;
    if(!log.open(path, open, error))
      std::fprintf(stderr, "mcap_export_bench: %s\n", error.c_str()), std::exit(1);
    return log;
  }

  void Export(benchmark::State& state, McapCompression::Kind compression)
  {
    const LogFile& log = benchLog();
    const std::string output = (benchDirectory / "mcap_export_bench.mcap").string();
    std::uint64_t written = 0;
    for(auto _ : state)
    {
      std::FILE* file = std::fopen(output.c_str(), "wb");
      std::setvbuf(file, nullptr, _IOFBF, 1 << 20);
      McapWriter writer(file, compression);
      writer.begin("", "touchline-log");
      McapExport exporter(log, writer, {});
      exporter.run();
      if(!writer.finish())
        state.SkipWithError(writer.error().c_str());
      std::fclose(file);
      written = writer.bytesWritten();
      state.PauseTiming();
      fs::remove(output);
      state.ResumeTiming();
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * log.dataSize()));
    state.counters["mcap_bytes_per_log_byte"] = static_cast<double>(written) / static_cast<double>(log.dataSize());
  }

  void RawWrite(benchmark::State& state)
  {
    const LogFile& log = benchLog();
    const std::string output = (benchDirectory / "mcap_export_bench.raw").string();
    for(auto _ : state)
    {
      std::FILE* file = std::fopen(output.c_str(), "wb");
      for(std::uint64_t at = 0; at < log.dataSize(); at += 1 << 20)
        std::fwrite(log.data() + at, 1, std::min<std::uint64_t>(1 << 20, log.dataSize() - at), file);
      std::fclose(file);
      state.PauseTiming();
      fs::remove(output);
      state.ResumeTiming();
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * log.dataSize()));
  }

  void Memcpy(benchmark::State& state)
  {
    const LogFile& log = benchLog();
    std::vector<char> copy(log.dataSize());
    for(auto _ : state)
    {
      std::memcpy(copy.data(), log.data(), copy.size());
      benchmark::DoNotOptimize(copy.data());
      benchmark::ClobberMemory();
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * log.dataSize()));
  }
}

BENCHMARK_CAPTURE(Export, none, McapCompression::none)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(Export, zstd, McapCompression::zstd)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(Export, lz4, McapCompression::lz4)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(RawWrite)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(Memcpy)->Unit(benchmark::kMillisecond)->UseRealTime();

int main(int argc, char** argv)
{
  for(int i = 1; i < argc; ++i)
    if(std::strncmp(argv[i], "--bench_dir=", 12) == 0)
    {
      benchDirectory = argv[i] + 12;
      for(int j = i; j + 1 < argc; ++j)
        argv[j] = argv[j + 1];
      --argc;
      break;
    }
  benchmark::Initialize(&argc, argv);
  if(benchmark::ReportUnrecognizedArguments(argc, argv))
    return 2;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  fs::remove(benchDirectory / "mcap_export_bench.log");
  return 0;
}
