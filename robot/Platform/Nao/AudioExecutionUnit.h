/**
 * @file Platform/Nao/AudioExecutionUnit.h
 * The execution unit of the Audio thread, paced by the sound card.
 */
#pragma once

#include "Framework/ExecutionUnit.h"

/**
 * The execution unit "Audio" (threads.cfg) of the thread that runs the AudioProvider: the
 * provider blocks until the sound card delivers the next block, so afterFrame() returns at
 * once. If no block arrived in a frame (no sound card, provider not configured), it waits for
 * the time of one block instead (43 ms), so that the thread idles instead of spinning. In
 * lock-step a frame is due every block time of the robot's clock.
 */
class AudioExecutionUnit : public ExecutionUnit
{
public:
  AudioExecutionUnit();
  void afterFrame(ThreadFrame& frame) override;
  /** Lock-step: a frame per block time (2048 frames at 48 kHz) in the robot's time. */
  bool dueInLockStep(ThreadFrame&, unsigned now) override { return schedule.due(now); }

  /** Called by the AudioProvider in its thread whenever a block arrived. */
  static void receivedBlock();

private:
  LockStepSchedule schedule;
};
