/**
 * @file Console/PlotSeries.h
 * The values of one plot (PLOT messages of a robot), newest last, in a ring of bounded size.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

class PlotSeries
{
public:
  /** Values kept per plot: enough for the widest plot view (vp ... <numOfValues>). */
  static constexpr std::size_t capacity = 1 << 16;

  void add(float value);
  /** How many values are kept (at most capacity). */
  std::size_t size() const { return values.size(); }
  /** How many values were ever added: tells new values from those already seen. */
  std::uint64_t total() const { return added; }
  /** The last n values (fewer if there are not that many), oldest first. */
  void last(std::size_t n, std::vector<float>& out) const;
  void clear();

private:
  std::vector<float> values; ///< Grows to capacity, then a ring with its oldest value at next.
  std::size_t next = 0;
  std::uint64_t added = 0;
};
