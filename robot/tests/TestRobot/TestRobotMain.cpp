/**
 * @file TestRobotMain.cpp
 * touchline-testrobot [--config DIR] [--port N] [--no-beacon] [--discovery-port N]
 *                     [--beacon-to ADDRESS] [--name NAME] [--max-payload BYTES]:
 * runs the test robot's threads (TestRobotModules.cpp) with a Debug thread until SIGINT or
 * SIGTERM. Prints "debug port <N>" when the link is open (--port 0 picks a free port), and
 * every second "frames <Cognition> <Motion>" (frames run so far), so tests see the threads' pace.
 */
#include "CommandLine/CommandLine.h"
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
  CommandLine arguments("touchline-testrobot",
                        "[--config DIR] [--port N] [--no-beacon] [--discovery-port N] [--beacon-to ADDRESS] [--name NAME]\n"
                        "[--max-payload BYTES]",
                        "Runs the test robot's threads with a Debug thread until SIGINT or SIGTERM (end-to-end tests of "
                        "the debug link).");
  arguments.option("config", "DIR", "The configuration directory.").nonEmpty();
  arguments.option("port", "N", "The debug link's TCP port (0: a free one, printed).").integer(0, 65535);
  arguments.flag("no-beacon", "Send no discovery beacons.");
  arguments.option("discovery-port", "N", "The UDP port of the beacons.").integer(1, 65535);
  arguments.option("beacon-to", "ADDRESS", "Where the beacons go.").nonEmpty();
  arguments.option("name", "NAME", "The robot's (head) name (default TestRobot).").nonEmpty();
  arguments.option("max-payload", "BYTES", "Frames from a host above this size close its connection.").integer(1, 0xffffffff);
  if(const std::optional<int> status = arguments.parse(argc, argv))
    return *status;
  DebugThread::Options options;
  if(const std::optional<std::string> directory = arguments.text("config"))
    File::setConfigDirectory(*directory);
  options.port = static_cast<std::uint16_t>(arguments.integer("port").value_or(options.port));
  options.beacon = !arguments.has("no-beacon");
  options.discoveryPort = static_cast<std::uint16_t>(arguments.integer("discovery-port").value_or(options.discoveryPort));
  options.beaconDestination = arguments.text("beacon-to").value_or(options.beaconDestination);
  options.maxPayloadSize = static_cast<std::uint32_t>(arguments.integer("max-payload").value_or(options.maxPayloadSize));
  const std::string name = arguments.text("name").value_or("TestRobot");
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
