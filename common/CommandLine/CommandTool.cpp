/**
 * @file CommandLine/CommandTool.cpp
 * Dispatching the commands of a program and its help.
 */
#include "CommandLine/CommandTool.h"
#include "CommandLine/ExitStatus.h"
#include "CommandLine/TextLayout.h"
#include "Platform/Version.h"
#include <cstdio>
#include <utility>

namespace
{
  /** The command name in a command's program name ("touchline-log info" -> "info"). */
  std::string commandName(const CommandLine& commandLine)
  {
    const std::string& program = commandLine.program();
    return program.substr(program.rfind(' ') + 1);
  }
}

CommandTool::CommandTool(std::string program, std::string synopsis, std::string summary, std::vector<Command> commands) :
  program(std::move(program)), synopsis(std::move(synopsis)), summary(std::move(summary)), commands(std::move(commands))
{}

int CommandTool::run(const std::vector<std::string>& args) const
{
  if(args.empty())
  {
    std::string names;
    for(std::size_t i = 0; i < commands.size(); ++i)
      names += (i == 0 ? "" : i + 1 == commands.size() ? " or " : ", ") + commandName(commands[i].commandLine());
    std::fprintf(stderr, "%s: a command is missing: %s (see '%s --help')\n", program.c_str(), names.c_str(), program.c_str());
    return exitUsageError;
  }
  const std::string& name = args.front();
  if(name == "-h" || name == "--help" || name == "help")
  {
    std::fputs(help().c_str(), stdout);
    return exitSuccess;
  }
  if(name == "--version")
  {
    std::printf("%s %s\n", program.c_str(), Version::project());
    return exitSuccess;
  }
  for(const Command& command : commands)
  {
    CommandLine commandLine = command.commandLine();
    if(commandName(commandLine) != name)
      continue;
    if(const std::optional<int> status = commandLine.parse(std::vector<std::string>(args.begin() + 1, args.end())))
      return *status;
    return command.run(commandLine);
  }
  std::fprintf(stderr, "%s: unknown command '%s' (see '%s --help')\n", program.c_str(), name.c_str(), program.c_str());
  return exitUsageError;
}

int CommandTool::run(int argc, const char* const* argv) const
{
  return run(std::vector<std::string>(argv + (argc > 0 ? 1 : 0), argv + (argc > 0 ? argc : 0)));
}

std::string CommandTool::help() const
{
  std::string text = "usage: " + program + " " + synopsis + "\n";
  text += "       " + program + " <command> --help\n\n";
  text += TextLayout::wrap(summary, 0, 0);
  text += "\nCommands:\n";
  for(const Command& command : commands)
  {
    const CommandLine commandLine = command.commandLine();
    text += "  " + commandName(commandLine) + " " + commandLine.synopsis() + "\n";
    text += TextLayout::wrap(commandLine.summary(), 6, 6);
    text += commandLine.optionsHelp(6, false);
  }
  text += "\nOptions:\n";
  text += TextLayout::entry("-h, --help", "Show this help; '" + program + " <command> --help' shows the help of a command.", 2, 24);
  text += TextLayout::entry("--version", "Show the version and the git commit it was built from.", 2, 24);
  if(!epilogueText.empty())
    text += "\n" + epilogueText;
  return text;
}
