/**
 * @file Console/PlotSeries.cpp
 * The ring of a plot's values.
 */
#include "Console/PlotSeries.h"
#include <algorithm>

void PlotSeries::add(float value)
{
  ++added;
  if(values.size() < capacity)
  {
    values.push_back(value);
    return;
  }
  values[next] = value;
  next = (next + 1) % capacity;
}

void PlotSeries::last(std::size_t n, std::vector<float>& out) const
{
  n = std::min(n, values.size());
  out.resize(n);
  if(n == 0)
    return;
  // The value i places before the newest sits at (next - 1 - i) in the ring.
  const std::size_t size = values.size();
  const std::size_t newest = (next + size - 1) % size;
  for(std::size_t i = 0; i < n; ++i)
    out[n - 1 - i] = values[(newest + size - i) % size];
}

void PlotSeries::clear()
{
  values.clear();
  next = 0;
  added = 0;
}
