/**
 * @file Modules/MotionControl/WalkingEngine/WalkGenerator.h
 * The walk itself, free of the framework: from a requested speed and the sensors to the legs'
 * and arms' joint angles, one Motion frame at a time.
 */
#pragma once

#include "Math/Pose2f.h"
#include "Modules/MotionControl/WalkingEngine/WalkParameters.h"
#include "Representations/Configuration/RobotDimensions.h"
#include "RobotParts/Joints.h"
#include "Streaming/EnumIndexedArray.h"

/**
 * An omnidirectional walk (docs/motion.md, "Walking engine"). Each step one foot swings while
 * the other supports the robot. The support foot moves back under the torso at the step's
 * speed, the swing foot moves forward to where the next step begins, lifted on a sine; the
 * torso sways toward the support foot and leans forward a little. The support switches when the
 * swing foot's FSRs feel the robot's weight (at the earliest after minStepPhase of a step, at
 * the latest after maxStepPhase), so the rhythm follows the body. The gyroscope's pitch and roll
 * rates, low-pass filtered, go back onto the ankles and hips. The speed of a step is fixed when
 * the step starts (from the request, limited to the maximum speeds and accelerations); a request
 * of zero walks until both feet are back beside each other, then stands. The arms swing against
 * the feet. The walk holds the heading: the gyroscope's turn rate, against the requested one,
 * adds up to a heading error that the next steps turn away (feet slip and turn the robot a
 * little with every step, more when it walks sideways). Odometry is the torso's motion over the
 * support foot, turned by what the gyroscope measured.
 */
class WalkGenerator
{
public:
  /** What the walk needs of the sensors. */
  struct Sensors
  {
    float gyroX = 0.f, gyroY = 0.f;             ///< Roll and pitch rates of the torso (rad/s).
    float turnRate = 0.f;                       ///< How fast it turns about the vertical (rad/s, counterclockwise).
    float fsrLeft = 0.f, fsrRight = 0.f;        ///< The FSRs' sums per foot (kg).
  };

  /** One foot's place relative to where it stands: forward, left (mm), turned (rad). */
  struct FootOffset
  {
    float x = 0.f, y = 0.f, rotation = 0.f;
  };

  /** What the walk does in a frame. */
  struct Output
  {
    ENUM_INDEXED_ARRAY(float, Joints::Joint) angles;   ///< Legs and arms (rad); head and hands untouched (0).
    Pose2f speed;                    ///< The speed the current step walks at (mm/s, rad/s).
    Pose2f odometryOffset;           ///< How far the torso moved in this frame (mm, rad).
    bool standing = true;            ///< Not walking: both feet beside each other, no step.
    bool leftSupport = true;         ///< The left foot supports (the right one swings).
    float phase = 0.f;               ///< How far the current step is (0..maxStepPhase).
  };

  WalkGenerator() { output.angles.fill(0.f); }

  /**
   * Computes one frame.
   * @param request The speed to walk at (mm/s forward and left, rad/s counterclockwise); zero: stop.
   * @param dt The frame's time (s).
   */
  void update(const WalkParameters& parameters, const RobotDimensions& dimensions, const Pose2f& request, const Sensors& sensors,
              float dt);
  const Output& get() const { return output; }
  /** The requested speed after limiting it to the parameters' maxima (what update() walks toward). */
  static Pose2f limit(const WalkParameters& parameters, const Pose2f& request);
  /** Starts standing again (e.g. when another motion had the legs). */
  void reset();

private:
  /** Starts a new step: the other foot swings, the step's size from the speed. */
  void startStep(const WalkParameters& parameters, bool firstStep);
  /** The joint angles of the feet's offsets (and the lift of the swing foot). */
  void computeJoints(const WalkParameters& parameters, const RobotDimensions& dimensions, float lift, float swayY, float heightNow);

  Output output;
  bool walking = false;
  float t = 0.f;                     ///< Time in the current step (s).
  float duration = 0.25f;            ///< How long a step takes (s): the mean of the last ones.
  Pose2f speed;                      ///< The speed walked toward after acceleration limits.
  Pose2f stepSize;                   ///< What the torso moves over the support foot in this step (mm, rad).
  FootOffset left, right;            ///< The feet now.
  FootOffset swingStart, supportStart; ///< The feet when the step began.
  float gyroX = 0.f, gyroY = 0.f;    ///< Filtered.
  float headingError = 0.f;          ///< Requested minus measured turn since the walk started (rad).
  float heightNow = 0.f;             ///< The torso's height now (between standHeight and height).
};
