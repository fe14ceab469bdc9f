/**
 * @file CommandLine/ProgressBar.cpp
 * Drawing the progress bar from a background thread.
 */
#include "CommandLine/ProgressBar.h"
#include <cstdio>
#include <unistd.h>

namespace
{
  /** Work that ends earlier shows no bar. */
  constexpr std::chrono::milliseconds delay(500);
  /** The bar is redrawn this often. */
  constexpr std::chrono::milliseconds interval(100);
  constexpr int width = 30;

  std::string amount(std::uint64_t value, ProgressBar::Unit unit)
  {
    char text[32];
    if(unit != ProgressBar::Unit::bytes)
      std::snprintf(text, sizeof(text), "%llu", static_cast<unsigned long long>(value));
    else
      std::snprintf(text, sizeof(text), "%.1f", static_cast<double>(value) / 1e6);
    return text;
  }
}

ProgressBar::ProgressBar(std::string label, Unit unit) : label(std::move(label)), unit(unit), start(std::chrono::steady_clock::now())
{
  if(isatty(STDERR_FILENO) == 1)
    thread = std::jthread([this](std::stop_token stop) { run(stop); });
}

ProgressBar::~ProgressBar()
{
  finish();
}

void ProgressBar::relabel(const std::string& text)
{
  std::lock_guard lock(mutex);
  label = text;
}

void ProgressBar::clear()
{
  std::lock_guard lock(mutex);
  erase();
}

void ProgressBar::erase()
{
  if(shown)
  {
    std::fputs("\r\x1b[K", stderr);
    std::fflush(stderr);
    shown = false;
  }
}

void ProgressBar::finish()
{
  if(thread.joinable())
  {
    thread.request_stop();
    wake.notify_all();
    thread.join();
  }
}

void ProgressBar::run(std::stop_token stop)
{
  std::unique_lock lock(mutex);
  wake.wait_for(lock, stop, delay, [] { return false; });
  while(!stop.stop_requested())
  {
    draw();
    wake.wait_for(lock, stop, interval, [] { return false; });
  }
  erase();
}

void ProgressBar::draw()
{
  const std::uint64_t done = doneCount.load(std::memory_order_relaxed);
  const std::uint64_t total = totalCount.load(std::memory_order_relaxed);
  if(total == 0)
  {
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::fprintf(stderr, "\r%s ... %.1f s\x1b[K", label.c_str(), seconds);
  }
  else
  {
    const double fraction = done >= total ? 1.0 : static_cast<double>(done) / static_cast<double>(total);
    const int filled = static_cast<int>(fraction * width);
    const std::string bar = std::string(static_cast<std::size_t>(filled), '#') + std::string(static_cast<std::size_t>(width - filled), '-');
    std::fprintf(stderr, "\r%s [%s] %3d%%  %s/%s %s\x1b[K", label.c_str(), bar.c_str(), static_cast<int>(fraction * 100),
                 amount(done, unit).c_str(), amount(total, unit).c_str(), unit == Unit::bytes ? "MB" : unit == Unit::frames ? "frames" : "files");
  }
  std::fflush(stderr);
  shown = true;
}
