/**
 * @file Debugging/DebugLink.cpp
 * The Touchline version the debug link reports.
 */
#include "Debugging/DebugLink.h"
#include "Platform/Version.h"

const char* DebugLink::touchlineVersion()
{
  return Version::project();
}
