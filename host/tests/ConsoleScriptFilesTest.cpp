/**
 * @file ConsoleScriptFilesTest.cpp
 * call <file> with a plain name: the script is looked for in the working directory, then
 * Config/Scenes/, then Config/Scripts/; one found elsewhere than the name says is named, one not
 * found names the places looked in. Without a robot.
 */
#include "Console/Console.h"
#include "Platform/File.h"
#include <gtest/gtest.h>
#include <filesystem>
#include <fstream>
#include <unistd.h>

namespace
{
  namespace fs = std::filesystem;

  class ConsoleScriptFiles : public testing::Test
  {
  protected:
    void SetUp() override
    {
      previousConfig = File::getConfigDirectory();
      config = fs::temp_directory_path() / ("touchline-script-files-" + std::to_string(getpid())) / "Config";
      fs::remove_all(config.parent_path());
      fs::create_directories(config / "Scenes");
      fs::create_directories(config / "Scripts");
      File::setConfigDirectory(config.string() + "/");
    }

    void TearDown() override
    {
      File::setConfigDirectory(previousConfig);
      fs::remove_all(config.parent_path());
    }

    std::string previousConfig;
    fs::path config;
    std::vector<std::string> output;
    Console console{[this](const std::string& line) { output.push_back(line); }};
  };
}

TEST_F(ConsoleScriptFiles, AScriptFoundInTheConfigurationIsNamedBeforeItRuns)
{
  std::ofstream(config / "Scripts" / "touchline-only-in-scripts.con") << "echo from Scripts\n";
  ASSERT_TRUE(console.execute("call touchline-only-in-scripts.con"));
  const std::string path = config.string() + "/Scripts/touchline-only-in-scripts.con";
  EXPECT_EQ(output, (std::vector<std::string>{"running " + path, "from Scripts"}));

  // Scenes/ comes before Scripts/.
  std::ofstream(config / "Scenes" / "touchline-only-in-scripts.con") << "echo from Scenes\n";
  output.clear();
  ASSERT_TRUE(console.execute("call touchline-only-in-scripts.con"));
  EXPECT_EQ(output, (std::vector<std::string>{"running " + config.string() + "/Scenes/touchline-only-in-scripts.con", "from Scenes"}));
}

TEST_F(ConsoleScriptFiles, AScriptGivenWithItsPathIsNotNamed)
{
  const fs::path script = config / "Scripts" / "given.con";
  std::ofstream(script) << "echo given\n";
  ASSERT_TRUE(console.execute("call " + script.string()));
  EXPECT_EQ(output, std::vector<std::string>{"given"});
}

TEST_F(ConsoleScriptFiles, AScriptNotFoundNamesThePlacesLookedIn)
{
  EXPECT_FALSE(console.execute("call touchline-no-such-script.con"));
  const std::string dir = config.string() + "/";
  ASSERT_FALSE(output.empty());
  EXPECT_EQ(output.front(), "Error: cannot open touchline-no-such-script.con (looked in touchline-no-such-script.con, " + dir +
                                "Scenes/touchline-no-such-script.con, " + dir + "Scripts/touchline-no-such-script.con)");

  output.clear();
  EXPECT_FALSE(console.execute("call ./touchline-no-such-script.con"));
  ASSERT_FALSE(output.empty());
  EXPECT_EQ(output.front(), "Error: cannot open ./touchline-no-such-script.con");
}
