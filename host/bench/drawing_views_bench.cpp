/**
 * @file drawing_views_bench.cpp
 * The field, image and colour-space views' frames (docs/performance.md, "Field, image and
 * colour-space views (issue 15)"), offscreen, side by side with the physical limits:
 *
 *  - FieldView/Frame/<kind>/<count>: the field view's picture (1024 x 768) with 10,000 drawing
 *    primitives of one kind (0 circles, 1 lines, 2 dots, 3 polygons, 4 texts) or of all in equal
 *    parts (5), sizes as on a field (circles of 90 mm, lines up to 540 mm, pens of 20 mm): what
 *    FieldView::render does per repaint (fill, the field's lines, the drawings through
 *    DrawingPainter), without antialiasing above DrawingPainter::manyShapes as the views do.
 *    Goal: <= 16 ms. 5/2000: 2,000 mixed primitives, antialiased.
 *  - ImageView/YUYV/Convert: a 640 x 480 YUYV camera image into RGB32 (ImageConverter, tables).
 *  - ImageView/YUYV/ConvertAndDraw: that plus the image drawn into a 640 x 480 view with 500
 *    image drawing primitives (a camera's image drawings). Goal: <= 5 ms per image on one core
 *    (two cameras at 30 Hz).
 *  - ImageView/JPEG/Decode: a 640 x 480 4:2:2 camera JPEG (quality 90) through TurboJPEG into the
 *    YUYV image the view shows.
 *  - ColorSpace/Points/Make and ColorSpace/Points/Draw: a 640 x 480 image's 307,200 pixels as
 *    points of the YUV cloud (when a new image arrives) and their projection with a depth buffer
 *    into a 640 x 640 view (each repaint, e.g. while rotating). Goal: >= 30 fps for both.
 *  - Limit/Memcpy: copying the 614,400 bytes of a YUYV image (the least a conversion touches).
 *
 * Without a display: QT_QPA_PLATFORM is set to offscreen unless it is set.
 */
#include "ColorSpace/ColorSpaceView.h"
#include "Drawings/DrawingPainter.h"
#include "Field/FieldLayout.h"
#include "Image/ImageConverter.h"
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <turbojpeg.h>
#include <benchmark/benchmark.h>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <random>

namespace
{
  DrawingShapes::Pen pen(const ColorRGBA& color, float width)
  {
    return {width, Drawings::solidPen, color};
  }

  constexpr const char* kindNames[] = {"circles", "lines", "dots", "polygons", "texts", "mixed"};

  /** n primitives of a kind (0..4, 5: all in equal parts) spread over an area (w x h around the origin, or from (0, 0) if fromCorner). */
  std::vector<DebugDrawingShape> shapes(int n, int w, int h, bool fromCorner, float penWidth, int kind = 5)
  {
    std::mt19937 random(7);
    std::uniform_int_distribution<int> x(fromCorner ? 0 : -w / 2, fromCorner ? w : w / 2), y(fromCorner ? 0 : -h / 2, fromCorner ? h : h / 2);
    const ColorRGBA colors[] = {ColorRGBA::red, ColorRGBA::blue, ColorRGBA::yellow, ColorRGBA::black, ColorRGBA::white};
    std::vector<DebugDrawingShape> result;
    for(int i = 0; i < n; ++i)
    {
      const ColorRGBA& color = colors[i % 5];
      const int size = std::max(w, h) / 100;
      DebugDrawingShape shape;
      switch(kind < 5 ? kind : i % 5)
      {
        case 0:
          shape.type = Drawings::ShapeType::circle;
          shape.shape = DrawingShapes::Circle{x(random), y(random), size, pen(color, penWidth), {Drawings::solidBrush, color}};
          break;
        case 1:
        {
          // Up to 6 sizes long in any direction (a field line, a robot's path, a ray).
          const float x1 = static_cast<float>(x(random)), y1 = static_cast<float>(y(random));
          const float angle = static_cast<float>(random() % 628) / 100.f, length = static_cast<float>(size * (1 + random() % 6));
          shape.type = Drawings::ShapeType::line;
          shape.shape = DrawingShapes::Line{x1, y1, x1 + length * std::cos(angle), y1 + length * std::sin(angle), pen(color, penWidth)};
          break;
        }
        case 2:
          shape.type = Drawings::ShapeType::dot;
          shape.shape = DrawingShapes::Dot{x(random), y(random), color, color};
          break;
        case 3:
        {
          const int cx = x(random), cy = y(random);
          shape.type = Drawings::ShapeType::polygon;
          shape.shape = DrawingShapes::Polygon{{{cx, cy}, {cx + size, cy}, {cx + size, cy + size}, {cx, cy + 2 * size}}, pen(color, penWidth),
                                               {Drawings::solidBrush, color}};
          break;
        }
        default:
          shape.type = Drawings::ShapeType::text;
          shape.shape = DrawingShapes::Text{x(random), y(random), static_cast<short>(std::max(8, size * 2)), color, "t" + std::to_string(i)};
      }
      result.push_back(std::move(shape));
    }
    return result;
  }

