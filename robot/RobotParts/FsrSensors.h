/**
 * @file RobotParts/FsrSensors.h
 * The four force sensitive resistors under each foot: front-left, front-right, back-left,
 * back-right (LoLA's order within a foot).
 */
#pragma once

#include "Streaming/Enum.h"

namespace FsrSensors
{
  ENUM(FsrSensor,
  {,
    fl,
    fr,
    bl,
    br,
  });
}
