/**
 * @file Framework/FrameRecorder.h
 * What records the frames of a thread: the online logger (Logging/Logger.h) gives each thread
 * one, and the thread hands it every frame it runs.
 */
#pragma once

class Blackboard;
class ThreadDebugging;

/**
 * The recording side of one thread. ThreadFrame asks isRecording() at the start of every
 * frame (then its providers are timed, as for the host's "timing" request) and calls
 * recordFrame() after its providers ran and its packets were sent, in the thread itself. A
 * recorder must never make the thread wait and never allocate in recordFrame().
 */
class FrameRecorder
{
public:
  virtual ~FrameRecorder() = default;

  /** Whether the frames of the thread are recorded now. */
  virtual bool isRecording() const = 0;

  /**
   * Records the frame that just ran.
   * @param blackboard The thread's representations.
   * @param debugging The thread's stopwatches and annotations of the frame.
   */
  virtual void recordFrame(const Blackboard& blackboard, ThreadDebugging& debugging) = 0;
};
