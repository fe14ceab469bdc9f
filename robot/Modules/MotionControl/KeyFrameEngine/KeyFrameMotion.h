/**
 * @file Modules/MotionControl/KeyFrameEngine/KeyFrameMotion.h
 * The parameters of one motion of the KeyFrameEngine.
 */
#pragma once

#include "RobotParts/Joints.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/EnumIndexedArray.h"
#include <vector>

/**
 * A pose to reach and the time to get there from the previous one. A key frame may check the
 * robot's balance when it is reached: the torso's pitch (the inertial board's) must then lie
 * within [minTorsoPitch, maxTorsoPitch], else the motion fails (a get-up is tried again).
 */
STREAMABLE(KeyFrame,
{,
  (unsigned)(1000) duration,                          /**< Time to move from the previous pose into this one (ms, > 0). */
  (ENUM_INDEXED_ARRAY(Angle, Joints::Joint))(0.f) angles, /**< The pose (write angles with "deg"; hands: opening 0..1). */
  (Angle)(-4.f) minTorsoPitch,                        /**< Balance check (rad; the defaults check nothing). */
  (Angle)(4.f) maxTorsoPitch,
  (int)(-1) stiffness,                                /**< Stiffness while moving into this frame (percent; -1: the motion's). */
});

/**
 * A motion: key frames played one after the other, starting from the measured joint angles.
 * Without key frames, the motion holds the angles measured when it started, or follows the
 * measured angles if its stiffness is 0 (limp).
 */
STREAMABLE(KeyFrameMotion,
{,
  (int)(0) stiffness,                 /**< Stiffness of all joints while moving (percent). */
  (int)(0) holdStiffness,             /**< Stiffness once the last key frame is reached (percent). */
  (std::vector<KeyFrame>) keyFrames,
});