  /** A YUYV camera image of 640 x 480 pixels: smooth colours and noise. */
  DebugImage cameraImage()
  {
    std::vector<unsigned char> pixels(320 * 480 * 4);
    std::mt19937 random(3);
    for(std::size_t i = 0; i < pixels.size(); ++i)
      pixels[i] = static_cast<unsigned char>((i * 7 / 1024 + random() % 32) & 0xff);
    DebugImage image;
    image.assign(PixelTypes::YUYV, 320, 480, pixels.data());
    return image;
  }

  void fieldFrame(benchmark::State& state)
  {
    const FieldLayout field = FieldLayout::spl();
    const int count = static_cast<int>(state.range(1));
    const std::vector<DebugDrawingShape> drawing = shapes(count, 9000, 6000, false, 20.f, static_cast<int>(state.range(0)));
    const bool antialiasing = static_cast<std::size_t>(count) <= DrawingPainter::manyShapes; // as the views decide
    state.SetLabel(std::string(kindNames[state.range(0)]) + (antialiasing ? ", antialiased" : ""));
    QImage target(1024, 768, QImage::Format_ARGB32_Premultiplied);
    DrawingPainter painter;
    const QRectF carpet = field.carpet();
    const double scale = std::min((1024. - 20.) / carpet.width(), (768. - 20.) / carpet.height());
    const QTransform toWidget = QTransform().translate(512., 384.).scale(scale, -scale);
    for(auto _ : state)
    {
      QPainter qp(&target);
      qp.fillRect(target.rect(), QColor(0x1b, 0x5e, 0x20));
      qp.setRenderHint(QPainter::Antialiasing);
      qp.setWorldTransform(toWidget);
      field.paint(qp);
      painter.begin(qp, {.yUp = true, .dotUnit = 10., .antialiasing = antialiasing});
      painter.paint(drawing);
      painter.end();
      qp.end();
      benchmark::DoNotOptimize(target.constBits());
    }
    state.counters["fps"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
  }

  void yuyvConvert(benchmark::State& state)
  {
    const DebugImage image = cameraImage();
    ImageConverter converter;
    for(auto _ : state)
    {
      QImage picture = converter.toQImage(image);
      benchmark::DoNotOptimize(picture.constBits());
    }
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * image.byteSize()));
  }

  void yuyvConvertAndDraw(benchmark::State& state)
  {
    const DebugImage image = cameraImage();
    const std::vector<DebugDrawingShape> drawing = shapes(500, 640, 480, true, 1.f);
    ImageConverter converter;
    QImage target(640, 480, QImage::Format_ARGB32_Premultiplied);
    DrawingPainter painter;
    for(auto _ : state)
    {
      const QImage picture = converter.toQImage(image);
      QPainter qp(&target);
      qp.drawImage(QRectF(0, 0, 640, 480), picture);
      qp.setRenderHint(QPainter::Antialiasing);
      painter.begin(qp, {});
      painter.paint(drawing);
      painter.end();
      qp.end();
      benchmark::DoNotOptimize(target.constBits());
    }
    state.counters["images/s"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
  }

  void jpegDecode(benchmark::State& state)
  {
    // A camera JPEG: the YUYV image compressed as 4:2:2 planes.
    const DebugImage image = cameraImage();
    std::vector<unsigned char> y(640 * 480), u(320 * 480), v(320 * 480);
    for(std::size_t i = 0; i < 320 * 480; ++i)
    {
      const unsigned char* pair = image.pixels() + i * 4;
      y[2 * i] = pair[0], u[i] = pair[1], y[2 * i + 1] = pair[2], v[i] = pair[3];
    }
    const unsigned char* planes[3] = {y.data(), u.data(), v.data()};
    const int strides[3] = {640, 320, 320};
    tjhandle handle = tjInitCompress();
    unsigned char* data = nullptr;
    unsigned long size = 0;
    if(tjCompressFromYUVPlanes(handle, planes, 640, strides, 480, TJSAMP_422, &data, &size, 90, 0) != 0)
    {
      state.SkipWithError(tjGetErrorStr2(handle));
      tjDestroy(handle);
      return;
    }
    const std::string jpeg(reinterpret_cast<const char*>(data), size);
    tjFree(data);
    tjDestroy(handle);
    for(auto _ : state)
    {
      DebugImage decoded;
      const std::string error = ImageConverter::decodeJpeg(jpeg, decoded);
      benchmark::DoNotOptimize(decoded.pixels());
      if(!error.empty())
        state.SkipWithError(error.c_str());
    }
    state.counters["JPEG bytes"] = static_cast<double>(jpeg.size());
  }

  void pointsMake(benchmark::State& state)
  {
    const DebugImage image = cameraImage();
    const QImage picture = ImageConverter().toQImage(image);
    std::vector<ColorSpaceView::Point> points;
    for(auto _ : state)
    {
      ColorSpaceView::makePoints(image, picture, static_cast<ColorSpaceView::Model>(state.range(0)), -1, points);
      benchmark::DoNotOptimize(points.data());
    }
    state.SetLabel(ColorSpaceView::modelName(static_cast<ColorSpaceView::Model>(state.range(0))));
  }

  void pointsDraw(benchmark::State& state)
  {
    const DebugImage image = cameraImage();
    std::vector<ColorSpaceView::Point> points;
    ColorSpaceView::makePoints(image, ImageConverter().toQImage(image), ColorSpaceView::yuv, -1, points);
    OrbitCamera camera;
    camera.setViewport({640, 640});
    camera.setLimits(1.f, 150.f, 5000.f);
    camera.setOrbit(0.6f, 0.45f, 720.f, {});
    QImage target(640, 640, QImage::Format_RGB32);
    std::vector<float> depth;
    std::size_t drawn = 0;
    for(auto _ : state)
    {
      target.fill(Qt::black);
      drawn = ColorSpaceView::drawPoints(points, camera, target, depth);
      benchmark::DoNotOptimize(target.constBits());
      camera.rotate(0.01f, 0.f);
    }
    state.counters["points"] = static_cast<double>(points.size());
    state.counters["fps"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
    benchmark::DoNotOptimize(drawn);
  }

  void memcpyLimit(benchmark::State& state)
  {
    const DebugImage image = cameraImage();
    std::vector<unsigned char> copy(image.byteSize());
    for(auto _ : state)
    {
      std::memcpy(copy.data(), image.pixels(), copy.size());
      benchmark::DoNotOptimize(copy.data());
      benchmark::ClobberMemory();
    }
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * copy.size()));
  }
}

