/**
 * @file Apps/Supervisor.cpp
 * The parent process of touchline: waits for the robot code, then sits the robot down.
 */
#include "Supervisor.h"
#include "Platform/Nao/LolaClient.h"
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

namespace
{
  using Clock = std::chrono::steady_clock;

  double secondsSince(Clock::time_point start)
  {
    return std::chrono::duration<double>(Clock::now() - start).count();
  }
}

Supervisor::Outcome Supervisor::waitForChild(pid_t child, RobotCodeStatus& status)
{
  Outcome outcome;
  Clock::time_point killAt = Clock::time_point::max();
  for(;;)
  {
    int waitStatus = 0;
    const pid_t result = ::waitpid(child, &waitStatus, WNOHANG);
    if(result == child || (result < 0 && errno != EINTR))
    {
      if(result < 0)
        std::fprintf(stderr, "touchline: waitpid: %s\n", std::strerror(errno));
      outcome.reaped = true;
      outcome.waitStatus = result < 0 ? -1 : waitStatus;
      // What the child said before it ended (a failure it reported just before).
      for(RobotCodeStatus::Event event; (event = status.wait(std::chrono::milliseconds(0))) != RobotCodeStatus::Event::ended &&
                                        event != RobotCodeStatus::Event::none;)
        if(event == RobotCodeStatus::Event::failed)
          outcome.failure = status.failure();
      return outcome;
    }
    switch(status.wait(std::chrono::milliseconds(20)))
    {
      case RobotCodeStatus::Event::crashed:
        outcome.crashSignal = status.crashSignal();
        return outcome;
      case RobotCodeStatus::Event::failed:
        outcome.failure = status.failure();
        break;
      case RobotCodeStatus::Event::ended:
        // The child has closed the pipe: it is ending. Its status follows at once.
        outcome.reaped = true;
        outcome.waitStatus = reap(child, stopTimeoutSeconds);
        return outcome;
      default:
        break;
    }
    if(ProgramSignals::received() && killAt == Clock::time_point::max())
      killAt = Clock::now() + std::chrono::seconds(stopTimeoutSeconds);
    if(Clock::now() >= killAt)
    {
      std::fprintf(stderr, "touchline: the robot code did not stop within %d s; killing it\n", stopTimeoutSeconds);
      ::kill(child, SIGKILL);
      killAt = Clock::time_point::max() - std::chrono::hours(1);
    }
  }
}

