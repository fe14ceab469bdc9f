/**
 * @file LineEditor.cpp
 * Line editing with history (across sessions: CommandHistory) and completion for
 * touchline-console (libedit).
 */
#include "LineEditor.h"
#include <cstdlib>
#include <cstring>
#include <editline/readline.h>

namespace
{
  LineEditor::Complete completer;
  std::vector<std::string> matches;
  std::string lineStart; ///< The part of the line before the word being completed.

  char* generate(const char*, int state)
  {
    if(state == 0)
    {
      const std::string line(rl_line_buffer, static_cast<std::size_t>(rl_point));
      matches = completer ? completer(line) : std::vector<std::string>();
      const std::size_t wordStart = line.find_last_of(' ') == std::string::npos ? 0 : line.find_last_of(' ') + 1;
      lineStart = line.substr(0, wordStart);
    }
    if(static_cast<std::size_t>(state) >= matches.size())
      return nullptr;
    // The library replaces the word being completed: hand back only the last word of the line.
    const std::string& match = matches[static_cast<std::size_t>(state)];
    const std::string word = match.substr(std::min(match.size(), lineStart.size()));
    return strdup(word.c_str());
  }

  char** complete(const char* text, int, int)
  {
    rl_attempted_completion_over = 1;
    return rl_completion_matches(text, generate);
  }
}

LineEditor::LineEditor(const std::string& prompt, Complete complete, CommandHistory& history) : prompt(prompt), history(history)
{
  completer = std::move(complete);
  rl_attempted_completion_function = ::complete;
  rl_completer_word_break_characters = const_cast<char*>(" ");
  using_history();
  stifle_history(static_cast<int>(CommandHistory::maxEntries));
  const std::vector<std::string> earlier = history.load();
  for(const std::string& line : earlier)
    add_history(line.c_str());
  if(!earlier.empty())
    previous = earlier.back();
}

LineEditor::~LineEditor()
{
  completer = nullptr;
}

bool LineEditor::read(std::string& line)
{
  char* text = readline(prompt.c_str());
  if(!text)
    return false;
  line = text;
  std::free(text);
  if(!line.empty() && line != previous)
  {
    add_history(line.c_str());
    history.add(line);
    previous = line;
  }
  return true;
}
