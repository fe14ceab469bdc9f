/**
 * @file percepts_bench.cpp
 * touchline-naosim's simulated percepts (the percepts tier, issue 38): what one camera frame of a
 * robot costs to compute, on a field with 0 or 14 robots, beside what the same camera's image
 * costs to render (the images tier, the peer it replaces) and the goal of 0.2 ms per frame
 * (docs/performance.md, "Simulated time").
 */
#include "CameraRenderer.h"
#include "Percepts/PerceptSimulator.h"
#include "Physics/PhysicsWorld.h"
#include "Platform/File.h"
#include "Platform/Nao/NaoPoses.h"
#include "Streaming/InMap.h"
#include <benchmark/benchmark.h>
#include <cmath>
#include <memory>
#include <numbers>

namespace
{
  constexpr float deg = NaoPoses::deg;

  /** The robots of a field: the camera's at (-2000, 0) looking at the others, the rest in two rows facing each other. */
  struct Field
  {
    explicit Field(std::size_t others)
    {
      std::vector<WorldModel::Robot> robots(others + 1);
      robots[0].x = -2.0;
      for(std::size_t i = 1; i < robots.size(); ++i)
      {
        robots[i].x = (i % 2 ? 1.0 : -1.0) * (0.5 + 0.5 * static_cast<double>(i / 2));
        robots[i].y = -1.5 + 0.5 * static_cast<double>(i % 7);
        robots[i].rotation = i % 2 ? std::numbers::pi : 0.0;
      }
      std::string error;
      world.create(FieldDimensions(), robots, error);
      world.step(0.012);
      world.solids(solids);
      truth.robots.resize(robots.size());
      for(std::size_t i = 0; i < robots.size(); ++i)
      {
        truth.robots[i].pose = Pose2f(static_cast<float>(robots[i].rotation), static_cast<float>(robots[i].x * 1000.0),
                                      static_cast<float>(robots[i].y * 1000.0));
        truth.robots[i].torsoHeight = 330.f;
        truth.robots[i].color = i % 2 ? Settings::blue : Settings::red;
      }
    }

    PhysicsWorld world;
    std::vector<PhysicsWorld::Solid> solids;
    GroundTruthWorldState truth;
  };

  CameraRenderer::Intrinsics lens(bool upper)
  {
    CameraRenderer::Intrinsics result;
    result.width = upper ? 640 : 320;
    result.height = upper ? 480 : 240;
    result.focalLengthX = static_cast<float>(result.width) / (2.f * std::tan(54.7f * deg / 2.f));
    result.focalLengthY = static_cast<float>(result.height) / (2.f * std::tan(42.5f * deg / 2.f));
    result.centerX = static_cast<float>(result.width) / 2.f;
    result.centerY = static_cast<float>(result.height) / 2.f;
    return result;
  }

  /** The camera of the robot at (-2000, 0): upper nearly level, lower steeply down. */
  Eigen::Isometry3f camera(bool upper)
  {
    return Eigen::Translation3f(-2000.f, 0.f, 480.f) * Eigen::AngleAxisf(upper ? 0.1f : 0.7f, Vector3f::UnitY());
  }

  /** The shipped quality of the percepts (Config/Robots/Default/simulatedPercepts.cfg). */
  PerceptParameters shippedParameters()
  {
    PerceptParameters parameters;
    File::setConfigDirectory(TOUCHLINE_CONFIG_DIR);
    InMapFile stream("Robots/Default/simulatedPercepts.cfg", InMap::allErrors, false);
    stream >> parameters;
    return parameters;
  }

  void simulatedPercepts(benchmark::State& state)
  {
    const bool upper = state.range(0) != 0;
    Field field(static_cast<std::size_t>(state.range(1)));
    const PerceptSimulator simulator(FieldDimensions(), shippedParameters());
    PerceptSimulator::View view;
    view.camera = camera(upper);
    view.lens = lens(upper);
    view.self = field.truth.robots[0].pose;
    view.selfIndex = 0;
    view.ball = Vector3f(200.f, 100.f, 50.f);
    view.solids = &field.solids;
    view.truth = &field.truth;
    std::mt19937 random(1);
    SimulatedPercepts percepts;
    for(auto _ : state)
    {
      simulator.compute(view, random, percepts);
      benchmark::DoNotOptimize(percepts.linesPercept.lines.data());
    }
    state.counters["lines"] = static_cast<double>(percepts.linesPercept.lines.size());
    state.counters["robots"] = static_cast<double>(percepts.obstaclesPercept.obstacles.size());
  }

  /** The peer: the same camera's image rendered (the images tier's cost for the frame). */
  void renderedImage(benchmark::State& state)
  {
    const bool upper = state.range(0) != 0;
    Field field(static_cast<std::size_t>(state.range(1)));
    const FieldDimensions dimensions;
    CameraRenderer renderer(dimensions);
    const CameraRenderer::Intrinsics intrinsics = lens(upper);
    std::vector<std::uint8_t> image(intrinsics.width * intrinsics.height * 2);
    for(auto _ : state)
    {
      renderer.render(camera(upper), intrinsics, {Vector3f(200.f, 100.f, 50.f), &field.solids, 0}, image.data());
      benchmark::DoNotOptimize(image.data());
    }
  }
}

BENCHMARK(simulatedPercepts)->ArgNames({"upper", "robots"})->Args({1, 0})->Args({1, 14})->Args({0, 14})->Unit(benchmark::kMicrosecond);
BENCHMARK(renderedImage)->ArgNames({"upper", "robots"})->Args({1, 0})->Args({1, 14})->Args({0, 14})->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
