/**
 * @file CommandLine/CommandLine.cpp
 * Parsing and checking arguments against the option table, and the generated help.
 */
#include "CommandLine/CommandLine.h"
#include "CommandLine/ExitStatus.h"
#include "CommandLine/TextLayout.h"
#include "Platform/Version.h"
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <utility>

namespace
{
  /** Where the descriptions of the options start in the help. */
  constexpr std::size_t optionColumn = 24;

  /** "3", "0.5" and "1e3", not "1.50000". */
  std::string format(double value)
  {
    char text[32];
    std::snprintf(text, sizeof(text), "%g", value);
    return text;
  }

  /** Whether the arguments ask for the help or the version (before "--"; the help wins). */
  CommandLine::Result helpOrVersion(const std::vector<std::string>& args)
  {
    CommandLine::Result result = CommandLine::Result::run;
    for(const std::string& arg : args)
      if(arg == "--")
        break;
      else if(arg == "-h" || arg == "--help")
        return CommandLine::Result::help;
      else if(arg == "--version")
        result = CommandLine::Result::version;
    return result;
  }

  std::vector<std::string> arguments(int argc, const char* const* argv)
  {
    return std::vector<std::string>(argv + (argc > 0 ? 1 : 0), argv + (argc > 0 ? argc : 0));
  }

  /** The plural of a noun in messages ("file" -> "files"). */
  std::string plural(const std::string& noun)
  {
    return noun.ends_with("s") ? noun : noun + "s";
  }
}

CommandLine::Option& CommandLine::Option::nonEmpty()
{
  return check([](const std::string& value) { return value.empty() ? std::string("must not be empty") : std::string(); });
}

CommandLine::Option& CommandLine::Option::integer(long long minValue, long long maxValue)
{
  type = Type::integer;
  min = static_cast<double>(minValue);
  max = static_cast<double>(maxValue);
  return *this;
}

CommandLine::Option& CommandLine::Option::number(double minValue, double maxValue)
{
  type = Type::number;
  min = minValue;
  max = maxValue;
  return *this;
}

CommandLine::Option& CommandLine::Option::oneOf(std::initializer_list<const char*> words)
{
  std::vector<std::string> choices(words.begin(), words.end());
  return check([choices](const std::string& value) {
    std::string list;
    for(const std::string& choice : choices)
    {
      if(value == choice)
        return std::string();
      list += (list.empty() ? "" : ", ") + choice;
    }
    return "'" + value + "' is not one of " + list;
  });
}

CommandLine::Option& CommandLine::Option::check(Check check)
{
  checks.push_back(std::move(check));
  return *this;
}

std::string CommandLine::Option::problem(const std::string& value) const
{
  if(type == Type::integer)
  {
    long long parsed = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), parsed);
    if(value.empty() || error != std::errc() || end != value.data() + value.size())
      return "'" + value + "' is not a whole number";
    if(static_cast<double>(parsed) < min || static_cast<double>(parsed) > max)
      return value + " is not in " + std::to_string(static_cast<long long>(min)) + ".." + std::to_string(static_cast<long long>(max));
  }
  else if(type == Type::number)
  {
    char* end = nullptr;
    const double parsed = value.empty() ? 0 : std::strtod(value.c_str(), &end);
    if(value.empty() || *end || !std::isfinite(parsed))
      return "'" + value + "' is not a number";
    if(parsed < min || parsed > max)
      return value + " is not in " + format(min) + ".." + format(max);
  }
  for(const Check& check : checks)
    if(std::string text = check(value); !text.empty())
      return text;
  return "";
}

std::string CommandLine::Option::label() const
{
  std::string text = shortName ? std::string("-") + shortName + ", --" + longName : "--" + longName;
  return valueName.empty() ? text : text + " " + valueName;
}

CommandLine::CommandLine(std::string program, std::string synopsis, std::string summary) :
  programName(std::move(program)), synopsisText(std::move(synopsis)), summaryText(std::move(summary))
{}

CommandLine::Option& CommandLine::add(const std::string& name, const std::string& valueName, const std::string& help)
{
  Option& option = options.emplace_back();
  option.longName = name;
  option.valueName = valueName;
  option.help = help;
  return option;
}

CommandLine::Option& CommandLine::option(const std::string& name, const std::string& valueName, const std::string& help)
{
  return add(name, valueName.empty() ? "VALUE" : valueName, help);
}

CommandLine::Option& CommandLine::flag(const std::string& name, const std::string& help)
{
  return add(name, "", help);
}

void CommandLine::positionals(const std::string& valueName, const std::string& noun, std::size_t min, std::size_t max)
{
  positionalName = valueName;
  positionalNoun = noun;
  minPositionals = min;
  maxPositionals = max;
}

const CommandLine::Option* CommandLine::find(const std::string& arg) const
{
  for(const Option& option : options)
    if(arg == "--" + option.longName || (option.shortName && arg.size() == 2 && arg[0] == '-' && arg[1] == option.shortName))
      return &option;
  return nullptr;
}

bool CommandLine::fail(std::string message)
{
  errorText = std::move(message);
  return false;
}

CommandLine::Result CommandLine::tryParse(const std::vector<std::string>& args)
{
  given.clear();
  errorText.clear();
  if(const Result asked = helpOrVersion(args); asked != Result::run)
    return asked;

  for(std::size_t i = 0; i < args.size(); ++i)
  {
    const std::string& arg = args[i];
    if(arg == "--")
    {
      for(++i; i < args.size(); ++i)
        given.push_back({nullptr, args[i]});
      break;
    }
    if(arg.size() < 2 || arg[0] != '-')
      given.push_back({nullptr, arg});
    else if(!parseOption(args, i))
      return Result::usageError;
  }
  return checkCounts() ? Result::run : Result::usageError;
}

