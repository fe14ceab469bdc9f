/**
 * @file log_bench.cpp
 * Throughput and latency of Touchline's log files, side by side with their physical limits:
 *
 *  - Write/<variant>/...: LogWriter writing a realistic 64 MiB recording (interleaved frames of
 *    the threads Motion (83 Hz, 15 messages of 20-210 bytes), Upper and Lower (30 Hz each, 32
 *    messages of 20-400 bytes, a ~30 KB JPEG in every third frame), an annotation now and then)
 *    from a prebuilt buffer, against raw POSIX write() of exactly the same file bytes in 1 MiB
 *    chunks (and, for reference, one write() per frame). Every iteration creates a new file in
 *    the bench directory (the previous one is unlinked untimed) and includes close(); nothing
 *    is fsynced. Variants: "indexed" (the default: incremental index, appended at close) and
 *    "sizeUnknown" (robot mode, no index). ".../paired" runs both right after each other (in
 *    alternating order) and reports the median throughput ratio over the pairs, which is robust
 *    against the changing load of a shared machine. Goal: LogWriter >= 0.8x raw write().
 *  - IndexBuild/256MiB/...: LogFile::open(writeIndex = false) of an unindexed (sizeUnknown) log
 *    that is in the page cache, against a fresh mmap() of the same file scanned with memcpy
 *    (every byte), one walking only the message headers, and memcpy over a populated mapping
 *    (no page faults). Goal: >= 1 GB/s (10^9 bytes/s).
 *  - Open/<size>/...: LogFile::open (default options) of indexed logs of 100 MiB and 1 GiB
 *    (256 MiB if the disk has less than 5 GB free), against open+mmap+copying the header chunks
 *    and the index (mmap_floor) or only the header chunks (mmap_header_only); warm (page cache)
 *    and cold (the header and index pages of the file evicted with posix_fadvise(DONTNEED)
 *    before each open, untimed). Goal: <= 20 ms, flat in size.
 *  - RandomFrame/<size>/...: LogFile::frame(i) for random i of the large log and iterating its
 *    messages, against walking the frame's message headers directly from the index offsets.
 *
 * The summary judges CPU time (user + system of the benchmark thread: the work is synchronous,
 * page-cache copies and page faults included), which the load of a shared machine disturbs far
 * less than real time; the cold opens wait for the disk and are judged on real time. Both are
 * printed. The logs are generated once in the bench directory (default:
 * <build directory>/bench-tmp, the build directory being the first parent of the executable
 * with a CMakeCache.txt; --log_bench_dir=DIR overrides it) and reused by later runs if they
 * have the expected size and frame count. Before anything is timed, the written logs are opened
 * and their frame counts, data sizes and some frames checked; the program aborts if they differ.
 * After the runs, a summary with the ratios and the goals is printed (console output only).
 *
 *   log_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
 */

#include "LogPlayback/LogFile.h"
#include "LogPlayback/LogWriter.h"
#include "Streaming/MessageQueue.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <unistd.h>

namespace
{
  constexpr std::uint64_t MiB = std::uint64_t(1) << 20;
  constexpr std::uint64_t GiB = std::uint64_t(1) << 30;

  [[noreturn]] void abortBenchmark(const std::string& message)
  {
    std::fprintf(stderr, "log_bench: %s\n", message.c_str());
    std::exit(1);
  }

  // -------------------------------------------------------------------------------------------
  // The recording: realistic frames of three threads, interleaved by time
  // -------------------------------------------------------------------------------------------

  struct Xorshift
  {
    std::uint64_t s = 0x9e3779b97f4a7c15ull;
    std::uint64_t next()
    {
      s ^= s << 13;
      s ^= s >> 7;
      s ^= s << 17;
      return s;
    }
    unsigned range(unsigned lo, unsigned hi) { return lo + static_cast<unsigned>(next() % (hi - lo + 1)); }
  };

  struct MessageSpec
  {
    MessageID id;
    unsigned minSize;
    unsigned maxSize;
  };

  /** What the motion thread logs every 12 ms (payload sizes in bytes). */
  const std::vector<MessageSpec> motionMessages = {
    {idFrameInfo, 20, 20},           {idJointSensorData, 204, 204}, {idJointRequest, 150, 160},   {idJointAngles, 104, 110},
    {idInertialSensorData, 56, 64},  {idRawInertialSensorData, 40, 48}, {idFsrSensorData, 40, 56}, {idKeyStates, 20, 24},
    {idOdometryData, 32, 40},        {idMotionInfo, 80, 120},       {idFallDownState, 20, 28},    {idGroundContactState, 20, 20},
    {idMotionRequest, 60, 140},      {idFootSupport, 20, 24},
  };

  /** What each cognition thread (Upper, Lower) logs every 33 ms. */
  const std::vector<MessageSpec> cognitionMessages = {
    {idFrameInfo, 20, 20},           {idCameraInfo, 36, 44},           {idCameraMatrix, 56, 64},
    {idImageCoordinateSystem, 60, 90}, {idBallPercept, 24, 40},        {idBallSpots, 20, 300},
    {idLinesPercept, 100, 400},      {idCirclePercept, 20, 60},        {idFieldBoundary, 60, 260},
    {idObstaclesImagePercept, 20, 200}, {idObstaclesFieldPercept, 20, 240}, {idPenaltyMarkPercept, 20, 40},
    {idBodyContour, 100, 300},       {idRobotPose, 60, 70},            {idAlternativeRobotPoseHypothesis, 30, 40},
    {idSelfLocalizationHypotheses, 100, 400}, {idBallModel, 70, 90},   {idObstacleModel, 40, 400},
    {idTeamBallModel, 40, 60},       {idGlobalTeammatesModel, 40, 300}, {idGlobalOpponentsModel, 40, 300},
    {idReceivedTeamMessages, 20, 400}, {idTeamData, 100, 400},         {idGameState, 50, 70},
    {idStrategyStatus, 30, 60},      {idBehaviorStatus, 30, 60},       {idActivationGraph, 100, 400},
    {idSkillRequest, 40, 120},       {idMotionRequest, 60, 140},       {idHeadMotionRequest, 24, 32},
    {idArmMotionRequest, 20, 60},
  };

