/**
 * @file Network/LinkOptions.cpp
 * Describing the limits and timeouts of a link in messages.
 */
#include "Network/LinkOptions.h"

std::string describeDuration(std::chrono::milliseconds duration)
{
  const auto ms = duration.count();
  return ms % 1000 == 0 ? std::to_string(ms / 1000) + " s" : std::to_string(ms) + " ms";
}
