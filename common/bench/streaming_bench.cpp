/**
 * @file streaming_bench.cpp
 * Throughput of Touchline's binary streaming, side by side with its yardsticks:
 *
 *  - Vec1000 (std::vector<Vector2f> of 1,000 elements, 8,004 bytes) and Joints25 (a
 *    JointSensorData of 25 joints, 204 bytes): OutBinaryMemory / InBinaryMemory against
 *    std::memcpy of the same number of bytes into a preallocated buffer. Goal: <= 1.5x memcpy.
 *  - WorldModel (strings, a vector of obstacles, Eigen vectors and matrices, a Pose2f,
 *    std::optional, enums, ints and floats): Touchline against msgpack-cxx (without Boost) on
 *    equivalent plain structs. Goal: Touchline >= 3x faster than msgpack in both directions.
 *
 * Benchmark names are "<payload>/<direction>/<variant>" ("<payload>/memcpy" for the baseline).
 * All times are CPU times per operation; bytes/s is the encoded size of the respective format.
 * Before anything is timed, every format's read-back data is compared with the written data;
 * the program aborts if they differ. After the runs, a summary with the ratios to the baselines
 * and the goals is printed (console output only). On a shared machine, judge by the minimum over
 * interleaved repetitions (docs/performance.md):
 *
 *   streaming_bench --benchmark_min_time=0.2
 *   streaming_bench --benchmark_min_time=0.05 --benchmark_repetitions=15 \
 *                   --benchmark_enable_random_interleaving=true --benchmark_report_aggregates_only=true
 */

#include "Math/Eigen.h"
#include "Math/Pose2f.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/EnumIndexedArray.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutStreams.h"

#include <benchmark/benchmark.h>
#include <msgpack.hpp>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <map>
#include <optional>
#include <string>
#include <vector>

// ---------------------------------------------------------------------------------------------
// Touchline payloads
// ---------------------------------------------------------------------------------------------

namespace bench
{
  /** The 25 joints of the NAO (rHipYawPitch is coupled to lHipYawPitch and has no joint of its own). */
  struct Joints
  {
    ENUM(Joint,
    {,
      headYaw,
      headPitch,
      lShoulderPitch,
      lShoulderRoll,
      lElbowYaw,
      lElbowRoll,
      lWristYaw,
      lHand,
      rShoulderPitch,
      rShoulderRoll,
      rElbowYaw,
      rElbowRoll,
      rWristYaw,
      rHand,
      lHipYawPitch,
      lHipRoll,
      lHipPitch,
      lKneePitch,
      lAnklePitch,
      lAnkleRoll,
      rHipRoll,
      rHipPitch,
      rKneePitch,
      rAnklePitch,
      rAnkleRoll,
    });
  };
  static_assert(Joints::numOfJoints == 25);

  /** Like B-Human's JointSensorData: what the robot reports about its joints every frame. */
  STREAMABLE(JointSensorData,
  {
    ENUM(JointStatus,
    {,
      ok,
      hot,
      veryHot,
      criticallyHot,
    }),

    (ENUM_INDEXED_ARRAY(Angle, Joints::Joint)) angles,
    (ENUM_INDEXED_ARRAY(short, Joints::Joint)) currents,
    (unsigned char[Joints::numOfJoints]) temperatures,
    (ENUM_INDEXED_ARRAY(JointStatus, Joints::Joint)) status,
    (unsigned)(0) timestamp,
  });

  STREAMABLE(Obstacle,
  {
    ENUM(Type,
    {,
      goalpost,
      unknown,
      someRobot,
      opponent,
      teammate,
      fallenSomeRobot,
      fallenOpponent,
      fallenTeammate,
    }),

    (Vector2f)(Vector2f::Zero()) center,
    (Vector2f)(Vector2f::Zero()) left,
    (Vector2f)(Vector2f::Zero()) right,
    (unsigned)(0) lastSeen,
    (Type)(unknown) type,
  });

  STREAMABLE(BallModel,
  {,
    (Vector2f)(Vector2f::Zero()) position,
    (Vector2f)(Vector2f::Zero()) velocity,
    (Matrix2f)(Matrix2f::Identity()) covariance,
    (float)(0.f) radius,
  });

