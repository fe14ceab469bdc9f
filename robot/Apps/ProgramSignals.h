/**
 * @file Apps/ProgramSignals.h
 * SIGINT and SIGTERM in the touchline program.
 */
#pragma once

#include <sys/types.h>

/**
 * SIGINT and SIGTERM in the touchline program: they are remembered (the program ends
 * gracefully), and in the parent process forwarded to the child that runs the robot code.
 */
class ProgramSignals
{
public:
  /** Installs the handlers (without SA_RESTART, so that waiting calls return). */
  static void install();
  /** Forward SIGINT and SIGTERM to this process from now on (0: none). */
  static void forwardTo(pid_t child);
  /** The signal received last (0 if none). */
  static int received();
};
