/**
 * @file ThreadsCorpusTest.cpp
 * touchline-config threads and the robot program make the same checks (Robot::check): every
 * file of data/threads/broken/ is rejected by both, with the errors data/threads/broken/
 * expected.txt lists, and touchline then ends with "failed to start" and yellow eyes. The
 * repository's own threads.cfg passes both.
 */
#if defined(TOUCHLINE_PATH) && defined(TOUCHLINE_NAOSIM_PATH)
#include "NaoSimTestSupport.h"
#include "TestText.h"
#include <fstream>
#include <map>
#include <memory>

using namespace NaoSimTest;
namespace fs = std::filesystem;

namespace
{
  const fs::path corpus = fs::path(TOUCHLINE_HOST_TEST_DATA) / "threads/broken";

  /** expected.txt: per file the errors, in order ("<file>" stands for the file's name). */
  std::map<std::string, std::vector<std::string>> expectations()
  {
    std::map<std::string, std::vector<std::string>> result;
    std::ifstream file(corpus / "expected.txt");
    for(std::string line; std::getline(file, line);)
      if(const std::size_t colon = line.find(": "); !line.empty() && line[0] != '#' && colon != std::string::npos)
        result[line.substr(0, colon)].push_back(line.substr(colon + 2));
    return result;
  }

  std::vector<std::string> withFileName(std::vector<std::string> errors, const std::string& fileName)
  {
    for(std::string& error : errors)
      if(const std::size_t at = error.find("<file>"); at != std::string::npos)
        error.replace(at, 6, fileName);
    return errors;
  }

  /** The errors touchline-config threads printed: after the list of modules, without the summary. */
  std::vector<std::string> toolErrors(const std::string& out)
  {
    std::vector<std::string> errors;
    bool started = false;
    for(const std::string& line : TestText::lines(out))
      if(!started)
        started = line.empty();
      else if(!line.starts_with("Invalid: ") && !line.starts_with("Note: "))
        errors.push_back(line);
    return errors;
  }

  /** The errors touchline printed before it said that the robot code failed to start. */
  std::vector<std::string> robotErrors(const std::string& err)
  {
    std::vector<std::string> errors;
    for(const std::string& line : TestText::lines(err))
    {
      if(line.starts_with("touchline: the robot code failed to start"))
        break;
      if(line.starts_with("touchline: "))
        errors.push_back(line.substr(11));
    }
    return errors;
  }
}

TEST(ThreadsCorpus, EveryFileHasItsExpectedErrors)
{
  const auto expected = expectations();
  std::size_t files = 0;
  for(const auto& entry : fs::directory_iterator(corpus))
    if(entry.path().extension() == ".cfg")
    {
      ++files;
      EXPECT_TRUE(expected.contains(entry.path().filename().string())) << entry.path() << " is not in expected.txt";
    }
  EXPECT_EQ(files, expected.size()) << "expected.txt names files that do not exist";
  EXPECT_GE(files, 10u);
}

TEST(ThreadsCorpus, TheToolRejectsEveryFileWithTheRobotsErrors)
{
  for(const auto& [name, errors] : expectations())
  {
    const std::string file = (corpus / name).string();
    const TestProcess::Run run = TestProcess::run({TOUCHLINE_CONFIG_TOOL, "threads", file});
    EXPECT_EQ(run.status, 1) << name << "\n" << run.out << run.err;
    EXPECT_EQ(toolErrors(run.out), withFileName(errors, file)) << name << "\n" << run.out;
  }
}

TEST(ThreadsCorpus, TheRobotProgramRejectsEveryFileWithTheToolsErrors)
{
#ifdef TOUCHLINE_RELEASE
  // The checks do not depend on the build; the test runs in the debug builds.
  GTEST_SKIP() << "covered by the other builds";
#endif
  // A copy of the repository's configuration, whose threads.cfg is replaced by each file in turn.
  const fs::path directory = fs::temp_directory_path() / ("touchline-threads-corpus-" + std::to_string(::getpid()));
  fs::remove_all(directory);
  fs::create_directories(directory);
  fs::copy(fs::path(TOUCHLINE_HOST_TEST_DATA) / "../../../Config", directory / "Config", fs::copy_options::recursive);
  const fs::path threadsCfg = directory / "Config/Scenarios/Default/threads.cfg";
  const std::string socket = socketPath("corpus");
  Process naosim({TOUCHLINE_NAOSIM_PATH, "--socket", socket});
  ASSERT_TRUE(naosim.waitForOut("serves " + socket)) << naosim.err;
  const auto runRobot = [&] {
    return TestProcess::run({TOUCHLINE_PATH, "--lola", socket, "--config", (directory / "Config").string(), "--debug-port", "0"}, "", 60s);
  };

  for(const auto& [name, errors] : expectations())
  {
    fs::copy_file(corpus / name, threadsCfg, fs::copy_options::overwrite_existing);
    const TestProcess::Run run = runRobot();
    EXPECT_EQ(run.status, 1) << name << "\n" << run.err;
    const std::vector<std::string> expected = withFileName(errors, threadsCfg.string());
    EXPECT_EQ(robotErrors(run.err), expected) << name << "\n" << run.err;
    // The parent's line names the first error (scripts/deploy shows it).
    ASSERT_FALSE(expected.empty()) << name;
    EXPECT_NE(run.err.find("touchline: the robot code failed to start: " + expected.front() + " (see the errors above)\n"), std::string::npos)
      << run.err;
    EXPECT_NE(run.err.find("joints off, eyes yellow (failed to start)"), std::string::npos) << run.err;
    EXPECT_EQ(run.err.find("crashed"), std::string::npos) << run.err;
  }
  auto fields = state(naosim);
  EXPECT_EQ(fields["leftEye"], "1.00,1.00,0.00");
  EXPECT_EQ(fields["rightEye"], "1.00,1.00,0.00");
  EXPECT_EQ(fields["maxStiffness"], "0.00");
  fs::remove_all(directory);
}

TEST(ThreadsCorpus, TheRepositorysThreadsCfgPassesTheTool)
{
  const fs::path config = fs::path(TOUCHLINE_HOST_TEST_DATA) / "../../../Config";
  const TestProcess::Run run = TestProcess::run({TOUCHLINE_CONFIG_TOOL, "threads", "--config", config.string()});
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("\nValid: 5 threads, "), std::string::npos) << run.out;
}
#endif