  STREAMABLE(RobotPose,
  {
    ENUM(LocalizationQuality,
    {,
      superb,
      okay,
      poor,
    }),

    (Pose2f) pose,
    (Matrix3f)(Matrix3f::Identity()) covariance,
    (LocalizationQuality)(superb) quality,
  });

  STREAMABLE(WorldModel,
  {,
    (std::string) robotName,
    (std::string) teamName,
    (int)(0) playerNumber,
    (unsigned)(0) frameNumber,
    (RobotPose) robotPose,
    (BallModel) ball,
    (std::vector<Obstacle>) obstacles,
    (std::optional<Vector2f>) teamBall,
    (std::optional<Vector2f>) kickTarget,
    (std::vector<std::string>) teammateNames,
    (float)(0.f) fieldConfidence,
    (int)(0) ownScore,
    (int)(0) opponentScore,
  });
}

// ---------------------------------------------------------------------------------------------
// msgpack-cxx mirror of the world model: plain structs, Eigen types as float arrays
// ---------------------------------------------------------------------------------------------

namespace mp
{
  using V2 = std::array<float, 2>;

  struct Obstacle
  {
    V2 center{}, left{}, right{};
    unsigned lastSeen = 0;
    bench::Obstacle::Type type = bench::Obstacle::unknown;
    MSGPACK_DEFINE(center, left, right, lastSeen, type)
    bool operator==(const Obstacle&) const = default;
  };

  struct BallModel
  {
    V2 position{}, velocity{};
    std::array<float, 4> covariance{};
    float radius = 0.f;
    MSGPACK_DEFINE(position, velocity, covariance, radius)
    bool operator==(const BallModel&) const = default;
  };

  struct Pose2
  {
    float rotation = 0.f;
    V2 translation{};
    MSGPACK_DEFINE(rotation, translation)
    bool operator==(const Pose2&) const = default;
  };

  struct RobotPose
  {
    Pose2 pose;
    std::array<float, 9> covariance{};
    bench::RobotPose::LocalizationQuality quality = bench::RobotPose::superb;
    MSGPACK_DEFINE(pose, covariance, quality)
    bool operator==(const RobotPose&) const = default;
  };

  struct WorldModel
  {
    std::string robotName, teamName;
    int playerNumber = 0;
    unsigned frameNumber = 0;
    RobotPose robotPose;
    BallModel ball;
    std::vector<Obstacle> obstacles;
    std::optional<V2> teamBall, kickTarget; // msgpack's C++17 std::optional adaptor: nil or the value
    std::vector<std::string> teammateNames;
    float fieldConfidence = 0.f;
    int ownScore = 0, opponentScore = 0;
    MSGPACK_DEFINE(robotName, teamName, playerNumber, frameNumber, robotPose, ball, obstacles, teamBall, kickTarget,
                   teammateNames, fieldConfidence, ownScore, opponentScore)
    bool operator==(const WorldModel&) const = default;
  };
}

MSGPACK_ADD_ENUM(bench::Obstacle::Type);
MSGPACK_ADD_ENUM(bench::RobotPose::LocalizationQuality);

// ---------------------------------------------------------------------------------------------
// Test data and the start-up check
// ---------------------------------------------------------------------------------------------

namespace
{
  using namespace bench;

  template<typename M> auto toArray(const M& m)
  {
    std::array<float, static_cast<std::size_t>(M::SizeAtCompileTime)> a;
    std::copy(m.data(), m.data() + a.size(), a.begin());
    return a;
  }

  /** The msgpack mirror of a world model; also used to compare two Touchline world models. */
  mp::WorldModel toMp(const WorldModel& w)
  {
    mp::WorldModel m;
    m.robotName = w.robotName;
    m.teamName = w.teamName;
    m.playerNumber = w.playerNumber;
    m.frameNumber = w.frameNumber;
    m.robotPose.pose.rotation = w.robotPose.pose.rotation;
    m.robotPose.pose.translation = toArray(w.robotPose.pose.translation);
    m.robotPose.covariance = toArray(w.robotPose.covariance);
    m.robotPose.quality = w.robotPose.quality;
    m.ball.position = toArray(w.ball.position);
    m.ball.velocity = toArray(w.ball.velocity);
    m.ball.covariance = toArray(w.ball.covariance);
    m.ball.radius = w.ball.radius;
    for(const Obstacle& o : w.obstacles)
      m.obstacles.push_back({toArray(o.center), toArray(o.left), toArray(o.right), o.lastSeen, o.type});
    if(w.teamBall)
      m.teamBall = toArray(*w.teamBall);
    if(w.kickTarget)
      m.kickTarget = toArray(*w.kickTarget);
    m.teammateNames = w.teammateNames;
    m.fieldConfidence = w.fieldConfidence;
    m.ownScore = w.ownScore;
    m.opponentScore = w.opponentScore;
    return m;
  }

