/**
 * @file CommandHistory.h
 * The commands typed into touchline-console, kept across sessions in a file in the user's
 * configuration directory: $XDG_CONFIG_HOME/touchline/console_history, or
 * ~/.config/touchline/console_history. One command per line, oldest first; commands are
 * appended as they are typed (so that several consoles at once lose nothing), and the file is
 * cut back to the newest maxEntries commands when it has grown to twice as many.
 */
#pragma once

#include <cstddef>
#include <string>
#include <vector>

class CommandHistory
{
public:
  /** How many commands a session starts with (and the file keeps, at least). */
  static constexpr std::size_t maxEntries = 1000;
  /** Longer lines of the file are skipped, longer commands are not kept. */
  static constexpr std::size_t maxLineLength = 4096;
  /** Of a larger file only the end is read. */
  static constexpr std::size_t maxFileBytes = 2 * maxEntries * 256;

  /**
   * $XDG_CONFIG_HOME/touchline/console_history if XDG_CONFIG_HOME is an absolute path, else
   * $HOME/.config/touchline/console_history; "" if neither is set (no history is kept).
   */
  static std::string defaultPath();

  /** @param path The file ("": none; nothing is read or written). */
  explicit CommandHistory(std::string path);

  /** Reads the newest maxEntries commands of the file, oldest first (none if it does not exist). */
  std::vector<std::string> load();
  /** Appends a command to the file (creating it and its directory); empty ones are ignored. */
  void add(const std::string& command);

  const std::string& path() const { return file; }
  /** What went wrong reading or writing the file, "" if nothing; cleared by takeWarning(). */
  std::string takeWarning();

private:
  /** The lines of the file (the end of it if it is larger than maxFileBytes), without empty or too long ones. */
  bool readLines(std::vector<std::string>& lines);
  /** Rewrites the file with the newest maxEntries lines. */
  void trim();

  std::string file;
  std::size_t lines = 0; ///< The lines the file has (as far as this session knows).
  std::string warning;
};
