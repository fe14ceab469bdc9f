/**
 * @file Framework/LoggingTools.cpp
 * Writing and reading the settings chunk of log files.
 */
#include "Framework/LoggingTools.h"
#include "Streaming/InOut.h"

void LoggingTools::write(Out& stream, const LogSettings& settings)
{
  stream << settingsVersion << settings.headName << settings.bodyName << settings.playerNumber << settings.location << settings.scenario;
}

bool LoggingTools::read(In& stream, LogSettings& settings)
{
  unsigned version = 0;
  stream >> version;
  if(!stream.failed() && version != settingsVersion)
  {
    stream.fail("settings chunk of unknown version " + std::to_string(version));
    return false;
  }
  stream >> settings.headName >> settings.bodyName >> settings.playerNumber >> settings.location >> settings.scenario;
  return !stream.failed();
}
