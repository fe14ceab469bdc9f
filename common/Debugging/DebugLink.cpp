/**
 * @file Debugging/DebugLink.cpp
 * The Touchline version the debug link reports.
 */
#include "Debugging/DebugLink.h"

const char* DebugLink::touchlineVersion()
{
  return TOUCHLINE_VERSION;
}
