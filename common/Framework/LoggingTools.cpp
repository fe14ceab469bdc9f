/**
 * @file Framework/LoggingTools.cpp
 * Writing and reading the settings chunk of log files; the names of online logs.
 */
#include "Framework/LoggingTools.h"
#include "Streaming/InOut.h"
#include <cctype>

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

std::string LoggingTools::createName(const LogSettings& settings, const std::string& description)
{
  const auto safe = [](std::string text) {
    for(char& c : text)
      if(!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_')
        c = '-';
    return text;
  };
  return safe(settings.headName) + "_" + safe(settings.bodyName) + "_" + safe(settings.scenario) + "_" + safe(settings.location) + "__" +
         safe(description) + "_" + std::to_string(settings.playerNumber);
}
