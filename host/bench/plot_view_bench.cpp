/**
 * @file plot_view_bench.cpp
 * Redrawing a plot view (docs/performance.md, "Plot view (issue 13)"): 10 layers of 10,000
 * values each into an 800 x 400 image, offscreen, as the plot view draws them (PlotPainter:
 * axes, grid, key, layers decimated to the pixel columns, antialiased). Goal: <= 16 ms per frame
 * (60 fps), aim <= 4 ms. Side by side in one run:
 *
 *  - PlotView/Frame: what the view does for each new frame of data: takes the last 10,000 values
 *    of each of the 10 plots from the robot's state (PlotSeries::last), finds the y range (auto
 *    min/max) and draws.
 *  - PlotView/Paint: the drawing alone (what a repaint without new data costs).
 *  - PlotView/Axes: background, grid, axes and labels alone.
 *  - PlotView/Naive: the same picture with every value drawn (one polyline of 10,000 points per
 *    layer, no decimation; without the key): what the decimation saves.
 *  - Limit/Fill and Limit/Copy: the physical limit, touching each pixel of the image once
 *    (QImage::fill with white; memcpy of the image's bytes).
 *
 * Without a display: QT_QPA_PLATFORM is set to offscreen unless it is set. --pictures=DIR also
 * writes both pictures (plot_view_decimated.png, plot_view_naive.png) to compare them.
 */
#include "Console/PlotSeries.h"
#include "Plot/PlotPainter.h"
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <benchmark/benchmark.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>

namespace
{
  constexpr int width = 800;
  constexpr int height = 400;
  constexpr int numOfLayers = 10;
  constexpr int numOfValues = 10000;

  /** 10 plots of 10,000 values: sines of different periods with noise (every pixel column has a spread). */
  struct Data
  {
    Data()
    {
      std::mt19937 random(13);
      std::normal_distribution<float> noise(0.f, 4.f);
      series.resize(numOfLayers);
      values.resize(numOfLayers);
      for(int layer = 0; layer < numOfLayers; ++layer)
      {
        // More values than shown: the view takes the last ones from a full ring.
        for(int i = 0; i < numOfValues + 777; ++i)
          series[layer].add(static_cast<float>(60. * std::sin(2. * M_PI * i / (700. + 90. * layer)) + 15. * layer - 70.) + noise(random));
        series[layer].last(numOfValues, values[layer]);
      }
    }

    std::vector<PlotPainter::Layer> layers() const
    {
      static const QColor colors[] = {Qt::red, Qt::blue, QColor(0, 170, 0), Qt::black, QColor(255, 140, 0),
                                      Qt::magenta, QColor(0, 190, 200), QColor(140, 80, 20), Qt::gray, QColor(140, 0, 220)};
      std::vector<PlotPainter::Layer> result;
      for(int layer = 0; layer < numOfLayers; ++layer)
        result.push_back({values[layer].data(), values[layer].size(), colors[layer], "module:Bench:layer" + QString::number(layer)});
      return result;
    }

    PlotPainter::View view() const
    {
      PlotPainter::View view;
      view.numOfValues = numOfValues;
      view.xFrom = 0.;
      view.xTo = numOfValues - 1;
      view.yLow = -150.;
      view.yHigh = 150.;
      view.yUnit = "deg";
      view.xUnit = "s";
      view.xScale = 0.012;
      return view;
    }

    std::vector<PlotSeries> series;
    std::vector<std::vector<float>> values;
  };

  const Data& data()
  {
    static const Data instance;
    return instance;
  }

  QImage image()
  {
    return QImage(width, height, QImage::Format_ARGB32_Premultiplied);
  }

