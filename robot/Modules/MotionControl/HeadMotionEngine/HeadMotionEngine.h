/**
 * @file Modules/MotionControl/HeadMotionEngine/HeadMotionEngine.h
 * The module HeadMotionEngine: moves the head towards the requested angles.
 */
#pragma once

#include "Framework/Module.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/JointRequest.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Representations/MotionControl/HeadMotionEngineOutput.h"
#include "Representations/MotionControl/HeadMotionRequest.h"

MODULE(HeadMotionEngine,
{,
  REQUIRES(FrameInfo),
  REQUIRES(HeadMotionRequest),
  REQUIRES(JointSensorData),
  USES(JointRequest),
  PROVIDES(HeadMotionEngineOutput),
  LOADS_PARAMETERS(
  {,
    (Angle) minPan,          /**< Smallest head yaw (rad; negative: to the right). */
    (Angle) maxPan,          /**< Largest head yaw. */
    (Angle) minTilt,         /**< Smallest head pitch (negative: up). */
    (Angle) maxTilt,         /**< Largest head pitch (down). */
    (Angle) maxSpeed,        /**< Upper limit of the requested speed (rad/s). */
    (Angle) maxAcceleration, /**< Speed change per second (rad/s^2), for starting and stopping smoothly. */
    (int) stiffness,         /**< Stiffness of the head joints (percent). */
    (unsigned) maxFrameTime, /**< Longest time step assumed between two frames (ms), so a pause does not make the head jump. */
  }),
});

/**
 * Moves the head towards the requested pan and tilt. The target is clipped to the joint range;
 * the head moves along a straight line in (pan, tilt) at most with the requested speed (itself
 * limited to maxSpeed), accelerating and braking with maxAcceleration, and never overshoots.
 * It continues from the head angles sent in the previous frame (the measured ones if the head
 * was limp), so it takes over smoothly from whatever moved the head before.
 */
class HeadMotionEngine : public HeadMotionEngineBase
{
public:
  /** Loads and checks the parameters. */
  HeadMotionEngine();

private:
  void update(HeadMotionEngineOutput& output) override;

  bool firstFrame = true; ///< No previous frame to compute a time step from.
  unsigned lastTime = 0;  ///< The time of the previous frame (ms).
  float speed = 0.f;      ///< The speed along the path in the previous frame (rad/s).
  Angle lastPan = 0.f;    ///< The pan this engine sent in the previous frame.
  Angle lastTilt = 0.f;   ///< The tilt this engine sent in the previous frame.
};
