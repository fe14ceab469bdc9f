/**
 * @file Modules/Infrastructure/LoggerStatusProvider/LoggerStatusProvider.cpp
 * The logger's state as a representation; one annotation and text when it stops.
 */
#include "Modules/Infrastructure/LoggerStatusProvider/LoggerStatusProvider.h"
#include "Debugging/Annotation.h"
#include "Logging/Logger.h"
#include "Streaming/Output.h"

MAKE_MODULE(LoggerStatusProvider);

void LoggerStatusProvider::update(LoggerStatus& loggerStatus)
{
  const LoggerStatus::State before = loggerStatus.state;
  const Logger* logger = Logger::getRunning();
  loggerStatus.state = LoggerStatus::off;
  loggerStatus.droppedFrames = 0;
  if(logger)
  {
    switch(logger->getState())
    {
      case Logger::State::off: loggerStatus.state = LoggerStatus::off; break;
      case Logger::State::waiting: loggerStatus.state = LoggerStatus::waiting; break;
      case Logger::State::logging: loggerStatus.state = LoggerStatus::logging; break;
      case Logger::State::stopped: loggerStatus.state = LoggerStatus::stopped; break;
    }
    loggerStatus.droppedFrames = static_cast<unsigned>(logger->getDroppedFrames());
  }
  if(loggerStatus.state == LoggerStatus::stopped && before != LoggerStatus::stopped)
  {
    ANNOTATION("Logger", "logging stopped: no room for the log, or the drive failed");
    OUTPUT_TEXT("Logger: logging stopped for the rest of this run (no room for the log, or the drive failed); the robot plays on");
  }
}
