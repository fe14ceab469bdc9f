/**
 * @file Modules/Sensing/MotorMonitor/MotorMonitor.h
 * The module MotorMonitor: which stiff joints do not follow their commands.
 */
#pragma once

#include "Framework/Module.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/JointRequest.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Representations/Sensing/MotorHealth.h"

MODULE(MotorMonitor,
{,
  REQUIRES(FrameInfo),
  REQUIRES(JointSensorData),
  USES(JointRequest),
  PROVIDES(MotorHealth),
  LOADS_PARAMETERS(
  {,
    (int)(50) minStiffness,                      /**< Joints commanded with less stiffness (percent) are not checked. */
    (Angle)(Angle::fromDegrees(11.f)) maxError,  /**< A joint further than this from its command ... */
    (unsigned)(5) frames,                        /**< ... in this many frames in a row does not follow. */
  }),
});

/**
 * Compares each joint's measured angle with the angle the JointRequest of the previous frame
 * commanded (the one the motors got), for the joints commanded with at least minStiffness (docs/
 * motion.md, "Motor faults"). A joint further away than maxError for `frames` frames in a row
 * does not follow: its motor lost its stiffness, broke, or something blocks it. In the
 * simulation, walking, kicking and standing keep every joint within 9 deg of its command; a leg
 * joint that loses its stiffness passes 11 deg within a few frames.
 */
class MotorMonitor : public MotorMonitorBase
{
  void update(MotorHealth& motorHealth) override;

  ENUM_INDEXED_ARRAY(unsigned, Joints::Joint) count;      ///< Frames in a row each joint was too far away.
  ENUM_INDEXED_ARRAY(unsigned, Joints::Joint) awaySince;  ///< Since when (ms).

public:
  MotorMonitor()
  {
    count.fill(0);
    awaySince.fill(0);
  }
};
