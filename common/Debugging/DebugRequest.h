/**
 * @file Debugging/DebugRequest.h
 * Debug requests: named switches the host turns on and off per thread ("representation:BallModel",
 * "debug data:module:SimpleBallLocator", ...). Code asks DEBUG_RESPONSE("name") { ... }.
 *
 * The table is the calling thread's (Global::getDebugRequestTable()). With no request enabled a
 * check costs one comparison. Release builds (TOUCHLINE_RELEASE) compile the macros out.
 */
#pragma once

#include "Streaming/AutoStreamable.h"
#include <string>
#include <string_view>
#include <unordered_map>

/** A request as the host sends it (message idDebugRequest): its name and whether it is enabled. */
STREAMABLE(DebugRequest,
{,
  (std::string) description,
  (bool)(false) enable,
});

class DebugRequestTable
{
public:
  /** Applies a request; "disableAll" disables every request. */
  void addRequest(const DebugRequest& request);
  /** Whether a request is enabled. */
  bool isActive(std::string_view name) const
  {
    if(enabled.empty())
      return false;
    return enabled.find(name) != enabled.end();
  }
  /** Disables a request (DEBUG_RESPONSE_ONCE). */
  void disable(std::string_view name);
  bool empty() const { return enabled.empty(); }

private:
  struct Hash
  {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
  };
  std::unordered_map<std::string, bool, Hash, std::equal_to<>> enabled;
};

#ifdef TOUCHLINE_RELEASE
#define DEBUG_RESPONSE(name) if(false)
#define DEBUG_RESPONSE_ONCE(name) if(false)
#define DEBUG_RESPONSE_NOT(name) if(true)
#else
#include "Framework/Global.h"
/** Executes the following statement if the request is enabled. */
#define DEBUG_RESPONSE(name) if(Global::getDebugRequestTable() && Global::getDebugRequestTable()->isActive(name))
/** Executes the following statement once when the request is enabled, then disables it. */
#define DEBUG_RESPONSE_ONCE(name) \
  if(Global::getDebugRequestTable() && Global::getDebugRequestTable()->isActive(name) && \
     (Global::getDebugRequestTable()->disable(name), true))
/** Executes the following statement if the request is not enabled. */
#define DEBUG_RESPONSE_NOT(name) if(!Global::getDebugRequestTable() || !Global::getDebugRequestTable()->isActive(name))
#endif
