/**
 * @file Simulator/SimulatorRobot.cpp
 * Starting and stopping the simulator robot; the commands that hosts send it.
 */
#include "Simulator/SimulatorRobot.h"
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <sys/eventfd.h>
#include <unistd.h>
#include <utility>

SimulatorRobot::SimulatorRobot()
{
  settings.headName = name;
  settings.bodyName = "touchline-naosim";
  settings.location = "Default"; // naosim's field (Locations/Default/fieldDimensions.cfg)
  settings.scenario = "Default";
  settings.teamNumber = 0;
  settings.playerNumber = 0;
}

SimulatorRobot::~SimulatorRobot()
{
  stop();
  if(eventFd >= 0)
    ::close(eventFd);
}

bool SimulatorRobot::start(std::uint16_t port, bool anyIfBusy, std::string& error)
{
  eventFd = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
  if(eventFd < 0)
  {
    error = std::string("eventfd: ") + std::strerror(errno);
    return false;
  }
  Configuration configuration;
  Configuration::Thread& thread = configuration.threads.emplace_back();
  thread.name = "Simulator";
  thread.executionUnit = "Simulator";
  thread.representationProviders.push_back({});
  thread.representationProviders.back().representation = "GroundTruthWorldState";
  thread.representationProviders.back().provider = "GroundTruthWorldStateProvider";
  robot = std::make_unique<Robot>(settings);
  std::vector<std::string> errors;
  if(!robot->configure(configuration, errors))
  {
    error = "the simulator robot cannot run: " + (errors.empty() ? std::string("?") : errors.front());
    return false;
  }
  groundTruth = std::make_unique<GroundTruthFeed>(*robot->getThread("Simulator"));

  DebugThread::Options options;
  options.bindAddress = "127.0.0.1";
  options.onThreadError = [](const std::string& text) { std::fprintf(stderr, "touchline-naosim: %s: %s\n", name, text.c_str()); };
  options.onCommand = [this](std::uint32_t client, const std::string& line) { onCommand(client, line); };
  for(const std::uint16_t candidate : {port, std::uint16_t(0)})
  {
    options.port = candidate;
    debug = std::make_unique<DebugThread>(*robot, settings, options);
    if(debug->start(error))
      break;
    debug.reset();
    if(!anyIfBusy || candidate == 0)
    {
      error = "the simulator robot's debug link on 127.0.0.1:" + std::to_string(port) + ": " + error;
      return false;
    }
  }
  std::vector<std::string> warnings;
  if(!robot->start(warnings))
  {
    error = "the simulator robot's thread cannot be started";
    return false;
  }
  return true;
}

void SimulatorRobot::stop()
{
  if(debug)
    debug->stop();
  if(robot)
    robot->stop();
  debug.reset();
  groundTruth.reset();
  robot.reset();
}

std::string SimulatorRobot::refusal()
{
  return "Error: " + std::to_string(maxWaitingCommands) + " commands wait for the simulator already; this one is not run";
}

void SimulatorRobot::onCommand(std::uint32_t client, const std::string& line)
{
  std::lock_guard lock(commandsMutex);
  if(commands.size() >= maxQueuedCommands)
  {
    ++dropped;
    return;
  }
  const bool refused = waiting >= maxWaitingCommands;
  commands.push_back({client, refused ? std::string() : line, refused});
  waiting += refused ? 0 : 1;
  const std::uint64_t one = 1;
  [[maybe_unused]] const ssize_t written = ::write(eventFd, &one, sizeof(one));
}

std::vector<SimulatorRobot::Command> SimulatorRobot::takeCommands()
{
  std::uint64_t count = 0;
  [[maybe_unused]] const ssize_t drained = ::read(eventFd, &count, sizeof(count));
  std::lock_guard lock(commandsMutex);
  std::vector<Command> taken(std::make_move_iterator(commands.begin()), std::make_move_iterator(commands.end()));
  commands.clear();
  waiting = 0;
  return taken;
}

std::size_t SimulatorRobot::takeDropped()
{
  std::lock_guard lock(commandsMutex);
  return std::exchange(dropped, 0);
}

void SimulatorRobot::answer(std::uint32_t client, const std::string& text)
{
  if(debug)
    debug->answer(client, text);
}
