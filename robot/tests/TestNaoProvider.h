/**
 * @file TestNaoProvider.h
 * A module for the tests that stands in for the NaoProvider: it provides the sensor data of a
 * NAO whose joints follow the JointRequest of the previous frame perfectly (limp joints stay
 * where they are), and whose chest button the test presses. Time advances by 12 ms per frame,
 * whatever the wall clock does.
 */
#pragma once

#include "Framework/Module.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/JointRequest.h"
#include "Representations/Infrastructure/LEDRequest.h"
#include "Representations/Infrastructure/SensorData/FsrSensorData.h"
#include "Representations/Infrastructure/SensorData/InertialSensorData.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Representations/Infrastructure/SensorData/KeyStates.h"
#include "Representations/Infrastructure/SensorData/SystemSensorData.h"
#include "Representations/MotionControl/HeadMotionInfo.h"
#include "Representations/MotionControl/MotionInfo.h"
#include <atomic>

MODULE(TestNaoProvider,
{,
  USES(HeadMotionInfo),
  USES(JointRequest),
  USES(LEDRequest),
  USES(MotionInfo),
  PROVIDES(FrameInfo),
  PROVIDES(JointSensorData),
  PROVIDES(InertialSensorData),
  PROVIDES(FsrSensorData),
  PROVIDES(KeyStates),
  PROVIDES(SystemSensorData),
});

/** The simulated body; the test talks to it through the static atomics. */
class TestNaoProvider : public TestNaoProviderBase
{
public:
  /** What the Motion thread last saw, published at the start of each frame. */
  struct Observation
  {
    std::atomic<unsigned> frames{0};
    std::atomic<int> executedMotion{-1};
    std::atomic<bool> motionFinished{false};
    std::atomic<unsigned> motionStartTime{0}; ///< MotionInfo::motionStartTime (simulated ms).
    std::atomic<unsigned> finishedTime{0};    ///< When the executed motion last became finished (simulated ms).
    std::atomic<int> stiffnessSum{-1};
    std::atomic<float> lKneePitch{0.f};
    std::atomic<float> headYaw{0.f};
    std::atomic<bool> headActive{false};
    std::atomic<float> eyeGreen{0.f};
    std::atomic<float> eyeBlue{0.f};
    std::atomic<float> chestRed{0.f};
    std::atomic<float> chestGreen{0.f};
  };

  static Observation observation;
  /** The chest button is pressed in this many of the next frames. */
  static std::atomic<int> chestPressFrames;

  TestNaoProvider();

  /** Resets the observation and the button (before a test starts a robot). */
  static void reset();

private:
  void update(FrameInfo& frameInfo) override;
  void update(JointSensorData& jointSensorData) override;
  void update(InertialSensorData& inertialSensorData) override;
  void update(FsrSensorData& fsrSensorData) override;
  void update(KeyStates& keyStates) override;
  void update(SystemSensorData& systemSensorData) override;

  unsigned time = 100000;
  bool wasFinished = false;
  ENUM_INDEXED_ARRAY(Angle, Joints::Joint) angles;
};
