/**
 * @file ConsoleSubCommandsTest.cpp
 * The sub-commands of log and gc come from one table each: help lists every one of them, and
 * completion offers them and what follows them, without a robot.
 */
#include "Console/Console.h"
#include <algorithm>
#include <gtest/gtest.h>

namespace
{
  bool contains(const std::vector<std::string>& lines, const std::string& line)
  {
    return std::find(lines.begin(), lines.end(), line) != lines.end();
  }
}

TEST(ConsoleSubCommands, CompletionOffersTheSubCommandsAndWhatFollowsThem)
{
  Console console(nullptr);
  // gc: the set plays of both versions, and the versions.
  EXPECT_TRUE(contains(console.completions("gc goalK"), "gc goalKickForFirstTeam"));
  EXPECT_TRUE(contains(console.completions("gc directF"), "gc directFreeKickForSecondTeam"));
  EXPECT_EQ(console.completions("gc version "), (std::vector<std::string>{"gc version 18", "gc version 19"}));
  EXPECT_TRUE(contains(console.completions("gc pl"), "gc playing"));
  // log: what follows forward, trim, sync and mr.
  EXPECT_EQ(console.completions("log mr "), std::vector<std::string>{"log mr list"});
  EXPECT_EQ(console.completions("log sync "), (std::vector<std::string>{"log sync off", "log sync on"}));
  EXPECT_EQ(console.completions("log forward "), (std::vector<std::string>{"log forward fast", "log forward image"}));
  EXPECT_TRUE(contains(console.completions("log "), "log saveAudio"));
  EXPECT_TRUE(contains(console.completions("log "), "log load"));
}

TEST(ConsoleSubCommands, HelpListsEverySubCommandOnce)
{
  Console console(nullptr);
  std::vector<std::string> printed;
  ASSERT_TRUE(console.execute("help log", printed));
  for(const std::string word : {"start", "save", "load", "trim", "saveImages", "saveAudio", "mr", "sync"})
    EXPECT_TRUE(std::any_of(printed.begin(), printed.end(), [&](const std::string& line) { return line.find("log " + word) == 0 || line.find("| " + word) != std::string::npos; }))
      << word;
  printed.clear();
  ASSERT_TRUE(console.execute("help gc", printed));
  EXPECT_TRUE(printed.front().starts_with("gc initial | standby | ready | set | playing | finished ")) << printed.front();
  EXPECT_TRUE(std::any_of(printed.begin(), printed.end(), [](const std::string& line) { return line.starts_with("gc broadcast | robots | ?"); }));
  // Syntax errors name every sub-command's syntax; an unknown one is a syntax error without starting anything.
  printed.clear();
  EXPECT_FALSE(console.execute("log", printed));
  ASSERT_EQ(printed.size(), 1u);
  EXPECT_TRUE(printed[0].starts_with("Syntax Error: log start | stop | clear | log save [<file>] | log ? | log load <file>")) << printed[0];
}
