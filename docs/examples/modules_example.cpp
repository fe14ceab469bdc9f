// The example of docs/modules.md: three modules in two threads. The thread "Sensing" runs at
// 100 Hz: SensorSimulator provides a SensorReading, ReadingFilter averages it (its window is
// loaded from readingFilter.cfg). The thread "Monitor" is triggered whenever Sensing sends it
// the FilteredReading, and summarises what it received. The configuration is built in code;
// the framework derives the execution order and what travels between the threads.
// Build: cmake --build --preset dev --target modules_example
// Run:   build/dev/docs/examples/modules_example   (writes into $TOUCHLINE_CONFIG or a temporary directory)
#include "Framework/Module.h"
#include "Framework/ModuleGraphCreator.h"
#include "Framework/Robot.h"
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <thread>
#include <vector>

// Representations: plain streamable data.
STREAMABLE(SensorReading,
{,
  (unsigned)(0) sample,   // counts from 1
  (float)(0.f) value,
});

STREAMABLE(FilteredReading,
{
  /** Called after every update in debug builds: is the content plausible? */
  void verify() const
  {
    if(count > 0 && (average < minimum || average > maximum))
      std::fprintf(stderr, "FilteredReading: average %g outside [%g, %g]\n", average, minimum, maximum);
  },

  (unsigned)(0) sample,   // the newest sample in the window
  (unsigned)(0) count,    // how many samples the average has
  (float)(0.f) average,
  (float)(0.f) minimum,
  (float)(0.f) maximum,
});

STREAMABLE(ReadingSummary,
{,
  (unsigned)(0) frames,            // frames of the Monitor thread
  (unsigned)(0) framesWithNewData, // frames in which a newer sample had arrived
  (unsigned)(0) skippedSamples,    // samples never seen (only the newest packet counts)
  (unsigned)(0) outOfOrder,        // samples older than one seen before (must stay 0)
  (unsigned)(0) lastSample,
  (float)(0.f) lastAverage,
});

// Module 1: the data source, with parameters defined in code.
MODULE(SensorSimulator,
{,
  PROVIDES(SensorReading),
  DEFINES_PARAMETERS(
  {,
    (float)(2.f) scale,
  }),
});

class SensorSimulator : public SensorSimulatorBase
{
  void update(SensorReading& reading) override
  {
    ++reading.sample;
    reading.value = scale * static_cast<float>(reading.sample);
  }
};

MAKE_MODULE(SensorSimulator);

// Module 2: a moving average; its window size is loaded from readingFilter.cfg.
MODULE(ReadingFilter,
{,
  REQUIRES(SensorReading),
  PROVIDES(FilteredReading),
  LOADS_PARAMETERS(
  {,
    (unsigned) window,
  }),
});

class ReadingFilter : public ReadingFilterBase
{
  std::vector<float> values; // the last `window` values

  void update(FilteredReading& filtered) override
  {
    values.push_back(theSensorReading.value);
    if(values.size() > std::max(window, 1u))
      values.erase(values.begin());
    float sum = 0.f;
    for(float value : values)
      sum += value;
    filtered.sample = theSensorReading.sample;
    filtered.count = static_cast<unsigned>(values.size());
    filtered.average = sum / static_cast<float>(values.size());
    filtered.minimum = *std::min_element(values.begin(), values.end());
    filtered.maximum = *std::max_element(values.begin(), values.end());
  }
};

MAKE_MODULE(ReadingFilter);

// Module 3: runs in the other thread; FilteredReading is received from Sensing.
MODULE(ReadingMonitor,
{,
  REQUIRES(FilteredReading),
  PROVIDES(ReadingSummary),
});

class ReadingMonitor : public ReadingMonitorBase
{
  void update(ReadingSummary& summary) override
  {
    ++summary.frames;
    if(theFilteredReading.sample > summary.lastSample)
    {
      ++summary.framesWithNewData;
      summary.skippedSamples += theFilteredReading.sample - summary.lastSample - 1;
      summary.lastSample = theFilteredReading.sample;
      summary.lastAverage = theFilteredReading.average;
    }
    else if(theFilteredReading.sample < summary.lastSample)
      ++summary.outOfOrder;
  }
};

MAKE_MODULE(ReadingMonitor);

