/**
 * @file Apps/ProgramSignals.cpp
 * SIGINT and SIGTERM in the touchline program.
 */
#include "ProgramSignals.h"
#include <csignal>

namespace
{
  volatile std::sig_atomic_t lastSignal = 0;
  volatile pid_t forwardedTo = 0;

  void onSignal(int signal)
  {
    lastSignal = signal;
    if(forwardedTo > 0)
      ::kill(forwardedTo, signal);
  }
}

void ProgramSignals::install()
{
  struct sigaction action = {};
  action.sa_handler = onSignal;
  sigemptyset(&action.sa_mask);
  ::sigaction(SIGINT, &action, nullptr);
  ::sigaction(SIGTERM, &action, nullptr);
  std::signal(SIGPIPE, SIG_IGN);
}

void ProgramSignals::forwardTo(pid_t child)
{
  forwardedTo = child;
}

int ProgramSignals::received()
{
  return lastSignal;
}
