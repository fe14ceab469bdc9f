/**
 * @file Modules/Infrastructure/LEDHandler/LEDHandler.h
 * The module LEDHandler: eyes, chest and ears show what the robot does.
 */
#pragma once

#include "Framework/Module.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/GameState.h"
#include "Representations/Infrastructure/LEDRequest.h"
#include "Representations/Infrastructure/LoggerStatus.h"
#include "Representations/Infrastructure/SensorData/SystemSensorData.h"
#include "Representations/MotionControl/MotionInfo.h"
#include "Streaming/EnumIndexedArray.h"
#include "Tools/ColorRGB.h"

namespace LEDHandlerStates
{
  /** What the body does, as the eyes show it. */
  ENUM(BodyState,
  {,
    limp,        /**< playDead. */
    sittingDown, /**< sitDown, not finished yet. */
    sitting,     /**< sitDown, finished. */
    standingUp,  /**< stand, not finished yet. */
    standing,    /**< stand, finished. */
  });
}

MODULE(LEDHandler,
{,
  REQUIRES(FrameInfo),
  REQUIRES(GameState),
  REQUIRES(LoggerStatus),
  REQUIRES(MotionInfo),
  REQUIRES(SystemSensorData),
  PROVIDES(LEDRequest),
  LOADS_PARAMETERS(
  {,
    (ENUM_INDEXED_ARRAY(ColorRGB, LEDHandlerStates::BodyState)) eyes, /**< Colour of both eyes per body state. */
    (ENUM_INDEXED_ARRAY(ColorRGB, GameState::State)) chest,          /**< Colour of the chest button per game state. */
    (ColorRGB) penalized,    /**< Colour of the chest button while penalized (overrides the state). */
    (ENUM_INDEXED_ARRAY(ColorRGB, Settings::TeamColor)) teamColors,  /**< The left foot shows the own team's colour. */
    (ColorRGB) ownKick,      /**< The right foot in initial, ready and set when the own team kicks off. */
    (float) earLevel,        /**< Intensity of the lit ear LEDs. */
    (float) lowBattery,      /**< Below this battery level (0..1) the ears blink unless the robot is charging. */
    (unsigned) blinkPeriod,  /**< Duration of one on-off cycle of blinking LEDs (ms). */
    (float) loggerStopped,   /**< The skull blinks at this intensity when the logger stopped for good (no room, drive failed). */
  }),
});

/**
 * Sets the LEDs: the eyes show what the body does (limp, sitting down, sitting, standing up,
 * standing); chest and feet follow the SPL rules: the chest shows the game state (red while
 * penalized), the left foot the team colour, the right foot whether the own team kicks off
 * (in initial, ready and set); the ears show the battery level as a gauge from the front,
 * blinking when the battery is low and not charging. The skull is off, and blinks when the
 * online logger stopped for good (LoggerStatus::stopped): the log of this game ends there.
 */
class LEDHandler : public LEDHandlerBase
{
public:
  LEDHandler();

  /** The body state for the eyes. */
  static LEDHandlerStates::BodyState bodyState(const MotionInfo& motionInfo);

private:
  void update(LEDRequest& ledRequest) override;
};
