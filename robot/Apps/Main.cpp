/**
 * @file Apps/Main.cpp
 * touchline: the robot program (docs/nao.md). Determines the robot's head and body names
 * through LoLA and Config/Robots/robots.cfg, forks, runs the robot code in the child, and sits
 * the robot down in the parent when the child has ended.
 */
#include "Platform/File.h"
#include "Platform/Nao/LolaClient.h"
#include "ProgramSignals.h"
#include "RobotNames.h"
#include "RobotProcess.h"
#include "Supervisor.h"
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unistd.h>

namespace
{
  const char* const usage =
    "usage: touchline [--lola PATH] [--config DIR] [--debug-port PORT] [--help]\n"
    "\n"
    "The robot program. Waits for LoLA, reads the body id from its first state message and\n"
    "names head and body through Config/Robots/robots.cfg (head: the host name if listed;\n"
    "unknown parts are Default), then runs the robot code (threads.cfg) in a child process.\n"
    "When that has ended (SIGINT or SIGTERM to this program end it gracefully), the robot is\n"
    "sat down, its joints are switched off and the eyes show how the robot code ended: blue\n"
    "normally, red after a crash.\n"
    "\n"
    "Options:\n"
    "  --lola PATH    LoLA's socket (default /tmp/robocup).\n"
    "  --config DIR   The configuration directory (default: $TOUCHLINE_CONFIG, else Config\n"
    "                 beside or above the executable, on the robot /home/nao/Config).\n"
    "  --debug-port PORT  The TCP port of the debug link (default: debugPort of settings.cfg,\n"
    "                 9999; 0: any free port, printed as \"touchline: debug link on port N\").\n"
    "  -h, --help     Show this help.\n"
    "\n"
    "Exit status: 0 the robot code ended normally (or LoLA went away), 1 it crashed or could\n"
    "not start, robots.cfg is broken or the robot could not be sat down, 2 usage error.\n";
}

int main(int argc, char** argv)
{
  std::string lolaPath = Lola::defaultSocketPath;
  int debugPort = -1; // from the settings
  for(int i = 1; i < argc; ++i)
  {
    const std::string arg = argv[i];
    if(arg == "-h" || arg == "--help")
    {
      std::fputs(usage, stdout);
      return 0;
    }
    if((arg == "--lola" || arg == "--config" || arg == "--debug-port") && i + 1 < argc)
    {
      const std::string value = argv[++i];
      if(arg == "--lola")
        lolaPath = value;
      else if(arg == "--config")
        File::setConfigDirectory(value);
      else
      {
        char* end = nullptr;
        const long port = std::strtol(value.c_str(), &end, 10);
        if(value.empty() || *end || port < 0 || port > 65535)
        {
          std::fprintf(stderr, "touchline: --debug-port %s is not a port number\n", value.c_str());
          return 2;
        }
        debugPort = static_cast<int>(port);
      }
    }
    else
    {
      std::fprintf(stderr, "touchline: %s %s\n\n%s", arg == "--lola" || arg == "--config" || arg == "--debug-port" ? "missing value for" : "unknown option",
                   arg.c_str(), usage);
      return 2;
    }
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

  const pid_t child = ::fork();
  if(child < 0)
  {
    std::fprintf(stderr, "touchline: fork: %s\n", std::strerror(errno));
    return 1;
  }
  if(child == 0)
  {
    const int status = RobotProcess::run(names.head, names.body, debugPort);
    std::fflush(stdout);
    std::fflush(stderr);
    ::_exit(status);
  }
  ProgramSignals::forwardTo(child);
  return Supervisor::run(child, lolaPath);
}
