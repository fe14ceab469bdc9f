/**
 * @file Main.cpp
 * touchline-naosim: simulated NAO bodies that serve LoLA's protocol (docs/naosim.md).
 */
#include "NaoSim.h"
#include "SimOptions.h"
#include <csignal>
#include <cstdio>

namespace
{
  void onSignal(int)
  {
    NaoSim::stop();
  }
}

int main(int argc, char** argv)
{
  CommandLine commandLine = SimOptions::commandLine();
  if(const std::optional<int> status = commandLine.parse(argc, argv))
    return *status;
  SimOptions options;
  std::string error;
  if(!options.take(commandLine, error))
    return commandLine.usageError(error);
  struct sigaction action = {};
  action.sa_handler = onSignal;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
  std::signal(SIGPIPE, SIG_IGN);
  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  return NaoSim(options).run();
}
