/**
 * @file Progress.h
 * A progress line on stderr for commands that work through many files.
 */
#pragma once

#include <chrono>
#include <cstddef>
#include <string>

/**
 * Shows "<verb> N/M files" on stderr, redrawn in place. The line appears only if stderr is a
 * terminal and the work has taken, or is expected to take, more than a second; it is redrawn
 * at most 10 times a second and removed when the object is destroyed.
 */
class Progress
{
public:
  /**
   * @param verb What is done to the files, e.g. "checked".
   * @param total The number of files.
   */
  Progress(std::string verb, std::size_t total);
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  /** Reports that done of the files are finished. */
  void update(std::size_t done);

  /** Removes the line, e.g. before other output to the terminal; the next update draws it again. */
  void clear();

private:
  using Clock = std::chrono::steady_clock;

  std::string verb;
  std::size_t total;
  bool enabled;           ///< stderr is a terminal.
  bool shown = false;     ///< The line is on the screen.
  bool active = false;    ///< The work is long enough for a progress line.
  Clock::time_point start;
  Clock::time_point lastDraw;
};
