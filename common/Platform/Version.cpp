/**
 * @file Platform/Version.cpp
 * The version from the file CMake writes (common/CMakeLists.txt).
 */
#include "Platform/Version.h"
#include "TouchlineVersion.inc"

const char* Version::project()
{
  return TOUCHLINE_PROJECT_VERSION;
}
