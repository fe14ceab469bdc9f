/**
 * @file Platform/Nao/PerceptionExecutionUnit.cpp
 * The Perception execution unit: a frame per camera image.
 */
#include "Platform/Nao/PerceptionExecutionUnit.h"
#include "Platform/Nao/CameraInput.h"
#include "Platform/Nao/SimulatedClock.h"
#include <thread>

MAKE_EXECUTION_UNIT(Perception, PerceptionExecutionUnit);

namespace
{
  thread_local CameraInput* threadCamera = nullptr;
  /** At most this long is waited for an image in one call, so that the thread can stop. */
  constexpr auto waitSlice = std::chrono::milliseconds(100);
  /** Without images, a frame runs this often. */
  constexpr auto idleFramePeriod = std::chrono::seconds(1);
  /** The cameras' frame period, for a thread without a camera. */
  constexpr auto cameraPeriod = std::chrono::microseconds(33333);
}

PerceptionExecutionUnit::PerceptionExecutionUnit() : schedule(1e6 / static_cast<double>(cameraPeriod.count())) {}

void PerceptionExecutionUnit::setCamera(CameraInput* camera)
{
  threadCamera = camera;
}

bool PerceptionExecutionUnit::dueInLockStep(ThreadFrame&, unsigned now)
{
  return schedule.due(now);
}

void PerceptionExecutionUnit::beforeLockStepFrame(ThreadFrame&, unsigned now)
{
  if(threadCamera)
    threadCamera->waitFor(now, lockStepImageTimeout);
}

void PerceptionExecutionUnit::afterLockStepFrame(ThreadFrame&)
{
  if(threadCamera)
    threadCamera->request(SimulatedClock::instantAt(schedule.next())); // the instant at which the frame will be due
}

bool PerceptionExecutionUnit::beforeFrame(ThreadFrame&)
{
  if(!threadCamera)
    return true;
  const auto now = std::chrono::steady_clock::now();
  if(threadCamera->wait(waitSlice) || now - lastFrame >= idleFramePeriod)
  {
    lastFrame = std::chrono::steady_clock::now();
    return true;
  }
  return false;
}

void PerceptionExecutionUnit::afterFrame(ThreadFrame&)
{
  if(!threadCamera)
    std::this_thread::sleep_for(cameraPeriod);
}
