/**
 * @file CommandLine/ProgressBar.h
 * The progress bar of the command-line programs, on stderr, for work that may take longer than
 * a second (reading logs, checking many files).
 */
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <stop_token>
#include <string>
#include <thread>

/**
 * Shows "<label> [#####-----]  42%  12.3/29.1 MB" on stderr, redrawn in place by a background
 * thread, so that the worker only stores numbers. While the total is unknown (0), the line
 * shows the elapsed time instead. Nothing is drawn if stderr is not a terminal or the work
 * ends within half a second; the line is removed when the bar is finished or destroyed, and
 * by clear() before the program prints something else.
 */
class ProgressBar
{
public:
  /** What the numbers count. */
  enum class Unit
  {
    bytes,
    frames,
    files,
  };

  ProgressBar(std::string label, Unit unit);
  ~ProgressBar();
  ProgressBar(const ProgressBar&) = delete;
  ProgressBar& operator=(const ProgressBar&) = delete;

  /** Reports progress (cheap, may be called from any thread). total 0: unknown. */
  void update(std::uint64_t done, std::uint64_t total)
  {
    doneCount.store(done, std::memory_order_relaxed);
    totalCount.store(total, std::memory_order_relaxed);
  }

  /** Changes the text before the bar (e.g. when the work enters another phase). */
  void relabel(const std::string& label);

  /** Removes the line now (e.g. before a message is printed); it is drawn again at the next redraw. */
  void clear();

  /** Stops drawing and removes the line. */
  void finish();

private:
  void run(std::stop_token stop);
  void draw();
  /** Removes the line if it is shown (mutex held). */
  void erase();

  std::string label;
  Unit unit;
  std::atomic<std::uint64_t> doneCount{0};
  std::atomic<std::uint64_t> totalCount{0};
  std::mutex mutex;                 ///< Guards label, shown and the stop condition.
  std::condition_variable_any wake; ///< Ends the wait of the drawing thread early.
  std::chrono::steady_clock::time_point start;
  bool shown = false;               ///< The line is on the screen (guarded by mutex).
  std::jthread thread;              ///< Draws; only started if stderr is a terminal.
};
