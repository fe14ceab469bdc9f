/**
 * @file TestRobotModules.cpp
 * The modules of touchline-testrobot: a small robot program for the end-to-end tests of the
 * debug link. Cognition pretends to detect whistles (representation Whistle, which has a
 * message id, so it can be requested and logged) and counts (TestCounter, whose provider can be
 * switched with "mr"; it plots its value and times its counting); Motion observes the counter it
 * receives from Cognition. TestWhistleDetector also offers a TestShape as "test:shape" (MODIFY):
 * a value of every kind the studio's data view shows (string, bool, ENUM, an array indexed by
 * an ENUM of angles, a vector of records, a fixed array). TestFailingProvider fails in every
 * frame (tests add it to threads.cfg). TestPainter (Cognition) draws what the studio's field,
 * image and 3-D views show and sends debug images of known colours; TestObserver draws on the
 * field too (Motion), so a view can show one thread's drawing. TestCounterProvider annotates
 * every 25th count ("count <n>"), for the studio's annotation view of a live robot.
 */
#include "Debugging/Annotation.h"
#include "Debugging/DebugDataTable.h"
#include "Debugging/DebugDrawings.h"
#include "Debugging/DebugDrawings3D.h"
#include "Debugging/DebugImages.h"
#include "Debugging/DebugRequest.h"
#include "Debugging/Plot.h"
#include "Debugging/Stopwatch.h"
#include "Framework/Module.h"
#include "Math/Eigen.h"
#include "Streaming/EnumIndexedArray.h"
#include "Streaming/Output.h"
#include <array>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

STREAMABLE(Whistle,
{,
  (float)(0.f) confidence,
  (unsigned)(0) lastTimeWhistleDetected,
  (unsigned char)(0) channelsUsedForWhistleDetection,
});

namespace TestShapes
{
  ENUM(Corner,
  {,
    topLeft,
    topRight,
    bottomRight,
    bottomLeft,
  });
}

STREAMABLE(TestPoint,
{,
  (float)(0.f) x,
  (float)(0.f) y,
});

/** Three corners of the unit square. */
static std::vector<TestPoint> triangle()
{
  std::vector<TestPoint> points(3);
  points[1].x = 1.f;
  points[2].x = 1.f;
  points[2].y = 1.f;
  return points;
}

STREAMABLE(TestShape,
{,
  (std::string)("square") label,
  (bool)(true) visible,
  (TestShapes::Corner)(TestShapes::bottomLeft) anchor,
  (ENUM_INDEXED_ARRAY(Angle, TestShapes::Corner))(90_deg) cornerAngles,
  (std::vector<TestPoint>)(triangle()) outline,
  (std::array<unsigned char, 3>)({{10, 20, 30}}) color,
});

STREAMABLE(TestCounter,
{,
  (int)(0) count,
  (float)(0.f) value,
});

STREAMABLE(TestObservation,
{,
  (int)(0) lastCount,
  (unsigned)(0) frames,
});

MODULE(TestCounterProvider,
{,
  PROVIDES(TestCounter),
  DEFINES_PARAMETERS(
  {,
    (int)(1) step,
    (float)(0.5f) gain,
  }),
});

class TestCounterProvider : public TestCounterProviderBase
{
  void update(TestCounter& counter) override
  {
    STOPWATCH("TestCounterProvider:count")
    {
      counter.count += step;
      counter.value = gain * static_cast<float>(counter.count);
    }
    PLOT("module:TestCounterProvider:value", counter.value);
    if(counter.count % 25 == 0)
      ANNOTATION("TestCounterProvider", "count " << counter.count);
    DEBUG_RESPONSE("test:hello")
      OUTPUT_TEXT("hello from TestCounterProvider, count " << counter.count);
    // 64 KiB of text per frame: fills the send queue of a host that does not read.
    DEBUG_RESPONSE("test:flood")
      OUTPUT_TEXT(std::string(65536, 'x'));
  }
};
MAKE_MODULE(TestCounterProvider);

