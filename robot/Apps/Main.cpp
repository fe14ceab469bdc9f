/**
 * @file Apps/Main.cpp
 * touchline: the robot program (docs/nao.md). Determines the robot's head and body names
 * through LoLA and Config/Robots/robots.cfg, forks, runs the robot code in the child, and sits
 * the robot down in the parent when the child has ended.
 */
#include "CommandLine/CommandLine.h"
#include "InstanceLock.h"
#include "Platform/File.h"
#include "Platform/Nao/CameraServerClient.h"
#include "Platform/Nao/LolaClient.h"
#include "Platform/Nao/SimulatedClock.h"
#include "Platform/Nao/StreamSocket.h"
#include "ProgramSignals.h"
#include "RobotCodeStatus.h"
#include "RobotNames.h"
#include "RobotProcess.h"
#include "Streaming/ConfigMap.h"
#include "Supervisor.h"
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <string>
#include <unistd.h>

namespace
{
  /** The options and the help of touchline. */
  CommandLine commandLine()
  {
    CommandLine commandLine("touchline", "[--lola PATH] [--camera-server HOST[:PORT]] [--clock MODE] [--config DIR] [--debug-port PORT] [--log-dir DIR] [--help]",
                            "The robot program. Waits for LoLA, reads the body id from its first state message and names "
                            "head and body through Config/Robots/robots.cfg (head: the host name if listed; unknown parts "
                            "are Default), then runs the robot code (threads.cfg) in a child process. When that has ended "
                            "(SIGINT or SIGTERM to this program end it gracefully), the robot is sat down, its joints are "
                            "switched off and the eyes show how the robot code ended: blue normally, yellow if it failed to "
                            "start (settings.cfg or threads.cfg were rejected), red after a crash.");
    commandLine.option("lola", "PATH", "LoLA's socket (default /tmp/robocup), or tcp:HOST:PORT for LoLA over TCP (the Webots LoLA "
                       "controller offers that for worlds with several robots).")
      .nonEmpty()
      .check([](const std::string& address) {
        std::string host, error;
        std::uint16_t port = 0;
        StreamSocket::splitTcp(address, host, port, error);
        return error;
      });
    commandLine.option("camera-server", "HOST[:PORT]",
                       "Take the cameras' images from a camera server (touchline-naosim, the Webots LoLA controller) "
                       "instead of V4L2: the upper camera's at PORT (default 10001), the lower camera's at PORT + 1.")
      .nonEmpty()
      .check([](const std::string& server) {
        std::string host;
        std::uint16_t port = 0;
        return CameraServerClient::parse(server, host, port);
      });
    commandLine.option("clock", "MODE",
                       "The robot's clock (docs/nao.md, \"The clock\"): monotonic (default, as on a NAO), simulated (the "
                       "simulated time of a simulator's LoLA cycles, for a world that runs in real time) or lockstep (the "
                       "simulated time, and the threads run one after the other per LoLA cycle, so that a simulated "
                       "situation repeats exactly and runs as fast as the simulator goes; touchline-naosim --lockstep and "
                       "--fast start their programs so).")
      .check([](const std::string& name) {
        SimulatedClock::Mode mode;
        return SimulatedClock::parse(name, mode) ? std::string() : "'" + name + "' is not monotonic, simulated or lockstep";
      });
    commandLine.option("config", "DIR",
                       "The configuration directory (default: $TOUCHLINE_CONFIG, else Config beside or above the "
                       "executable; on the robot $HOME/Config, the home of the user running it).")
      .nonEmpty()
      .check([](const std::string& directory) {
        std::error_code error;
        return std::filesystem::is_directory(directory, error) ? std::string() : "'" + directory + "' is not a directory";
      });
    commandLine.option("debug-port", "PORT",
                       "The TCP port of the debug link (default: debugPort of settings.cfg, 9999; 0: any free port, "
                       "printed as \"touchline: debug link on port N\").")
      .integer(0, 65535);
    commandLine.option("log-dir", "DIR",
                       "Where the online logger writes its logs, instead of path (and usbPath) of logger.cfg "
                       "(docs/logs.md).")
      .nonEmpty();
    commandLine.option("setting", "KEY=VALUE",
                       "Override a field of settings.cfg for this run, e.g. --setting playerNumber=2 --setting "
                       "fieldPlayerColor=blue (after Config/settings.cfg and Robots/<head>/settings.cfg; several robots "
                       "on one desktop get their team and player numbers so).")
      .repeatable()
      .check([](const std::string& value) {
        const std::size_t equals = value.find('=');
        return equals == std::string::npos || equals == 0 ? "'" + value + "' is not KEY=VALUE" : std::string();
      });
    commandLine.epilogue("Only one touchline runs per LoLA socket: it holds the lock PATH.lock (for tcp:HOST:PORT\n"
                         "/tmp/touchline-lola-HOST-PORT.lock), and a second one started on the same socket ends at once.\n"
                         "Exit status: 0 the robot code ended normally (or LoLA went away), 1 it crashed or could\n"
                         "not start, another touchline uses the socket, robots.cfg is broken or the robot could not\n"
                         "be sat down, 2 usage error.\n");
    return commandLine;
  }
}

