/**
 * @file Console/RequestNames.h
 * The console shows debug request names in a "translated" form that is easy to type: every
 * space or '-' is removed and the following letter upper-cased, and "::" becomes ":"
 * ("debug data:module:X" -> "debugData:module:X", "debug drawing 3d:foo" -> "debugDrawing3d:foo").
 */
#pragma once

#include <string>
#include <string_view>

namespace RequestNames
{
  /** The typed form of a request name. */
  std::string translate(std::string_view name);
  /** Whether text matches a pattern case-insensitively as a substring (empty pattern: all). */
  bool matches(std::string_view text, std::string_view pattern);
}
