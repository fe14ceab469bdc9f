/**
 * @file Platform/Nao/MotionLoopTiming.h
 * The Motion loop's own timing, measured on the robot's side of LoLA (docs/performance.md,
 * "Motion loop against the simulated body").
 */
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <string>

/**
 * Three wall-clock durations of every LoLA cycle, kept in fixed memory (1-µs bins up to 20 ms,
 * above that one overflow bin; the maximum is kept exactly):
 * - stateToCommand: from the moment a state message was completely received to the moment the
 *   command that answers it was sent (the NaoProvider sends it at the start of the next frame);
 * - frame: from the receipt of the state message to the end of the Motion frame it started
 *   (all providers, the packets to the other threads, the logger);
 * - stateGap: between the receipts of two state messages (LoLA sends one every 12 ms).
 * A gap of 1.5 cycles or more counts the cycles in it as missed. Only the Motion thread writes
 * (NaoProvider, LolaExecutionUnit); summary() is read after it has ended.
 */
class MotionLoopTiming
{
public:
  using Clock = std::chrono::steady_clock;

  /** A state message was received now; returns the gap to the previous one (zero for the first). */
  static std::chrono::nanoseconds stateReceived(Clock::time_point now = Clock::now());
  /** The command for the last state message was sent now; returns the time since its receipt. */
  static std::chrono::nanoseconds commandSent(Clock::time_point now = Clock::now());
  /** The Motion frame ended now. */
  static void frameEnded(Clock::time_point now = Clock::now());
  /** The duration of the last frame (receipt to its end), zero before the first. */
  static std::chrono::nanoseconds lastFrame();

  /** One line per quantity: count, p50, p99, max; and the missed cycles. "" if no state arrived. */
  static std::string summary();
  /** Forgets everything (a new measurement). */
  static void reset();

  /** A histogram of durations in µs. */
  struct Histogram
  {
    static constexpr std::uint32_t bins = 20000; ///< µs; longer ones go to the overflow bin

    void add(std::chrono::nanoseconds duration);
    /** The duration (µs) below which the share p (0..1) of the samples lie (the maximum at 1). */
    std::uint64_t percentile(double p) const;

    std::array<std::uint32_t, bins + 1> counts{};
    std::uint64_t count = 0;
    std::uint64_t maximum = 0; ///< µs
  };

  static const Histogram& getStateToCommand();
  static const Histogram& getFrame();
  static const Histogram& getStateGap();
  static std::uint64_t getMissedCycles();
};
