/**
 * @file Debugging/DebugRequest.h
 * Debug requests: named switches the host turns on and off per thread ("representation:BallModel",
 * "debug data:module:SimpleBallLocator", ...). Code asks DEBUG_RESPONSE("name") { ... }.
 *
 * The table is the calling thread's (Global::getDebugRequestTable()). With no request enabled and
 * no polling going on a check costs one comparison (mayBeActive()). Release builds
 * (TOUCHLINE_RELEASE) compile the macros out.
 *
 * Polling: the request "poll" makes the table report, for three frames, the first check of every
 * name as an idDebugResponse text message "<name> <true|false>" to the thread's debug queue; then
 * it sends "pollingFinished". That is how the host learns which requests exist.
 */
#pragma once

#include "Streaming/AutoStreamable.h"
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

/** A request as the host sends it (message idDebugRequest): its name and whether it is enabled. */
STREAMABLE(DebugRequest,
{,
  (std::string) description,
  (bool)(false) enable,
});

class DebugRequestTable
{
public:
  /** The number of frames a thread reports names after "poll". */
  static constexpr int pollFrames = 3;
  /**
   * While this request is enabled, OUTPUT and OUTPUT_TEXT send no text messages (idText) to the
   * host (Streaming/Output.h; the console's "msg disable").
   */
  static constexpr std::string_view textDisabledRequest = "disable text";

  /** Applies a request; "disableAll" disables every request, "poll" starts polling. */
  void addRequest(const DebugRequest& request);
  /**
   * Whether a request is enabled. While polling, the first check of each name is reported to
   * the calling thread's debug queue.
   */
  bool isActive(std::string_view name) const
  {
    if(!mayBeActive())
      return false;
    if(pollCounter > 0)
      poll(name);
    return !enabled.empty() && enabled.find(name) != enabled.end();
  }
  /**
   * Whether a request is enabled, without announcing the name while polling: for requests the
   * host sends by name without asking for them (textDisabledRequest).
   */
  bool isEnabled(std::string_view name) const { return !enabled.empty() && enabled.find(name) != enabled.end(); }
  /** Announces a name during polling (DECLARE_DEBUG_RESPONSE); nothing else. */
  void declare(std::string_view name) const
  {
    if(pollCounter > 0)
      poll(name);
  }
  /**
   * False if no name can be active and nothing is being polled: callers that build request
   * names (drawings, plots, MODIFY) check this first, so that they cost nothing when the host
   * asks for nothing.
   */
  bool mayBeActive() const { return !enabled.empty() || pollCounter > 0; }
  /** Disables a request (DEBUG_RESPONSE_ONCE). */
  void disable(std::string_view name);
  bool empty() const { return enabled.empty(); }
  bool isPolling() const { return pollCounter > 0; }
  /**
   * Called by the thread at the end of each frame: counts polling down and sends
   * "pollingFinished" (idDebugResponse) to the thread's debug queue when it ends.
   */
  void frameDone();
  /** The names of the enabled requests. */
  std::vector<std::string> activeNames() const;

private:
  void poll(std::string_view name) const;

  struct Hash
  {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
  };
  std::unordered_map<std::string, bool, Hash, std::equal_to<>> enabled;
  int pollCounter = 0;                                                   ///< Frames left to poll.
  mutable std::unordered_set<std::string, Hash, std::equal_to<>> polled; ///< Names already reported.
};

#ifdef TOUCHLINE_RELEASE
#define DEBUG_RESPONSE(name) if(false)
#define DEBUG_RESPONSE_ONCE(name) if(false)
#define DEBUG_RESPONSE_NOT(name) if(true)
#define DECLARE_DEBUG_RESPONSE(name) static_cast<void>(0)
#else
#include "Streaming/Global.h"
/** Executes the following statement if the request is enabled. */
#define DEBUG_RESPONSE(name) if(Global::getDebugRequestTable() && Global::getDebugRequestTable()->isActive(name))
/** Executes the following statement once when the request is enabled, then disables it. */
#define DEBUG_RESPONSE_ONCE(name) \
  if(Global::getDebugRequestTable() && Global::getDebugRequestTable()->isActive(name) && \
     (Global::getDebugRequestTable()->disable(name), true))
/** Executes the following statement if the request is not enabled. */
#define DEBUG_RESPONSE_NOT(name) if(!Global::getDebugRequestTable() || !Global::getDebugRequestTable()->isActive(name))
/** Announces a request name to the host (polling) without using it. */
#define DECLARE_DEBUG_RESPONSE(name) \
  do \
    if(Global::getDebugRequestTable()) \
      Global::getDebugRequestTable()->declare(name); \
  while(false)
#endif
