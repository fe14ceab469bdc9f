/**
 * @file Modules/MotionControl/KeyFrameEngine/KeyFrameEngine.h
 * The module KeyFrameEngine: sitDown, standUp and playDead from key frames.
 */
#pragma once

#include "Framework/Module.h"
#include "Modules/MotionControl/KeyFrameEngine/KeyFrameMotion.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/SensorData/InertialSensorData.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Representations/MotionControl/KeyFrameEngineOutput.h"
#include "Representations/MotionControl/MotionSelection.h"

MODULE(KeyFrameEngine,
{,
  REQUIRES(FrameInfo),
  REQUIRES(InertialSensorData),
  REQUIRES(JointSensorData),
  REQUIRES(MotionSelection),
  PROVIDES(KeyFrameEngineOutput),
  LOADS_PARAMETERS(
  {,
    (ENUM_INDEXED_ARRAY(KeyFrameMotion, KeyFrameEngineOutput::Motion)) motions, /**< playDead, sitDown, standUp, getUpFront, getUpBack. */
  }),
});

/**
 * Plays the body motions playDead, sitDown, standUp, getUpFront and getUpBack from key frames
 * (keyFrameEngine.cfg), the one the MotionSelection names. A motion starts from the measured
 * joint angles when the selection hands it over, moves through its key frames with a cosine ramp
 * (no velocity jump at a key frame) and then holds its last pose. A key frame's balance check
 * that fails when the frame is reached ends the motion as failed (limp). playDead has no key
 * frames and stiffness 0: it passes the measured angles on. rHipYawPitch always gets the value of
 * lHipYawPitch (one motor).
 */
class KeyFrameEngine : public KeyFrameEngineBase
{
public:
  /** Loads and checks the parameters (throws with the file, motion, key frame and joint if one is wrong). */
  KeyFrameEngine();

private:
  void update(KeyFrameEngineOutput& output) override;

  /** Starts a motion from the measured angles. */
  void start(KeyFrameEngineOutput::Motion motion);

  /** Throws if a parameter is out of range. */
  void check() const;

  KeyFrameEngineOutput::Motion motion = KeyFrameEngineOutput::playDead;
  bool started = false;
  std::size_t keyFrame = 0;        ///< The key frame moved to now.
  unsigned phaseStart = 0;         ///< When the move to the current key frame started (ms).
  unsigned motionStart = 0;        ///< When the motion started (ms).
  unsigned selectedSince = 0;      ///< The MotionSelection's since of the motion that plays.
  bool failed = false;             ///< A balance check failed.
  ENUM_INDEXED_ARRAY(Angle, Joints::Joint) from; ///< The pose the move to the current key frame started from.
};
