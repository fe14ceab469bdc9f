/**
 * @file CommandLineTest.cpp
 * The argument parser of the command-line programs: typed options, missing and repeated
 * values, positional arguments, the generated help, and commands of a CommandTool.
 */
#include "CommandLine/CommandLine.h"
#include "CommandLine/CommandTool.h"
#include "CommandLine/ExitStatus.h"
#include "CommandLine/TextLayout.h"
#include "Platform/Version.h"
#include <gtest/gtest.h>
#include <algorithm>

namespace
{
  /** A command line with one option of each kind. */
  CommandLine example()
  {
    CommandLine commandLine("tool", "[options] FILE...", "Does things to files.");
    commandLine.option("output", "OUT", "Where to write.").alias('o');
    commandLine.option("count", "N", "How many.").integer(1, 10);
    commandLine.option("level", "LEVEL", "How much.").number(0, 1);
    commandLine.option("mode", "MODE", "How.").oneOf({"fast", "slow"});
    commandLine.option("name", "NAME", "Who.").nonEmpty().check([](const std::string& value) {
      return value.size() > 3 ? "is longer than 3 characters" : "";
    });
    commandLine.option("tag", "TAG", "A tag.").repeatable();
    commandLine.flag("verbose", "Say more.").alias('v');
    commandLine.positionals("FILE", "file", 1, 2);
    return commandLine;
  }

  /** Parses and returns the error, "" if the arguments are valid. */
  std::string errorOf(std::vector<std::string> args)
  {
    CommandLine commandLine = example();
    return commandLine.tryParse(args) == CommandLine::Result::usageError ? commandLine.error() : "";
  }
}

TEST(CommandLine, ValuesInEveryForm)
{
  CommandLine commandLine = example();
  ASSERT_EQ(commandLine.tryParse({"a.log", "--output", "x", "--count=3", "-v", "--level", "0.5", "--tag", "t1", "--tag=t2", "b.log"}),
            CommandLine::Result::run)
    << commandLine.error();
  EXPECT_EQ(commandLine.text("output"), "x");
  EXPECT_EQ(commandLine.integer("count"), 3);
  EXPECT_EQ(commandLine.number("level"), 0.5);
  EXPECT_TRUE(commandLine.has("verbose"));
  EXPECT_FALSE(commandLine.has("mode"));
  EXPECT_EQ(commandLine.text("mode"), std::nullopt);
  EXPECT_EQ(commandLine.all("tag"), (std::vector<std::string>{"t1", "t2"}));
  EXPECT_EQ(commandLine.positionalArguments(), (std::vector<std::string>{"a.log", "b.log"}));

  ASSERT_EQ(commandLine.tryParse({"-o", "-", "--", "-a.log"}), CommandLine::Result::run) << commandLine.error();
  EXPECT_EQ(commandLine.text("output"), "-"); // a value may start with '-'
  EXPECT_EQ(commandLine.positionalArguments(), (std::vector<std::string>{"-a.log"}));
  EXPECT_EQ(commandLine.count("tag"), 0u); // a new parse forgets the old one
}

TEST(CommandLine, ItemsKeepTheOrder)
{
  CommandLine commandLine = example();
  ASSERT_EQ(commandLine.tryParse({"--tag", "a", "f", "-v", "--tag", "b"}), CommandLine::Result::run);
  std::string order;
  for(const CommandLine::Item& item : commandLine.items())
    order += (item.option ? item.option->name() : std::string("positional")) + "=" + item.value + " ";
  EXPECT_EQ(order, "tag=a positional=f verbose= tag=b ");
}