  /** Message data of whole frames, back to back, with the frame boundaries. */
  struct Recording
  {
    std::vector<char> bytes;
    std::vector<std::pair<std::size_t, std::size_t>> frames; ///< offset, size
    std::vector<std::string> threads;                        ///< thread of each frame
    std::size_t messages = 0;
    std::size_t images = 0;
  };

  void appendPayload(MessageQueue& queue, Xorshift& random, std::size_t size)
  {
    char chunk[512];
    while(size > 0)
    {
      const std::size_t n = std::min(size, sizeof(chunk));
      for(std::size_t i = 0; i < n; i += 8)
      {
        const std::uint64_t r = random.next();
        std::memcpy(chunk + i, &r, std::min<std::size_t>(8, n - i));
      }
      queue.out.bin.write(chunk, n);
      size -= n;
    }
  }

  void addStopwatch(MessageQueue& queue, Xorshift& random, unsigned watches, unsigned time, unsigned frame)
  {
    queue.out.bin << static_cast<unsigned short>(0) << static_cast<unsigned short>(watches);
    for(unsigned short i = 0; i < watches; ++i)
      queue.out.bin << i << random.range(5, 5000);
    queue.out.bin << time << frame;
    queue.out.finishMessage(idStopwatch);
  }

  /** Builds frames in the order the threads would write them until at least targetBytes are reached. */
  Recording makeRecording(std::size_t targetBytes)
  {
    Recording recording;
    recording.bytes.reserve(targetBytes + MiB);
    Xorshift random;
    MessageQueue queue;
    struct Thread
    {
      const char* name;
      unsigned periodUs;
      unsigned nextUs;
      unsigned frames;
    };
    Thread threads[] = {{"Motion", 12000, 0, 0}, {"Upper", 33333, 1000, 0}, {"Lower", 33333, 17667, 0}};
    unsigned annotations = 0;
    while(recording.bytes.size() < targetBytes)
    {
      Thread& thread = *std::min_element(std::begin(threads), std::end(threads),
                                         [](const Thread& a, const Thread& b) { return a.nextUs < b.nextUs; });
      const bool motion = thread.periodUs == 12000;
      queue.clear();
      queue.out.bin << std::string(thread.name);
      queue.out.finishMessage(idFrameBegin);
      for(const MessageSpec& spec : motion ? motionMessages : cognitionMessages)
      {
        appendPayload(queue, random, random.range(spec.minSize, spec.maxSize));
        queue.out.finishMessage(spec.id);
      }
      if(!motion && thread.frames % 3 == 0)
      {
        // JPEG-like: SOI, APP0 "JFIF", entropy-coded noise, EOI.
        const unsigned size = random.range(28000, 32000);
        static const unsigned char soi[] = {0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 'J', 'F', 'I', 'F', 0};
        queue.out.bin.write(soi, sizeof(soi));
        appendPayload(queue, random, size - sizeof(soi) - 2);
        static const unsigned char eoi[] = {0xff, 0xd9};
        queue.out.bin.write(eoi, sizeof(eoi));
        queue.out.finishMessage(idJPEGImage);
        ++recording.images;
      }
      if(!motion && (recording.frames.size() + 1) % 997 == 0)
      {
        queue.out.bin << (annotations++ | 0x80000000u);
        queue.out.text << "BallDetector" << "ball seen at frame" << thread.frames;
        queue.out.finishMessage(idAnnotation);
      }
      addStopwatch(queue, random, motion ? 15 : 50, thread.nextUs / 1000, thread.frames);
      queue.out.bin << std::string(thread.name);
      queue.out.finishMessage(idFrameFinished);

      recording.frames.emplace_back(recording.bytes.size(), queue.size());
      recording.threads.emplace_back(thread.name);
      recording.messages += queue.countMessages();
      recording.bytes.insert(recording.bytes.end(), queue.data(), queue.data() + queue.size());
      ++thread.frames;
      thread.nextUs += thread.periodUs;
    }
    return recording;
  }

  const Recording& recording()
  {
    static const Recording r = makeRecording(64 * MiB);
    return r;
  }

  // -------------------------------------------------------------------------------------------
  // Files
  // -------------------------------------------------------------------------------------------

  std::string benchDirectory;
  std::uint64_t largeLogSize = GiB;
  std::string largeLogName = "1GiB";

  std::string benchPath(const std::string& name) { return benchDirectory + "/" + name; }

  std::string fileSystemName(const std::string& path)
  {
    struct statfs s;
    if(statfs(path.c_str(), &s) != 0)
      return "unknown";
    switch(static_cast<unsigned long>(s.f_type))
    {
      case 0xEF53: return "ext4 (or ext2/3)";
      case 0x01021994: return "tmpfs";
      case 0x58465342: return "xfs";
      case 0x9123683E: return "btrfs";
      case 0x794c7630: return "overlayfs";
      default:
      {
        char buffer[40];
        std::snprintf(buffer, sizeof(buffer), "f_type 0x%lx", static_cast<unsigned long>(s.f_type));
        return buffer;
      }
    }
  }

  std::uint64_t fileSize(const std::string& path)
  {
    struct stat s;
    return stat(path.c_str(), &s) == 0 ? static_cast<std::uint64_t>(s.st_size) : 0;
  }

  std::vector<char> readFile(const std::string& path)
  {
    std::vector<char> content(fileSize(path));
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if(fd < 0)
      abortBenchmark(path + ": " + std::strerror(errno));
    std::size_t done = 0;
    while(done < content.size())
    {
      const ssize_t n = ::read(fd, content.data() + done, content.size() - done);
      if(n <= 0)
        abortBenchmark(path + ": read failed");
      done += static_cast<std::size_t>(n);
    }
    ::close(fd);
    return content;
  }

  /** Reads a file once so that it is in the page cache. */
  void warmPageCache(const std::string& path)
  {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if(fd < 0)
      abortBenchmark(path + ": " + std::strerror(errno));
    std::vector<char> buffer(4 * MiB);
    while(::read(fd, buffer.data(), buffer.size()) > 0)
      ;
    ::close(fd);
  }

  /** A log written from the recording, repeated: what it contains. */
  struct LogPlan
  {
    std::size_t frames = 0;
    std::uint64_t dataSize = 0;
  };

  /** How many frames of the (cyclically repeated) recording fit into targetBytes of message data. */
  LogPlan plan(std::uint64_t targetBytes)
  {
    const Recording& r = recording();
    LogPlan p;
    for(;; ++p.frames)
    {
      const std::size_t size = r.frames[p.frames % r.frames.size()].second;
      if(p.dataSize + size > targetBytes)
        return p;
      p.dataSize += size;
    }
  }

