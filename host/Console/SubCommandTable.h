/**
 * @file Console/SubCommandTable.h
 * The sub-commands of a console command that has many ("log start", "gc playing"): each one's
 * words, help lines, what it does and how the words after it are completed. The command's help
 * lines and the completion of its second word come from the table, so "help log" and completion
 * list what the table holds.
 */
#pragma once

#include "Console/ConsoleCommand.h"

struct SubCommand
{
  /** The words that select it ("start", "stop"; listed by completion). */
  std::vector<std::string> names;
  std::vector<ConsoleCommand::Help> help;
  /** Runs it; call.args[0] is the word that selected it. */
  std::function<ConsoleCommand::Result(const ConsoleCommand::Call& call)> run;
  /** Adds the candidates for the words after its name (index >= 2); may be nullptr. */
  std::function<void(const ConsoleCommand::Completion& completion, std::set<std::string>& candidates)> complete = nullptr;
  /** Whether it takes a word that names does not list ("<setPlay>ForFirstTeam"); may be nullptr. */
  std::function<bool(const std::string& word)> matches = nullptr;
};

class SubCommandTable
{
public:
  void add(SubCommand subCommand) { entries.push_back(std::move(subCommand)); }
  /** The first sub-command that the word selects; nullptr if none does. */
  const SubCommand* find(const std::string& word) const;
  /** Runs the sub-command that call.args[0] selects; usage if there is none. */
  ConsoleCommand::Result run(const ConsoleCommand::Call& call) const;
  /** The names at index 1, else what the selected sub-command completes. */
  void complete(const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) const;
  /** The help lines of every sub-command, in the order they were added. */
  std::vector<ConsoleCommand::Help> help() const;

private:
  std::vector<SubCommand> entries;
};
