/**
 * @file naosim_realtime_bench.cpp
 * How fast the simulated world runs with its robot programs (docs/performance.md, "Physics
 * simulation"): touchline-naosim with N robots, each with its robot program (touchline, started
 * by naosim's --run-robots) and, optionally, both cameras rendered and read, in --realtime or
 * --lockstep, optionally with other cores kept busy. The robots are made to stand up (chest
 * button twice); after a warm-up, the real-time factor is measured from naosim's simulated time
 * against the wall clock, and naosim's statistics say how many state messages went unanswered.
 * It builds nothing.
 */
#include "BenchProcess.h"
#include "CpuLoad.h"
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace std::chrono_literals;

namespace
{
  const char* const usage =
    "usage: naosim_realtime_bench [OPTION]...\n"
    "\n"
    "Runs touchline-naosim with N robots and their robot programs (built beforehand), makes them\n"
    "stand up, and reports the real-time factor (simulated seconds per wall-clock second) and the\n"
    "state messages that got no answer in time.\n"
    "\n"
    "Options:\n"
    "  --robots N        Robots (1..14, default 1): the first N of the scene's places.\n"
    "  --lockstep        naosim --lockstep (default --realtime).\n"
    "  --fast            naosim --fast.\n"
    "  --no-cameras      Do not render the cameras (by default both cameras of every robot are\n"
    "                    rendered and read by its program).\n"
    "  --load N          Busy-loop processes that keep cores busy (default 0).\n"
    "  --duration S      Seconds to measure after the warm-up (default 30).\n"
    "  --touchline PATH  The robot program (default: this build's).\n"
    "  --naosim PATH     The simulator (default: this build's).\n"
    "  -h, --help        Show this help.\n";

  std::map<std::string, std::string> fields(const std::string& line)
  {
    std::map<std::string, std::string> result;
    std::istringstream stream(line);
    for(std::string field; stream >> field;)
      if(const std::size_t equals = field.find('='); equals != std::string::npos)
        result[field.substr(0, equals)] = field.substr(equals + 1);
    return result;
  }
}

int main(int argc, char** argv)
{
  int robots = 1, load = 0;
  double duration = 30;
  std::string mode = "--realtime";
  bool cameras = true;
  std::string touchline = TOUCHLINE_PATH, naosim = TOUCHLINE_NAOSIM_PATH;
  for(int i = 1; i < argc; ++i)
  {
    const std::string arg = argv[i];
    const auto value = [&]() -> std::string {
      if(i + 1 >= argc)
      {
        std::fprintf(stderr, "naosim_realtime_bench: %s needs a value\n", arg.c_str());
        std::exit(2);
      }
      return argv[++i];
    };
    if(arg == "--robots")
      robots = std::atoi(value().c_str());
    else if(arg == "--lockstep" || arg == "--fast")
      mode = arg;
    else if(arg == "--no-cameras")
      cameras = false;
    else if(arg == "--load")
      load = std::atoi(value().c_str());
    else if(arg == "--duration")
      duration = std::atof(value().c_str());
    else if(arg == "--touchline")
      touchline = value();
    else if(arg == "--naosim")
      naosim = value();
    else if(arg == "-h" || arg == "--help")
    {
      std::fputs(usage, stdout);
      return 0;
    }
    else
    {
      std::fprintf(stderr, "naosim_realtime_bench: unknown option %s\n%s", arg.c_str(), usage);
      return 2;
    }
  }
  if(robots < 1 || robots > 14 || duration <= 0)
  {
    std::fprintf(stderr, "naosim_realtime_bench: --robots 1..14 and a positive --duration\n");
    return 2;
  }
  char pattern[] = "/tmp/naosim-realtime-bench.XXXXXX";
  const std::string directory = ::mkdtemp(pattern);
  // The scene: the first N places of SevenVsSeven, sockets in the run's directory.
  std::string scene = "robots = [\n";
  for(int i = 0; i < robots; ++i)
  {
    const bool red = i % 2 == 0;
    scene += "  { name = r" + std::to_string(i + 1) + "; team = " + (red ? "red" : "blue") + "; teamNumber = " + (red ? "5" : "6") +
             "; number = " + std::to_string(i / 2 + 1) + "; x = " + std::to_string((red ? -1 : 1) * (1000 + 500 * (i / 2))) +
             "; y = " + std::to_string(-1500 + 500 * (i / 2)) + "; rotation = " + (red ? "0" : "180") + "; socket = " + directory + "/r" +
             std::to_string(i + 1) + (cameras ? "" : "; cameras = none") + "; },\n";
  }
  scene += "];\n";
  const std::string sceneFile = directory + "/bench.scene";
  std::FILE* file = std::fopen(sceneFile.c_str(), "w");
  std::fputs(scene.c_str(), file);
  std::fclose(file);

  CpuLoad busy;
  if(load > 0)
    busy.start(std::vector<int>(static_cast<std::size_t>(load), -1));
  BenchProcess sim({naosim, "--scene", sceneFile, mode, "--config", TOUCHLINE_CONFIG_DIR, "--press", "chest@3:0.1", "--press", "chest@3.5:0.1",
                    "--run-robots", touchline, "--robot-output", directory, "--stall-timeout", "10"},
                   true, directory + "/naosim.err");
  if(!sim.started())
  {
    std::fprintf(stderr, "naosim_realtime_bench: cannot start %s\n", naosim.c_str());
    return 1;
  }
  // Warm-up: the programs start, the robots stand up (10 s of simulated time).
  const auto state = [&]() {
    sim.writeLine("state");
    return fields(sim.readLine("body=0 ", 10s).value_or(""));
  };
  const auto time = [&](std::map<std::string, std::string> f) { return f.count("time") ? std::stod(f["time"]) : -1.0; };
  const auto deadline = std::chrono::steady_clock::now() + 120s;
  while(time(state()) < 10.0 && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(200ms);
  sim.writeLine("stats reset");
  const auto wallStart = std::chrono::steady_clock::now();
  const double simStart = time(state());
  std::this_thread::sleep_for(std::chrono::duration<double>(duration));
  const auto at = state();
  const double simEnd = time(at);
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wallStart).count();
  sim.writeLine("stats");
  std::string statLines;
  for(int i = 0; i < robots; ++i)
    statLines += "  " + sim.readLine("stats body=", 10s).value_or("(no stats)") + "\n";
  std::string postures;
  for(int i = 0; i < robots; ++i)
  {
    sim.writeLine("state");
    const auto f = fields(sim.readLine("body=" + std::to_string(i) + " ", 10s).value_or(""));
    postures += (i ? ", " : "") + (f.count("posture") ? f.at("posture") : std::string("?"));
  }
  sim.writeLine("quit");
  sim.wait(30s);
  busy.stop();
  std::printf("robots %d, %s, cameras %s, busy loops %d, %.0f s measured\n", robots, mode.c_str() + 2, cameras ? "yes" : "no", load, wall);
  std::printf("real-time factor %.3f (%.2f simulated s in %.2f s), postures: %s\n", (simEnd - simStart) / wall, simEnd - simStart, wall,
              postures.c_str());
  std::printf("%s", statLines.c_str());
  std::printf("logs: %s\n", directory.c_str());
  return 0;
}