int Supervisor::reap(pid_t child, int timeoutSeconds)
{
  const Clock::time_point killAt = Clock::now() + std::chrono::seconds(timeoutSeconds);
  bool killed = false;
  for(;;)
  {
    int waitStatus = 0;
    const pid_t result = ::waitpid(child, &waitStatus, WNOHANG);
    if(result == child)
      return waitStatus;
    if(result < 0 && errno != EINTR)
    {
      std::fprintf(stderr, "touchline: waitpid: %s\n", std::strerror(errno));
      return -1;
    }
    if(!killed && Clock::now() >= killAt)
    {
      std::fprintf(stderr, "touchline: the robot code has not ended within %d s; killing it\n", timeoutSeconds);
      ::kill(child, SIGKILL);
      killed = true;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

bool Supervisor::sitDown(const std::string& lolaPath, unsigned tries, SitDownSequence::Ending ending, std::string& report,
                         Clock::time_point* connected)
{
  LolaClient client(lolaPath);
  if(!client.connect(tries, std::chrono::milliseconds(100)))
  {
    report = "cannot reach LoLA to sit the robot down (" + client.error() + ")";
    return false;
  }
  if(connected)
    *connected = Clock::now();
  if(!SitDownSequence::run(client, ending, report))
  {
    report = "sitting down failed: " + report;
    return false;
  }
  return true;
}

int Supervisor::run(pid_t child, RobotCodeStatus& status, const std::string& lolaPath)
{
  const Outcome outcome = waitForChild(child, status);
  ProgramSignals::forwardTo(0);
  std::string report;

  // A crash, reported by the child itself: the robot sits down while the kernel writes the
  // child's core dump, then the child is reaped.
  if(!outcome.reaped)
  {
    const Clock::time_point crashed = Clock::now();
    std::fprintf(stderr, "touchline: the robot code crashed (signal %d, %s); sitting the robot down while its core dump is written\n",
                 outcome.crashSignal, strsignal(outcome.crashSignal));
    // The crashed process may still hold LoLA's connection; LoLA (and touchline-naosim) take the
    // new one. If that fails, the robot sits down after the child has ended.
    Clock::time_point connected = crashed;
    const bool satDown = sitDown(lolaPath, 20, SitDownSequence::Ending::crashed, report, &connected);
    if(!satDown)
      std::fprintf(stderr, "touchline: %s; trying again when the robot code has ended\n", report.c_str());
    const double connectedAfter = std::chrono::duration<double>(connected - crashed).count();
    const int waitStatus = reap(child, coreDumpTimeoutSeconds);
    const double endedAfter = secondsSince(crashed);
    char text[200] = "";
    if(waitStatus != -1 && WIFSIGNALED(waitStatus))
      std::snprintf(text, sizeof(text), "ended by signal %d (%s)%s %.2f s after the crash", WTERMSIG(waitStatus),
                    strsignal(WTERMSIG(waitStatus)), WCOREDUMP(waitStatus) ? ", its core dump written," : "", endedAfter);
    else if(waitStatus != -1 && WIFEXITED(waitStatus))
      std::snprintf(text, sizeof(text), "ended with status %d %.2f s after the crash", WEXITSTATUS(waitStatus), endedAfter);
    if(*text)
      std::fprintf(stderr, "touchline: the robot code %s%s\n", text,
                   satDown ? ("; the robot began to sit down " + std::to_string(static_cast<int>(connectedAfter * 1000 + 0.5)) +
                              " ms after the crash (connected to LoLA)").c_str()
                           : "");
    if(satDown)
    {
      std::fprintf(stderr, "touchline: %s\n", report.c_str());
      return 1;
    }
    if(!sitDown(lolaPath, 20, SitDownSequence::Ending::crashed, report))
    {
      std::fprintf(stderr, "touchline: %s; exiting\n", report.c_str());
      return 1;
    }
    std::fprintf(stderr, "touchline: %s\n", report.c_str());
    return 1;
  }

  const int waitStatus = outcome.waitStatus;
  SitDownSequence::Ending ending = SitDownSequence::Ending::crashed;
  bool lolaGone = false;
  if(waitStatus != -1 && WIFEXITED(waitStatus))
  {
    const int code = WEXITSTATUS(waitStatus);
    lolaGone = code == RobotProcess::lolaClosed;
    if(code == RobotProcess::stopped || code == RobotProcess::lolaClosed)
    {
      ending = SitDownSequence::Ending::normal;
      std::fprintf(stderr, "touchline: the robot code ended normally\n");
    }
    else if(code == RobotProcess::failed)
    {
      ending = SitDownSequence::Ending::failedToStart;
      if(outcome.failure.empty())
        std::fprintf(stderr, "touchline: the robot code failed to start (see the errors above)\n");
      else
        std::fprintf(stderr, "touchline: the robot code failed to start: %s (see the errors above)\n", outcome.failure.c_str());
    }
    else
      std::fprintf(stderr, "touchline: the robot code failed (exit status %d)\n", code);
  }
  else if(waitStatus != -1 && WIFSIGNALED(waitStatus))
    std::fprintf(stderr, "touchline: the robot code crashed (signal %d, %s)%s\n", WTERMSIG(waitStatus), strsignal(WTERMSIG(waitStatus)),
                 WCOREDUMP(waitStatus) ? ", core dumped" : "");
  const int exitStatus = ending == SitDownSequence::Ending::normal ? 0 : 1;

  // After LoLA closed its socket, it is probably gone: try only briefly.
  if(!sitDown(lolaPath, lolaGone ? 3 : 20, ending, report))
  {
    const bool reached = !report.starts_with("cannot reach");
    std::fprintf(stderr, "touchline: %s%s\n", report.c_str(), reached ? "" : "; exiting");
    return reached ? 1 : exitStatus;
  }
  std::fprintf(stderr, "touchline: %s\n", report.c_str());
  return exitStatus;
}