  /** Byte-wise equality of two raw values (also catches differences in float bit patterns). */
  template<typename T> bool sameBytes(const T& a, const T& b) { return std::memcmp(&a, &b, sizeof(T)) == 0; }

  bool operator==(const JointSensorData& a, const JointSensorData& b)
  {
    return sameBytes(a.angles, b.angles) && sameBytes(a.currents, b.currents) && sameBytes(a.temperatures, b.temperatures) &&
           sameBytes(a.status, b.status) && a.timestamp == b.timestamp;
  }

  bool operator==(const WorldModel& a, const WorldModel& b) { return toMp(a) == toMp(b); }

  /** Everything the benchmarks stream, and its encodings. */
  struct Payloads
  {
    std::vector<Vector2f> vec;
    JointSensorData joints;
    WorldModel world;
    mp::WorldModel mpWorld;

    std::vector<char> vecBytes, jointBytes, worldBytes, mpWorldBytes;

    Payloads()
    {
      vec.reserve(1000);
      for(int i = 0; i < 1000; ++i)
        vec.emplace_back(0.5f * static_cast<float>(i), -0.25f * static_cast<float>(i) + 3.f);

      FOREACH_ENUM(Joints::Joint, joint)
      {
        const int i = joint;
        joints.angles[joint] = Angle::fromDegrees(static_cast<float>(3 * i - 40));
        joints.currents[joint] = static_cast<short>(10 * i - 100);
        joints.temperatures[joint] = static_cast<unsigned char>(30 + i);
        joints.status[joint] = static_cast<JointSensorData::JointStatus>(i % JointSensorData::numOfJointStatuss);
      }
      joints.timestamp = 123456789u;

      world.robotName = "Touchline-Nao-4";
      world.teamName = "Touchline United";
      world.playerNumber = 4;
      world.frameNumber = 987654u;
      world.robotPose.pose = Pose2f(0.75f, -1200.f, 850.f);
      world.robotPose.covariance << 25.f, 1.f, 0.1f, 1.f, 30.f, 0.2f, 0.1f, 0.2f, 0.01f;
      world.robotPose.quality = RobotPose::okay;
      world.ball.position = Vector2f(1500.f, -300.f);
      world.ball.velocity = Vector2f(-120.f, 40.f);
      world.ball.covariance << 100.f, 5.f, 5.f, 80.f;
      world.ball.radius = 50.f;
      for(int i = 0; i < 10; ++i)
      {
        Obstacle o;
        const float f = static_cast<float>(i);
        o.center = Vector2f(300.f * f - 1500.f, 200.f * f);
        o.left = o.center + Vector2f(0.f, 150.f);
        o.right = o.center - Vector2f(0.f, 150.f);
        o.lastSeen = 987000u + static_cast<unsigned>(i);
        o.type = static_cast<Obstacle::Type>(i % Obstacle::numOfTypes);
        world.obstacles.push_back(o);
      }
      world.teamBall = Vector2f(1510.f, -290.f);
      world.kickTarget.reset();
      world.teammateNames = {"Ada", "Brook", "Cleo", "Dario", "Emmi"};
      world.fieldConfidence = 0.875f;
      world.ownScore = 2;
      world.opponentScore = 1;
      mpWorld = toMp(world);

      vecBytes = encode(vec);
      jointBytes = encode(joints);
      worldBytes = encode(world);
      msgpack::sbuffer buffer;
      msgpack::pack(buffer, mpWorld);
      mpWorldBytes.assign(buffer.data(), buffer.data() + buffer.size());
    }

    template<typename T> static std::vector<char> encode(const T& value)
    {
      OutBinaryMemory out;
      out << value;
      return std::vector<char>(out.data(), out.data() + out.size());
    }
  };

  const Payloads& payloads()
  {
    static const Payloads p;
    return p;
  }

