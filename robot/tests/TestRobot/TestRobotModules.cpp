/**
 * @file TestRobotModules.cpp
 * The modules of touchline-testrobot: a small robot program for the end-to-end tests of the
 * debug link. Cognition pretends to detect whistles (representation Whistle, which has a
 * message id, so it can be requested and logged) and counts (TestCounter, whose provider can be
 * switched with "mr"; it plots its value and times its counting); Motion observes the counter it
 * receives from Cognition. TestWhistleDetector also offers a TestShape as "test:shape" (MODIFY):
 * a value of every kind the studio's data view shows (string, bool, ENUM, an array indexed by
 * an ENUM of angles, a vector of records, a fixed array). TestFailingProvider fails in every
 * frame (tests add it to threads.cfg).
 */
#include "Debugging/DebugDataTable.h"
#include "Debugging/DebugRequest.h"
#include "Debugging/Plot.h"
#include "Debugging/Stopwatch.h"
#include "Framework/Module.h"
#include "Streaming/EnumIndexedArray.h"
#include "Streaming/Output.h"
#include <array>
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
  }
};
MAKE_MODULE(TestObserver);

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
