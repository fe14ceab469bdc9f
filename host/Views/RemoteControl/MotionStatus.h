/**
 * @file Views/RemoteControl/MotionStatus.h
 * What a robot reports about its motion (its MotionInfo): the motion executed, whether it is
 * finished and stable, the speed it walks at. Read through the robot's own TypeInfo (it may run
 * another version of the code): binary -> config map -> the fields by name; a field the robot
 * does not have keeps its default. Qt-free.
 */
#pragma once

#include "Streaming/TypeInfo.h"
#include <string>

struct MotionStatus
{
  std::string executedMotion; ///< MotionRequest::Motion's name ("walk", "kick", ...); "" if not sent.
  bool finished = false;      ///< isMotionFinished.
  bool stable = true;         ///< isStable.
  float x = 0.f;              ///< The walk's speed forward (mm/s).
  float y = 0.f;              ///< ... to the left (mm/s).
  float rotation = 0.f;       ///< ... turning counterclockwise (deg/s).

  /** Reads a MotionInfo (payload as the robot streamed it, type as in its TypeInfo); false and why if that fails. */
  bool read(const TypeInfo& info, const std::string& type, const std::string& payload, std::string& error);
  /** One line: "walk 243 mm/s forward, 0 mm/s left, 12 deg/s" / "kick (finished)", and ", not stable". */
  std::string text() const;
};
