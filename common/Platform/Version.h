/**
 * @file Platform/Version.h
 * The version of the build: the project version (CMake's project(Touchline VERSION ...)). Every
 * program's --version prints it, the debug link and the beacons send it.
 *
 *   std::printf("touchline-log %s\n", Version::project());   // "touchline-log 0.1.0"
 */
#pragma once

namespace Version
{
  /** "0.1.0". */
  const char* project();
}