TEST(CommandLine, UsageErrorsSayWhatIsWrong)
{
  EXPECT_EQ(errorOf({"a", "--frobnicate"}), "unknown option '--frobnicate'");
  EXPECT_EQ(errorOf({"a", "-x"}), "unknown option '-x'");
  EXPECT_EQ(errorOf({"a", "--output"}), "option --output needs a value");
  EXPECT_EQ(errorOf({"a", "-o", "x", "--output=y"}), "option --output given twice");
  EXPECT_EQ(errorOf({"a", "--verbose=yes"}), "option --verbose takes no value");
  EXPECT_EQ(errorOf({"a", "--count", "x"}), "option --count: 'x' is not a whole number");
  EXPECT_EQ(errorOf({"a", "--count", "3x"}), "option --count: '3x' is not a whole number");
  EXPECT_EQ(errorOf({"a", "--count", "11"}), "option --count: 11 is not in 1..10");
  EXPECT_EQ(errorOf({"a", "--level", "nan"}), "option --level: 'nan' is not a number");
  EXPECT_EQ(errorOf({"a", "--level", "1.5"}), "option --level: 1.5 is not in 0..1");
  EXPECT_EQ(errorOf({"a", "--mode", "medium"}), "option --mode: 'medium' is not one of fast, slow");
  EXPECT_EQ(errorOf({"a", "--name="}), "option --name: must not be empty");
  EXPECT_EQ(errorOf({"a", "--name", "Alice"}), "option --name: is longer than 3 characters");
  EXPECT_EQ(errorOf({}), "no files given");
  EXPECT_EQ(errorOf({"a", "b", "c"}), "at most 2 files expected");
  EXPECT_EQ(errorOf({"a", "--count", "3", "--mode", "slow", "--name", "Bob"}), "");
}

TEST(CommandLine, RequiredOptionsAndSinglePositionals)
{
  CommandLine commandLine("tool cut", "FILE -o OUT", "Cuts.");
  commandLine.option("output", "OUT", "Where.").alias('o').required();
  commandLine.positionals("FILE", "log file", 1, 1);
  EXPECT_EQ(commandLine.tryParse({"a"}), CommandLine::Result::usageError);
  EXPECT_EQ(commandLine.error(), "option --output is missing");
  EXPECT_EQ(commandLine.tryParse({"-o", "x"}), CommandLine::Result::usageError);
  EXPECT_EQ(commandLine.error(), "no log file given");
  EXPECT_EQ(commandLine.tryParse({"a", "b", "-o", "x"}), CommandLine::Result::usageError);
  EXPECT_EQ(commandLine.error(), "only one log file expected");

  CommandLine none("tool", "", "Nothing.");
  EXPECT_EQ(none.tryParse({"stray"}), CommandLine::Result::usageError);
  EXPECT_EQ(none.error(), "unexpected argument 'stray'");
}

TEST(CommandLine, HelpWinsOverErrorsBeforeTheEndOfOptions)
{
  CommandLine commandLine = example();
  EXPECT_EQ(commandLine.tryParse({"--frobnicate", "-h"}), CommandLine::Result::help);
  EXPECT_EQ(commandLine.tryParse({"a", "--help"}), CommandLine::Result::help);
  EXPECT_EQ(commandLine.tryParse({"--", "--help"}), CommandLine::Result::run); // a file named --help
  EXPECT_EQ(commandLine.positionalArguments(), std::vector<std::string>{"--help"});
}

TEST(CommandLine, VersionIsTheProjectVersion)
{
  CommandLine commandLine = example();
  EXPECT_EQ(commandLine.tryParse({"--frobnicate", "--version"}), CommandLine::Result::version);
  EXPECT_EQ(commandLine.tryParse({"--version", "--help"}), CommandLine::Result::help);
  EXPECT_EQ(commandLine.tryParse({"--", "--version"}), CommandLine::Result::run);
  const std::string version = Version::project();
  EXPECT_EQ(std::count(version.begin(), version.end(), '.'), 2) << version;

  testing::internal::CaptureStdout();
  EXPECT_EQ(commandLine.parse({"--version"}), exitSuccess);
  const char* argv[] = {"tool", "--count", "0", "--version"};
  EXPECT_EQ(commandLine.answerHelpOrVersion(4, argv), exitSuccess); // before any other check
  const char* run[] = {"tool", "--count", "0"};
  EXPECT_EQ(commandLine.answerHelpOrVersion(3, run), std::nullopt);
  // A command's version is its program's.
  EXPECT_EQ(CommandLine("tool greet", "", "Greets.").parse({"--version"}), exitSuccess);
  EXPECT_EQ(CommandTool("tool", "", "A tool.", {}).run({"--version"}), exitSuccess);
  const std::string line = "tool " + version + "\n";
  EXPECT_EQ(testing::internal::GetCapturedStdout(), line + line + line + line);
}