  /** Checks a log against the plan; "" if it matches. */
  std::string checkLog(const std::string& path, const LogPlan& p, bool indexed)
  {
    LogFile log;
    LogFile::Options options;
    options.writeIndex = false;
    std::string error;
    if(!log.open(path, options, error))
      return error;
    if(log.frameCount() != p.frames)
      return path + ": " + std::to_string(log.frameCount()) + " frames instead of " + std::to_string(p.frames);
    if(log.dataSize() != p.dataSize)
      return path + ": " + std::to_string(log.dataSize()) + " bytes of message data instead of " + std::to_string(p.dataSize);
    if(log.indexWasStored() != indexed)
      return path + (indexed ? ": the index is not stored" : ": the log has an index");
    if(!log.warnings().empty())
      return path + ": " + log.warnings().front();
    const Recording& r = recording();
    for(std::size_t i : {std::size_t(0), std::size_t(1), std::size_t(2), p.frames / 2, p.frames - 1})
    {
      const LogFile::Frame frame = log.frame(i);
      const auto& [offset, size] = r.frames[i % r.frames.size()];
      if(frame.thread != r.threads[i % r.frames.size()] || frame.size != size ||
         std::memcmp(frame.data, r.bytes.data() + offset, size) != 0)
        return path + ": frame " + std::to_string(i) + " differs from the frame written";
      std::size_t n = 0;
      for(const LogFile::Message message : frame.messages())
      {
        benchmark::DoNotOptimize(message);
        ++n;
      }
      if(n < motionMessages.size() + 3)
        return path + ": frame " + std::to_string(i) + " has too few messages";
    }
    return "";
  }

  /** Writes a log of frames of the recording (cyclically) with LogWriter, fsynced (untimed). */
  void writeLog(const std::string& path, const LogPlan& p, bool sizeUnknown)
  {
    const Recording& r = recording();
    LogWriter writer;
    LogWriter::Options options;
    options.sizeUnknown = sizeUnknown;
    std::string error;
    if(!writer.open(path, options, error))
      abortBenchmark(error);
    for(std::size_t i = 0; i < p.frames; ++i)
    {
      const auto& [offset, size] = r.frames[i % r.frames.size()];
      if(!writer.write(r.bytes.data() + offset, size))
        abortBenchmark(path + ": writing failed");
    }
    if(!writer.close(error))
      abortBenchmark(error);
    // Written back now, so that the kernel's writeback does not disturb the measurements.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if(fd < 0 || fsync(fd) != 0)
      abortBenchmark(path + ": fsync failed");
    ::close(fd);
  }

  /** A generated log: created if missing or wrong, checked, and in the page cache. */
  struct GeneratedLog
  {
    std::string name;
    std::string path;
    LogPlan plan;
    std::uint64_t fileSize = 0;
    std::uint64_t dataStart = 0; ///< Offset of the message data in the file.
    std::vector<std::uint64_t> frameOffsets;
  };

  GeneratedLog prepareLog(const std::string& name, std::uint64_t targetBytes, bool indexed)
  {
    GeneratedLog log;
    log.name = name;
    log.path = benchPath(name + (indexed ? "-indexed.log" : "-unindexed.log"));
    log.plan = plan(targetBytes);
    bool reused = false;
    if(fileSize(log.path) > 0)
    {
      const std::string problem = checkLog(log.path, log.plan, indexed);
      reused = problem.empty();
      if(!reused)
        std::printf("log_bench: regenerating %s (%s)\n", log.path.c_str(), problem.c_str());
    }
    if(!reused)
    {
      std::printf("log_bench: writing %s ...\n", log.path.c_str());
      std::fflush(stdout);
      writeLog(log.path, log.plan, !indexed);
      if(const std::string problem = checkLog(log.path, log.plan, indexed); !problem.empty())
        abortBenchmark(problem);
    }
    warmPageCache(log.path);
    log.fileSize = fileSize(log.path);
    LogFile file;
    LogFile::Options options;
    options.writeIndex = false;
    std::string error;
    if(!file.open(log.path, options, error))
      abortBenchmark(error);
    log.dataStart = file.dataOffset();
    for(std::size_t i = 0; i < file.frameCount(); ++i)
      log.frameOffsets.push_back(file.index().frameOffset(i));
    std::printf("log_bench: %s: %llu bytes, %zu frames%s\n", log.path.c_str(), static_cast<unsigned long long>(log.fileSize),
                file.frameCount(), reused ? " (reused)" : "");
    return log;
  }

  GeneratedLog unindexedLog, mediumLog, largeLog;

  /** The bytes of the logs written by the write benchmark (for the raw write() baseline). */
  std::vector<char> indexedBytes, sizeUnknownBytes;
  std::size_t indexedHeaderSize = 0;

  void checkAll()
  {
    const Recording& r = recording();
    const LogPlan all{r.frames.size(), r.bytes.size()};
    for(const bool sizeUnknown : {false, true})
    {
      const std::string path = benchPath(sizeUnknown ? "write-check-sizeUnknown.log" : "write-check-indexed.log");
      LogWriter writer;
      LogWriter::Options options;
      options.sizeUnknown = sizeUnknown;
      std::string error;
      if(!writer.open(path, options, error))
        abortBenchmark(error);
      for(const auto& [offset, size] : r.frames)
        writer.write(r.bytes.data() + offset, size);
      if(!writer.close(error))
        abortBenchmark(error);
      if(const std::string problem = checkLog(path, all, !sizeUnknown); !problem.empty())
        abortBenchmark(problem);
      (sizeUnknown ? sizeUnknownBytes : indexedBytes) = readFile(path);
      if(!sizeUnknown)
      {
        LogFile log;
        if(!log.open(path, {}, error))
          abortBenchmark(error);
        indexedHeaderSize = log.dataOffset();
      }
      ::unlink(path.c_str());
    }
    std::printf("log_bench: recording: %zu frames, %zu messages, %zu JPEG images, %zu bytes of message data; "
                "written log: %zu bytes (indexed), %zu bytes (sizeUnknown)\n",
                r.frames.size(), r.messages, r.images, r.bytes.size(), indexedBytes.size(), sizeUnknownBytes.size());

    unindexedLog = prepareLog("256MiB", 256 * MiB, false);
    mediumLog = prepareLog("100MiB", 100 * MiB, true);
    largeLog = prepareLog(largeLogName, largeLogSize, true);
  }

