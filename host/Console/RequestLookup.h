/**
 * @file Console/RequestLookup.h
 * Looking up the debug request names a robot reported (polled), per thread: the commands dr,
 * get and set find and list them here.
 */
#pragma once

#include <functional>
#include <set>
#include <string>
#include <vector>

class RobotConnection;

namespace RequestLookup
{
  /** The threads a command is for ("for ..."); empty: all. */
  using Targets = std::vector<unsigned>;

  /** The original request name for a typed one (exact or translated), "" if unknown. */
  std::string find(const RobotConnection& connection, const std::string& typed, const Targets& targets);
  /** The components that reported a request name. */
  Targets componentsWith(const RobotConnection& connection, const std::string& request, const Targets& targets);
  /**
   * The request names the robot reported (sorted, each once) as shown(name) shows them; names
   * shown as "" or not matching the pattern are left out.
   */
  std::set<std::string> list(const RobotConnection& connection, const Targets& targets, const std::string& pattern,
                             const std::function<std::string(const std::string&)>& shown);
}