MODULE(CountdownProvider,
{,
  PROVIDES(TestCounter),
});

class CountdownProvider : public CountdownProviderBase
{
  void update(TestCounter& counter) override
  {
    counter.count -= 1000;
    counter.value = -1.f;
  }
};
MAKE_MODULE(CountdownProvider);

MODULE(TestWhistleDetector,
{,
  REQUIRES(TestCounter),
  PROVIDES(Whistle),
});

class TestWhistleDetector : public TestWhistleDetectorBase
{
  TestShape shape;

  void update(Whistle& whistle) override
  {
    MODIFY("test:shape", shape);
    whistle.confidence = static_cast<float>(theTestCounter.count % 100) / 100.f;
    whistle.lastTimeWhistleDetected = static_cast<unsigned>(theTestCounter.count);
    whistle.channelsUsedForWhistleDetection = 4;
  }
};
MAKE_MODULE(TestWhistleDetector);

MODULE(TestObserver,
{,
  REQUIRES(TestCounter),
  PROVIDES(TestObservation),
});

class TestObserver : public TestObserverBase
{
  void update(TestObservation& observation) override
  {
    observation.lastCount = theTestCounter.count;
    ++observation.frames;
    // Motion's own drawing: a blue filled circle at (-1000, -500); the same name as Cognition's.
    DEBUG_DRAWING("test:threads", "drawingOnField")
      CIRCLE("test:threads", -1000, -500, 200, 10, Drawings::solidPen, ColorRGBA::blue, Drawings::solidBrush, ColorRGBA::blue);
  }
};
MAKE_MODULE(TestObserver);

STREAMABLE(TestPicture,
{,
  (unsigned)(0) frames,
});

/**
 * Draws for the studio's views: on the field a red filled circle at (1000, 500) with a tip, on
 * images a frame around a 64x48 image and a cross at (16, 24), in 3-D a sphere above the centre
 * spot; and sends debug images of 64x48 pixels whose colours the tests know: "test:yuyv" (YUYV,
 * four stripes of 16 pixels: red, green, blue, white), "test:gray" (Grayscale, x * 4),
 * "test:rgb" (RGB, the stripes of test:yuyv), "test:colored" (Colored, the stripes none, white,
 * black, field), "test:edges" (Edge2, x * 4 and y * 4). "test:bad" is a field drawing of bad
 * shapes (NaN, too large, an empty polygon) and one good green dot at (0, 0).
 */
MODULE(TestPainter,
{,
  REQUIRES(TestCounter),
  PROVIDES(TestPicture),
});

class TestPainter : public TestPainterBase
{
  static constexpr unsigned width = 64, height = 48;

  /** The YUV of the stripes: red, green, blue, white (ITU-R BT.601, full range). */
  static constexpr unsigned char stripes[4][3] = {{76, 85, 255}, {150, 44, 21}, {29, 255, 107}, {255, 128, 128}};
  static constexpr unsigned char stripesRGB[4][3] = {{255, 0, 0}, {0, 255, 0}, {0, 0, 255}, {255, 255, 255}};

