/**
 * @file Platform/Version.h
 * The version of the build: the project version (CMake's project(Touchline VERSION ...)) and the
 * git commit it was built from, if the build knew it. Every program's --version prints text(),
 * the debug link and the beacons send project().
 *
 *   std::printf("touchline-log %s\n", Version::text().c_str());   // "0.1.0 (commit 5f276b8a0c1d)"
 */
#pragma once

#include <string>

namespace Version
{
  /** "0.1.0". */
  const char* project();
  /** The abbreviated commit (12 hex digits), "" if the sources were not a git checkout. */
  const char* commit();
  /** "0.1.0 (commit 5f276b8a0c1d)", or "0.1.0" without a commit. */
  std::string text();
}
