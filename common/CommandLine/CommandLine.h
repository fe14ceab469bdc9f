/**
 * @file CommandLine/CommandLine.h
 * The command line of a program (or of one command of a program): the options it accepts,
 * typed and checked while parsing, its positional arguments, and the --help text generated
 * from them. Every Touchline program parses its arguments with it.
 *
 *   CommandLine commandLine("touchline-log cut", "[options] FILE", "Write a range of frames to a new log.");
 *   commandLine.option("frames", "FIRST-LAST", "The frames to write (both included).").required();
 *   commandLine.option("output", "OUT", "The log to write.").alias('o').required();
 *   commandLine.option("timeout", "SECONDS", "How long to wait (default 10).").integer(0, 3600);
 *   commandLine.positionals("FILE", "log file", 1, 1);
 *   if(const std::optional<int> status = commandLine.parse(argc, argv))
 *     return *status; // --help was shown (0) or a usage error was reported (2)
 *   const std::string output = *commandLine.text("output");
 *
 * Accepted forms: "--name VALUE", "--name=VALUE", "-a VALUE" (one-letter alias), flags
 * "--name" and "-a", "-h"/"--help" anywhere before "--" (shows the help, whatever else is
 * wrong), "--version" likewise (prints "<program> <Version::project()>"), and "--" before
 * positional arguments that start with '-'. A usage error is one line
 * on stderr, "<program>: <problem> (see '<program> --help')", and exit status 2.
 */
#pragma once

#include <cstddef>
#include <deque>
#include <functional>
#include <initializer_list>
#include <limits>
#include <optional>
#include <string>
#include <vector>

class CommandLine
{
public:
  /** An option and what its value must be; set up with the chainable modifiers. */
  class Option
  {
  public:
    /** Further check of a value: returns "" if it is fine, else the problem ("must have 20 characters"). */
    using Check = std::function<std::string(const std::string& value)>;

    Option& alias(char letter) { shortName = letter; return *this; }
    /** May be given several times; the values are kept in order. */
    Option& repeatable() { isRepeatable = true; return *this; }
    /** Must be given. */
    Option& required() { isRequired = true; return *this; }
    /** The value must not be empty. */
    Option& nonEmpty();
    /** The value is a whole number in [min, max]. */
    Option& integer(long long min = std::numeric_limits<long long>::min(), long long max = std::numeric_limits<long long>::max());
    /** The value is a (decimal) number in [min, max]. */
    Option& number(double min = -std::numeric_limits<double>::infinity(), double max = std::numeric_limits<double>::infinity());
    /** The value is one of these words. */
    Option& oneOf(std::initializer_list<const char*> words);
    /** Adds a check of the value (after the type's check). */
    Option& check(Check check);

    const std::string& name() const { return longName; }
    bool takesValue() const { return !valueName.empty(); }

  private:
    friend class CommandLine;
    enum class Type
    {
      text,
      integer,
      number,
    };

    /** The problem with a value, "" if there is none. */
    std::string problem(const std::string& value) const;
    /** "-o, --output OUT". */
    std::string label() const;

    std::string longName;
    char shortName = 0;
    std::string valueName; ///< Empty for a flag.
    std::string help;
    bool isRepeatable = false;
    bool isRequired = false;
    Type type = Type::text;
    double min = 0, max = 0;
    std::vector<Check> checks;
  };

  /** One argument as given: an option (with its value, "" for a flag) or a positional argument (option nullptr). */
  struct Item
  {
    const Option* option;
    std::string value;
  };

  /**
   * @param program The name shown in messages and the help ("touchline-log" or "touchline-log info").
   * @param synopsis What follows the name in the usage line ("[options] FILE..."); several lines
   *                 separated by '\n' give several usage lines.
   * @param summary One or two sentences on what the program (command) does.
   */
  CommandLine(std::string program, std::string synopsis, std::string summary);

