/**
 * @file scene_view_bench.cpp
 * Drawing the 3-D scene view (docs/performance.md, "3-D scene view"): 10,000 shapes of 3-D
 * drawings per frame into an 800 x 600 image, offscreen, as the view draws them (SceneRenderer:
 * projection through the orbit camera, clipping, depth sorting, QPainter with antialiasing), at
 * the view's default camera (the whole field). Goal: <= 16 ms per frame (60 fps). Side by side:
 *
 *  - SceneView/Field: the floor alone (carpet, lines, centre circle, goals).
 *  - SceneView/Mixed10k: the floor and 10,000 shapes: 2,500 each of lines, spheres, quads and dots.
 *  - SceneView/Lines10k, SceneView/Spheres10k, SceneView/Quads10k: the floor and 10,000 of one kind.
 *  - SceneView/Project10k: the mixed scene projected, clipped and sorted but not painted (what
 *    the renderer adds to QPainter's work).
 *
 * Without a display: QT_QPA_PLATFORM is set to offscreen unless it is set. --picture=FILE also
 * writes the mixed frame as a PNG.
 */
#include "Field/FieldLayout.h"
#include "Scene/SceneRenderer.h"
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <benchmark/benchmark.h>
#include <algorithm>
#include <cstdio>
#include <random>

namespace
{
  constexpr int width = 800;
  constexpr int height = 600;
  constexpr int numOfShapes = 10000;

  enum Kind { mixed, lines, spheres, quads };

  /** 10,000 shapes scattered over the field, up to half a metre high. */
  std::vector<DebugDrawing3DShape> shapes(Kind kind)
  {
    std::mt19937 random(7);
    std::uniform_real_distribution<float> x(-4500.f, 4500.f), y(-3000.f, 3000.f), z(0.f, 500.f), step(-150.f, 150.f);
    const ColorRGBA colors[] = {ColorRGBA::red, ColorRGBA::blue, ColorRGBA::yellow, ColorRGBA(255, 128, 0), ColorRGBA(0, 200, 255)};
    std::vector<DebugDrawing3DShape> result;
    using namespace DrawingShapes3D;
    using Type = Drawings3D::ShapeType;
    for(int i = 0; i < numOfShapes; ++i)
    {
      const Point p{x(random), y(random), z(random)};
      const ColorRGBA& color = colors[i % 5];
      switch(kind == mixed ? static_cast<Kind>(i % 4) : kind)
      {
        case lines:
          result.push_back({Type::line, 0, Line{p, {p.x + step(random), p.y + step(random), p.z + step(random)}, 2.f, color}});
          break;
        case spheres:
          result.push_back({Type::sphere, 0, Sphere{p, 40.f, color}});
          break;
        case quads:
          result.push_back({Type::quad, 0, Quad{{p, Point{p.x + 100.f, p.y, p.z}, Point{p.x + 100.f, p.y + 100.f, p.z + 50.f}, Point{p.x, p.y + 100.f, p.z + 50.f}}, color}});
          break;
        default:
          result.push_back({Type::dot, 0, Dot{p, 5.f, color}});
      }
    }
    return result;
  }

  /** The view's default camera for an 800 x 600 view (SceneView::resetCamera()). */
  OrbitCamera camera()
  {
    OrbitCamera camera;
    camera.setLimits(10.f, 200.f, 200000.f);
    camera.setViewport({width, height});
    camera.setOrbit(-1.5708f, 0.8727f, 12000.f, {});
    return camera;
  }

  void draw(QImage& target, SceneRenderer& renderer, const OrbitCamera& view, const FieldLayout& field,
            const std::vector<DebugDrawing3DShape>& drawing, bool paint)
  {
    renderer.begin(view);
    renderer.addField(field);
    renderer.addDrawing(drawing, QMatrix4x4());
    if(!paint)
      return;
    QPainter painter(&target);
    painter.fillRect(target.rect(), QColor(0x2b, 0x30, 0x3b));
    renderer.paint(painter);
  }

  void run(benchmark::State& state, Kind kind, bool withShapes, bool paint)
  {
    const std::vector<DebugDrawing3DShape> drawing = withShapes ? shapes(kind) : std::vector<DebugDrawing3DShape>();
    const FieldLayout field = FieldLayout::spl();
    const OrbitCamera view = camera();
    QImage target(width, height, QImage::Format_ARGB32_Premultiplied);
    SceneRenderer renderer;
    for(auto _ : state)
    {
      draw(target, renderer, view, field, drawing, paint);
      benchmark::DoNotOptimize(target.constBits());
    }
    state.counters["items"] = static_cast<double>(renderer.items());
    state.counters["fps"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
  }

  void fieldOnly(benchmark::State& state) { run(state, mixed, false, true); }
  void mixed10k(benchmark::State& state) { run(state, mixed, true, true); }
  void lines10k(benchmark::State& state) { run(state, lines, true, true); }
  void spheres10k(benchmark::State& state) { run(state, spheres, true, true); }
  void quads10k(benchmark::State& state) { run(state, quads, true, true); }
  void project10k(benchmark::State& state) { run(state, mixed, true, false); }
  BENCHMARK(fieldOnly)->Name("SceneView/Field")->Unit(benchmark::kMillisecond)->UseRealTime();
  BENCHMARK(mixed10k)->Name("SceneView/Mixed10k")->Unit(benchmark::kMillisecond)->UseRealTime();
  BENCHMARK(lines10k)->Name("SceneView/Lines10k")->Unit(benchmark::kMillisecond)->UseRealTime();
  BENCHMARK(spheres10k)->Name("SceneView/Spheres10k")->Unit(benchmark::kMillisecond)->UseRealTime();
  BENCHMARK(quads10k)->Name("SceneView/Quads10k")->Unit(benchmark::kMillisecond)->UseRealTime();
  BENCHMARK(project10k)->Name("SceneView/Project10k")->Unit(benchmark::kMillisecond)->UseRealTime();
}

int main(int argc, char** argv)
{
  if(qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
    qputenv("QT_QPA_PLATFORM", "offscreen");
  QGuiApplication application(argc, argv);
  // --picture=FILE: also write the mixed frame as a PNG.
  for(int i = 1; i < argc; ++i)
    if(const QString argument = argv[i]; argument.startsWith("--picture="))
    {
      QImage target(width, height, QImage::Format_ARGB32_Premultiplied);
      SceneRenderer renderer;
      draw(target, renderer, camera(), FieldLayout::spl(), shapes(mixed), true);
      if(!target.save(argument.mid(10)))
      {
        std::fprintf(stderr, "scene_view_bench: cannot write %s\n", qPrintable(argument.mid(10)));
        return 1;
      }
      std::copy(argv + i + 1, argv + argc, argv + i);
      --argc;
      break;
    }
  benchmark::Initialize(&argc, argv);
  if(benchmark::ReportUnrecognizedArguments(argc, argv))
    return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