  [[noreturn]] void abortBenchmark(const std::string& message)
  {
    std::fprintf(stderr, "streaming_bench: start-up check failed: %s\n", message.c_str());
    std::exit(EXIT_FAILURE);
  }

  /** Reads Touchline's encoding of value back and compares; aborts on any difference. */
  template<typename T> void checkTouchline(const char* name, const T& value, const std::vector<char>& bytes, std::size_t expectedSize)
  {
    if(expectedSize && bytes.size() != expectedSize)
      abortBenchmark(std::string(name) + ": encoded size is " + std::to_string(bytes.size()) + " bytes, expected " +
                     std::to_string(expectedSize));
    // The write paths used by the benchmarks must produce exactly these bytes.
    OutBinaryMemory reused(bytes.size());
    for(int i = 0; i < 2; ++i)
    {
      reused.clear();
      reused << value;
    }
    std::vector<char> external(bytes.size());
    OutBinaryMemory fixed(external.data(), external.size());
    fixed << value;
    if(reused.size() != bytes.size() || std::memcmp(reused.data(), bytes.data(), bytes.size()) != 0 || fixed.overflowed() ||
       fixed.size() != bytes.size() || std::memcmp(external.data(), bytes.data(), bytes.size()) != 0)
      abortBenchmark(std::string(name) + ": the write variants produce different bytes");

    T readBack{};
    for(int i = 0; i < 2; ++i) // the second read goes into a used object, as in the benchmark
    {
      InBinaryMemory in(bytes.data(), bytes.size());
      in >> readBack;
      if(in.failed())
        abortBenchmark(std::string(name) + ": reading failed: " + in.error());
      if(!in.eof())
        abortBenchmark(std::string(name) + ": reading left " + std::to_string(in.remaining()) + " bytes unread");
      if(!(readBack == value))
        abortBenchmark(std::string(name) + ": the data read back differs from the data written");
    }
  }

  void checkMsgpack(const Payloads& p)
  {
    mp::WorldModel readBack;
    for(int i = 0; i < 2; ++i)
    {
      msgpack::object_handle handle = msgpack::unpack(p.mpWorldBytes.data(), p.mpWorldBytes.size());
      handle.get().convert(readBack);
      if(!(readBack == p.mpWorld))
        abortBenchmark("WorldModel: msgpack's data read back differs from the data written");
    }
    msgpack::zone zone;
    for(int i = 0; i < 2; ++i)
    {
      zone.clear();
      std::size_t offset = 0;
      msgpack::object object = msgpack::unpack(zone, p.mpWorldBytes.data(), p.mpWorldBytes.size(), offset);
      readBack = mp::WorldModel();
      object.convert(readBack);
      if(offset != p.mpWorldBytes.size() || !(readBack == p.mpWorld))
        abortBenchmark("WorldModel: msgpack's data read back with a reused zone differs from the data written");
    }
    // Both formats must carry the same content.
    if(!(toMp(p.world) == p.mpWorld))
      abortBenchmark("WorldModel: the msgpack mirror does not match the Touchline world model");
    if(!p.mpWorld.teamBall || p.mpWorld.kickTarget || p.mpWorld.obstacles.size() != 10 || p.mpWorld.teammateNames.size() != 5)
      abortBenchmark("WorldModel: the test data is not what the benchmark claims");
  }

  void checkAll()
  {
    const Payloads& p = payloads();
    checkTouchline("Vec1000", p.vec, p.vecBytes, 4 + 1000 * sizeof(Vector2f));
    checkTouchline("Joints25", p.joints, p.jointBytes, 25 * (4 + 2 + 1 + 1) + 4);
    checkTouchline("WorldModel", p.world, p.worldBytes, 0);
    checkMsgpack(p);
  }

  // -------------------------------------------------------------------------------------------
  // The benchmarks
  // -------------------------------------------------------------------------------------------

