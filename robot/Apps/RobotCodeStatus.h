/**
 * @file Apps/RobotCodeStatus.h
 * What the child process that runs the robot code tells the parent, through a pipe.
 */
#pragma once

#include <chrono>
#include <string>

/**
 * A pipe from the child process (the robot code) to the parent (which sits the robot down).
 * The child says when it runs (every thread has run its first frame), why it failed to start
 * (the first error), and that it crashed: handlers of the signals that end a process with a
 * core dump (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP, SIGSYS, SIGQUIT) write the
 * signal into the pipe and then let the signal take its default course. So the parent learns of
 * a crash at once, while the kernel is still writing the core dump: SIGCHLD, waitpid() and a
 * pidfd all report the end only after the dump, which took seconds with a large process. When
 * the child has ended, the pipe reads as closed.
 *
 * Messages are lines: "R" (runs), "F<first error>" (failed to start), "C<signal>" (crashed).
 */
class RobotCodeStatus
{
public:
  /** What wait() saw. */
  enum class Event
  {
    none,    ///< Nothing within the time (or a signal interrupted the wait).
    running, ///< Every thread has run its first frame.
    failed,  ///< The robot code failed to start: failure() is the first error.
    crashed, ///< A crash signal arrived: crashSignal(); the process may still be writing its core dump.
    ended,   ///< The child has closed its end: it has ended (or is ending).
  };

  RobotCodeStatus() = default;
  ~RobotCodeStatus();
  RobotCodeStatus(const RobotCodeStatus&) = delete;
  RobotCodeStatus& operator=(const RobotCodeStatus&) = delete;

  /** Creates the pipe; call it before fork(). */
  bool open(std::string& error);

  /**
   * In the child: keeps the writing end and installs the crash handlers (on an alternate signal
   * stack in the calling thread; Platform/Thread gives every thread one). Not in sanitizer
   * builds, whose own handlers report such signals.
   */
  void startChild();
  /** In the parent: keeps the reading end. */
  void startParent();

  /** The child: every thread has run its first frame. */
  void running();
  /** The child: the robot code failed to start; the first error. */
  void failed(const std::string& firstError);

  /** The parent: waits at most timeout for the next message. */
  Event wait(std::chrono::milliseconds timeout);
  /** The signal of the crash (after Event::crashed). */
  int crashSignal() const { return signal; }
  /** The first error (after Event::failed). */
  const std::string& failure() const { return firstError; }

private:
  void send(const std::string& line);

  int readEnd = -1;
  int writeEnd = -1;
  std::string input;      ///< Received, not yet a whole line.
  bool closed = false;
  int signal = 0;
  std::string firstError;
};
