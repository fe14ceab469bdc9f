/**
 * @file Apps/Supervisor.cpp
 * The parent process of touchline: waits for the robot code, then sits the robot down.
 */
#include "Supervisor.h"
#include "Platform/Nao/LolaClient.h"
#include "Platform/Nao/SitDownSequence.h"
#include "ProgramSignals.h"
#include "RobotProcess.h"
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <string>
#include <sys/wait.h>
#include <thread>

int Supervisor::waitForChild(pid_t child)
{
  using Clock = std::chrono::steady_clock;
  Clock::time_point killAt = Clock::time_point::max();
  for(;;)
  {
    int status = 0;
    const pid_t result = ::waitpid(child, &status, WNOHANG);
    if(result == child)
      return status;
    if(result < 0 && errno != EINTR)
    {
      std::fprintf(stderr, "touchline: waitpid: %s\n", std::strerror(errno));
      return -1;
    }
    if(ProgramSignals::received() && killAt == Clock::time_point::max())
      killAt = Clock::now() + std::chrono::seconds(stopTimeoutSeconds);
    if(Clock::now() >= killAt)
    {
      std::fprintf(stderr, "touchline: the robot code did not stop within %d s; killing it\n", stopTimeoutSeconds);
      ::kill(child, SIGKILL);
      killAt = Clock::time_point::max() - std::chrono::hours(1);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

int Supervisor::run(pid_t child, const std::string& lolaPath)
{
  const int status = waitForChild(child);
  ProgramSignals::forwardTo(0);
  SitDownSequence::Ending ending = SitDownSequence::Ending::crashed;
  bool lolaGone = false;
  if(status != -1 && WIFEXITED(status))
  {
    const int code = WEXITSTATUS(status);
    lolaGone = code == RobotProcess::lolaClosed;
    if(code == RobotProcess::stopped || code == RobotProcess::lolaClosed)
    {
      ending = SitDownSequence::Ending::normal;
      std::fprintf(stderr, "touchline: the robot code ended normally\n");
    }
    else if(code == RobotProcess::failed)
    {
      ending = SitDownSequence::Ending::failedToStart;
      std::fprintf(stderr, "touchline: the robot code failed to start (see the errors above)\n");
    }
    else
      std::fprintf(stderr, "touchline: the robot code failed (exit status %d)\n", code);
  }
  else if(status != -1 && WIFSIGNALED(status))
    std::fprintf(stderr, "touchline: the robot code crashed (signal %d, %s)\n", WTERMSIG(status), strsignal(WTERMSIG(status)));
  const int exitStatus = ending == SitDownSequence::Ending::normal ? 0 : 1;

  // After LoLA closed its socket, it is probably gone: try only briefly.
  LolaClient client(lolaPath);
  if(!client.connect(lolaGone ? 3 : 20, std::chrono::milliseconds(100)))
  {
    std::fprintf(stderr, "touchline: cannot reach LoLA to sit the robot down (%s); exiting\n", client.error().c_str());
    return exitStatus;
  }
  std::string report;
  if(!SitDownSequence::run(client, ending, report))
  {
    std::fprintf(stderr, "touchline: sitting down failed: %s\n", report.c_str());
    return 1;
  }
  std::fprintf(stderr, "touchline: %s\n", report.c_str());
  return exitStatus;
}
