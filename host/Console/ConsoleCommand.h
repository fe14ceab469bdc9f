/**
 * @file Console/ConsoleCommand.h
 * One console command in one place: its name, the syntax and help lines, what it does, how its
 * arguments are completed, and whether "for <thread>" applies to it. The console engine keeps
 * every command in a CommandTable; touchline-console and the studio share it, and the studio adds
 * its view commands to it.
 */
#pragma once

#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

struct ConsoleCommand
{
  /** What running a command came to. */
  enum class Result
  {
    done,   ///< It worked.
    failed, ///< It did not work; the command printed why.
    usage,  ///< Its arguments do not fit its syntax; the console prints the syntax.
  };

  /** One line of the help: a syntax and what it does. */
  struct Help
  {
    std::string syntax;
    std::string meaning;
  };

  /** The arguments of one call. */
  struct Call
  {
    const std::vector<std::string>& args; ///< The words after the command name.
    const std::string& rest;              ///< The text after the command name, unsplit.
    const std::vector<unsigned>& targets; ///< The threads given with "for" (empty: all).
  };

  /** The words of a line being completed: words[0] is the command, index the word to complete. */
  struct Completion
  {
    const std::vector<std::string>& words;
    std::size_t index;
  };

  std::string name;
  std::vector<Help> help;
  std::function<Result(const Call& call)> run;
  /** Adds the candidates for a word (may be empty: nothing to complete). */
  std::function<void(const Completion& completion, std::set<std::string>& candidates)> complete = nullptr;
  /** Whether "for <thread> ..." may precede it. Such a command also runs for each selected robot (perRobot). */
  bool forApplies = false;
  /** Whether it runs once for each selected robot when several are (robot all, robot A B), else once. */
  bool perRobot = false;
  /** First arguments with which a perRobot command runs once all the same (log load, log sync). */
  std::set<std::string> onceWith = {};

  /** The text of a line after its first n words (spaces kept inside, none at the ends). */
  static std::string restAfter(const std::string& line, std::size_t n);
  /** A list as the console prints it: "a, b, c". */
  static std::string join(const std::vector<std::string>& parts);

  /** Whether it runs once for each selected robot with these arguments. */
  bool runsPerRobot(const std::vector<std::string>& args) const
  {
    return (perRobot || forApplies) && (args.empty() || !onceWith.contains(args[0]));
  }
};

/** The console's commands by name (and alias). */
class CommandTable
{
public:
  /** Adds a command; one of the same name is replaced. */
  void add(ConsoleCommand command);
  /** Another name for a command ("?" for "help"). */
  void alias(const std::string& alias, const std::string& name);
  /** The command of a name or alias; nullptr if there is none. */
  const ConsoleCommand* find(const std::string& name) const;
  /** Every command, sorted by name. */
  const std::map<std::string, ConsoleCommand>& commands() const { return byName; }
  /** The names and aliases. */
  std::set<std::string> names() const;

private:
  std::map<std::string, ConsoleCommand> byName;
  std::map<std::string, std::string> aliases;
};
