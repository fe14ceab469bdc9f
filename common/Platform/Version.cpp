/**
 * @file Platform/Version.cpp
 * The version from the file the build writes (cmake/TouchlineVersion.cmake).
 */
#include "Platform/Version.h"
#include "TouchlineVersion.inc"

const char* Version::project()
{
  return TOUCHLINE_PROJECT_VERSION;
}

const char* Version::commit()
{
  return TOUCHLINE_GIT_COMMIT;
}

std::string Version::text()
{
  const std::string hash = commit();
  return hash.empty() ? project() : std::string(project()) + " (commit " + hash + ")";
}
