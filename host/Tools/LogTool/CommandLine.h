/**
 * @file CommandLine.h
 * The options and file arguments of one touchline-log command.
 */
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

/**
 * Parses the arguments after the command name: "--name VALUE", "--name=VALUE", short aliases
 * ("-o VALUE"), flags, "-h"/"--help", "--" before file names that start with '-', and the
 * file arguments in between.
 */
class CommandLine
{
public:
  /** An option a command accepts. */
  struct Option
  {
    std::string name;        ///< The long name without dashes, e.g. "frames".
    char alias = 0;          ///< A one-letter alias ("-o"), 0 if none.
    bool takesValue = true;  ///< "--name VALUE" (otherwise a flag).
    bool repeatable = false; ///< May be given several times (values collected in order).
  };

  explicit CommandLine(std::vector<Option> options) : options(std::move(options)) {}

  /**
   * Parses the arguments.
   * @param error Receives the problem (an unknown option, a missing value, ...).
   * @return false on a usage error.
   */
  bool parse(const std::vector<std::string>& args, std::string& error);

  /** Whether -h or --help was given (the rest of the arguments is not checked then). */
  bool helpRequested() const { return help; }
  /** Whether an option was given. */
  bool has(const std::string& name) const { return values.contains(name); }
  /** The (last) value of an option. */
  std::optional<std::string> value(const std::string& name) const;
  /** All values of a repeatable option, in order. */
  std::vector<std::string> all(const std::string& name) const;
  /** The file arguments. */
  const std::vector<std::string>& files() const { return fileArgs; }

private:
  const Option* find(const std::string& arg) const;

  std::vector<Option> options;
  std::map<std::string, std::vector<std::string>> values;
  std::vector<std::string> fileArgs;
  bool help = false;
};