bool CommandLine::parseOption(const std::vector<std::string>& args, std::size_t& i)
{
  const std::string& arg = args[i];
  const std::size_t equals = arg.starts_with("--") ? arg.find('=') : std::string::npos;
  const Option* option = find(arg.substr(0, equals));
  if(!option)
    return fail("unknown option '" + arg + "'");
  if(!option->isRepeatable && count(option->longName) > 0)
    return fail("option --" + option->longName + " given twice");
  std::string value;
  if(!option->takesValue())
  {
    if(equals != std::string::npos)
      return fail("option --" + option->longName + " takes no value");
  }
  else if(equals != std::string::npos)
    value = arg.substr(equals + 1);
  else if(i + 1 < args.size())
    value = args[++i];
  else
    return fail("option --" + option->longName + " needs a value");
  if(option->takesValue())
    if(const std::string problem = option->problem(value); !problem.empty())
      return fail("option --" + option->longName + ": " + problem);
  given.push_back({option, value});
  return true;
}

bool CommandLine::checkCounts()
{
  for(const Option& option : options)
    if(option.isRequired && !has(option.longName))
      return fail("option --" + option.longName + " is missing");
  const std::size_t positionalCount = positionalArguments().size();
  if(positionalCount < minPositionals)
    return fail(minPositionals == 1 ? "no " + (maxPositionals == 1 ? positionalNoun : plural(positionalNoun)) + " given"
                                    : "at least " + std::to_string(minPositionals) + " " + plural(positionalNoun) + " expected");
  if(positionalCount > maxPositionals)
  {
    if(maxPositionals == 0)
      for(const Item& item : given)
        if(!item.option)
          return fail("unexpected argument '" + item.value + "'");
    return fail(maxPositionals == 1 ? "only one " + positionalNoun + " expected"
                                    : "at most " + std::to_string(maxPositionals) + " " + plural(positionalNoun) + " expected");
  }
  return true;
}

std::optional<int> CommandLine::parse(const std::vector<std::string>& args)
{
  const Result result = tryParse(args);
  if(result == Result::run)
    return std::nullopt;
  return result == Result::usageError ? usageError(errorText) : answer(result);
}

std::optional<int> CommandLine::parse(int argc, const char* const* argv)
{
  return parse(arguments(argc, argv));
}

std::optional<int> CommandLine::answerHelpOrVersion(int argc, const char* const* argv) const
{
  const Result asked = helpOrVersion(arguments(argc, argv));
  return asked == Result::run ? std::nullopt : std::optional<int>(answer(asked));
}

int CommandLine::answer(Result asked) const
{
  std::fputs((asked == Result::help ? help() : versionText()).c_str(), stdout);
  return exitSuccess;
}

std::string CommandLine::versionText() const
{
  return programName.substr(0, programName.find(' ')) + " " + Version::project() + "\n";
}

int CommandLine::usageError(const std::string& message) const
{
  std::fflush(stdout);
  std::fprintf(stderr, "%s: %s (see '%s --help')\n", programName.c_str(), message.c_str(), programName.c_str());
  return exitUsageError;
}

std::string CommandLine::optionsHelp(std::size_t indent, bool withHelp) const
{
  std::string text;
  for(const Option& option : options)
  {
    std::string description = option.help;
    if(option.isRepeatable)
      description += description.ends_with('.') ? " Repeatable." : " (repeatable)";
    text += TextLayout::entry(option.label(), description, indent, optionColumn);
  }
  if(withHelp)
  {
    text += TextLayout::entry("-h, --help", "Show this help.", indent, optionColumn);
    text += TextLayout::entry("--version", "Show the version and the git commit it was built from.", indent, optionColumn);
  }
  return text;
}

std::string CommandLine::help() const
{
  std::string text;
  std::size_t start = 0;
  bool first = true;
  do
  {
    const std::size_t end = synopsisText.find('\n', start);
    text += (first ? "usage: " : "       ") + programName + " " + synopsisText.substr(start, end - start) + "\n";
    start = end == std::string::npos ? end : end + 1;
    first = false;
  }
  while(start != std::string::npos);
  text += "\n" + TextLayout::wrap(summaryText, 0, 0);
  if(!detailText.empty())
    text += "\n" + detailText;
  text += "\nOptions:\n" + optionsHelp(2);
  if(!epilogueText.empty())
    text += "\n" + epilogueText;
  return text;
}

std::size_t CommandLine::count(const std::string& name) const
{
  std::size_t n = 0;
  for(const Item& item : given)
    n += item.option && item.option->longName == name;
  return n;
}

std::optional<std::string> CommandLine::text(const std::string& name) const
{
  for(auto item = given.rbegin(); item != given.rend(); ++item)
    if(item->option && item->option->longName == name)
      return item->value;
  return std::nullopt;
}

std::vector<std::string> CommandLine::all(const std::string& name) const
{
  std::vector<std::string> values;
  for(const Item& item : given)
    if(item.option && item.option->longName == name)
      values.push_back(item.value);
  return values;
}

std::optional<long long> CommandLine::integer(const std::string& name) const
{
  const std::optional<std::string> value = text(name);
  long long parsed = 0;
  if(!value || std::from_chars(value->data(), value->data() + value->size(), parsed).ec != std::errc())
    return std::nullopt;
  return parsed;
}

std::optional<double> CommandLine::number(const std::string& name) const
{
  const std::optional<std::string> value = text(name);
  if(!value)
    return std::nullopt;
  return std::strtod(value->c_str(), nullptr);
}

std::vector<std::string> CommandLine::positionalArguments() const
{
  std::vector<std::string> values;
  for(const Item& item : given)
    if(!item.option)
      values.push_back(item.value);
  return values;
}
