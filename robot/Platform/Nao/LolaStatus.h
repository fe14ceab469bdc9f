/**
 * @file Platform/Nao/LolaStatus.h
 * Process-wide news from the robot code's LoLA connection.
 */
#pragma once

#include <string>

/**
 * Process-wide news from the robot code's LoLA connection to the program that runs it: the
 * NaoProvider reports here when LoLA closed its socket, the program's main loop polls it and
 * ends the program cleanly.
 */
class LolaStatus
{
public:
  /** Records that LoLA went away (the first message is kept). */
  static void reportClosed(const std::string& message);
  /** Whether LoLA went away since the last reset(). */
  static bool closed();
  /** What was reported. */
  static std::string message();
  static void reset();
};