  void update(TestPicture& picture) override
  {
    ++picture.frames;
    DEBUG_DRAWING("test:field", "drawingOnField")
    {
      CIRCLE("test:field", 1000, 500, 150, 10, Drawings::solidPen, ColorRGBA::red, Drawings::solidBrush, ColorRGBA::red);
      TIP("test:field", 1000, 500, 150, "the test robot's circle, frame " << picture.frames);
    }
    DEBUG_DRAWING("test:threads", "drawingOnField")
      CIRCLE("test:threads", 1000, -500, 200, 10, Drawings::solidPen, ColorRGBA::yellow, Drawings::solidBrush, ColorRGBA::yellow);
    DEBUG_DRAWING("test:bad", "drawingOnField")
    {
      const float nan = std::numeric_limits<float>::quiet_NaN();
      LINE("test:bad", nan, 0, 1000, 1000, 20, Drawings::solidPen, ColorRGBA::red);
      LINE("test:bad", 0, 0, std::numeric_limits<float>::infinity(), 1000, 20, Drawings::solidPen, ColorRGBA::red);
      const Vector2i none[1] = {Vector2i(0, 0)};
      POLYGON("test:bad", 0, none, 10, Drawings::solidPen, ColorRGBA::red, Drawings::solidBrush, ColorRGBA::red);
      LARGE_DOT("test:bad", 0, 0, ColorRGBA::green, ColorRGBA::green);
    }
    DEBUG_DRAWING("test:image", "drawingOnImage")
    {
      RECTANGLE("test:image", 0, 0, width - 1, height - 1, 1, Drawings::solidPen, ColorRGBA::magenta);
      CROSS("test:image", 16, 24, 4, 1, Drawings::solidPen, ColorRGBA::black);
    }
    DEBUG_DRAWING3D("test:3d", "field")
      SPHERE3D("test:3d", 0, 0, 250, 75, ColorRGBA::blue);
    COMPLEX_IMAGE("test:yuyv")
    {
      Image<YUYVPixel> image(width / 2, height);
      for(unsigned y = 0; y < height; ++y)
        for(unsigned x = 0; x < width / 2; ++x)
        {
          const unsigned char* yuv = stripes[x * 2 / 16];
          image(x, y) = YUYVPixel{yuv[0], yuv[1], yuv[0], yuv[2]};
        }
      SEND_DEBUG_IMAGE("test:yuyv", image);
    }
    COMPLEX_IMAGE("test:rgb")
    {
      Image<RGBPixel> image(width, height);
      for(unsigned y = 0; y < height; ++y)
        for(unsigned x = 0; x < width; ++x)
        {
          const unsigned char* rgb = stripesRGB[x / 16];
          image(x, y) = RGBPixel{rgb[0], rgb[1], rgb[2], 0};
        }
      SEND_DEBUG_IMAGE("test:rgb", image);
    }
    COMPLEX_IMAGE("test:gray")
    {
      Image<GrayscaledPixel> image(width, height);
      for(unsigned y = 0; y < height; ++y)
        for(unsigned x = 0; x < width; ++x)
          image(x, y) = static_cast<unsigned char>(x * 4);
      SEND_DEBUG_IMAGE("test:gray", image);
    }
    COMPLEX_IMAGE("test:colored")
    {
      Image<ColoredPixel> image(width, height);
      for(unsigned y = 0; y < height; ++y)
        for(unsigned x = 0; x < width; ++x)
          image(x, y) = static_cast<unsigned char>(x / 16);
      SEND_DEBUG_IMAGE("test:colored", image, PixelTypes::Colored);
    }
    COMPLEX_IMAGE("test:edges")
    {
      Image<Edge2Pixel> image(width, height);
      for(unsigned y = 0; y < height; ++y)
        for(unsigned x = 0; x < width; ++x)
          image(x, y) = Edge2Pixel{static_cast<unsigned char>(x * 4), static_cast<unsigned char>(y * 4)};
      SEND_DEBUG_IMAGE("test:edges", image);
    }
  }
};
MAKE_MODULE(TestPainter);

STREAMABLE(TestFailure,
{,
  (unsigned)(0) attempts,
});

// Fails in every frame (an error of the thread each time), for the tests of the errors the robot
// keeps for consoles that connect later. Not in the test robot's threads.cfg: a test adds it.
MODULE(TestFailingProvider,
{,
  PROVIDES(TestFailure),
});

class TestFailingProvider : public TestFailingProviderBase
{
  void update(TestFailure& failure) override
  {
    throw std::runtime_error("attempt " + std::to_string(++failure.attempts) + " failed");
  }
};
MAKE_MODULE(TestFailingProvider);
