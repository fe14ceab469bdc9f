/**
 * @file TestRobotModules.cpp
 * The modules of touchline-testrobot: a small robot program for the end-to-end tests of the
 * debug link. Cognition pretends to detect whistles (representation Whistle, which has a
 * message id, so it can be requested and logged) and counts (TestCounter, whose provider can be
 * switched with "mr"); Motion observes the counter it receives from Cognition. TestFailingProvider
 * fails in every frame (tests add it to threads.cfg).
 */
#include "Debugging/DebugRequest.h"
#include "Framework/Module.h"
#include "Streaming/Output.h"
#include <stdexcept>
#include <string>

STREAMABLE(Whistle,
{,
  (float)(0.f) confidence,
  (unsigned)(0) lastTimeWhistleDetected,
  (unsigned char)(0) channelsUsedForWhistleDetection,
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
    counter.count += step;
    counter.value = gain * static_cast<float>(counter.count);
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
  void update(Whistle& whistle) override
  {
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