BENCHMARK(fieldFrame)->Name("FieldView/Frame")->ArgsProduct({{0, 1, 2, 3, 4, 5}, {10000}})->Args({5, 2000})->Unit(benchmark::kMillisecond);
BENCHMARK(yuyvConvert)->Name("ImageView/YUYV/Convert")->Unit(benchmark::kMillisecond);
BENCHMARK(yuyvConvertAndDraw)->Name("ImageView/YUYV/ConvertAndDraw")->Unit(benchmark::kMillisecond);
BENCHMARK(jpegDecode)->Name("ImageView/JPEG/Decode")->Unit(benchmark::kMillisecond);
BENCHMARK(pointsMake)->Name("ColorSpace/Points/Make")->DenseRange(0, 2)->Unit(benchmark::kMillisecond);
BENCHMARK(pointsDraw)->Name("ColorSpace/Points/Draw")->Unit(benchmark::kMillisecond);
BENCHMARK(memcpyLimit)->Name("Limit/Memcpy")->Unit(benchmark::kMillisecond);

int main(int argc, char** argv)
{
  setenv("QT_QPA_PLATFORM", "offscreen", 0);
  QGuiApplication application(argc, argv);
  benchmark::Initialize(&argc, argv);
  if(benchmark::ReportUnrecognizedArguments(argc, argv))
    return 2;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
