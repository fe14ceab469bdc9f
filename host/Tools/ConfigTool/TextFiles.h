/**
 * @file TextFiles.h
 * Reading and writing the files named on touchline-config's command line; every failure is
 * printed on stderr as "<file>: cannot read the file: <reason>" (or write).
 */
#pragma once

#include <cstddef>
#include <string>

namespace TextFiles
{
  /** Whether a file can be read (not a directory, opens); prints the reason if not. */
  bool readable(const std::string& name);

  /** Reads a whole file of at most maxSize bytes; prints the reason if that fails. */
  bool load(const std::string& name, std::string& text, std::size_t maxSize);

  /** Writes a file; prints the reason if that fails. */
  bool write(const std::string& name, const std::string& text);

  /**
   * Replaces the contents of a file: writes a temporary file beside it (beside the target of a
   * symbolic link) with the same permissions and renames it over the file, so that a failure
   * leaves the original intact. Prints the reason if that fails.
   */
  bool replace(const std::string& name, const std::string& text);
}
