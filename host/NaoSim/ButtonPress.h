/**
 * @file ButtonPress.h
 * A press of touch sensors of the simulated NAO, and parsing it from names.
 */
#pragma once

#include "Platform/Nao/LolaProtocol.h"
#include <string>
#include <vector>

/**
 * A press of one or more touch sensors of the simulated NAO: which entries of LoLA's Touch
 * array, from when (seconds of simulated time) and for how long. Parsed from names such as
 * "chest", "head-front", "lfoot" (both bumpers) or LoLA's own ("ChestBoardButton").
 */
struct ButtonPress
{
  std::vector<Lola::Touch> touches;
  double start = 0;
  double duration = 0;

  /** The touch entries a button name stands for (empty if unknown; case-insensitive). */
  static std::vector<Lola::Touch> touchesNamed(const std::string& name);
  /** The button names for the help text. */
  static const char* namesHelp();
  /**
   * Parses "BUTTON@START:DURATION" (seconds), e.g. "chest@2.0:0.2".
   * @return Whether it is valid; error says why not.
   */
  static bool parse(const std::string& text, ButtonPress& press, std::string& error);
};
