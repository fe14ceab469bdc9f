/**
 * @file Representations/Infrastructure/JointRequest.h
 * The representation JointRequest: angles and stiffnesses for the joints.
 */
#pragma once

#include "RobotParts/Joints.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/EnumIndexedArray.h"

/**
 * What the joints should do in this frame: a target angle (hands: an opening 0..1) and a
 * stiffness in percent per joint. The angle `off` switches a joint off (no stiffness, it
 * follows gravity), `ignore` means the source that writes the request does not set the joint
 * (another one, e.g. the head engine, does). rHipYawPitch is not a motor of its own: the
 * provider sends lHipYawPitch.
 */
STREAMABLE(JointRequest,
{
  static constexpr float off = 10000.f;    /**< The joint is switched off. */
  static constexpr float ignore = 20000.f; /**< This source does not set the joint. */

  /** Sets every angle to the same value (e.g. off). */
  void setAllAngles(float angle) { angles.fill(angle); }

  /** Sets every stiffness to the same value (percent). */
  void setAllStiffnesses(int percent) { stiffnesses.fill(percent); }

  /** Whether every angle is finite and either off, ignore or within +-2pi (hands 0..1), and every stiffness is 0..100. */
  bool isValid() const;

  /** Copies angle and stiffness of the joints that source sets (whose angle is not ignore). */
  void overwriteWith(const JointRequest& source);

  /** Checks isValid() after each update (debug builds). */
  void verify() const,

  (ENUM_INDEXED_ARRAY(Angle, Joints::Joint))(off) angles,    /**< Target angles (rad; hands 0..1), or off, or ignore. */
  (ENUM_INDEXED_ARRAY(int, Joints::Joint))(0) stiffnesses,   /**< Stiffness per joint, percent 0..100. */
});
