/**
 * @file Modules/Infrastructure/LoggerStatusProvider/LoggerStatusProvider.h
 * The module LoggerStatusProvider: what the online logger does, as a representation.
 */
#pragma once

#include "Framework/Module.h"
#include "Representations/Infrastructure/LoggerStatus.h"

MODULE(LoggerStatusProvider,
{,
  PROVIDES(LoggerStatus),
});

/**
 * Reads the state of the program's logger (Logging/Logger.h; "off" without one, e.g. in a
 * replay). When the logger stops for good, it says so once: an annotation and a text message
 * for the host (the robot program prints the cause); the LEDHandler shows it on the head.
 */
class LoggerStatusProvider : public LoggerStatusProviderBase
{
  void update(LoggerStatus& loggerStatus) override;
};
