/**
 * @file CommandLine/ExitStatus.h
 * The exit statuses every Touchline program uses.
 */
#pragma once

/** 0 success, 1 the work failed (the message says why), 2 the command line was wrong. */
enum ExitStatus : int
{
  exitSuccess = 0,
  exitFailure = 1,
  exitUsageError = 2,
};
