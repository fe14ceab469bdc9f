/**
 * @file Apps/RobotCodeStatus.cpp
 * The pipe from the robot code to the parent process, and the crash handlers that use it.
 */
#include "RobotCodeStatus.h"
#include "Platform/AlternateSignalStack.h"
#include "Platform/Sanitizers.h"
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>


namespace
{
  /** The signals that end a process with a core dump; their handlers report the crash. */
  constexpr int crashSignals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP, SIGSYS, SIGQUIT};

  /** The writing end for the handlers. */
  volatile int crashPipe = -1;

  /**
   * Writes "C<signal>\n" into the pipe (only async-signal-safe calls), then raises the signal
   * again, whose handler SA_RESETHAND has reset to the default: the signal is blocked while the
   * handler runs, so the default action (a core dump) happens when the handler returns, with the
   * registers of the crash (a fault's instruction is not run again).
   */
  [[maybe_unused]] void onCrash(int signal) // not installed in the sanitizer builds (TOUCHLINE_SANITIZED)
  {
    const int saved = errno;
    char line[16] = {'C'};
    std::size_t length = 1;
    char digits[8];
    std::size_t count = 0;
    for(int value = signal; value > 0 && count < sizeof(digits); value /= 10)
      digits[count++] = static_cast<char>('0' + value % 10);
    while(count > 0)
      line[length++] = digits[--count];
    line[length++] = '\n';
    if(crashPipe >= 0)
    {
      const ssize_t written = ::write(crashPipe, line, length);
      static_cast<void>(written);
    }
    ::raise(signal);
    errno = saved;
  }

}

RobotCodeStatus::~RobotCodeStatus()
{
  if(readEnd >= 0)
    ::close(readEnd);
  if(writeEnd >= 0 && writeEnd != crashPipe)
    ::close(writeEnd);
}

bool RobotCodeStatus::open(std::string& error)
{
  int ends[2];
  if(::pipe2(ends, O_CLOEXEC) != 0)
  {
    error = std::string("pipe: ") + std::strerror(errno);
    return false;
  }
  readEnd = ends[0];
  writeEnd = ends[1];
  return true;
}

void RobotCodeStatus::startChild()
{
  if(readEnd >= 0)
    ::close(readEnd);
  readEnd = -1;
  if(writeEnd < 0)
    return;
  crashPipe = writeEnd;
#ifndef TOUCHLINE_SANITIZED
  // The handlers' stack on the main thread (the robot's threads have theirs: Thread), so that a
  // stack overflow is reported too; it stays for the process's life.
  static const AlternateSignalStack signalStack;
  struct sigaction action = {};
  action.sa_handler = onCrash;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESETHAND | SA_ONSTACK;
  for(const int crash : crashSignals)
    ::sigaction(crash, &action, nullptr);
#endif
}

void RobotCodeStatus::startParent()
{
  if(writeEnd >= 0)
    ::close(writeEnd);
  writeEnd = -1;
}

void RobotCodeStatus::send(const std::string& line)
{
  if(writeEnd < 0)
    return;
  const std::string text = line + "\n";
  for(std::size_t done = 0; done < text.size();)
  {
    const ssize_t written = ::write(writeEnd, text.data() + done, text.size() - done);
    if(written < 0 && errno == EINTR)
      continue;
    if(written <= 0)
      return;
    done += static_cast<std::size_t>(written);
  }
}

void RobotCodeStatus::running()
{
  send("R");
}

void RobotCodeStatus::failed(const std::string& error)
{
  std::string line = error.substr(0, 1000);
  for(char& c : line)
    if(c == '\n')
      c = ' ';
  send("F" + line);
}

RobotCodeStatus::Event RobotCodeStatus::wait(std::chrono::milliseconds timeout)
{
  for(;;)
  {
    // A whole line first.
    if(const std::size_t end = input.find('\n'); end != std::string::npos)
    {
      const std::string line = input.substr(0, end);
      input.erase(0, end + 1);
      if(line == "R")
        return Event::running;
      if(line.starts_with("F"))
      {
        firstError = line.substr(1);
        return Event::failed;
      }
      if(line.starts_with("C"))
      {
        signal = std::atoi(line.c_str() + 1);
        return Event::crashed;
      }
      continue; // unknown: ignored
    }
    if(closed || readEnd < 0)
      return Event::ended;
    pollfd entry{readEnd, POLLIN, 0};
    const int ready = ::poll(&entry, 1, static_cast<int>(timeout.count()));
    if(ready <= 0)
      return Event::none; // timeout, or a signal (EINTR)
    char buffer[1024];
    const ssize_t received = ::read(readEnd, buffer, sizeof(buffer));
    if(received < 0)
    {
      if(errno == EINTR || errno == EAGAIN)
        return Event::none;
      closed = true;
      continue;
    }
    if(received == 0)
    {
      closed = true;
      continue;
    }
    if(input.size() < 65536)
      input.append(buffer, static_cast<std::size_t>(received));
  }
}