  // -------------------------------------------------------------------------------------------
  // The benchmarks
  // -------------------------------------------------------------------------------------------

  void setBytes(benchmark::State& state, std::uint64_t bytes)
  {
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(bytes));
  }

  bool writeAll(int fd, const char* p, std::size_t size)
  {
    while(size > 0)
    {
      const ssize_t n = ::write(fd, p, size);
      if(n < 0 && errno == EINTR)
        continue;
      if(n <= 0)
        return false;
      p += n;
      size -= static_cast<std::size_t>(n);
    }
    return true;
  }

  std::string writerPath(bool sizeUnknown)
  {
    return benchPath(sizeUnknown ? "write-logwriter-sizeUnknown.log" : "write-logwriter-indexed.log");
  }

  std::string rawPath(bool sizeUnknown) { return benchPath(sizeUnknown ? "write-raw-sizeUnknown.log" : "write-raw-indexed.log"); }

  /** LogWriter: open, every frame with write(), close (which appends the index unless sizeUnknown). "" or an error. */
  std::string writeWithLogWriter(const std::string& path, bool sizeUnknown)
  {
    const Recording& r = recording();
    LogWriter::Options options;
    options.sizeUnknown = sizeUnknown;
    std::string error;
    LogWriter writer;
    if(!writer.open(path, options, error))
      return error;
    for(const auto& [offset, size] : r.frames)
      writer.write(r.bytes.data() + offset, size);
    if(!writer.close(error))
      return error;
    return "";
  }

  /**
   * Raw write() of the same file bytes as LogWriter writes: in chunks of chunkSize, or
   * (chunkSize 0) the header chunks, one write() per frame, the rest. "" or an error.
   */
  std::string writeWithRawWrite(const std::string& path, bool sizeUnknown, std::size_t chunkSize)
  {
    const Recording& r = recording();
    const std::vector<char>& bytes = sizeUnknown ? sizeUnknownBytes : indexedBytes;
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    bool ok = fd >= 0;
    if(chunkSize > 0)
      for(std::size_t done = 0; ok && done < bytes.size(); done += chunkSize)
        ok = writeAll(fd, bytes.data() + done, std::min(chunkSize, bytes.size() - done));
    else
    {
      ok = ok && writeAll(fd, bytes.data(), indexedHeaderSize);
      std::size_t done = indexedHeaderSize;
      for(const auto& frame : r.frames)
      {
        ok = ok && writeAll(fd, bytes.data() + done, frame.second);
        done += frame.second;
      }
      ok = ok && writeAll(fd, bytes.data() + done, bytes.size() - done);
    }
    if(fd >= 0 && ::close(fd) != 0)
      ok = false;
    return ok ? "" : path + ": write() failed";
  }

  void writeLogWriter(benchmark::State& state, bool sizeUnknown)
  {
    const std::string path = writerPath(sizeUnknown);
    for(auto _ : state)
    {
      state.PauseTiming();
      ::unlink(path.c_str());
      state.ResumeTiming();
      if(const std::string error = writeWithLogWriter(path, sizeUnknown); !error.empty())
      {
        state.SkipWithError(error.c_str());
        break;
      }
    }
    const std::vector<char>& expected = sizeUnknown ? sizeUnknownBytes : indexedBytes;
    if(fileSize(path) != expected.size())
      state.SkipWithError("the log has an unexpected size");
    ::unlink(path.c_str());
    setBytes(state, expected.size());
  }

  void writeRaw(benchmark::State& state, bool sizeUnknown, std::size_t chunkSize)
  {
    const std::string path = rawPath(sizeUnknown);
    for(auto _ : state)
    {
      state.PauseTiming();
      ::unlink(path.c_str());
      state.ResumeTiming();
      if(const std::string error = writeWithRawWrite(path, sizeUnknown, chunkSize); !error.empty())
      {
        state.SkipWithError(error.c_str());
        break;
      }
    }
    ::unlink(path.c_str());
    setBytes(state, (sizeUnknown ? sizeUnknownBytes : indexedBytes).size());
  }

  struct Clocks
  {
    double cpu = 0.;  ///< CPU time of this thread (user + system), seconds
    double real = 0.; ///< wall-clock time, seconds

    static Clocks now()
    {
      timespec cpu, real;
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu);
      clock_gettime(CLOCK_MONOTONIC, &real);
      return {static_cast<double>(cpu.tv_sec) + static_cast<double>(cpu.tv_nsec) * 1e-9,
              static_cast<double>(real.tv_sec) + static_cast<double>(real.tv_nsec) * 1e-9};
    }
    Clocks operator-(const Clocks& other) const { return {cpu - other.cpu, real - other.real}; }
  };

  double median(std::vector<double> v)
  {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0. : v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2.;
  }

  /**
   * LogWriter and raw write() (1 MiB chunks) right after each other, in alternating order, so
   * that both see the same load of the machine. Reports the median over the pairs of the
   * throughput ratio LogWriter / raw write() (= raw time / LogWriter time), for CPU and real time.
   * The time of an iteration is the real time of the pair.
   */
  void writePaired(benchmark::State& state, bool sizeUnknown)
  {
    const std::string writer = writerPath(sizeUnknown), raw = rawPath(sizeUnknown);
    std::vector<double> cpuRatios, realRatios;
    bool writerFirst = true;
    for(auto _ : state)
    {
      ::unlink(writer.c_str());
      ::unlink(raw.c_str());
      Clocks writerTime, rawTime;
      std::string error;
      for(int k = 0; k < 2; ++k)
      {
        const bool doWriter = (k == 0) == writerFirst;
        const Clocks start = Clocks::now();
        const std::string e = doWriter ? writeWithLogWriter(writer, sizeUnknown) : writeWithRawWrite(raw, sizeUnknown, MiB);
        (doWriter ? writerTime : rawTime) = Clocks::now() - start;
        if(!e.empty())
          error = e;
      }
      writerFirst = !writerFirst;
      if(!error.empty())
      {
        state.SkipWithError(error.c_str());
        break;
      }
      cpuRatios.push_back(rawTime.cpu / writerTime.cpu);
      realRatios.push_back(rawTime.real / writerTime.real);
      state.SetIterationTime(writerTime.real + rawTime.real);
    }
    ::unlink(writer.c_str());
    ::unlink(raw.c_str());
    state.counters["ratio_cpu"] = median(cpuRatios);
    state.counters["ratio_real"] = median(realRatios);
  }

  /** LogFile::open(writeIndex = false) of the unindexed log: maps it and builds the index. */
  void indexBuild(benchmark::State& state)
  {
    LogFile::Options options;
    options.writeIndex = false;
    std::string error;
    std::size_t frames = 0;
    for(auto _ : state)
    {
      LogFile log;
      if(!log.open(unindexedLog.path, options, error))
      {
        state.SkipWithError(error.c_str());
        break;
      }
      frames = log.frameCount();
      benchmark::DoNotOptimize(frames);
    }
    if(frames != unindexedLog.plan.frames)
      state.SkipWithError("wrong frame count");
    setBytes(state, unindexedLog.plan.dataSize);
  }

  struct Mapping
  {
    int fd = -1;
    const char* data = nullptr;
    std::size_t size = 0;

    explicit Mapping(const std::string& path, bool populate = false)
    {
      fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
      struct stat s;
      if(fd < 0 || fstat(fd, &s) != 0)
        abortBenchmark(path + ": " + std::strerror(errno));
      size = static_cast<std::size_t>(s.st_size);
      void* p = mmap(nullptr, size, PROT_READ, MAP_SHARED | (populate ? MAP_POPULATE : 0), fd, 0);
      if(p == MAP_FAILED)
        abortBenchmark(path + ": mmap failed");
      data = static_cast<const char*>(p);
    }
    ~Mapping()
    {
      munmap(const_cast<char*>(data), size);
      ::close(fd);
    }
  };

  /** The physical limit of index building: a fresh mapping, every byte copied (1 MiB at a time). */
  void indexMmapMemcpy(benchmark::State& state, bool fresh)
  {
    std::vector<char> target(MiB);
    std::unique_ptr<Mapping> kept = fresh ? nullptr : std::make_unique<Mapping>(unindexedLog.path, true);
    for(auto _ : state)
    {
      std::unique_ptr<Mapping> mapping = fresh ? std::make_unique<Mapping>(unindexedLog.path) : nullptr;
      const Mapping& m = fresh ? *mapping : *kept;
      const char* data = m.data + unindexedLog.dataStart;
      const std::size_t size = m.size - unindexedLog.dataStart;
      for(std::size_t done = 0; done < size; done += MiB)
      {
        std::memcpy(target.data(), data + done, std::min<std::size_t>(MiB, size - done));
        benchmark::ClobberMemory();
      }
      benchmark::DoNotOptimize(target.data());
    }
    setBytes(state, unindexedLog.plan.dataSize);
  }

  /** The least work of index building: a fresh mapping, only the message headers read. */
  void indexMmapHeaderWalk(benchmark::State& state)
  {
    std::size_t frames = 0;
    for(auto _ : state)
    {
      const Mapping m(unindexedLog.path);
      const char* p = m.data + unindexedLog.dataStart;
      const char* end = m.data + m.size;
      frames = 0;
      while(p + MessageQueue::headerSize <= end)
      {
        const MessageQueue::Message message{p};
        if(message.id() == idFrameFinished)
          ++frames;
        p += message.totalSize();
      }
      benchmark::DoNotOptimize(frames);
    }
    if(frames != unindexedLog.plan.frames)
      state.SkipWithError("wrong frame count");
    setBytes(state, unindexedLog.plan.dataSize);
  }

  /** Evicts the pages an open of an indexed log reads (header chunks and index) from the page cache. */
  void evictHeaderAndIndex(const GeneratedLog& log)
  {
    const int fd = ::open(log.path.c_str(), O_RDONLY | O_CLOEXEC);
    if(fd < 0)
      return;
    const off_t page = 4096;
    const off_t indexStart = static_cast<off_t>(log.dataStart + log.plan.dataSize) / page * page;
    posix_fadvise(fd, 0, static_cast<off_t>(log.dataStart) + page, POSIX_FADV_DONTNEED);
    posix_fadvise(fd, indexStart, 0, POSIX_FADV_DONTNEED);
    ::close(fd);
  }

  /** LogFile::open (default options) of an indexed log. */
  void openLog(benchmark::State& state, const GeneratedLog& log, bool cold)
  {
    std::string error;
    std::size_t frames = 0;
    bool stored = true;
    for(auto _ : state)
    {
      if(cold)
      {
        state.PauseTiming();
        evictHeaderAndIndex(log);
        state.ResumeTiming();
      }
      LogFile file;
      if(!file.open(log.path, {}, error))
      {
        state.SkipWithError(error.c_str());
        break;
      }
      frames = file.frameCount();
      stored = stored && file.indexWasStored();
      benchmark::DoNotOptimize(frames);
    }
    if(frames != log.plan.frames || !stored)
      state.SkipWithError("the index was not stored or has the wrong frame count");
    state.counters["frames"] = static_cast<double>(log.plan.frames);
    state.counters["file_MiB"] = static_cast<double>(log.fileSize) / static_cast<double>(MiB);
  }

  /** The floor of opening: open, fstat, mmap, copy the header chunks and the index chunk, munmap, close. */
  void openFloor(benchmark::State& state, const GeneratedLog& log, bool cold)
  {
    const std::size_t indexOffset = log.dataStart + log.plan.dataSize;
    std::vector<char> target(std::max<std::size_t>(log.dataStart + 8, log.fileSize - indexOffset));
    for(auto _ : state)
    {
      if(cold)
      {
        state.PauseTiming();
        evictHeaderAndIndex(log);
        state.ResumeTiming();
      }
      const Mapping m(log.path);
      std::memcpy(target.data(), m.data, log.dataStart + 8);
      benchmark::ClobberMemory();
      std::memcpy(target.data(), m.data + indexOffset, m.size - indexOffset);
      benchmark::DoNotOptimize(target.data());
      benchmark::ClobberMemory();
    }
  }

  /** What an open that does not read the index would cost: open, fstat, mmap, copy the header chunks, munmap, close. */
  void openHeaderOnly(benchmark::State& state, const GeneratedLog& log)
  {
    std::vector<char> target(log.dataStart + 8);
    for(auto _ : state)
    {
      const Mapping m(log.path);
      std::memcpy(target.data(), m.data, log.dataStart + 8);
      benchmark::DoNotOptimize(target.data());
      benchmark::ClobberMemory();
    }
  }

  constexpr std::size_t randomAccesses = std::size_t(1) << 16;

  std::vector<std::size_t> randomFrames(std::size_t count)
  {
    std::mt19937_64 engine(42);
    std::uniform_int_distribution<std::size_t> distribution(0, count - 1);
    std::vector<std::size_t> result(randomAccesses);
    for(std::size_t& i : result)
      i = distribution(engine);
    return result;
  }

  /** LogFile::frame(i) for random i, iterating its messages (ids and sizes, first payload byte). */
  void randomFrameLogFile(benchmark::State& state, const GeneratedLog& log)
  {
    LogFile file;
    std::string error;
    if(!file.open(log.path, {}, error))
    {
      state.SkipWithError(error.c_str());
      return;
    }
    const std::vector<std::size_t> indices = randomFrames(file.frameCount());
    std::size_t k = 0;
    std::uint64_t messages = 0, bytes = 0;
    for(auto _ : state)
    {
      const LogFile::Frame frame = file.frame(indices[k++ & (randomAccesses - 1)]);
      std::uint64_t sum = frame.thread.size();
      for(const LogFile::Message message : frame.messages())
      {
        sum += message.size + static_cast<unsigned>(message.id) + (message.size ? static_cast<unsigned char>(message.payload[0]) : 0);
        ++messages;
      }
      bytes += frame.size;
      benchmark::DoNotOptimize(sum);
    }
    state.counters["messages/frame"] = benchmark::Counter(static_cast<double>(messages) / static_cast<double>(state.iterations()));
    state.counters["frame_bytes"] = benchmark::Counter(static_cast<double>(bytes) / static_cast<double>(state.iterations()));
  }

  /** The floor: the frame's messages walked directly from its offset in the mapping, until idFrameFinished. */
  void randomFrameRaw(benchmark::State& state, const GeneratedLog& log)
  {
    const Mapping m(log.path);
    const char* data = m.data + log.dataStart;
    const char* end = data + log.plan.dataSize;
    const std::vector<std::size_t> indices = randomFrames(log.frameOffsets.size());
    std::size_t k = 0;
    for(auto _ : state)
    {
      const char* p = data + log.frameOffsets[indices[k++ & (randomAccesses - 1)]];
      std::uint64_t sum = 0;
      while(p + MessageQueue::headerSize <= end)
      {
        const MessageQueue::Message message{p};
        sum += message.size() + static_cast<unsigned>(message.id()) + (message.size() ? static_cast<unsigned char>(message.data()[0]) : 0);
        p += message.totalSize();
        if(message.id() == idFrameFinished)
          break;
      }
      benchmark::DoNotOptimize(sum);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Registration and the summary
  // -------------------------------------------------------------------------------------------

  /**
   * A benchmark, its baseline ("" if none), the bytes one operation processes (0: a latency) and
   * whether it is judged on real time (cold opens wait for the disk) instead of CPU time.
   */
  struct Entry
  {
    std::string name;
    std::string baseline;
    std::uint64_t bytes = 0;
    bool realTime = false;
  };
  std::vector<Entry> entries;

  template<typename F> benchmark::internal::Benchmark* registerBenchmark(const Entry& entry, benchmark::TimeUnit unit, F&& f)
  {
    entries.push_back(entry);
    return benchmark::RegisterBenchmark(entry.name.c_str(), std::forward<F>(f))
      ->Unit(unit)
      ->ComputeStatistics("min", [](const std::vector<double>& v) { return *std::min_element(v.begin(), v.end()); });
  }

  void registerAll()
  {
    using benchmark::State;
    const std::uint64_t indexedSize = indexedBytes.size(), unknownSize = sizeUnknownBytes.size();
    const auto ms = benchmark::kMillisecond;
    registerBenchmark({"Write/indexed/LogWriter", "Write/indexed/raw_write_1MiB", indexedSize}, ms, [](State& s) { writeLogWriter(s, false); });
    registerBenchmark({"Write/indexed/raw_write_1MiB", "", indexedSize}, ms, [](State& s) { writeRaw(s, false, MiB); });
    registerBenchmark({"Write/indexed/raw_write_per_frame", "Write/indexed/raw_write_1MiB", indexedSize}, ms,
                      [](State& s) { writeRaw(s, false, 0); });
    registerBenchmark({"Write/indexed/paired", "", 0}, ms, [](State& s) { writePaired(s, false); })->UseManualTime()->Iterations(15);
    registerBenchmark({"Write/sizeUnknown/LogWriter", "Write/sizeUnknown/raw_write_1MiB", unknownSize}, ms,
                      [](State& s) { writeLogWriter(s, true); });
    registerBenchmark({"Write/sizeUnknown/raw_write_1MiB", "", unknownSize}, ms, [](State& s) { writeRaw(s, true, MiB); });
    registerBenchmark({"Write/sizeUnknown/paired", "", 0}, ms, [](State& s) { writePaired(s, true); })->UseManualTime()->Iterations(15);

    const std::uint64_t unindexedSize = unindexedLog.plan.dataSize;
    const std::string index = "IndexBuild/" + unindexedLog.name + "/";
    registerBenchmark({index + "LogFile_open", index + "mmap_memcpy", unindexedSize}, ms, [](State& s) { indexBuild(s); });
    registerBenchmark({index + "mmap_memcpy", "", unindexedSize}, ms, [](State& s) { indexMmapMemcpy(s, true); });
    registerBenchmark({index + "mmap_header_walk", index + "mmap_memcpy", unindexedSize}, ms, [](State& s) { indexMmapHeaderWalk(s); });
    registerBenchmark({index + "memcpy_premapped", index + "mmap_memcpy", unindexedSize}, ms, [](State& s) { indexMmapMemcpy(s, false); });

    const auto us = benchmark::kMicrosecond;
    for(const GeneratedLog* log : {&mediumLog, &largeLog})
    {
      const std::string open = "Open/" + log->name + "/";
      registerBenchmark({open + "LogFile", open + "mmap_floor", 0}, us, [log](State& s) { openLog(s, *log, false); });
      registerBenchmark({open + "mmap_floor", "", 0}, us, [log](State& s) { openFloor(s, *log, false); });
      registerBenchmark({open + "mmap_header_only", "", 0}, us, [log](State& s) { openHeaderOnly(s, *log); });
      registerBenchmark({open + "LogFile_cold", open + "mmap_floor_cold", 0, true}, us, [log](State& s) { openLog(s, *log, true); })
        ->UseRealTime();
      registerBenchmark({open + "mmap_floor_cold", "", 0, true}, us, [log](State& s) { openFloor(s, *log, true); })->UseRealTime();
    }

    const std::string random = "RandomFrame/" + largeLog.name + "/";
    registerBenchmark({random + "LogFile_frame", random + "raw_walk", 0}, benchmark::kNanosecond,
                      [](State& s) { randomFrameLogFile(s, largeLog); });
    registerBenchmark({random + "raw_walk", "", 0}, benchmark::kNanosecond, [](State& s) { randomFrameRaw(s, largeLog); });
  }

  /**
   * The console reporter that also collects the times per operation of every benchmark and
   * prints the ratios to the baselines and the goals at the end: min and median over the
   * repetitions (the min is the least disturbed by other processes on the machine). Judged on
   * CPU time (user + system of the benchmark thread; the work is synchronous: page-cache copies,
   * page faults), except for cold opens, which wait for the disk (real time).
   */
  class SummaryReporter : public benchmark::ConsoleReporter
  {
  public:
    SummaryReporter() : ConsoleReporter(OO_Tabular) {}

    void ReportRuns(const std::vector<Run>& runs) override
    {
      ConsoleReporter::ReportRuns(runs);
      for(const Run& run : runs)
      {
        if(run.error_occurred)
          continue;
        Result& result = results[run.run_name.function_name];
        const double multiplier = benchmark::GetTimeUnitMultiplier(run.time_unit);
        const Sample sample{run.GetAdjustedCPUTime() / multiplier, run.GetAdjustedRealTime() / multiplier};
        if(run.run_type == Run::RT_Aggregate && run.aggregate_name == "median")
        {
          result.median = sample;
          for(const char* counter : {"ratio_cpu", "ratio_real"})
            if(const auto found = run.counters.find(counter); found != run.counters.end())
              result.medianCounters[counter] = found->second.value;
        }
        else if(run.run_type == Run::RT_Aggregate && run.aggregate_name == "min")
          result.min = sample;
        else if(run.run_type == Run::RT_Iteration)
        {
          result.samples.push_back(sample);
          for(const char* counter : {"ratio_cpu", "ratio_real"})
            if(const auto found = run.counters.find(counter); found != run.counters.end())
              result.counters[counter].push_back(found->second.value);
        }
      }
    }

    void printSummary() const
    {
      std::ostream& os = GetOutputStream();
      os << "\nSummary: time per operation, min and median over the repetitions: CPU time (user + system), and real\n"
            "time (wall clock) for the cold opens; GB/s = 10^9 bytes/s at the min time;\n"
            "ratio = baseline time / time (throughput relative to the baseline; < 1: slower than the baseline)\n";
      char line[400];
      std::snprintf(line, sizeof(line), "%-40s %11s %11s %11s %7s %8s %8s  %s\n", "benchmark", "min", "median", "real min", "GB/s",
                    "ratio", "(median)", "goal");
      os << line;
      bool allMet = true;
      const auto goal = [&](bool met, const std::string& text) {
        allMet = allMet && met;
        return (met ? "met: " : "MISSED: ") + text;
      };
      for(const Entry& entry : entries)
      {
        const auto found = results.find(entry.name);
        if(found == results.end())
          continue; // filtered out or failed
        const Result& result = found->second;
        char buffer[160];
        if(!result.counters.empty() || !result.medianCounters.empty())
        {
          // A paired benchmark: the median over the repetitions of the median ratio over the pairs.
          const auto ratio = [&](const char* counter) {
            return result.counters.empty() ? result.medianCounters.at(counter) : median(result.counters.at(counter));
          };
          const double cpu = ratio("ratio_cpu"), real = ratio("ratio_real");
          std::snprintf(buffer, sizeof(buffer), "LogWriter / raw write() throughput, paired: %.2fx CPU, %.2fx real", cpu, real);
          std::snprintf(line, sizeof(line), "%-40s %s -> %s\n", entry.name.c_str(), buffer, goal(cpu >= 0.8, ">= 0.8x (CPU)").c_str());
          os << line;
          continue;
        }
        const Times t = times(entry.name, entry.realTime), real = times(entry.name, true);
        if(t.min <= 0.)
          continue;
        const Times b = entry.baseline.empty() ? Times{} : times(entry.baseline, entry.realTime);
        std::string ratioMin, ratioMedian, verdict, throughput;
        if(b.min > 0.)
        {
          std::snprintf(buffer, sizeof(buffer), "%.2fx", b.min / t.min);
          ratioMin = buffer;
          std::snprintf(buffer, sizeof(buffer), "%.2fx", b.median / t.median);
          ratioMedian = buffer;
        }
        const double gbs = entry.bytes ? static_cast<double>(entry.bytes) / t.min / 1e9 : 0.;
        if(gbs > 0.)
        {
          std::snprintf(buffer, sizeof(buffer), "%.2f", gbs);
          throughput = buffer;
        }
        if(entry.name.starts_with("Write/") && entry.name.ends_with("/LogWriter") && b.min > 0.)
          verdict = goal(b.min / t.min >= 0.8, ">= 0.8x raw write() (min times)");
        else if(entry.name.starts_with("IndexBuild/") && entry.name.ends_with("/LogFile_open"))
          verdict = goal(gbs >= 1., ">= 1 GB/s");
        else if(entry.name.starts_with("Open/") && entry.name.ends_with("/LogFile"))
          verdict = goal(t.min <= 0.020, "<= 20 ms");
        else if(entry.name.starts_with("Open/") && entry.name.ends_with("/LogFile_cold"))
          verdict = t.min <= 0.020 ? "(cold: <= 20 ms)" : "(cold: > 20 ms)";
        std::snprintf(line, sizeof(line), "%-40s %11s %11s %11s %7s %8s %8s  %s\n", entry.name.c_str(), format(t.min).c_str(),
                      format(t.median).c_str(), format(real.min).c_str(), throughput.c_str(), ratioMin.c_str(), ratioMedian.c_str(),
                      verdict.c_str());
        os << line;
      }
      for(const bool cold : {false, true})
      {
        const std::string suffix = cold ? "/LogFile_cold" : "/LogFile";
        const Times medium = times("Open/" + mediumLog.name + suffix, cold), large = times("Open/" + largeLog.name + suffix, cold);
        const std::string floorSuffix = cold ? "/mmap_floor_cold" : "/mmap_floor";
        const Times mediumFloor = times("Open/" + mediumLog.name + floorSuffix, cold), largeFloor = times("Open/" + largeLog.name + floorSuffix, cold);
        if(medium.min <= 0. || large.min <= 0.)
          continue;
        const double sizeRatio = static_cast<double>(largeLog.fileSize) / static_cast<double>(mediumLog.fileSize);
        const double timeRatio = large.min / medium.min;
        const Times mediumHeader = times("Open/" + mediumLog.name + "/mmap_header_only", false),
                    largeHeader = times("Open/" + largeLog.name + "/mmap_header_only", false);
        std::string headerOnly;
        if(!cold && mediumHeader.min > 0. && largeHeader.min > 0.)
        {
          char buffer[60];
          std::snprintf(buffer, sizeof(buffer), ", header only %.2fx", largeHeader.min / mediumHeader.min);
          headerOnly = buffer;
        }
        std::snprintf(line, sizeof(line), "Open%s %s / %s: %.2fx the time (median %.2fx; floor with the index %.2fx%s) for %.1fx the size -> %s\n",
                      cold ? " (cold)" : "", largeLog.name.c_str(), mediumLog.name.c_str(), timeRatio, large.median / medium.median,
                      mediumFloor.min > 0. ? largeFloor.min / mediumFloor.min : 0., headerOnly.c_str(), sizeRatio,
                      cold ? (timeRatio <= 2. ? "flat (<= 2x)" : "not flat (> 2x)")
                           : goal(timeRatio <= 2., "flat in size (<= 2x for 10x the size)").c_str());
        os << line;
      }
      os << (allMet ? "All goals met.\n" : "Some goals MISSED.\n");
    }

  private:
    struct Sample
    {
      double cpu = 0.;
      double real = 0.;
    };

    struct Result
    {
      std::vector<Sample> samples; ///< Per repetition, if the repetitions are reported.
      Sample median;
      Sample min;
      std::map<std::string, std::vector<double>> counters; ///< Per repetition.
      std::map<std::string, double> medianCounters;        ///< Median aggregate (if only aggregates are reported).
    };

    struct Times
    {
      double min = 0.;
      double median = 0.;
    };

    static std::string format(double seconds)
    {
      char buffer[40];
      if(seconds <= 0.)
        return "";
      if(seconds >= 1e-3)
        std::snprintf(buffer, sizeof(buffer), "%.2f ms", seconds * 1e3);
      else if(seconds >= 1e-6)
        std::snprintf(buffer, sizeof(buffer), "%.1f us", seconds * 1e6);
      else
        std::snprintf(buffer, sizeof(buffer), "%.1f ns", seconds * 1e9);
      return buffer;
    }

    Times times(const std::string& name, bool realTime) const
    {
      const auto found = results.find(name);
      if(found == results.end())
        return {};
      const Result& r = found->second;
      const auto pick = [realTime](const Sample& s) { return realTime ? s.real : s.cpu; };
      Times t{pick(r.min), pick(r.median)};
      if(!r.samples.empty())
      {
        std::vector<double> v;
        for(const Sample& s : r.samples)
          v.push_back(pick(s));
        if(t.min <= 0.)
          t.min = *std::min_element(v.begin(), v.end());
        if(t.median <= 0.)
          t.median = median(v);
      }
      return t;
    }

    std::map<std::string, Result> results;
  };

  /** <build directory>/bench-tmp: the first parent of the executable that has a CMakeCache.txt. */
  std::string defaultBenchDirectory()
  {
    std::error_code ec;
    std::filesystem::path dir = std::filesystem::read_symlink("/proc/self/exe", ec).parent_path();
    for(std::filesystem::path p = dir; !ec && p.has_relative_path(); p = p.parent_path())
      if(std::filesystem::exists(p / "CMakeCache.txt"))
        return (p / "bench-tmp").string();
    return (std::filesystem::current_path() / "bench-tmp").string();
  }

  void chooseFiles()
  {
    std::error_code ec;
    std::filesystem::create_directories(benchDirectory, ec);
    if(ec)
      abortBenchmark(benchDirectory + ": " + ec.message());
    struct statvfs s;
    if(statvfs(benchDirectory.c_str(), &s) != 0)
      abortBenchmark(benchDirectory + ": " + std::strerror(errno));
    const std::uint64_t available = static_cast<std::uint64_t>(s.f_bavail) * s.f_frsize;
    const bool haveLarge = fileSize(benchPath("1GiB-indexed.log")) >= GiB;
    if(available < 5 * GiB && !haveLarge)
    {
      largeLogSize = 256 * MiB;
      largeLogName = "256MiB";
      std::printf("log_bench: only %.1f GB free in %s: the large indexed log has 256 MiB instead of 1 GiB\n",
                  static_cast<double>(available) / 1e9, benchDirectory.c_str());
    }
    std::printf("log_bench: bench directory %s (%s, %.1f GB free)\n", benchDirectory.c_str(), fileSystemName(benchDirectory).c_str(),
                static_cast<double>(available) / 1e9);
  }
}

int main(int argc, char** argv)
{
  // Own options first: --log_bench_dir=DIR.
  benchDirectory = defaultBenchDirectory();
  int kept = 1;
  for(int i = 1; i < argc; ++i)
    if(std::strncmp(argv[i], "--log_bench_dir=", 16) == 0)
      benchDirectory = argv[i] + 16;
    else
      argv[kept++] = argv[i];
  argc = kept;

  // The summary needs the console reporter; other formats get the library's own reporters.
  bool console = true;
  for(int i = 1; i < argc; ++i)
    if(std::strncmp(argv[i], "--benchmark_format=", 19) == 0 && std::strcmp(argv[i] + 19, "console") != 0)
      console = false;

  benchmark::Initialize(&argc, argv);
  if(benchmark::ReportUnrecognizedArguments(argc, argv))
    return 1;

  chooseFiles();
  checkAll();
  std::fflush(stdout);
  registerAll();

  if(console)
  {
    SummaryReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    reporter.printSummary();
  }
  else
    benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
