/**
 * @file studio_bench.cpp
 * The studio's responsiveness (docs/performance.md, "Studio"): how long touchline-studio takes
 * from its start to a usable window (in this process, and as a program that starts and quits),
 * and the event loop's latency while a robot floods it (the test robot sends 64 KiB of text per
 * frame, its plot and stopwatches, with views open), against the same without the flood. It
 * builds nothing; it runs offscreen.
 */
#include "BenchProcess.h"
#include "CpuLoad.h"
#include "Studio/MainWindow.h"
#include <QApplication>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

using Clock = std::chrono::steady_clock;
namespace fs = std::filesystem;

namespace
{
  const char* const usage =
    "usage: studio_bench [--runs N] [--seconds S] [--load N]\n"
    "\n"
    "Measures the studio (offscreen): start-up to a usable window N times in this process and N\n"
    "times as the program touchline-studio (start, run a script that quits, end), and the event\n"
    "loop's latency for S seconds with the test robot connected and a timing view, a plot view and\n"
    "a data view open, once without and once with the robot flooding 64 KiB of text per frame.\n"
    "--load N keeps N busy-loop processes running meanwhile (default 0). Defaults: 10 runs, 10 s.\n";

  struct Stats
  {
    double min = 0, median = 0, p99 = 0, max = 0;
    std::size_t samples = 0;
  };

  Stats stats(std::vector<double> values)
  {
    Stats result;
    if(values.empty())
      return result;
    std::sort(values.begin(), values.end());
    result.samples = values.size();
    result.min = values.front();
    result.median = values[values.size() / 2];
    result.p99 = values[std::min(values.size() - 1, values.size() * 99 / 100)];
    result.max = values.back();
    return result;
  }

  void print(const char* what, const Stats& s, const char* unit)
  {
    std::printf("%-52s %8.2f %8.2f %8.2f %8.2f %s  (%zu samples)\n", what, s.min, s.median, s.p99, s.max, unit, s.samples);
  }

  double milliseconds(Clock::duration duration)
  {
    return std::chrono::duration<double, std::milli>(duration).count();
  }

  /** In this process: window made, shown and painted once. */
  std::vector<double> startUpInProcess(int runs)
  {
    std::vector<double> times;
    for(int i = 0; i < runs; ++i)
    {
      const auto start = Clock::now();
      {
        MainWindow window;
        window.show();
        if(!QTest::qWaitForWindowExposed(&window))
          std::fprintf(stderr, "studio_bench: the window was not exposed\n");
        QApplication::processEvents();
        times.push_back(milliseconds(Clock::now() - start));
        window.resetLayout();
      }
      QApplication::processEvents();
    }
    return times;
  }

  /** The program: started, its window shown, a script that quits run, ended. */
  std::vector<double> startUpAsProgram(int runs, const fs::path& work)
  {
    const fs::path script = work / "quit.con";
    std::ofstream(script) << "quit\n";
    std::vector<double> times;
    for(int i = 0; i < runs; ++i)
    {
      const auto start = Clock::now();
      BenchProcess studio({TOUCHLINE_STUDIO_PATH, "--no-discovery", "--script", script.string()}, false, (work / "studio.log").string());
      const int status = studio.wait(std::chrono::seconds(30));
      if(status != 0)
      {
        std::fprintf(stderr, "studio_bench: touchline-studio ended with %d (%s)\n", status, (work / "studio.log").c_str());
        return {};
      }
      times.push_back(milliseconds(Clock::now() - start));
    }
    return times;
  }

  /**
   * The event loop's latency: every 5 ms another thread posts an event stamped with its time to
   * the GUI thread; the delay until it runs is one sample.
   */
  std::vector<double> eventLoopLatency(double seconds)
  {
    std::vector<double> latencies;
    std::atomic<bool> done{false};
    QObject receiver;
    std::thread poster([&] {
      while(!done)
      {
        const auto stamp = Clock::now();
        QMetaObject::invokeMethod(&receiver, [&latencies, stamp] { latencies.push_back(milliseconds(Clock::now() - stamp)); },
                                  Qt::QueuedConnection);
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
      }
    });
    const auto end = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
    while(Clock::now() < end)
      QTest::qWait(5);
    done = true;
    poster.join();
    QApplication::processEvents();
    return latencies;
  }
}

