#include "Debugging/DebugLink.h"

const char* DebugLink::touchlineVersion()
{
  return TOUCHLINE_VERSION;
}