  /** Adds an option that takes a value, shown as VALUE_NAME in the help. */
  Option& option(const std::string& name, const std::string& valueName, const std::string& help);
  /** Adds an option without value. */
  Option& flag(const std::string& name, const std::string& help);
  /**
   * Accepts between min and max positional arguments.
   * @param valueName How they are shown ("FILE"). @param noun What one of them is, in messages ("log file").
   */
  void positionals(const std::string& valueName, const std::string& noun, std::size_t min, std::size_t max);
  /** Text shown as it is in the help between the summary and the options (lines end with '\n'). */
  void details(const std::string& text) { detailText = text; }
  /** Text shown as it is at the end of the help: exit statuses, ... (lines end with '\n'). */
  void epilogue(const std::string& text) { epilogueText = text; }

  /** What parsing found. */
  enum class Result
  {
    run,        ///< The arguments are valid.
    help,       ///< -h or --help was given.
    version,    ///< --version was given (and no --help).
    usageError, ///< See error().
  };
  /** Parses the arguments (without the program name); does not print anything. */
  Result tryParse(const std::vector<std::string>& args);
  /**
   * Only looks for -h, --help and --version (before "--") and answers them on stdout: for a
   * program that must answer them before it sets up (the studio, before it opens a display).
   * @return 0 if it answered, else nullopt.
   */
  std::optional<int> answerHelpOrVersion(int argc, const char* const* argv) const;
  /** Parses, prints the help or the version (stdout) or the usage error (stderr); nullopt if the program should run, else its exit status. */
  std::optional<int> parse(const std::vector<std::string>& args);
  std::optional<int> parse(int argc, const char* const* argv);

  /** The problem found by the last parse. */
  const std::string& error() const { return errorText; }
  /** Prints a usage error found by the program itself (one line on stderr); returns exit status 2. */
  int usageError(const std::string& message) const;

  /** The answer to --version: "touchline-log 0.1.0 (commit 5f276b8a0c1d)\n" (the program's first word). */
  std::string versionText() const;
  /** The help text: usage, summary, details, options, epilogue. */
  std::string help() const;
  /** The options part of the help, each line indented by indent spaces (withHelp: with -h, --help). */
  std::string optionsHelp(std::size_t indent, bool withHelp = true) const;
  const std::string& program() const { return programName; }
  const std::string& synopsis() const { return synopsisText; }
  const std::string& summary() const { return summaryText; }

  /** Whether an option was given. */
  bool has(const std::string& name) const { return count(name) > 0; }
  /** How often an option was given. */
  std::size_t count(const std::string& name) const;
  /** The (last) value of an option. */
  std::optional<std::string> text(const std::string& name) const;
  /** All values of an option, in order. */
  std::vector<std::string> all(const std::string& name) const;
  /** The value of an integer option. */
  std::optional<long long> integer(const std::string& name) const;
  /** The value of a number option. */
  std::optional<double> number(const std::string& name) const;
  /** The positional arguments. */
  std::vector<std::string> positionalArguments() const;
  /** Every argument in the order given (for options whose meaning depends on what came before). */
  const std::vector<Item>& items() const { return given; }

private:
  Option& add(const std::string& name, const std::string& valueName, const std::string& help);
  const Option* find(const std::string& arg) const;
  /** Prints the help or the version (asked: Result::help or Result::version); returns exit status 0. */
  int answer(Result asked) const;
  /** Records a usage error; returns false. */
  bool fail(std::string message);
  /** Parses the option at args[i] (advancing i past its value); false after a usage error. */
  bool parseOption(const std::vector<std::string>& args, std::size_t& i);
  /** Checks the counts of options and positional arguments; false after a usage error. */
  bool checkCounts();

  std::string programName;
  std::string synopsisText;
  std::string summaryText;
  std::string detailText;
  std::string epilogueText;
  std::deque<Option> options; ///< A deque: references to options stay valid while more are added.
  std::string positionalName;
  std::string positionalNoun;
  std::size_t minPositionals = 0;
  std::size_t maxPositionals = 0;
  std::vector<Item> given;
  std::string errorText;
};