  void setBytes(benchmark::State& state, std::size_t bytes)
  {
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(bytes));
    state.SetLabel(std::to_string(bytes) + " B");
  }

  /** The baseline: std::memcpy of n bytes into a preallocated buffer (n is opaque: a real call). */
  void memcpyBench(benchmark::State& state, const std::vector<char>& source)
  {
    std::vector<char> target(source.size());
    std::size_t n = source.size();
    benchmark::DoNotOptimize(n);
    for(auto _ : state)
    {
      std::memcpy(target.data(), source.data(), n);
      benchmark::DoNotOptimize(target.data());
      benchmark::ClobberMemory();
    }
    setBytes(state, source.size());
  }

  /** Writing into one OutBinaryMemory, constructed once with enough reserve and cleared every time. */
  template<typename T> void writeReused(benchmark::State& state, const T& value, std::size_t bytes)
  {
    OutBinaryMemory out(bytes);
    for(auto _ : state)
    {
      out.clear();
      out << value;
      benchmark::DoNotOptimize(out.data());
      benchmark::ClobberMemory();
    }
    if(out.size() != bytes)
      state.SkipWithError("wrong size");
    setBytes(state, bytes);
  }

  /** A fresh OutBinaryMemory per operation with enough reserve (one malloc and free). */
  template<typename T> void writeFresh(benchmark::State& state, const T& value, std::size_t bytes)
  {
    for(auto _ : state)
    {
      OutBinaryMemory out(bytes);
      out << value;
      benchmark::DoNotOptimize(out.data());
      benchmark::ClobberMemory();
    }
    setBytes(state, bytes);
  }

  /** A fresh default-constructed OutBinaryMemory per operation (grows from 256 bytes by doubling). */
  template<typename T> void writeFreshGrow(benchmark::State& state, const T& value, std::size_t bytes)
  {
    for(auto _ : state)
    {
      OutBinaryMemory out;
      out << value;
      benchmark::DoNotOptimize(out.data());
      benchmark::ClobberMemory();
    }
    setBytes(state, bytes);
  }

  /** A fresh OutBinaryMemory per operation over a preallocated external buffer (no allocation). */
  template<typename T> void writeFreshExternal(benchmark::State& state, const T& value, std::size_t bytes)
  {
    std::vector<char> buffer(bytes);
    for(auto _ : state)
    {
      OutBinaryMemory out(buffer.data(), buffer.size());
      out << value;
      benchmark::DoNotOptimize(out.data());
      benchmark::ClobberMemory();
    }
    setBytes(state, bytes);
  }

  /** Reading with an InBinaryMemory over the prepared bytes into a reused object. */
  template<typename T> void readTouchline(benchmark::State& state, const std::vector<char>& bytes)
  {
    T value{};
    {
      InBinaryMemory in(bytes.data(), bytes.size());
      in >> value; // containers get their capacity, as in a long-running program
    }
    for(auto _ : state)
    {
      InBinaryMemory in(bytes.data(), bytes.size());
      in >> value;
      benchmark::DoNotOptimize(value);
      benchmark::ClobberMemory();
    }
    setBytes(state, bytes.size());
  }

  /** Packing into one msgpack::sbuffer, cleared every time. */
  void writeMsgpack(benchmark::State& state, const mp::WorldModel& value, std::size_t bytes)
  {
    msgpack::sbuffer buffer(2 * bytes);
    for(auto _ : state)
    {
      buffer.clear();
      msgpack::pack(buffer, value);
      benchmark::DoNotOptimize(buffer.data());
      benchmark::ClobberMemory();
    }
    if(buffer.size() != bytes)
      state.SkipWithError("wrong size");
    setBytes(state, bytes);
  }

  /** msgpack's standard way: unpack (a fresh zone every time), then convert into a reused object. */
  void readMsgpack(benchmark::State& state, const std::vector<char>& bytes)
  {
    mp::WorldModel value;
    msgpack::unpack(bytes.data(), bytes.size()).get().convert(value);
    for(auto _ : state)
    {
      msgpack::object_handle handle = msgpack::unpack(bytes.data(), bytes.size());
      handle.get().convert(value);
      benchmark::DoNotOptimize(value);
      benchmark::ClobberMemory();
    }
    setBytes(state, bytes.size());
  }

  /** msgpack's best case: unpack into one reused zone (no allocation after the first time). */
  void readMsgpackReusedZone(benchmark::State& state, const std::vector<char>& bytes)
  {
    mp::WorldModel value;
    msgpack::zone zone;
    for(auto _ : state)
    {
      zone.clear();
      std::size_t offset = 0;
      msgpack::object object = msgpack::unpack(zone, bytes.data(), bytes.size(), offset);
      object.convert(value);
      benchmark::DoNotOptimize(value);
      benchmark::ClobberMemory();
    }
    setBytes(state, bytes.size());
  }

  /** The names of all benchmarks in registration order (the order of the summary). */
  std::vector<std::string> registeredNames;

  template<typename F> void registerBenchmark(const std::string& name, F&& f)
  {
    registeredNames.push_back(name);
    benchmark::RegisterBenchmark(name.c_str(), std::forward<F>(f))
      ->Unit(benchmark::kNanosecond)
      ->ComputeStatistics("min", [](const std::vector<double>& v) { return *std::min_element(v.begin(), v.end()); });
  }

  template<typename T> void registerTouchline(const std::string& group, const T& value, const std::vector<char>& bytes)
  {
    const std::size_t n = bytes.size();
    const auto reg = [&](const std::string& name, auto&& f) { registerBenchmark(group + "/" + name, f); };
    reg("Write/Touchline_reused", [&value, n](benchmark::State& s) { writeReused(s, value, n); });
    reg("Write/Touchline_fresh", [&value, n](benchmark::State& s) { writeFresh(s, value, n); });
    reg("Write/Touchline_fresh_grow", [&value, n](benchmark::State& s) { writeFreshGrow(s, value, n); });
    reg("Write/Touchline_fresh_external", [&value, n](benchmark::State& s) { writeFreshExternal(s, value, n); });
    reg("Read/Touchline", [&bytes](benchmark::State& s) { readTouchline<T>(s, bytes); });
  }

  void registerAll()
  {
    const Payloads& p = payloads();
    for(const auto& [group, bytes] : {std::pair<const char*, const std::vector<char>*>{"Vec1000", &p.vecBytes}, {"Joints25", &p.jointBytes}})
    {
      const std::vector<char>& b = *bytes;
      registerBenchmark(std::string(group) + "/memcpy", [&b](benchmark::State& s) { memcpyBench(s, b); });
      if(std::string(group) == "Vec1000")
        registerTouchline(group, p.vec, b);
      else
        registerTouchline(group, p.joints, b);
    }

    const std::size_t mpBytes = p.mpWorldBytes.size();
    registerBenchmark("WorldModel/Write/msgpack", [&p, mpBytes](benchmark::State& s) { writeMsgpack(s, p.mpWorld, mpBytes); });
    registerBenchmark("WorldModel/Read/msgpack", [&p](benchmark::State& s) { readMsgpack(s, p.mpWorldBytes); });
    registerBenchmark("WorldModel/Read/msgpack_reused_zone", [&p](benchmark::State& s) { readMsgpackReusedZone(s, p.mpWorldBytes); });
    registerTouchline("WorldModel", p.world, p.worldBytes);
  }

  // -------------------------------------------------------------------------------------------
  // The summary: ratios to the baselines
  // -------------------------------------------------------------------------------------------

  /**
   * The console reporter that also collects the CPU time per operation of every benchmark and
   * prints the ratios to the baselines at the end. With --benchmark_repetitions, the summary
   * shows the minimum and the median over the repetitions; the minimum is the least disturbed
   * by other processes on the machine, the median shows how much they disturb.
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
        const double ns = run.GetAdjustedCPUTime(); // every benchmark uses nanoseconds
        if(!run.report_label.empty())
          result.bytes = std::strtod(run.report_label.c_str(), nullptr); // "<n> B"
        if(run.run_type == Run::RT_Aggregate && run.aggregate_name == "median")
          result.median = ns;
        else if(run.run_type == Run::RT_Aggregate && run.aggregate_name == "min")
          result.min = ns;
        else if(run.run_type == Run::RT_Iteration)
          result.samples.push_back(ns);
      }
    }

    void printSummary() const
    {
      std::ostream& os = GetOutputStream();
      os << "\nSummary: CPU time per operation, min and median over the repetitions; GB/s at the min time;\n"
            "x memcpy = time / memcpy time (goal <= 1.5), msgpack speedup = msgpack time / time (goal >= 3)\n";
      char line[300];
      std::snprintf(line, sizeof(line), "%-40s %9s %9s %8s  %-24s %s\n", "benchmark", "min ns", "median ns", "GB/s", "ratio (min)",
                    "ratio (median)");
      os << line;
      bool allMet = true;
      int goals = 0;
      for(const std::string& name : registeredNames)
      {
        const Times t = times(name);
        if(t.min <= 0.)
          continue; // filtered out or failed
        const std::string group = name.substr(0, name.find('/'));
        const std::size_t second = name.find('/', group.size() + 1);
        const std::string direction = second == std::string::npos ? "" : name.substr(group.size() + 1, second - group.size() - 1);
        const std::string variant = second == std::string::npos ? name.substr(group.size() + 1) : name.substr(second + 1);
        const bool goalRow = variant == "Touchline_reused" || (direction == "Read" && variant == "Touchline");
        std::string ratioMin, ratioMedian, goal;
        char buffer[100];
        const Times memcpyTimes = times(group + "/memcpy");
        const Times msgpackTimes = times(group + "/" + direction + "/msgpack");
        if(memcpyTimes.min > 0. && variant != "memcpy")
        {
          const double r = t.min / memcpyTimes.min;
          std::snprintf(buffer, sizeof(buffer), "%.2fx memcpy", r);
          ratioMin = buffer;
          std::snprintf(buffer, sizeof(buffer), "%.2fx memcpy", t.median / memcpyTimes.median);
          ratioMedian = buffer;
          if(goalRow)
          {
            goal = r <= 1.5 ? "goal met" : "goal MISSED";
            ++goals;
            allMet = allMet && r <= 1.5;
          }
        }
        else if(msgpackTimes.min > 0. && variant.rfind("msgpack", 0) != 0)
        {
          const double r = msgpackTimes.min / t.min;
          std::snprintf(buffer, sizeof(buffer), "msgpack speedup %.2fx", r);
          ratioMin = buffer;
          std::snprintf(buffer, sizeof(buffer), "msgpack speedup %.2fx", msgpackTimes.median / t.median);
          ratioMedian = buffer;
          if(goalRow)
          {
            goal = r >= 3. ? "goal met" : "goal MISSED";
            ++goals;
            if(const Times zone = times(group + "/" + direction + "/msgpack_reused_zone"); zone.min > 0.)
            {
              std::snprintf(buffer, sizeof(buffer), " (%.2fx vs msgpack_reused_zone)", zone.min / t.min);
              goal += buffer;
            }
            allMet = allMet && r >= 3.;
          }
        }
        const auto found = results.find(name);
        const double gbs = found != results.end() && found->second.bytes > 0. ? found->second.bytes / t.min : 0.;
        std::snprintf(line, sizeof(line), "%-40s %9.1f %9.1f %8.2f  %-24s %-24s %s\n", name.c_str(), t.min, t.median, gbs,
                      ratioMin.c_str(), ratioMedian.c_str(), goal.c_str());
        os << line;
      }
      if(goals == 0)
        os << "No goal was measured in this run (see --benchmark_filter).\n";
      else
        os << (allMet ? "All goals met" : "Some goals MISSED") << " (" << goals << " measured, judged on the min times).\n";
    }

  private:
    struct Result
    {
      std::vector<double> samples; ///< Per repetition, if the repetitions are reported.
      double median = 0.;
      double min = 0.;
      double bytes = 0.;
    };

    struct Times
    {
      double min = 0.;
      double median = 0.;
    };

    Times times(const std::string& name) const
    {
      const auto found = results.find(name);
      if(found == results.end())
        return {};
      const Result& r = found->second;
      Times t{r.min, r.median};
      if(!r.samples.empty())
      {
        std::vector<double> v = r.samples;
        std::sort(v.begin(), v.end());
        if(t.min <= 0.)
          t.min = v.front();
        if(t.median <= 0.)
          t.median = v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2.;
      }
      return t;
    }

    std::map<std::string, Result> results;
  };
}

int main(int argc, char** argv)
{
  // The summary needs the console reporter; other formats get the library's own reporters.
  bool console = true;
  for(int i = 1; i < argc; ++i)
    if(std::strncmp(argv[i], "--benchmark_format=", 19) == 0 && std::strcmp(argv[i] + 19, "console") != 0)
      console = false;

  benchmark::Initialize(&argc, argv);
  if(benchmark::ReportUnrecognizedArguments(argc, argv))
    return 1;

  try
  {
    checkAll();
  }
  catch(const std::exception& e) // msgpack reports malformed data with exceptions
  {
    abortBenchmark(std::string("exception: ") + e.what());
  }
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
