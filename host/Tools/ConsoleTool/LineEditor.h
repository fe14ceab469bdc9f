/**
 * @file LineEditor.h
 * Reading command lines on a terminal with history (kept across sessions in a CommandHistory)
 * and tab completion (libedit).
 */
#pragma once

#include "CommandHistory.h"
#include <functional>
#include <string>
#include <vector>

class LineEditor
{
public:
  /** Completes a partial line to whole lines. */
  using Complete = std::function<std::vector<std::string>(const std::string& line)>;

  /** @param history The history of earlier sessions (loaded here) and where new lines go. */
  LineEditor(const std::string& prompt, Complete complete, CommandHistory& history);
  ~LineEditor();
  /** Reads a line (added to the history if not empty and not the same as the previous one); false at the end of input. */
  bool read(std::string& line);

private:
  std::string prompt;
  CommandHistory& history;
  std::string previous; ///< The last line added to the history.
};