int main(int argc, char** argv)
{
  CommandLine arguments = commandLine();
  if(const std::optional<int> status = arguments.parse(argc, argv))
    return *status;
  const std::string lolaPath = arguments.text("lola").value_or(Lola::defaultSocketPath);
  SimulatedClock::Mode clock = SimulatedClock::Mode::monotonic;
  SimulatedClock::parse(arguments.text("clock").value_or("monotonic"), clock);
  SimulatedClock::setMode(clock);
  CameraServerClient::setDefaultServer(arguments.text("camera-server").value_or(""));
  if(const std::optional<std::string> directory = arguments.text("config"))
    File::setConfigDirectory(*directory);
  const int debugPort = static_cast<int>(arguments.integer("debug-port").value_or(-1)); // -1: from the settings
  // One program per LoLA socket: a second one must not take LoLA away from the first.
  InstanceLock lock;
  std::string lockError;
  switch(lock.acquire(lolaPath, lockError))
  {
    case InstanceLock::Result::taken:
      std::fprintf(stderr, "touchline: %s\n", lockError.c_str());
      return 1;
    case InstanceLock::Result::unavailable:
      std::fprintf(stderr, "touchline: warning: %s; a second touchline on this socket would not be stopped\n", lockError.c_str());
      break;
    default:
      break;
  }
  const std::string logDirectory = arguments.text("log-dir").value_or("");
  // --setting KEY=VALUE: fields of settings.cfg in its own syntax, applied after the files.
  std::string settingOverrides;
  for(const CommandLine::Item& item : arguments.items())
    if(item.option && item.option->name() == "setting")
    {
      const std::size_t equals = item.value.find('=');
      std::string value = item.value.substr(equals + 1);
      if(value.find_first_of(" ;{}[]\"=/") != std::string::npos || value.empty())
      {
        std::string quoted;
        ConfigMap::appendQuoted(quoted, value);
        value = quoted;
      }
      settingOverrides += item.value.substr(0, equals) + " = " + value + ";\n";
    }
  ProgramSignals::install();
  LolaClient::setDefaultPath(lolaPath);

  RobotNames names;
  std::string error;
  if(!names.determine(lolaPath, error))
  {
    std::fprintf(stderr, "touchline: %s\n", error.c_str());
    return ProgramSignals::received() ? 0 : 1;
  }
  std::printf("touchline: body %s (id %s), head %s (host name %s)\n", names.body.c_str(), names.bodyId.c_str(),
              names.head.c_str(), names.hostName.c_str());
  std::fflush(stdout);
  std::fflush(stderr);
  if(ProgramSignals::received())
    return 0;

  // The child tells the parent through this pipe that it runs, why it could not start, or that it crashed.
  RobotCodeStatus status;
  if(!status.open(error))
  {
    std::fprintf(stderr, "touchline: %s\n", error.c_str());
    return 1;
  }
  const pid_t child = ::fork();
  if(child < 0)
  {
    std::fprintf(stderr, "touchline: fork: %s\n", std::strerror(errno));
    return 1;
  }
  if(child == 0)
  {
    status.startChild();
    const int exitStatus = RobotProcess::run(names, debugPort, logDirectory, settingOverrides, status);
    std::fflush(stdout);
    std::fflush(stderr);
    ::_exit(exitStatus);
  }
  status.startParent();
  ProgramSignals::forwardTo(child);
  return Supervisor::run(child, status, lolaPath);
}
