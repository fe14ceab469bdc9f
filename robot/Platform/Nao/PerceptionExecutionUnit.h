/**
 * @file Platform/Nao/PerceptionExecutionUnit.h
 * The execution unit "Perception" of the camera threads Upper and Lower: paced by their camera.
 */
#pragma once

#include "Framework/ExecutionUnit.h"
#include <chrono>

class CameraInput;

/**
 * The execution unit "Perception" (threads.cfg) of the threads Upper and Lower: a frame runs
 * when the thread's camera has delivered an image (as LoLA paces Motion), so that the data
 * received from the other threads at the start of the frame is that of the image's time. The
 * CameraProvider (or what else takes frames from the camera server, e.g. the simulated percepts)
 * registers its camera when it is made. While the camera delivers nothing, a frame runs once a
 * second anyway, so that the thread reports (CameraStatus) and answers debug requests. Without a
 * registered camera (the provider is not configured, or not made yet), the thread runs at the
 * cameras' 30 Hz.
 *
 * In lock-step a frame is due at the camera's frame rate in the robot's time; before it the
 * thread waits for the image of that very instant (asked of the camera server, at most
 * lockStepImageTimeout), and after it asks for the image of its next instant ahead, so that the
 * simulator renders it while the other threads run.
 */
class PerceptionExecutionUnit : public ExecutionUnit
{
public:
  PerceptionExecutionUnit();
  bool beforeFrame(ThreadFrame& frame) override;
  void afterFrame(ThreadFrame& frame) override;
  bool dueInLockStep(ThreadFrame& frame, unsigned now) override;
  void beforeLockStepFrame(ThreadFrame& frame, unsigned now) override;
  void afterLockStepFrame(ThreadFrame& frame) override;

  /** Called by the CameraProvider in its thread: the camera the thread waits for (nullptr: none). */
  static void setCamera(CameraInput* camera);

  /** How long a thread in lock-step waits for the image of an instant before its frame runs without it. */
  static constexpr std::chrono::milliseconds lockStepImageTimeout{5000};

private:
  std::chrono::steady_clock::time_point lastFrame;
  LockStepSchedule schedule; ///< Lock-step: the camera's 30 Hz in the robot's time.
};
