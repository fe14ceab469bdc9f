// The Motion thread's modules, and those of the camera threads (with the camera matrix and the
// field boundary), do not allocate memory per frame once they run. Counts the allocations of the
// calling thread by replacing the global operator new.
#include "RobotTestSupport.h"
#include "TestCameraServer.h"
#include "Framework/ThreadFrame.h"
#include "Platform/Nao/CameraServerClient.h"
#include "Platform/Nao/PerceptionExecutionUnit.h"
#include "Representations/Infrastructure/CameraStatus.h"
#include "Representations/Sensing/TorsoMatrix.h"
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
  for(const char* module : {"ConfigurationDataProvider", "RobotModelProvider", "TorsoMatrixProvider", "KeyFrameEngine", "HeadMotionEngine",
                            "MotionCombinator", "LEDHandler"})
    runner.add(module);
  runner.provide("RobotDimensions", "ConfigurationDataProvider");
  runner.provide("RobotModel", "RobotModelProvider");
  runner.provide("TorsoMatrix", "TorsoMatrixProvider");
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

TEST(CameraAllocation, CameraThreadModulesDoNotAllocatePerFrame)
{
  // TurboJPEG's own working memory (libjpeg's pools) comes from malloc and is not counted here;
  // everything of Touchline's is.
  RobotTestSupport::installConfig();
  TestCameraServer server(0, 640, 480, std::chrono::milliseconds(10));
  CameraServerClient::setDefaultServer("127.0.0.1:" + std::to_string(server.port()));
  PerceptionExecutionUnit unit;
  ThreadFrame frame(Configuration::Thread{});
  {
    RobotTestSupport::ModuleRunner runner;
    runner.add("ConfigurationDataProvider");
    runner.add("CameraProvider");
    runner.add("CameraMatrixProvider");
    runner.add("FieldBoundaryProvider");
    for(const char* representation : {"CameraCalibration", "CameraIntrinsics", "CameraSettings", "RobotDimensions"})
      runner.provide(representation, "ConfigurationDataProvider");
    for(const char* representation : {"CameraImage", "CameraInfo", "CameraStatus", "FrameInfo", "JPEGImage"})
      runner.provide(representation, "CameraProvider");
    runner.provide("CameraMatrix", "CameraMatrixProvider");
    runner.provide("FieldBoundary", "FieldBoundaryProvider");
    runner.get<TorsoMatrix>("TorsoMatrix").isValid = true;
    runner.get<TorsoMatrix>("TorsoMatrix").translation = Vector3f(0.f, 0.f, 300.f);
    const CameraStatus& status = runner.get<CameraStatus>("CameraStatus");
    // The first images size the buffers.
    for(int i = 0; i < 200 && status.images < 3; ++i)
      if(unit.beforeFrame(frame))
        runner.run();
    ASSERT_GE(status.images, 3u);
    counting = true;
    for(int i = 0; i < 400 && status.images < 20; ++i)
      if(unit.beforeFrame(frame))
        runner.run();
    counting = false;
    EXPECT_GE(status.images, 20u);
  }
  CameraServerClient::setDefaultServer("");
  EXPECT_EQ(allocations, 0u);
}
