/**
 * @file CommandLine/CommandTool.h
 * A program whose first argument names a command ("touchline-log info FILE..."): finding the
 * command, parsing the rest with the command's own CommandLine, and the help that lists every
 * command with its options.
 */
#pragma once

#include "CommandLine/CommandLine.h"
#include <string>
#include <vector>

class CommandTool
{
public:
  /** One command of the program. */
  struct Command
  {
    /** The command's options and help; its program name is "<program> <command>". */
    CommandLine (*commandLine)();
    /** Runs the command with its parsed command line; returns the exit status. */
    int (*run)(const CommandLine& commandLine);
  };

  /**
   * @param program The program's name ("touchline-log").
   * @param synopsis What follows the name in the usage line ("<command> [options] FILE...").
   * @param summary What the program does.
   */
  CommandTool(std::string program, std::string synopsis, std::string summary, std::vector<Command> commands);

  /** Text shown as it is at the end of the help (lines end with '\n'). */
  void epilogue(const std::string& text) { epilogueText = text; }

  /** Runs the command the arguments (without the program name) name; returns the exit status. */
  int run(const std::vector<std::string>& args) const;
  int run(int argc, const char* const* argv) const;

  /** The help: usage, summary, every command with its summary and options, epilogue. */
  std::string help() const;

private:
  std::string program;
  std::string synopsis;
  std::string summary;
  std::vector<Command> commands;
  std::string epilogueText;
};
