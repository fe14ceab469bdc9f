// The Motion thread's modules do not allocate memory per frame once they run. Counts the
// allocations of the calling thread by replacing the global operator new.
#include "RobotTestSupport.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Representations/MotionControl/HeadMotionRequest.h"
#include "Representations/MotionControl/MotionRequest.h"
#include <cstdlib>
#include <new>

namespace
{
  thread_local bool counting = false;
  thread_local unsigned allocations = 0;
}

// Every unaligned form, so that what one form allocates another may free (as the library does).
// The replacements pair malloc with free; GCC cannot see that once they are inlined.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
void* operator new(std::size_t size)
{
  if(counting)
    ++allocations;
  if(void* p = std::malloc(size ? size : 1))
    return p;
  throw std::bad_alloc();
}

void* operator new[](std::size_t size) { return operator new(size); }

void* operator new(std::size_t size, const std::nothrow_t&) noexcept
{
  if(counting)
    ++allocations;
  return std::malloc(size ? size : 1);
}

void* operator new[](std::size_t size, const std::nothrow_t& tag) noexcept { return operator new(size, tag); }

void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }
#pragma GCC diagnostic pop

TEST(MotionAllocation, MotionModulesDoNotAllocatePerFrame)
{
  RobotTestSupport::installConfig();
  RobotTestSupport::ModuleRunner runner;
  for(const char* module : {"KeyFrameEngine", "HeadMotionEngine", "MotionCombinator", "LEDHandler"})
    runner.add(module);
  runner.provide("KeyFrameEngineOutput", "KeyFrameEngine");
  runner.provide("HeadMotionEngineOutput", "HeadMotionEngine");
  runner.provide("JointRequest", "MotionCombinator");
  runner.provide("MotionInfo", "MotionCombinator");
  runner.provide("HeadMotionInfo", "MotionCombinator");
  runner.provide("LEDRequest", "LEDHandler");
  FrameInfo& frameInfo = runner.get<FrameInfo>("FrameInfo");
  JointSensorData& sensors = runner.get<JointSensorData>("JointSensorData");
  MotionRequest& motionRequest = runner.get<MotionRequest>("MotionRequest");
  HeadMotionRequest& headMotionRequest = runner.get<HeadMotionRequest>("HeadMotionRequest");
  sensors.angles = RobotTestSupport::sittingPose();
  frameInfo.time = 1000;
  runner.run(); // the first frame may set things up

  const MotionRequest::Motion script[] = {MotionRequest::stand, MotionRequest::sitDown, MotionRequest::playDead, MotionRequest::stand};
  counting = true;
  for(MotionRequest::Motion motion : script)
  {
    motionRequest.motion = motion;
    for(int i = 0; i < 250; ++i)
    {
      frameInfo.time += 12;
      headMotionRequest.pan = (i / 50) % 2 ? 40_deg : -40_deg;
      runner.run();
    }
  }
  counting = false;
  EXPECT_EQ(allocations, 0u);
}
