/**
 * @file physics_bench.cpp
 * touchline-naosim's physics (issue 28): one 12-ms LoLA cycle of a field with the ball and 1, 2,
 * 5, 10 or 14 standing robots (motors, all substeps, every robot's sensors; no cameras), beside
 * MuJoCo alone stepping the same model for the same time (the floor: the engine without our
 * motors and sensors); the cameras' renderer with robots in view; and what the loop pays per cycle
 * to hand the ground truth over to the simulator robot's thread (docs/naosim.md, "The simulator
 * robot").
 */
#include "CameraRenderer.h"
#include "Framework/ThreadFrame.h"
#include "Physics/PhysicsWorld.h"
#include "Simulator/GroundTruthFeed.h"
#include "Platform/Nao/NaoPoses.h"
#include <benchmark/benchmark.h>
#include <mujoco/mujoco.h>
#include <cmath>
#include <cstring>
#include <atomic>
#include <memory>
#include <numbers>
#include <thread>

namespace
{
  constexpr float deg = NaoPoses::deg;
  constexpr std::array<float, Lola::numOfJoints> standing = {
    0.f, 0.f, 90 * deg, 10 * deg, -90 * deg, -3 * deg, 0.f, 0.f, 0.f, -25 * deg, 50 * deg, -25 * deg, 0.f,
    0.f, -25 * deg, 50 * deg, -25 * deg, 0.f, 90 * deg, -10 * deg, 90 * deg, 3 * deg, 0.f, 0.f, 0.f};

  /** n robots in two rows facing each other (a 7 vs 7 field at 14), standing, stiff. */
  std::unique_ptr<PhysicsWorld> field(std::size_t n)
  {
    std::vector<WorldModel::Robot> robots(n);
    for(std::size_t i = 0; i < n; ++i)
    {
      robots[i].x = (i % 2 ? 1.0 : -1.0) * (0.5 + 0.5 * static_cast<double>(i / 2));
      robots[i].y = -1.5 + 0.5 * static_cast<double>(i % 7);
      robots[i].rotation = i % 2 ? std::numbers::pi : 0.0;
    }
    auto world = std::make_unique<PhysicsWorld>();
    std::string error;
    if(!world->create(FieldDimensions(), robots, error))
      return nullptr;
    for(std::size_t i = 0; i < n; ++i)
      world->placeRobot(i, robots[i].x, robots[i].y, robots[i].rotation, standing);
    world->moveBall(0.2, 0.1, 0.5, 0.2);
    return world;
  }

  void physicsCycle(benchmark::State& state)
  {
    const std::size_t n = static_cast<std::size_t>(state.range(0));
    const std::unique_ptr<PhysicsWorld> world = field(n);
    if(!world)
    {
      state.SkipWithError("MuJoCo rejected the model");
      return;
    }
    PhysicsWorld::JointCommand command;
    command.position = standing;
    command.stiffness.fill(1.f);
    command.hasPosition = true;
    PhysicsWorld::Readings readings;
    for(int settle = 0; settle < 50; ++settle)
    {
      for(std::size_t i = 0; i < n; ++i)
        world->setJoints(i, command);
      world->step(0.012);
    }
    for(auto _ : state)
    {
      for(std::size_t i = 0; i < n; ++i)
        world->setJoints(i, command);
      world->step(0.012);
      for(std::size_t i = 0; i < n; ++i)
        world->read(i, readings);
      benchmark::DoNotOptimize(readings);
    }
    state.counters["us_per_robot"] =
      benchmark::Counter(static_cast<double>(n), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert,
                         benchmark::Counter::kIs1000);
    state.counters["cycles_per_s"] = benchmark::Counter(1.0, benchmark::Counter::kIsIterationInvariantRate);
    state.counters["realtime_factor"] = benchmark::Counter(0.012, benchmark::Counter::kIsIterationInvariantRate);
  }

  /** MuJoCo alone: the same model's 6 substeps of 2 ms, no motors, no sensor reading. */
  void mujocoAlone(benchmark::State& state)
  {
    const std::size_t n = static_cast<std::size_t>(state.range(0));
    const std::unique_ptr<PhysicsWorld> world = field(n);
    const std::string& text = world->model();
    auto vfs = std::make_unique<mjVFS>();
    mj_defaultVFS(vfs.get());
    mj_makeEmptyFileVFS(vfs.get(), "field.xml", static_cast<int>(text.size()));
    std::memcpy(vfs->filedata[mj_findFileVFS(vfs.get(), "field.xml")], text.data(), text.size());
    char error[1000];
    mjModel* model = mj_loadXML("field.xml", vfs.get(), error, sizeof(error));
    mj_deleteVFS(vfs.get());
    if(!model)
    {
      state.SkipWithError(error);
      return;
    }
    mjData* data = mj_makeData(model);
    // The robots fall without motors; a fall costs more contacts, so start from the world above, standing.
    for(int settle = 0; settle < 10; ++settle)
      mj_step(model, data);
    for(auto _ : state)
      for(int substep = 0; substep < 6; ++substep)
        mj_step(model, data);
    mj_deleteData(data);
    mj_deleteModel(model);
  }

