/**
 * @file Console/SubCommandTable.cpp
 * The sub-commands of a console command.
 */
#include "Console/SubCommandTable.h"
#include <algorithm>

const SubCommand* SubCommandTable::find(const std::string& word) const
{
  for(const SubCommand& entry : entries)
    if(std::find(entry.names.begin(), entry.names.end(), word) != entry.names.end() || (entry.matches && entry.matches(word)))
      return &entry;
  return nullptr;
}

ConsoleCommand::Result SubCommandTable::run(const ConsoleCommand::Call& call) const
{
  const SubCommand* entry = call.args.empty() ? nullptr : find(call.args[0]);
  return entry ? entry->run(call) : ConsoleCommand::Result::usage;
}

void SubCommandTable::complete(const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) const
{
  if(completion.index == 1)
  {
    for(const SubCommand& entry : entries)
      candidates.insert(entry.names.begin(), entry.names.end());
    return;
  }
  if(completion.index < 1 || completion.words.size() < 2)
    return;
  if(const SubCommand* entry = find(completion.words[1]); entry && entry->complete)
    entry->complete(completion, candidates);
}

std::vector<ConsoleCommand::Help> SubCommandTable::help() const
{
  std::vector<ConsoleCommand::Help> lines;
  for(const SubCommand& entry : entries)
    lines.insert(lines.end(), entry.help.begin(), entry.help.end());
  return lines;
}
