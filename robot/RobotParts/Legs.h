/**
 * @file RobotParts/Legs.h
 * The two legs, e.g. to index the foot pressure sensors.
 */
#pragma once

#include "Streaming/Enum.h"

namespace Legs
{
  ENUM(Leg,
  {,
    left,
    right,
  });
}
