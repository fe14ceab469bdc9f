/**
 * @file Debugging/TimingManager.h
 * The stopwatches of one thread: ids in order of first use, durations accumulated per frame,
 * and the message idStopwatch that carries them (docs/formats/debug-messages.md).
 */
#pragma once

#include "Platform/Time.h"
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

class MessageQueue;
class Out;

/**
 * Collects the durations of one thread's frame: the STOPWATCH blocks and the times the
 * framework measures itself (addTime, e.g. "AllModules" and each provided representation).
 * Durations are CPU time of the thread. A watch that runs several times in a frame
 * accumulates. Each run is also plotted as "stopwatch:<name>" (ms) while the request
 * "plot:stopwatch:<name>" is enabled.
 */
class TimingManager
{
public:
  /** At most this many watches per thread; further names are not timed. */
  static constexpr std::size_t maxWatches = 0xffff;
  /** The number of watch names each idStopwatch message carries (round-robin). */
  static constexpr std::size_t namesPerMessage = 3;

  /** The CPU time the calling thread has used, in nanoseconds (CLOCK_THREAD_CPUTIME_ID). */
  static std::uint64_t getCurrentThreadTime();
  /** Starts a frame: forgets the durations, counts the frame, remembers its start time (the robot's clock, Time). */
  void beginFrame() { beginFrame(Time::getCurrentSystemTime()); }
  void beginFrame(unsigned frameStartTime);

  /**
   * Whether STOPWATCH blocks measure now: if the logger wants timing (setAlwaysMeasure) or a
   * debug request may be enabled. Otherwise they cost one check.
   */
  bool isMeasuring() const;
  /** Makes STOPWATCH blocks measure even when nothing is requested (e.g. for the logger). */
  void setAlwaysMeasure(bool always) { alwaysMeasure = always; }

  /** The id of a watch; new names get the next id. Returns noWatch when the table is full. */
  unsigned short getId(std::string_view name);
  static constexpr unsigned short noWatch = 0xffff;
  /** Adds a duration to a watch (and plots it if requested). */
  void addTime(unsigned short id, std::chrono::nanoseconds duration);
  void addTime(std::string_view name, std::chrono::nanoseconds duration) { addTime(getId(name), duration); }

  /**
   * Writes the payload of idStopwatch: the next names round-robin, the watches that ran in
   * this frame with their durations in µs, the frame's start time and number.
   */
  void writeStopwatchData(Out& stream) { writeStopwatchData(stream, nextName); }
  /**
   * The same with the caller's own position in the round-robin of the names, so that a second
   * reader of the same frames (the logger next to the debug link) also gets every name.
   */
  void writeStopwatchData(Out& stream, std::size_t& firstName) const;
  /** Writes the message idStopwatch to a queue; false if it did not fit. */
  bool writeStopwatchMessage(MessageQueue& queue);

  /** The duration of a watch in the current frame (0 if it did not run). */
  std::chrono::nanoseconds getDuration(std::string_view name) const;
  /** The names of the watches in id order. */
  std::vector<std::string> getNames() const;
  unsigned getFrameNumber() const { return frameNumber; }
  unsigned getFrameStartTime() const { return frameStartTime; }

private:
  struct Watch
  {
    std::string name;
    std::string plotRequest; ///< "plot:stopwatch:<name>"
    std::uint64_t nanoseconds = 0;
    bool ran = false;
  };
  struct Hash
  {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
  };

  void plot(const Watch& watch, std::uint64_t nanoseconds) const;

  std::vector<Watch> watches;                  ///< By id.
  std::unordered_map<std::string, unsigned short, Hash, std::equal_to<>> ids;
  std::vector<unsigned short> ranThisFrame;    ///< Ids in the order they first ran in this frame.
  std::size_t nextName = 0;                    ///< The first name of the next message.
  unsigned frameStartTime = 0;
  unsigned frameNumber = 0;
  bool alwaysMeasure = false;
};
