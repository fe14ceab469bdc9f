/**
 * @file Studio/ExitSignals.cpp
 * SIGTERM and SIGINT through a self-pipe and a QSocketNotifier.
 */
#include "ExitSignals.h"
#include <QSocketNotifier>
#include <cerrno>
#include <fcntl.h>
#include <stdexcept>
#include <unistd.h>

namespace
{
  /** The pipe's write end for the handler (-1: no ExitSignals exists). */
  volatile std::sig_atomic_t writeEnd = -1;

  /** Async-signal-safe: one byte, the signal's number, into the pipe. */
  void handle(int number)
  {
    const int savedErrno = errno;
    const unsigned char byte = static_cast<unsigned char>(number);
    if(writeEnd >= 0)
      static_cast<void>(::write(writeEnd, &byte, 1));
    errno = savedErrno;
  }
}

ExitSignals::ExitSignals(QObject* parent) : QObject(parent)
{
  if(writeEnd >= 0)
    throw std::logic_error("ExitSignals: only one at a time");
  if(::pipe2(pipeEnds, O_CLOEXEC | O_NONBLOCK) != 0)
    throw std::runtime_error("ExitSignals: cannot create a pipe");
  writeEnd = pipeEnds[1];
  notifier = new QSocketNotifier(pipeEnds[0], QSocketNotifier::Read, this);
  connect(notifier, &QSocketNotifier::activated, this, &ExitSignals::readPipe);
  struct sigaction action = {};
  action.sa_handler = handle;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART | SA_RESETHAND;
  sigaction(SIGTERM, &action, &previousTerm);
  sigaction(SIGINT, &action, &previousInt);
}

ExitSignals::~ExitSignals()
{
  sigaction(SIGTERM, &previousTerm, nullptr);
  sigaction(SIGINT, &previousInt, nullptr);
  writeEnd = -1;
  delete notifier;
  ::close(pipeEnds[0]);
  ::close(pipeEnds[1]);
}

void ExitSignals::readPipe()
{
  unsigned char byte = 0;
  while(::read(pipeEnds[0], &byte, 1) == 1)
    Q_EMIT received(byte);
}