  void renderCamera(benchmark::State& state)
  {
    const bool upper = state.range(0) != 0;
    const std::size_t n = static_cast<std::size_t>(state.range(1));
    const std::unique_ptr<PhysicsWorld> world = field(n);
    std::vector<PhysicsWorld::Solid> solids;
    world->solids(solids);
    const FieldDimensions dimensions;
    CameraRenderer renderer(dimensions);
    CameraRenderer::Intrinsics lens;
    lens.width = upper ? 640 : 320;
    lens.height = upper ? 480 : 240;
    lens.focalLengthX = static_cast<float>(lens.width) / (2.f * std::tan(54.7f * deg / 2.f));
    lens.focalLengthY = static_cast<float>(lens.height) / (2.f * std::tan(42.5f * deg / 2.f));
    lens.centerX = static_cast<float>(lens.width) / 2.f;
    lens.centerY = static_cast<float>(lens.height) / 2.f;
    // From behind the own robots toward the others, as the upper camera of a standing robot.
    const Eigen::Isometry3f camera = Eigen::Translation3f(-2000.f, 0.f, 480.f) * Eigen::AngleAxisf(upper ? 0.1f : 0.7f, Vector3f::UnitY());
    std::vector<std::uint8_t> image(lens.width * lens.height * 2);
    for(auto _ : state)
    {
      renderer.render(camera, lens, {Vector3f(200.f, 100.f, 50.f), &solids, -1}, image.data());
      benchmark::DoNotOptimize(image.data());
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) * static_cast<std::int64_t>(image.size()));
  }

  /**
   * The hand-over of NaoSim::publishGroundTruth() after a cycle: every robot's true pose, height,
   * tilt and head yaw and the ball read from the physics into the packet, the packet published,
   * the simulator robot's thread woken (a thread here waits for it and takes the packets, as its
   * execution unit does); with solids, also every collision shape (while the 3-D drawing is
   * requested).
   */
  void groundTruthHandOver(benchmark::State& state)
  {
    const std::size_t n = static_cast<std::size_t>(state.range(0));
    const bool withSolids = state.range(1) != 0;
    const std::unique_ptr<PhysicsWorld> world = field(n);
    Configuration::Thread configuration;
    configuration.name = "Simulator";
    ThreadFrame thread(configuration);
    GroundTruthFeed feed(thread);
    std::vector<std::string> names;
    for(std::size_t i = 0; i < n; ++i)
      names.push_back("robot" + std::to_string(i + 1));
    std::atomic<bool> stop{false};
    std::atomic<unsigned> taken{0};
    std::thread consumer([&] {
      while(!stop)
        if(thread.waitForTrigger(std::chrono::milliseconds(20)))
        {
          thread.drainTriggers();
          taken += feed.begin() ? 1 : 0;
          feed.end();
        }
    });
    for(auto _ : state)
    {
      GroundTruthFeed::Packet& packet = feed.back();
      GroundTruthWorldState& truth = packet.state;
      truth.robots.resize(n);
      for(std::size_t i = 0; i < n; ++i)
      {
        GroundTruthWorldState::GroundTruthRobot& robot = truth.robots[i];
        robot.name = names[i];
        robot.color = i % 2 ? Settings::blue : Settings::red;
        robot.number = static_cast<int>(i + 1);
        const Vector3d torso = world->torsoPosition(i);
        robot.pose = Pose2f(static_cast<float>(world->torsoYaw(i)), static_cast<float>(torso.x() * 1000.0), static_cast<float>(torso.y() * 1000.0));
        robot.torsoHeight = static_cast<float>(torso.z() * 1000.0);
        robot.tilt = static_cast<float>(world->torsoTilt(i));
        robot.fallen = robot.tilt > Angle::fromDegrees(50.f);
        robot.headYaw = world->jointAngles(i)[Lola::HeadYaw];
        robot.connected = true;
      }
      truth.ballPosition = (world->ballPosition() * 1000.0).cast<float>();
      truth.ballVelocity = (world->ballVelocity() * 1000.0).cast<float>();
      truth.time = static_cast<unsigned>(world->getTime() * 1000.0);
      packet.hasSolids = withSolids;
      if(withSolids)
        world->solids(packet.solids);
      feed.publish();
    }
    stop = true;
    consumer.join();
    state.counters["taken"] = static_cast<double>(taken.load());
  }

  /** The floor of an image: writing its bytes. */
  void memsetImage(benchmark::State& state)
  {
    std::vector<std::uint8_t> image(640 * 480 * 2);
    for(auto _ : state)
    {
      std::memset(image.data(), static_cast<int>(state.iterations() & 0xff), image.size());
      benchmark::DoNotOptimize(image.data());
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) * static_cast<std::int64_t>(image.size()));
  }
}

BENCHMARK(physicsCycle)->ArgName("robots")->Arg(1)->Arg(2)->Arg(5)->Arg(10)->Arg(14)->Unit(benchmark::kMicrosecond);
BENCHMARK(mujocoAlone)->ArgName("robots")->Arg(1)->Arg(14)->Unit(benchmark::kMicrosecond);
BENCHMARK(renderCamera)->ArgNames({"upper", "robots"})->Args({1, 0})->Args({1, 14})->Args({0, 14})->Unit(benchmark::kMillisecond);
BENCHMARK(memsetImage)->Unit(benchmark::kMicrosecond);
BENCHMARK(groundTruthHandOver)->ArgNames({"robots", "solids"})->Args({1, 0})->Args({14, 0})->Args({1, 1})->Args({14, 1})->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
