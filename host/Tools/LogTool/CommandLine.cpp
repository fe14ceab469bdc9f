/**
 * @file CommandLine.cpp
 * Parsing the arguments of a touchline-log command.
 */
#include "CommandLine.h"

const CommandLine::Option* CommandLine::find(const std::string& arg) const
{
  for(const Option& option : options)
    if(arg == "--" + option.name || (option.alias && arg.size() == 2 && arg[0] == '-' && arg[1] == option.alias))
      return &option;
  return nullptr;
}

bool CommandLine::parse(const std::vector<std::string>& args, std::string& error)
{
  for(const std::string& arg : args)
    if(arg == "--")
      break;
    else if(arg == "-h" || arg == "--help")
    {
      help = true;
      return true;
    }

  for(std::size_t i = 0; i < args.size(); ++i)
  {
    const std::string& arg = args[i];
    if(arg == "--")
    {
      fileArgs.insert(fileArgs.end(), args.begin() + static_cast<std::ptrdiff_t>(i) + 1, args.end());
      break;
    }
    if(arg.size() < 2 || arg[0] != '-')
    {
      fileArgs.push_back(arg);
      continue;
    }
    const std::size_t equals = arg.starts_with("--") ? arg.find('=') : std::string::npos;
    const Option* option = find(arg.substr(0, equals));
    if(!option)
    {
      error = "unknown option '" + arg + "'";
      return false;
    }
    std::vector<std::string>& list = values[option->name];
    if(!list.empty() && !option->repeatable)
    {
      error = "option --" + option->name + " given twice";
      return false;
    }
    if(!option->takesValue)
    {
      if(equals != std::string::npos)
      {
        error = "option --" + option->name + " takes no value";
        return false;
      }
      list.emplace_back();
    }
    else if(equals != std::string::npos)
      list.push_back(arg.substr(equals + 1));
    else if(i + 1 < args.size())
      list.push_back(args[++i]);
    else
    {
      error = "option " + arg + " needs a value";
      return false;
    }
  }
  return true;
}

std::optional<std::string> CommandLine::value(const std::string& name) const
{
  const auto entry = values.find(name);
  if(entry == values.end() || entry->second.empty())
    return std::nullopt;
  return entry->second.back();
}

std::vector<std::string> CommandLine::all(const std::string& name) const
{
  const auto entry = values.find(name);
  return entry == values.end() ? std::vector<std::string>() : entry->second;
}