  void frame(benchmark::State& state)
  {
    Data copy = data();
    QImage target = image();
    PlotPainter painter;
    for(auto _ : state)
    {
      for(int layer = 0; layer < numOfLayers; ++layer)
        copy.series[layer].last(numOfValues, copy.values[layer]);
      const std::vector<PlotPainter::Layer> layers = copy.layers();
      PlotPainter::View view = copy.view();
      double low, high;
      if(PlotPainter::valueRange(layers, view.numOfValues, view.xFrom, view.xTo, low, high))
      {
        view.yLow = low - (high - low) * 0.05;
        view.yHigh = high + (high - low) * 0.05;
      }
      QPainter qPainter(&target);
      painter.paint(qPainter, target.rect(), view, layers);
      qPainter.end();
      benchmark::DoNotOptimize(target.constBits());
    }
    state.counters["points"] = static_cast<double>(painter.pointsDrawn());
    state.counters["fps"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
  }
  BENCHMARK(frame)->Name("PlotView/Frame")->Unit(benchmark::kMillisecond)->UseRealTime();

  void paint(benchmark::State& state)
  {
    const std::vector<PlotPainter::Layer> layers = data().layers();
    const PlotPainter::View view = data().view();
    QImage target = image();
    PlotPainter painter;
    for(auto _ : state)
    {
      QPainter qPainter(&target);
      painter.paint(qPainter, target.rect(), view, layers);
      qPainter.end();
      benchmark::DoNotOptimize(target.constBits());
    }
    state.counters["points"] = static_cast<double>(painter.pointsDrawn());
    state.counters["fps"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
  }
  BENCHMARK(paint)->Name("PlotView/Paint")->Unit(benchmark::kMillisecond)->UseRealTime();

  /** Background, grid, axes and labels alone (what every drawing costs before its layers). */
  void axes(benchmark::State& state)
  {
    const PlotPainter::View view = data().view();
    QImage target = image();
    PlotPainter painter;
    for(auto _ : state)
    {
      QPainter qPainter(&target);
      painter.paint(qPainter, target.rect(), view, {});
      qPainter.end();
      benchmark::DoNotOptimize(target.constBits());
    }
  }
  BENCHMARK(axes)->Name("PlotView/Axes")->Unit(benchmark::kMillisecond)->UseRealTime();

  /** Axes, grid and labels as the view draws them, then every value of every layer. */
  void paintNaive(QImage& target, PlotPainter& painter, const PlotPainter::View& view, const std::vector<PlotPainter::Layer>& layers,
                  QPolygonF& line)
  {
    QPainter qPainter(&target);
    painter.paint(qPainter, target.rect(), view, {});
    const QRect area = painter.plotArea();
    const double sx = area.width() / (view.xTo - view.xFrom);
    const double sy = area.height() / (view.yHigh - view.yLow);
    qPainter.setRenderHint(QPainter::Antialiasing);
    qPainter.setClipRect(area.adjusted(1, 1, -1, -1));
    for(const PlotPainter::Layer& layer : layers)
    {
      line.clear();
      for(std::size_t i = 0; i < layer.count; ++i)
        line.append(QPointF(area.left() + (static_cast<double>(i) - view.xFrom) * sx, area.top() + (view.yHigh - layer.values[i]) * sy));
      QPen pen(layer.color, 1.);
      pen.setCapStyle(Qt::FlatCap);
      pen.setJoinStyle(Qt::BevelJoin);
      qPainter.setPen(pen);
      qPainter.drawPolyline(line);
    }
  }

  void naive(benchmark::State& state)
  {
    const std::vector<PlotPainter::Layer> layers = data().layers();
    const PlotPainter::View view = data().view();
    QImage target = image();
    PlotPainter painter;
    QPolygonF line;
    for(auto _ : state)
    {
      paintNaive(target, painter, view, layers, line);
      benchmark::DoNotOptimize(target.constBits());
    }
    state.counters["points"] = static_cast<double>(numOfLayers * numOfValues);
    state.counters["fps"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
  }
  BENCHMARK(naive)->Name("PlotView/Naive")->Unit(benchmark::kMillisecond)->UseRealTime();

  void fill(benchmark::State& state)
  {
    QImage target = image();
    for(auto _ : state)
    {
      target.fill(Qt::white);
      benchmark::DoNotOptimize(target.constBits());
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) * target.sizeInBytes());
  }
  BENCHMARK(fill)->Name("Limit/Fill")->Unit(benchmark::kMillisecond)->UseRealTime();

  void copy(benchmark::State& state)
  {
    QImage source = image();
    source.fill(Qt::white);
    QImage target = image();
    for(auto _ : state)
    {
      std::memcpy(target.bits(), source.constBits(), static_cast<std::size_t>(source.sizeInBytes()));
      benchmark::DoNotOptimize(target.constBits());
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) * source.sizeInBytes());
  }
  BENCHMARK(copy)->Name("Limit/Copy")->Unit(benchmark::kMillisecond)->UseRealTime();

  /** Writes the pictures of the decimated and of the naive drawing (to compare them). */
  bool writePictures(const QString& directory)
  {
    PlotPainter::View view = data().view();
    view.showKey = false; // The naive drawing has none.
    QImage decimated = image();
    PlotPainter painter;
    QPainter qPainter(&decimated);
    painter.paint(qPainter, decimated.rect(), view, data().layers());
    qPainter.end();
    QImage everyValue = image();
    QPolygonF line;
    paintNaive(everyValue, painter, view, data().layers(), line);
    return decimated.save(directory + "/plot_view_decimated.png") && everyValue.save(directory + "/plot_view_naive.png");
  }
}

int main(int argc, char** argv)
{
  if(qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
    qputenv("QT_QPA_PLATFORM", "offscreen");
  QGuiApplication application(argc, argv);
  // --pictures=DIR: also write what is drawn, decimated and naive, as PNG files.
  for(int i = 1; i < argc; ++i)
    if(const QString argument = argv[i]; argument.startsWith("--pictures="))
    {
      if(!writePictures(argument.mid(11)))
      {
        std::fprintf(stderr, "plot_view_bench: cannot write the pictures into %s\n", qPrintable(argument.mid(11)));
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
