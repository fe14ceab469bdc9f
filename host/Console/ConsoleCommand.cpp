/**
 * @file Console/ConsoleCommand.cpp
 * The table of console commands.
 */
#include "Console/ConsoleCommand.h"

std::string ConsoleCommand::join(const std::vector<std::string>& parts)
{
  std::string text;
  for(const std::string& part : parts)
    text += (text.empty() ? "" : ", ") + part;
  return text;
}

std::string ConsoleCommand::restAfter(const std::string& line, std::size_t n)
{
  std::size_t pos = 0;
  for(std::size_t i = 0; i < n; ++i)
  {
    pos = line.find_first_not_of(" \t", pos);
    if(pos == std::string::npos)
      return "";
    pos = line.find_first_of(" \t", pos);
    if(pos == std::string::npos)
      return "";
  }
  pos = line.find_first_not_of(" \t", pos);
  if(pos == std::string::npos)
    return "";
  std::string rest = line.substr(pos);
  while(!rest.empty() && (rest.back() == ' ' || rest.back() == '\t' || rest.back() == '\r'))
    rest.pop_back();
  return rest;
}

void CommandTable::add(ConsoleCommand command)
{
  const std::string name = command.name;
  byName.insert_or_assign(name, std::move(command));
}

void CommandTable::alias(const std::string& alias, const std::string& name)
{
  aliases[alias] = name;
}

const ConsoleCommand* CommandTable::find(const std::string& name) const
{
  auto entry = byName.find(name);
  if(entry == byName.end())
  {
    const auto alias = aliases.find(name);
    if(alias != aliases.end())
      entry = byName.find(alias->second);
  }
  return entry == byName.end() ? nullptr : &entry->second;
}

std::set<std::string> CommandTable::names() const
{
  std::set<std::string> result;
  for(const auto& [name, command] : byName)
    result.insert(name);
  for(const auto& [alias, name] : aliases)
    result.insert(alias);
  return result;
}
