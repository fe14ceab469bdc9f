/**
 * @file LatencyStats.h
 * Header-only, so that host/tests can test it without linking the simulator.
 */
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>

/**
 * How a LoLA client answers the state messages of one body, in fixed memory: per cycle whether
 * the state message got a command before the next one was sent, and a histogram of the time
 * from sending a state message to the first command after it. Resolution 1 µs below 2048 µs,
 * 16 µs from there to 34,816 µs, above that one overflow bin (the maximum is kept exactly).
 */
class LatencyStats
{
public:
  static constexpr std::uint32_t fineLimit = 2048;       ///< µs, end of the 1-µs bins
  static constexpr std::uint32_t coarseWidth = 16;       ///< µs per bin above fineLimit
  static constexpr std::uint32_t coarseBins = 2048;
  static constexpr std::uint32_t coarseLimit = fineLimit + coarseWidth * coarseBins; ///< µs, start of the overflow bin

  /** A state message answered after latency µs (by the first command before the next state message). */
  void answered(std::uint64_t latency)
  {
    ++cycles;
    ++answers;
    ++histogram[bin(latency)];
    sum += latency;
    minimum = answers == 1 ? latency : std::min(minimum, latency);
    if(latency > maximum || answers == 1)
    {
      maximum = latency;
      maximumCycle = cycles;
    }
  }
  /** A state message that got no command before the next one was sent. */
  void missed()
  {
    ++cycles;
    ++misses;
  }
  /** Commands that arrived after the next state message had been sent (a second command in a cycle, ...). */
  void late(std::uint64_t commands) { lateCommands += commands; }
  /** A state message not sent because the client had not read the previous one. */
  void dropped() { ++drops; }

  void reset() { *this = LatencyStats(); }

  std::uint64_t getCycles() const { return cycles; }
  std::uint64_t getAnswered() const { return answers; }
  std::uint64_t getMissed() const { return misses; }
  std::uint64_t getLate() const { return lateCommands; }
  std::uint64_t getDropped() const { return drops; }
  std::uint64_t getMax() const { return maximum; }
  std::uint64_t getMin() const { return minimum; }
  /** Which cycle (1 = the first counted) had the highest latency. */
  std::uint64_t getMaxCycle() const { return maximumCycle; }
  double getMean() const { return answers ? static_cast<double>(sum) / static_cast<double>(answers) : 0.; }

  /**
   * The latency (µs) that a fraction p (0..1) of the answered cycles did not exceed (nearest
   * rank): in the 1-µs bins the value rounded down to whole µs, in the 16-µs bins the bin's
   * highest value; never more than the maximum. 0 without answered cycles.
   */
  std::uint64_t percentile(double p) const
  {
    if(answers == 0)
      return 0;
    // ceil(p * n), forgiving the rounding error of p * n (0.9 * 1000 must be rank 900)
    const double wanted = std::clamp(p, 0., 1.) * static_cast<double>(answers);
    const std::uint64_t rank = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(std::ceil(wanted - 1e-6)));
    std::uint64_t seen = 0;
    for(std::size_t i = 0; i < histogram.size(); ++i)
      if((seen += histogram[i]) >= rank)
        return std::min(highest(i), maximum);
    return maximum;
  }

  /** key=value fields: cycles answered missed late dropped p50us p90us p99us p99.9us maxus maxcycle meanus. */
  std::string describe() const
  {
    char text[320];
    std::snprintf(text, sizeof(text),
                  "cycles=%llu answered=%llu missed=%llu late=%llu dropped=%llu p50us=%llu p90us=%llu p99us=%llu "
                  "p99.9us=%llu maxus=%llu maxcycle=%llu meanus=%.1f",
                  ull(cycles), ull(answers), ull(misses), ull(lateCommands), ull(drops), ull(percentile(0.5)),
                  ull(percentile(0.9)), ull(percentile(0.99)), ull(percentile(0.999)), ull(maximum), ull(maximumCycle), getMean());
    return text;
  }

private:
  static unsigned long long ull(std::uint64_t value) { return static_cast<unsigned long long>(value); }

  static std::size_t bin(std::uint64_t latency)
  {
    if(latency < fineLimit)
      return static_cast<std::size_t>(latency);
    if(latency < coarseLimit)
      return fineLimit + static_cast<std::size_t>((latency - fineLimit) / coarseWidth);
    return fineLimit + coarseBins;
  }

  /** The highest value (µs) bin i holds (the overflow bin: no bound). */
  static std::uint64_t highest(std::size_t i)
  {
    if(i < fineLimit)
      return i;
    if(i < fineLimit + coarseBins)
      return fineLimit + (i - fineLimit + 1) * coarseWidth - 1;
    return UINT64_MAX;
  }

  std::array<std::uint32_t, fineLimit + coarseBins + 1> histogram{};
  std::uint64_t cycles = 0, answers = 0, misses = 0, lateCommands = 0, drops = 0;
  std::uint64_t sum = 0, minimum = 0, maximum = 0, maximumCycle = 0;
};