TEST(CommandLine, HelpIsGeneratedFromTheOptions)
{
  CommandLine commandLine = example();
  commandLine.details("Details as they are.\n");
  commandLine.epilogue("Exit status: 0 success.\n");
  EXPECT_EQ(commandLine.help(),
            "usage: tool [options] FILE...\n"
            "\n"
            "Does things to files.\n"
            "\n"
            "Details as they are.\n"
            "\n"
            "Options:\n"
            "  -o, --output OUT        Where to write.\n"
            "  --count N               How many.\n"
            "  --level LEVEL           How much.\n"
            "  --mode MODE             How.\n"
            "  --name NAME             Who.\n"
            "  --tag TAG               A tag. Repeatable.\n"
            "  -v, --verbose           Say more.\n"
            "  -h, --help              Show this help.\n"
            "  --version               Show the version and the git commit it was built from.\n"
            "\n"
            "Exit status: 0 success.\n");

  CommandLine twoUsages("prog", "A\nB", "Two ways.");
  EXPECT_TRUE(twoUsages.help().starts_with("usage: prog A\n       prog B\n\nTwo ways.\n"));
}

TEST(CommandLine, LongTextIsWrapped)
{
  const std::string text = TextLayout::entry("--long-option-name VALUE", std::string(40, 'a') + " " + std::string(40, 'b') + " c", 2, 24);
  const std::string indent(26, ' ');
  EXPECT_EQ(text, "  --long-option-name VALUE\n" + indent + std::string(40, 'a') + "\n" + indent + std::string(40, 'b') + " c\n");
  EXPECT_EQ(TextLayout::wrap("one two", 0, 0), "one two\n");
}

TEST(CommandLine, ParseReportsTheExitStatus)
{
  CommandLine commandLine = example();
  testing::internal::CaptureStderr();
  EXPECT_EQ(commandLine.parse({"--count", "0", "a"}), exitUsageError);
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "tool: option --count: 0 is not in 1..10 (see 'tool --help')\n");
  testing::internal::CaptureStdout();
  EXPECT_EQ(commandLine.parse({"-h"}), exitSuccess);
  EXPECT_TRUE(testing::internal::GetCapturedStdout().starts_with("usage: tool [options] FILE...\n"));
  EXPECT_EQ(commandLine.parse({"a"}), std::nullopt);
}

namespace
{
  CommandLine greetCommandLine()
  {
    CommandLine commandLine("tool greet", "[--loud] NAME", "Greets someone.");
    commandLine.flag("loud", "Shout.");
    commandLine.positionals("NAME", "name", 1, 1);
    return commandLine;
  }

  int greet(const CommandLine& commandLine)
  {
    return commandLine.has("loud") ? 7 : static_cast<int>(commandLine.positionalArguments().front().size());
  }
}

TEST(CommandLine, CommandToolRunsTheNamedCommand)
{
  CommandTool tool("tool", "<command> [options]", "A tool with commands.", {{greetCommandLine, greet}});
  EXPECT_EQ(tool.run({"greet", "Ann"}), 3);
  EXPECT_EQ(tool.run({"greet", "--loud", "Ann"}), 7);

  testing::internal::CaptureStderr();
  EXPECT_EQ(tool.run({}), exitUsageError);
  EXPECT_EQ(tool.run({"wave"}), exitUsageError);
  EXPECT_EQ(tool.run({"greet"}), exitUsageError);
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "tool: a command is missing: greet (see 'tool --help')\n"
                                                    "tool: unknown command 'wave' (see 'tool --help')\n"
                                                    "tool greet: no name given (see 'tool greet --help')\n");

  testing::internal::CaptureStdout();
  EXPECT_EQ(tool.run({"--help"}), exitSuccess);
  const std::string help = testing::internal::GetCapturedStdout();
  EXPECT_TRUE(help.starts_with("usage: tool <command> [options]\n")) << help;
  EXPECT_NE(help.find("  greet [--loud] NAME\n      Greets someone.\n      --loud                  Shout.\n"), std::string::npos) << help;
}

TEST(CommandLine, CountsHaveTheirNounInTheRightNumber)
{
  EXPECT_EQ(TextLayout::count(0, "thread"), "0 threads");
  EXPECT_EQ(TextLayout::count(1, "thread"), "1 thread");
  EXPECT_EQ(TextLayout::count(2, "thread"), "2 threads");
  EXPECT_EQ(TextLayout::count(1, "class", "classes"), "1 class");
  EXPECT_EQ(TextLayout::count(12, "class", "classes"), "12 classes");
}
