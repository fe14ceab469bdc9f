// The debugging macros allocate no memory per frame once they have run: request names are
// built once (drawings, stopwatches) or in reused buffers (plots, images), texts go through
// reused buffers. Neither does a thread whose frames the online logger records. Counts the
// allocations of the calling thread by replacing the global operator new (for the whole test
// program; it only counts while asked to).
#include "DebuggingTestSupport.h"
#include "Debugging/Annotation.h"
#include "Debugging/DebugDrawings.h"
#include "Debugging/DebugDrawings3D.h"
#include "Debugging/DebugImages.h"
#include "Debugging/Stopwatch.h"
#include "Framework/Robot.h"
#include "Logging/Logger.h"
#include "Math/Eigen.h"
#include <cstdlib>
#include <filesystem>
#include <new>

namespace
{
  thread_local bool counting = false;
  thread_local unsigned allocations = 0;
}

void* operator new(std::size_t size)
{
  if(counting)
    ++allocations;
  if(void* p = std::malloc(size ? size : 1))
    return p;
  throw std::bad_alloc();
}

// The nothrow form is replaced as well: the library's own one (or ASan's) does not allocate with
// malloc(), but its memory is freed by the replaced delete below (e.g. std::stable_sort's
// temporary buffer), which the address sanitizer reports as an alloc-dealloc mismatch.
void* operator new(std::size_t size, const std::nothrow_t&) noexcept
{
  if(counting)
    ++allocations;
  return std::malloc(size ? size : 1);
}

// Not inlined: GCC would otherwise pair the inlined free() with the new expression and warn.
[[gnu::noinline]] void operator delete(void* p) noexcept { std::free(p); }
[[gnu::noinline]] void operator delete(void* p, std::size_t) noexcept { std::free(p); }
[[gnu::noinline]] void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }

using DebugAllocation = DebuggingTest;

TEST_F(DebugAllocation, RequestedMacrosDoNotAllocatePerFrame)
{
  for(const char* name : {"debug drawing:field", "debug drawing 3d:scene", "plot:value", "debug images:gray", "timing",
                          "plot:stopwatch:work", "annotation"})
    request(name);
  Image<GrayscaledPixel> image(16, 8);
  [[maybe_unused]] const Vector2f points[] = {{0.f, 0.f}, {100.f, 0.f}, {50.f, 80.f}};
  auto frame = [&](int i)
  {
    debugging.beginFrame();
    DECLARE_DEBUG_DRAWING("field", "drawingOnField");
    DECLARE_DEBUG_DRAWING3D("scene", "field");
    STOPWATCH("work")
    {
      CIRCLE("field", i, 2 * i, 100, 2, Drawings::solidPen, ColorRGBA::red, Drawings::noBrush, ColorRGBA::red);
      LINE("field", 0, 0, i, i, 1, Drawings::dashedPen, ColorRGBA::blue);
      DRAWTEXT("field", 0, 0, 12, ColorRGBA::black, "frame " << i << " of " << 12.5f);
      POLYGON("field", 3, points, 1, Drawings::solidPen, ColorRGBA::green, Drawings::solidBrush, ColorRGBA::yellow);
      SPHERE3D("scene", i, 0, 0, 10, ColorRGBA::orange);
      PLOT("value", i * 0.5f);
      SEND_DEBUG_IMAGE("gray", image);
      if(i % 5 == 0)
        ANNOTATION("Test", "event " << i);
    }
    debugging.endFrame();
    queue.clear();
  };
  counting = true;
  frame(0);
  counting = false;
  EXPECT_GT(allocations, 0u) << "the first frame builds names and grows buffers (and shows that counting works)";
  for(int i = 1; i < 3; ++i)
    frame(i);
  allocations = 0;
  counting = true;
  for(int i = 3; i < 20; ++i)
    frame(i);
  counting = false;
  EXPECT_EQ(allocations, 0u);
}

TEST(LoggerAllocation, RecordedFramesAllocateNothing)
{
  // The modules of LoggerTest.cpp: a counter (annotated every tenth frame) and a payload.
  const std::filesystem::path directory = std::filesystem::path(TestSupport::configDirectory()) / "logger-allocation";
  std::filesystem::create_directories(directory);
  Configuration configuration;
  configuration.threads = {TestSupport::threadConfiguration("Motion", "Triggered", {{"LogCounter", "LogCounterProvider"}, {"LogPayload", "LogPayloadProvider"}})};
  Robot robot;
  std::vector<std::string> errors;
  ASSERT_TRUE(robot.configure(configuration, errors)) << errors.front();
  Logger::Parameters parameters;
  parameters.path = directory.string();
  parameters.usbPath = "";
  parameters.numOfBuffers = 256;
  parameters.sizeOfBuffer = 8192;
  parameters.writePriority = 0;
  parameters.minFreeDriveSpace = 0;
  parameters.alwaysLog = true;
  parameters.representationsPerThread.resize(1);
  parameters.representationsPerThread[0].thread = "Motion";
  parameters.representationsPerThread[0].representations = {"LogCounter", "LogPayload"};
  Logger logger{Settings()};
  ASSERT_TRUE(logger.start(parameters, robot, nullptr, "", errors));
  ThreadFrame& motion = *robot.getThread("Motion");
  for(int i = 0; i < 12; ++i)
    motion.runFrame(); // creates the modules, names the stopwatches, formats a first annotation
  allocations = 0;
  counting = true;
  for(int i = 0; i < 100; ++i)
    motion.runFrame();
  counting = false;
  logger.stop();
  EXPECT_EQ(allocations, 0u);
  EXPECT_EQ(logger.getDroppedFrames(), 0u);
  ASSERT_EQ(logger.getFiles().size(), 1u);
  EXPECT_GT(std::filesystem::file_size(logger.getFiles()[0]), 100u * 40u);
  std::filesystem::remove_all(directory);
}
