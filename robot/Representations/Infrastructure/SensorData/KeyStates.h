/**
 * @file Representations/Infrastructure/SensorData/KeyStates.h
 * The representation KeyStates: touch sensors, bumpers and buttons.
 */
#pragma once

#include "Streaming/AutoStreamable.h"
#include "Streaming/EnumIndexedArray.h"

/** Which of the NAO's touch sensors, bumpers and buttons are pressed in this frame. */
STREAMABLE(KeyStates,
{
  ENUM(Key,
  {,
    headFront,
    headMiddle,
    headRear,
    lHandBack,
    lHandLeft,
    lHandRight,
    rHandBack,
    rHandLeft,
    rHandRight,
    lFootLeft,
    lFootRight,
    rFootLeft,
    rFootRight,
    chest,
  }),

  (ENUM_INDEXED_ARRAY(bool, Key))(false) pressed,
});
