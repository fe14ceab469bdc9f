/**
 * @file TestRobotMain.cpp
 * touchline-testrobot [--config DIR] [--port N] [--no-beacon] [--discovery-port N]
 *                     [--beacon-to ADDRESS] [--name NAME] [--max-payload BYTES]:
 * runs the test robot's threads (TestRobotModules.cpp) with a Debug thread until SIGINT or
 * SIGTERM. Prints "debug port <N>" when the link is open (--port 0 picks a free port), and
 * every second "frames <Cognition> <Motion>" (frames run so far), so tests see the threads' pace.
 */
#include "Framework/Robot.h"
#include "Platform/File.h"
#include "Threads/DebugThread.h"
#include <csignal>
#include <cstdio>
#include <cstring>
#include <string>
#include <thread>

namespace
{
  volatile std::sig_atomic_t stopRequested = 0;
  void onSignal(int) { stopRequested = 1; }
}

int main(int argc, char** argv)
{
  DebugThread::Options options;
  std::string name = "TestRobot";
  for(int i = 1; i < argc; ++i)
  {
    const std::string arg = argv[i];
    if(arg == "--config" && i + 1 < argc)
      File::setConfigDirectory(argv[++i]);
    else if(arg == "--port" && i + 1 < argc)
      options.port = static_cast<std::uint16_t>(std::stoi(argv[++i]));
    else if(arg == "--no-beacon")
      options.beacon = false;
    else if(arg == "--name" && i + 1 < argc)
      name = argv[++i];
    else if(arg == "--discovery-port" && i + 1 < argc)
      options.discoveryPort = static_cast<std::uint16_t>(std::stoi(argv[++i]));
    else if(arg == "--beacon-to" && i + 1 < argc)
      options.beaconDestination = argv[++i];
    else if(arg == "--max-payload" && i + 1 < argc)
      options.maxPayloadSize = static_cast<std::uint32_t>(std::stoul(argv[++i]));
    else
    {
      std::fprintf(stderr, "usage: touchline-testrobot [--config DIR] [--port N] [--no-beacon] [--discovery-port N]\n"
                           "                           [--beacon-to ADDRESS] [--name NAME] [--max-payload BYTES]\n");
      return arg == "--help" ? 0 : 2;
    }
  }
  std::signal(SIGINT, onSignal);
  std::signal(SIGTERM, onSignal);
  std::signal(SIGPIPE, SIG_IGN);

  Settings settings;
  for(const std::string& error : settings.load(name, "TestBody"))
    std::fprintf(stderr, "%s\n", error.c_str());
  Robot robot(settings);
  std::vector<std::string> messages;
  if(!robot.load("threads.cfg", messages))
  {
    for(const std::string& error : messages)
      std::fprintf(stderr, "%s\n", error.c_str());
    return 1;
  }
  DebugThread debug(robot, settings, options);
  std::string error;
  if(!debug.start(error))
  {
    std::fprintf(stderr, "debug link: %s\n", error.c_str());
    return 1;
  }
  if(!robot.start(messages))
  {
    for(const std::string& line : messages)
      std::fprintf(stderr, "%s\n", line.c_str());
    return 1;
  }
  std::printf("debug port %u\n", static_cast<unsigned>(debug.port()));
  std::fflush(stdout);
  auto nextReport = std::chrono::steady_clock::now() + std::chrono::seconds(1);
  while(!stopRequested)
  {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    for(const std::string& line : debug.takeLog())
      std::fprintf(stderr, "debug link: %s\n", line.c_str());
    if(std::chrono::steady_clock::now() >= nextReport)
    {
      nextReport = std::chrono::steady_clock::now() + std::chrono::seconds(1); // no catching up after a stall
      std::string line = "frames";
      for(const auto& thread : robot.getThreads())
        line += " " + std::to_string(thread->getFrameCount());
      std::printf("%s\n", line.c_str());
      std::fflush(stdout);
    }
  }
  robot.stop();
  debug.stop();
  return 0;
}
