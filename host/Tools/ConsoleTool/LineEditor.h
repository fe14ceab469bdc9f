/**
 * @file LineEditor.h
 * Reading command lines on a terminal with history and tab completion (libedit).
 */
#pragma once

#include <functional>
#include <string>
#include <vector>

class LineEditor
{
public:
  /** Completes a partial line to whole lines. */
  using Complete = std::function<std::vector<std::string>(const std::string& line)>;

  LineEditor(const std::string& prompt, Complete complete);
  ~LineEditor();
  /** Reads a line (added to the history if not empty); false at the end of input. */
  bool read(std::string& line);

private:
  std::string prompt;
};
