/**
 * @file Console/ProviderChoice.h
 * Choosing the provider of a representation in a robot's module configuration ("mr <representation>
 * <module|default|off>"); also what session restore does again after a reconnection.
 */
#pragma once

#include "Framework/Configuration.h"
#include <string>
#include <vector>

class RobotConnection;

namespace ProviderChoice
{
  /** Whether a thread of the robot is one of the targets ("for <thread>"; none: all threads). */
  bool inTargets(const RobotConnection& connection, const std::string& thread, const std::vector<unsigned>& targets);
  /**
   * Changes the configuration: the provider of the representation in the targets' threads, else
   * in those that provide it now. false and why (for "Error: ...") if no thread is given or found.
   */
  bool choose(const RobotConnection& connection, Configuration& configuration, const std::string& representation,
              const std::string& choice, const std::vector<unsigned>& targets, std::string& error);
}
