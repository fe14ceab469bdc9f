/**
 * @file Console/HelpCommands.cpp
 * help [<pattern>]: the help of the console's commands and of the robots' own. A pattern that
 * names a command shows that command first (help robot: the robot command), then the other
 * commands whose help mentions it.
 */
#include "Console/HelpCommands.h"
#include "Console/RobotConnection.h"
#include "Console/RequestNames.h"
#include <algorithm>

namespace
{
  /** Help lines padded to one width: "syntax  meaning". */
  class HelpLines
  {
  public:
    void add(const std::string& syntax, const std::string& meaning) { lines.emplace_back(syntax, meaning); }
    bool empty() const { return lines.empty(); }
    /** Prints the lines, their syntax padded to the widest of width and their own. */
    void print(const std::function<void(const std::string&)>& out, std::size_t width = 0) const
    {
      for(const auto& [syntax, meaning] : lines)
        width = std::max(width, syntax.size());
      for(const auto& [syntax, meaning] : lines)
        out(syntax + std::string(width - syntax.size(), ' ') + "  " + meaning);
    }

  private:
    std::vector<std::pair<std::string, std::string>> lines;
  };
}

void HelpCommands::addCommands(CommandTable& table)
{
  table.add({"help", {{"help | ? [<pattern>]", "print this help (filtered)"}}, [this](const Call& call) { return help(call); },
             [this](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
               if(completion.index == 1)
                 candidates.merge(core.commandTable().names());
             }});
  table.alias("?", "help");
}

ConsoleCore::Result HelpCommands::help(const Call& call)
{
  if(call.args.size() > 1)
    return Result::usage;
  const std::string pattern = call.args.empty() ? "" : call.args[0];
  const CommandTable& commands = core.commandTable();
  const auto out = [this](const std::string& line) { core.print(line); };
  const ConsoleCommand* named = pattern.empty() ? nullptr : commands.find(pattern);
  HelpLines own, others;
  std::size_t width = 0;
  for(const auto& [name, command] : commands.commands())
    for(const ConsoleCommand::Help& entry : command.help)
    {
      width = std::max(width, entry.syntax.size());
      if(&command == named)
        own.add(entry.syntax, entry.meaning);
      else if(RequestNames::matches(entry.syntax, pattern) || RequestNames::matches(entry.meaning, pattern))
        others.add(entry.syntax, entry.meaning);
    }
  // The commands of the robots that have some of their own (a simulator's mv, mvb, ...).
  core.awaitRobotCommands();
  std::vector<std::pair<std::string, HelpLines>> robotsOwn, robotsOthers;
  for(const auto& connection : core.robotList())
  {
    if(!connection->isConnected())
      continue;
    HelpLines exact, mentioning;
    for(const RobotState::RobotCommand& command : connection->read([](const RobotState& state) { return state.robotCommands(); }))
      if(!pattern.empty() && command.name == pattern)
        exact.add(command.syntax, command.meaning);
      else if(RequestNames::matches(command.syntax, pattern) || RequestNames::matches(command.meaning, pattern))
        mentioning.add(command.syntax, command.meaning);
    if(!exact.empty())
      robotsOwn.emplace_back(connection->name(), exact);
    if(!mentioning.empty())
      robotsOthers.emplace_back(connection->name(), mentioning);
  }
  const bool exactly = !own.empty() || !robotsOwn.empty();
  own.print(out, width);
  for(const auto& [robot, lines] : robotsOwn)
  {
    core.print("Command of " + robot + " (the robot runs it):");
    lines.print(out);
  }
  if(exactly && (!others.empty() || !robotsOthers.empty()))
  {
    core.print("");
    core.print("Other commands that mention " + pattern + ":");
  }
  others.print(out, width);
  for(const auto& [robot, lines] : robotsOthers)
  {
    core.print("");
    core.print("Commands of " + robot + " (the robot runs them):");
    lines.print(out);
  }
  if(!pattern.empty() && !exactly && others.empty() && robotsOthers.empty())
  {
    core.print("Error: no command is named " + pattern + " or mentions it (help lists them all)");
    return Result::failed;
  }
  return Result::done;
}