namespace
{
  Configuration::Thread thread(const std::string& name, const std::string& executionUnit,
                               const std::vector<std::pair<std::string, std::string>>& providers)
  {
    Configuration::Thread t;
    t.name = name;
    t.executionUnit = executionUnit;
    for(const auto& [representation, provider] : providers)
    {
      Configuration::RepresentationProvider& rp = t.representationProviders.emplace_back();
      rp.representation = representation;
      rp.provider = provider;
    }
    return t;
  }

  std::string join(const std::vector<std::string>& names)
  {
    std::string result;
    for(const std::string& name : names)
      result += (result.empty() ? "" : ", ") + name;
    return result;
  }
}

int main()
{
  // The example writes a parameter file: into $TOUCHLINE_CONFIG, or a temporary directory
  // rather than the Config/ of the source tree.
  if(!std::getenv("TOUCHLINE_CONFIG"))
    File::setConfigDirectory((std::filesystem::temp_directory_path() / "touchline-modules-example").string());

  // The parameter file of ReadingFilter, where the search path of the default settings finds it.
  const std::string directory = File::getConfigDirectory() + "Scenarios/Default/";
  std::filesystem::create_directories(directory);
  std::ofstream(directory + "readingFilter.cfg") << "window = 4;\n";

  // threads.cfg, built in code. The order of the providers does not matter.
  Configuration configuration;
  configuration.threads = {thread("Sensing", "100Hz", {{"FilteredReading", "ReadingFilter"}, {"SensorReading", "SensorSimulator"}}),
                           thread("Monitor", "Triggered", {{"ReadingSummary", "ReadingMonitor"}})};

  // What the framework derives from it (Robot does the same internally).
  std::vector<ExecutionValues> values;
  std::vector<std::string> errors;
  if(!ModuleGraphCreator().compute(configuration, nullptr, values, errors))
  {
    std::fprintf(stderr, "invalid configuration: %s\n", errors.front().c_str());
    return 1;
  }
  for(const ExecutionValues& v : values)
  {
    std::vector<std::string> order, received, sent;
    for(const ExecutionValues::Provider& p : v.providers)
      order.push_back(p.module + "." + p.representation);
    for(const auto& [from, names] : v.received)
      received.push_back(join(names) + " from " + from);
    for(const auto& [to, names] : v.sent)
      sent.push_back(join(names) + " to " + to);
    std::printf("%s runs %s; receives %s; sends %s\n", v.thread.c_str(), join(order).c_str(),
                received.empty() ? "nothing" : join(received).c_str(), sent.empty() ? "nothing" : join(sent).c_str());
  }

  // Start both threads, let them run for 200 ms, stop them.
  Robot robot;
  std::vector<std::string> warnings;
  if(!robot.configure(configuration, errors) || !robot.start(warnings))
  {
    std::fprintf(stderr, "cannot start: %s\n", errors.empty() ? "?" : errors.front().c_str());
    return 1;
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  robot.stop();
  for(const std::string& error : robot.takeErrors())
  {
    std::fprintf(stderr, "error: %s\n", error.c_str());
    return 1;
  }

  // The threads have ended: their blackboards can be read from here.
  const ReadingSummary& summary = robot.getThread("Monitor")->getBlackboard().get<ReadingSummary>("ReadingSummary");
  const unsigned n = summary.lastSample, window = 4;
  const float scale = 2.f;
  const float expected = n >= window ? scale * (static_cast<float>(n) - static_cast<float>(window - 1) / 2.f)
                                     : scale * static_cast<float>(n + 1) / 2.f;
  std::printf("Sensing ran %u frames, Monitor %u (%u with new data, %u samples skipped, %u out of order)\n",
              robot.getThread("Sensing")->getFrameCount(), summary.frames, summary.framesWithNewData, summary.skippedSamples,
              summary.outOfOrder);
  std::printf("Monitor's last sample: %u, moving average over %u samples: %g (expected %g)\n", n, window, summary.lastAverage, expected);
  const bool ok = summary.framesWithNewData >= 5 && summary.outOfOrder == 0 && summary.lastAverage == expected;
  std::printf("%s\n", ok ? "ok" : "WRONG");
  return ok ? 0 : 1;
}
