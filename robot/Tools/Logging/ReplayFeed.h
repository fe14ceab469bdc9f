/**
 * @file Tools/Logging/ReplayFeed.h
 * How a replayed log frame reaches the thread that logged it (docs/logs.md, "Replaying a log"):
 * the log player hands the frame to the thread's feed and waits until the thread has run it;
 * the thread's execution unit "Replay" runs a frame only when its feed holds one; while that
 * frame runs, LogDataProvider reads the logged representations from ReplayFeed::current().
 *
 *   ReplayFeed feed(*robot.getThread("Upper"));   // before robot.start()
 *   feed.play(log.frame(7), reader, cancel);      // returns when Upper has run the frame
 *
 * Frames are played one at a time, in the order of the log, so a replay is deterministic.
 */
#pragma once
#include "Framework/ExecutionUnit.h"
#include "LogPlayback/LogDataReader.h"
#include "LogPlayback/LogFile.h"
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>

class ThreadFrame;

class ReplayFeed
{
public:
  /** The frame a thread runs. */
  struct Frame
  {
    LogFile::Frame frame;
    LogDataReader* reader = nullptr; ///< Converts representations whose type changed since recording.
    std::uint64_t serial = 0;        ///< Different for every frame handed over.
  };

  /** Feeds a thread (registered for the thread's Replay unit until destroyed). */
  explicit ReplayFeed(ThreadFrame& thread);
  ~ReplayFeed();
  ReplayFeed(const ReplayFeed&) = delete;
  ReplayFeed& operator=(const ReplayFeed&) = delete;

  /**
   * Hands a frame to the thread and waits until the thread has run it. If cancel is set (checked
   * every 10 ms) before the thread began the frame, it is taken back; a frame that has begun is
   * waited for, so the frame's bytes need to stay valid only until this returns.
   * @return Whether the thread ran the frame.
   */
  bool play(const LogFile::Frame& frame, LogDataReader& reader, const std::atomic<bool>& cancel);

  /** The feed of a thread, or nullptr. */
  static ReplayFeed* of(const ThreadFrame& thread);

  /** The thread's side: whether a frame is waiting; if so, it is current() until end(). */
  bool begin();
  /** The thread's side: the frame has run. */
  void end();

  /** The frame the calling thread runs, or nullptr. */
  static const Frame* current();

private:
  ThreadFrame& thread;
  std::mutex mutex;
  std::condition_variable finished;
  Frame pending;
  bool waiting = false; ///< pending holds a frame the thread has not begun.
  bool running = false; ///< The thread runs pending.
  std::uint64_t serials = 0;
};

/**
 * The execution unit of replayed threads: a frame per frame handed to the thread's ReplayFeed,
 * and a frame on the data the thread has when the host sent it something (within 20 ms).
 */
class ReplayExecutionUnit : public ExecutionUnit
{
public:
  bool beforeFrame(ThreadFrame& frame) override;
  void afterFrame(ThreadFrame& frame) override;

private:
  ReplayFeed* began = nullptr; ///< The feed whose frame this thread runs.
};
