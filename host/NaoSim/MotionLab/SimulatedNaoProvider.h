/**
 * @file MotionLab/SimulatedNaoProvider.h
 * The NaoProvider of the motion lab: sensor data from a body of naosim's physics.
 */
#pragma once

#include "Framework/Module.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/SensorData/FsrSensorData.h"
#include "Representations/Infrastructure/SensorData/InertialSensorData.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Representations/Infrastructure/SensorData/KeyStates.h"

class SimulatedBody;

MODULE(SimulatedNaoProvider,
{,
  PROVIDES(FrameInfo),
  PROVIDES(JointSensorData),
  PROVIDES(InertialSensorData),
  PROVIDES(FsrSensorData),
  PROVIDES(KeyStates),
});

/**
 * Stands in for the NaoProvider in the motion lab (docs/motion.md, "Motion lab"): it reads the
 * LoLA sensor values of a simulated body with the NaoProvider's own conversion (LolaConversion)
 * and advances the time by one LoLA cycle (12 ms) per frame. The lab sets the body before the
 * modules run (one lab per thread).
 */
class SimulatedNaoProvider : public SimulatedNaoProviderBase
{
public:
  /** The body the provider reads (the calling thread's lab's). */
  static thread_local const SimulatedBody* body;
  /** The time of the frame (ms), set by the lab. */
  static thread_local unsigned time;

private:
  void update(FrameInfo& frameInfo) override;
  void update(JointSensorData& jointSensorData) override;
  void update(InertialSensorData& inertialSensorData) override;
  void update(FsrSensorData& fsrSensorData) override;
  void update(KeyStates& keyStates) override;
};
