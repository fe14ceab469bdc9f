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
  SimOptions options;
  std::string error;
  if(!SimOptions::parse(std::vector<std::string>(argv + 1, argv + argc), options, error))
  {
    std::fprintf(stderr, "touchline-naosim: %s\n\n%s", error.c_str(), SimOptions::usage());
    return 2;
  }
  if(options.help)
  {
    std::fputs(SimOptions::usage(), stdout);
    return 0;
  }
  struct sigaction action = {};
  action.sa_handler = onSignal;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
  std::signal(SIGPIPE, SIG_IGN);
  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  return NaoSim(options).run();
}
