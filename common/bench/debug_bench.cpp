/**
 * @file debug_bench.cpp
 * What the debugging support costs a robot thread when the host asks for nothing
 * (docs/performance.md, "Debugging"). Goal: at most 1 us per frame.
 *
 *  - DebugOverhead/ThreadFrame_empty_frame: ThreadFrame::runFrame() of a thread without
 *    providers: everything a frame does besides its modules (globals, the hand-over of debug
 *    messages with try_lock, the check for a new configuration, stopwatch frame start, the
 *    end-of-frame work of drawings, timing and polling, the debug queue hand-over). This is an
 *    upper bound of the added cost per frame.
 *  - DebugOverhead/100_macros_nothing_requested: 100 debugging statements as a module would
 *    contain them (DEBUG_RESPONSE, DECLARE_DEBUG_DRAWING + CIRCLE + LINE, PLOT, MODIFY,
 *    STOPWATCH, COMPLEX_IMAGE, ANNOTATION, DECLARE_PLOT, OUTPUT), with the thread's tables
 *    installed and nothing requested.
 *  - DebugOverhead/limit_100_predicted_branches: 100 checks of a flag that is always false:
 *    the least a switched-off debugging statement can cost.
 */
#include "Debugging/Annotation.h"
#include "Debugging/DebugDataTable.h"
#include "Debugging/DebugDrawings.h"
#include "Debugging/DebugImages.h"
#include "Debugging/Plot.h"
#include "Debugging/Stopwatch.h"
#include "Debugging/ThreadDebugging.h"
#include "Framework/ModuleGraphCreator.h"
#include "Framework/ThreadFrame.h"
#include "ImageProcessing/Image.h"
#include "ImageProcessing/PixelTypes.h"
#include "Streaming/Output.h"
#include <benchmark/benchmark.h>

namespace
{
  void emptyFrame(benchmark::State& state)
  {
    Configuration::Thread thread;
    thread.name = "Bench";
    thread.executionUnit = "Triggered";
    thread.debugSenderSize = 200000;
    Configuration configuration;
    configuration.threads = {thread};
    std::vector<ExecutionValues> values;
    std::vector<std::string> errors;
    if(!ModuleGraphCreator().compute(configuration, nullptr, values, errors))
    {
      state.SkipWithError("configuration rejected");
      return;
    }
    ThreadFrame frame(thread);
    frame.setExecutionValues(values[0], 0);
    frame.runFrame();
    for(auto _ : state)
    {
      const bool ran = frame.runFrame();
      benchmark::DoNotOptimize(ran);
    }
  }

  STREAMABLE(BenchParameters,
  {,
    (float)(1.f) gain,
    (int)(3) steps,
  });

  volatile bool neverTrue = false;

  void macros(benchmark::State& state)
  {
    DebugRequestTable requests;
    DebugDataTable data;
    MessageQueue out;
    ThreadDebugging debugging;
    Global::setDebugRequestTable(&requests);
    Global::setDebugDataTable(&data);
    Global::setDebugOut(&out);
    ThreadDebugging::Scope scope(debugging);
    BenchParameters parameters;
    Image<PixelTypes::GrayscaledPixel> image(8, 8);
    float value = 1.f;
    for(auto _ : state)
    {
      for(int i = 0; i < 10; ++i)
      {
        DEBUG_RESPONSE("bench:response") value += 1.f;
        DECLARE_DEBUG_DRAWING("bench:field", "drawingOnField");
        CIRCLE("bench:field", 0, 0, 100, 10, Drawings::solidPen, ColorRGBA::blue, Drawings::solidBrush, ColorRGBA::red);
        LINE("bench:field", 0, 0, 100, 100, 5, Drawings::solidPen, ColorRGBA::black);
        PLOT("bench:value", value);
        MODIFY("bench:parameters", parameters);
        STOPWATCH("bench:block") value *= 0.5f;
        COMPLEX_IMAGE("bench:image") SEND_DEBUG_IMAGE("bench:image", image);
        ANNOTATION("Bench", "value " << value);
        DECLARE_PLOT("bench:declared");
      }
      benchmark::DoNotOptimize(value);
    }
    Global::setDebugRequestTable(nullptr);
    Global::setDebugDataTable(nullptr);
    Global::setDebugOut(nullptr);
    if(!out.empty())
      state.SkipWithError("something was written although nothing was requested");
  }

  void limit(benchmark::State& state)
  {
    float value = 1.f;
    for(auto _ : state)
    {
      for(int i = 0; i < 100; ++i)
        if(neverTrue)
          value += 1.f;
      benchmark::DoNotOptimize(value);
    }
  }
}

BENCHMARK(emptyFrame)->Name("DebugOverhead/ThreadFrame_empty_frame");
BENCHMARK(macros)->Name("DebugOverhead/100_macros_nothing_requested");
BENCHMARK(limit)->Name("DebugOverhead/limit_100_predicted_branches");
BENCHMARK_MAIN();
