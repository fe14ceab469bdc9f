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
 * CameraProvider registers its camera when it is made. While the camera delivers nothing, a
 * frame runs once a second anyway, so that the thread reports (CameraStatus) and answers debug
 * requests. Without a registered camera (the provider is not configured, or not made yet), the
 * thread runs at the cameras' 30 Hz.
 */
class PerceptionExecutionUnit : public ExecutionUnit
{
public:
  bool beforeFrame(ThreadFrame& frame) override;
  void afterFrame(ThreadFrame& frame) override;

  /** Called by the CameraProvider in its thread: the camera the thread waits for (nullptr: none). */
  static void setCamera(CameraInput* camera);

private:
  std::chrono::steady_clock::time_point lastFrame;
};