int main(int argc, char** argv)
{
  qputenv("QT_QPA_PLATFORM", "offscreen");
  const fs::path work = fs::temp_directory_path() / ("touchline-studio-bench-" + std::to_string(getpid()));
  fs::create_directories(work);
  qputenv("XDG_CONFIG_HOME", (work / "config").string().c_str());
  setenv("XDG_CONFIG_HOME", (work / "config").c_str(), 1);
  QApplication::setOrganizationName("Touchline");
  QApplication::setApplicationName("touchline-studio");
  QApplication application(argc, argv);
  int runs = 10, load = 0;
  double seconds = 10;
  for(int i = 1; i < argc; ++i)
  {
    const std::string arg = argv[i];
    if(arg == "--runs" && i + 1 < argc)
      runs = std::max(1, std::atoi(argv[++i]));
    else if(arg == "--seconds" && i + 1 < argc)
      seconds = std::max(1.0, std::atof(argv[++i]));
    else if(arg == "--load" && i + 1 < argc)
      load = std::max(0, std::atoi(argv[++i]));
    else
    {
      std::fputs(usage, arg == "-h" || arg == "--help" ? stdout : stderr);
      return arg == "-h" || arg == "--help" ? 0 : 2;
    }
  }
  CpuLoad cpuLoad;
  if(load > 0 && !cpuLoad.start(std::vector<int>(static_cast<std::size_t>(load), -1)))
    return 1;

  std::printf("%-52s %8s %8s %8s %8s\n", "", "min", "median", "p99", "max");
  print("start-up to a usable window, in this process", stats(startUpInProcess(runs)), "ms");
  const std::vector<double> program = startUpAsProgram(runs, work);
  if(program.empty())
    return 1;
  print("touchline-studio: start, window, quit, end", stats(program), "ms");

  BenchProcess robot({TOUCHLINE_TESTROBOT_PATH, "--config", TOUCHLINE_TESTROBOT_CONFIG, "--port", "0", "--no-beacon"}, true,
                     (work / "robot.log").string());
  const std::optional<std::string> line = robot.readLine("debug port ", std::chrono::seconds(20));
  if(!line)
  {
    std::fprintf(stderr, "studio_bench: the test robot did not start (%s)\n", (work / "robot.log").c_str());
    return 1;
  }
  MainWindow window;
  window.show();
  window.command("sc Flooder 127.0.0.1:" + QString::fromStdString(line->substr(11)));
  for(const char* command : {"view Flooder.timing.Cognition", "vd module:TestCounterProvider", "vp value 1000 0 1000",
                             "vpd value module:TestCounterProvider:value blue"})
    window.command(command);
  eventLoopLatency(1.0); // settling: the views open, the type information arrives
  print("event loop latency, robot connected, views open", stats(eventLoopLatency(seconds)), "ms");
  window.command("dr test:flood");
  RobotConnection* flooder = window.robot("Flooder");
  const std::uint64_t bytesBefore = flooder ? flooder->bytesReceived() : 0;
  const auto floodStart = Clock::now();
  const Stats flooded = stats(eventLoopLatency(seconds));
  const double rate = flooder ? static_cast<double>(flooder->bytesReceived() - bytesBefore) /
                                  std::chrono::duration<double>(Clock::now() - floodStart).count()
                              : 0.0;
  print("event loop latency, robot flooding 64 KiB per frame", flooded, "ms");
  std::printf("data received while flooding: %.1f MB/s\n", rate / 1e6);
  window.command("dr test:flood off");
  fs::remove_all(work);
  return 0;
}
