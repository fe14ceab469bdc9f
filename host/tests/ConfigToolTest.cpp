/**
 * @file ConfigToolTest.cpp
 * Tests of touchline-config, run as a real process on files in a temporary directory.
 */
#include "Process.h"
#include "TestText.h"
#include <gtest/gtest.h>
#include <algorithm>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace fs = std::filesystem;

namespace
{
  /** What a run of the tool produced. */
  struct ToolResult
  {
    int status = -1; ///< The exit status, -1 if the process did not exit normally.
    std::string out;
    std::string err;
  };

  void writeFile(const fs::path& path, const std::string& text)
  {
    std::ofstream stream(path, std::ios::binary);
    stream << text;
  }

  std::string dataFile(const std::string& name)
  {
    return TestText::readFile(fs::path(TOUCHLINE_HOST_TEST_DATA) / name);
  }

  /** The comments of a valid text in order, found by a scan that knows only quotes and comments. */
  std::vector<std::string> commentsOf(const std::string& text)
  {
    std::vector<std::string> result;
    for(std::size_t i = 0; i < text.size();)
      if(text[i] == '"')
      {
        for(++i; i < text.size() && text[i] != '"'; ++i)
          i += text[i] == '\\';
        ++i;
      }
      else if(text.compare(i, 2, "//") == 0 || text.compare(i, 2, "/*") == 0)
      {
        const std::size_t end = text[i + 1] == '/' ? std::min(text.find('\n', i), text.size()) : text.find("*/", i) + 2;
        result.push_back(text.substr(i, end - i));
        i = end;
      }
      else
        ++i;
    return result;
  }

  /** Runs the tool in a temporary directory that the test fills with files. */
  class ConfigToolTest : public testing::Test
  {
  protected:
    fs::path directory;

    void SetUp() override
    {
      std::string pattern = (fs::temp_directory_path() / "touchline-config-test-XXXXXX").string();
      ASSERT_NE(mkdtemp(pattern.data()), nullptr);
      directory = pattern;
    }

    void TearDown() override
    {
      std::error_code error;
      fs::remove_all(directory, error);
    }

    fs::path file(const std::string& name, const std::string& text)
    {
      writeFile(directory / name, text);
      return directory / name;
    }

    std::string contents(const std::string& name) const
    {
      return TestText::readFile(directory / name);
    }

    /** Runs touchline-config with the arguments in the temporary directory. */
    ToolResult run(const std::vector<std::string>& args) const
    {
      std::vector<std::string> all{TOUCHLINE_CONFIG_TOOL};
      all.insert(all.end(), args.begin(), args.end());
      const TestProcess::Run run = TestProcess::run(all, directory.string());
      return ToolResult{run.status >= 128 ? -1 : run.status, run.out, run.err};
    }
  };
}

TEST_F(ConfigToolTest, Help)
{
  for(const char* option : {"--help", "-h"})
  {
    const ToolResult result = run({option});
    EXPECT_EQ(result.status, 0);
    EXPECT_NE(result.out.find("usage: touchline-config"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("Comments are kept"), std::string::npos);
    EXPECT_NE(result.out.find("--check"), std::string::npos);
    EXPECT_EQ(result.err, "");
  }
  EXPECT_EQ(run({"format", "--help"}).status, 0);
  EXPECT_EQ(run({"check", "x.cfg", "-h"}).status, 0);
}

TEST_F(ConfigToolTest, UsageErrors)
{
  ToolResult result = run({});
  EXPECT_EQ(result.status, 2);
  EXPECT_EQ(result.err, "touchline-config: a command is missing: check, format or threads (see 'touchline-config --help')\n");
  EXPECT_EQ(result.out, "");

  result = run({"check"});
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find("no files"), std::string::npos) << result.err;

  result = run({"format", "--check"});
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find("no files"), std::string::npos) << result.err;

  file("a.cfg", "a = 1;\n");
  result = run({"format", "--in-place", "a.cfg"});
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find("unknown option '--in-place'"), std::string::npos) << result.err;
  EXPECT_EQ(run({"check", "-x", "a.cfg"}).status, 2);

  result = run({"lint", "a.cfg"});
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find("unknown command 'lint'"), std::string::npos) << result.err;
}

TEST_F(ConfigToolTest, CheckAcceptsValidFiles)
{
  file("a.cfg", "a = 1; // comment\nb = {c = [1, 2];};\n");
  file("b.json", "{\"a\": [1, {\"b\": null}]}\n");
  file("-dash.cfg", "x = y;\n");
  ToolResult result = run({"check", "a.cfg"});
  EXPECT_EQ(result.status, 0);
  EXPECT_EQ(result.out, "");
  EXPECT_EQ(result.err, "");

  result = run({"check", "a.cfg", "b.json", "--", "-dash.cfg"});
  EXPECT_EQ(result.status, 0);
  EXPECT_EQ(result.out, "");
  // Not a terminal: no progress line, just the summary.
  EXPECT_EQ(result.err, "3 files checked, 0 invalid\n");
}

TEST_F(ConfigToolTest, CheckPrintsEveryError)
{
  file("good.cfg", "a = 1;\n");
  file("bad.cfg", "a = ;\n"
                  "b = 1;\n"
                  "c 1;\n"
                  "d = {x = 1};\n");
  file("bad.json", "{\n"
                   "  \"a\": [1 2],\n"
                   "  \"b\": 1\n"
                   "  \"c\": 2\n"
                   "}\n");
  file("open.cfg", "a = [1, 2,\n");
  const ToolResult result = run({"check", "good.cfg", "bad.cfg", "bad.json", "open.cfg"});
  EXPECT_EQ(result.status, 1);
  EXPECT_EQ(TestText::lines(result.out), (std::vector<std::string>{
                                  "bad.cfg(1, 5): expected a value, found ';'",
                                  "bad.cfg(3, 4): expected '=' after 'c 1', found ';'",
                                  "bad.cfg(4, 11): expected ';' after the value of 'x', found '}'",
                                  "bad.json(2, 11): expected ',' or ']' after an array element, found literal '2'",
                                  "bad.json(4, 3): expected ',' or '}' after the value of 'b', found literal 'c'",
                                  "open.cfg(2, 1): expected ']' to close the array opened at line 1, column 5, found end of file",
                              }));
  EXPECT_EQ(result.err, "4 files checked, 3 invalid\n");

  // Paths are printed as given.
  const ToolResult absolute = run({"check", (directory / "bad.cfg").string()});
  EXPECT_EQ(absolute.status, 1);
  EXPECT_EQ(TestText::lines(absolute.out).at(0), (directory / "bad.cfg").string() + "(1, 5): expected a value, found ';'");
}

TEST_F(ConfigToolTest, CheckReportsUnreadableFiles)
{
  file("good.cfg", "a = 1;\n");
  fs::create_directory(directory / "folder.cfg");
  ToolResult result = run({"check", "missing.cfg"});
  EXPECT_EQ(result.status, 1);
  EXPECT_EQ(result.out, "");
  EXPECT_NE(result.err.find("missing.cfg"), std::string::npos) << result.err;

  result = run({"check", "good.cfg", "missing.cfg", "folder.cfg"});
  EXPECT_EQ(result.status, 1);
  EXPECT_EQ(result.out, "");
  EXPECT_NE(result.err.find("missing.cfg: cannot read the file"), std::string::npos) << result.err;
  EXPECT_NE(result.err.find("folder.cfg: cannot read the file"), std::string::npos) << result.err;
  EXPECT_EQ(result.err.find("good.cfg"), std::string::npos) << result.err;
}

TEST_F(ConfigToolTest, FormatKeepsComments)
{
  for(const std::string name : {"comments.cfg", "comments.json"})
  {
    SCOPED_TRACE(name);
    const std::string original = dataFile(name);
    const std::string expected = dataFile(name.substr(0, name.find('.')) + ".formatted" + name.substr(name.find('.')));
    file(name, original);
    const ToolResult result = run({"format", name});
    EXPECT_EQ(result.status, 0) << result.out << result.err;
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err, "");
    const std::string formatted = contents(name);
    EXPECT_EQ(formatted, expected);
    // Every comment of the original, in the same order (// comments without trailing blanks).
    EXPECT_EQ(commentsOf(formatted), commentsOf(original));
    EXPECT_GE(commentsOf(original).size(), 10u);
  }
}

TEST_F(ConfigToolTest, FormatIsIdempotent)
{
  const std::vector<std::string> names = {"comments.cfg", "comments.json", "comments.formatted.cfg", "comments.formatted.json", "layout.cfg"};
  for(const std::string& name : names)
    file(name, dataFile(name));
  std::vector<std::string> args = {"format"};
  args.insert(args.end(), names.begin(), names.end());
  ASSERT_EQ(run(args).status, 0);
  std::vector<std::string> once;
  for(const std::string& name : names)
    once.push_back(contents(name));
  EXPECT_EQ(run(args).status, 0);
  for(std::size_t i = 0; i < names.size(); ++i)
    EXPECT_EQ(contents(names[i]), once[i]) << names[i];
  args.insert(args.begin() + 1, "--check");
  const ToolResult result = run(args);
  EXPECT_EQ(result.status, 0);
  EXPECT_EQ(result.out, "");
}

TEST_F(ConfigToolTest, FormatLeavesCanonicalFilesAlone)
{
  for(const std::string name : {"comments.formatted.cfg", "comments.formatted.json"})
  {
    const std::string canonical = dataFile(name);
    file(name, canonical);
    const ToolResult result = run({"format", "--check", name});
    EXPECT_EQ(result.status, 0) << name << ": " << result.out;
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(run({"format", name}).status, 0);
    EXPECT_EQ(contents(name), canonical) << name;
  }
}

TEST_F(ConfigToolTest, TheShippedConfigurationIsCanonical)
{
  // Every configuration map of the repository's Config/ is valid and in the canonical layout.
  std::vector<std::string> args = {"format", "--check"};
  for(const auto& entry : fs::recursive_directory_iterator(fs::path(TOUCHLINE_HOST_TEST_DATA) / "../../../Config"))
    if(entry.path().extension() == ".cfg" || entry.path().extension() == ".json")
      args.push_back(fs::canonical(entry.path()).string());
  ASSERT_GE(args.size(), 2u + 10u);
  const ToolResult result = run(args);
  EXPECT_EQ(result.status, 0) << "not canonical (touchline-config format FILE fixes them):\n" << result.out << result.err;
  EXPECT_EQ(result.out, "");
}

TEST_F(ConfigToolTest, FormatCheckListsChangedFiles)
{
  const std::string canonical = "a = 1; // one\n\nb = [1, 2];\n";
  const std::string messy = "a=1;// one\n\n\n\nb=[1,\n2,];";
  const std::string messyJson = "{\"a\":1}";
  file("canonical.cfg", canonical);
  file("messy.cfg", messy);
  file("messy.json", messyJson);
  const ToolResult result = run({"format", "--check", "canonical.cfg", "messy.cfg", "messy.json"});
  EXPECT_EQ(result.status, 1);
  EXPECT_EQ(result.out, "messy.cfg\nmessy.json\n");
  EXPECT_EQ(contents("messy.cfg"), messy);
  EXPECT_EQ(contents("messy.json"), messyJson);

  EXPECT_EQ(run({"format", "canonical.cfg", "messy.cfg", "messy.json"}).status, 0);
  EXPECT_EQ(contents("messy.cfg"), canonical);
  EXPECT_EQ(contents("messy.json"), "{\n  \"a\": 1\n}\n");
  EXPECT_EQ(run({"format", "--check", "canonical.cfg", "messy.cfg", "messy.json"}).status, 0);
}

TEST_F(ConfigToolTest, FormatToStdout)
{
  const std::string messy = "a=1;/* one */b=[1,\n2,];";
  file("messy.cfg", messy);
  const ToolResult result = run({"format", "--stdout", "messy.cfg"});
  EXPECT_EQ(result.status, 0);
  EXPECT_EQ(result.out, "a = 1; /* one */\nb = [1, 2];\n");
  EXPECT_EQ(contents("messy.cfg"), messy);
}

TEST_F(ConfigToolTest, FormatDoesNotTouchBrokenFiles)
{
  const std::string broken = "// keep me\na = [1, 2;\nb = 1;\n";
  file("broken.cfg", broken);
  file("good.cfg", "a=1;");
  file("missing.json", "");
  fs::remove(directory / "missing.json");
  const ToolResult result = run({"format", "broken.cfg", "good.cfg", "missing.json"});
  EXPECT_EQ(result.status, 1);
  EXPECT_EQ(result.out, "broken.cfg(2, 10): expected ',' or ']' after an array element, found ';'\n");
  EXPECT_NE(result.err.find("missing.json"), std::string::npos) << result.err;
  EXPECT_EQ(contents("broken.cfg"), broken);
  EXPECT_EQ(contents("good.cfg"), "a = 1;\n");
}

TEST_F(ConfigToolTest, FormatKeepsPermissionsAndLinks)
{
  file("target.cfg", "a=1;");
  fs::permissions(directory / "target.cfg", fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
  fs::create_symlink("target.cfg", directory / "link.cfg");
  EXPECT_EQ(run({"format", "link.cfg"}).status, 0);
  EXPECT_TRUE(fs::is_symlink(directory / "link.cfg"));
  EXPECT_EQ(contents("target.cfg"), "a = 1;\n");
  EXPECT_EQ(fs::status(directory / "target.cfg").permissions() & fs::perms::all,
            fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
  // No temporary files are left behind.
  std::vector<std::string> names;
  for(const fs::directory_entry& entry : fs::directory_iterator(directory))
    names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end());
  EXPECT_EQ(names, (std::vector<std::string>{"link.cfg", "target.cfg"}));
}

TEST_F(ConfigToolTest, ChecksManyFiles)
{
  std::vector<std::string> args = {"check"};
  for(int i = 0; i < 200; ++i)
  {
    const std::string name = "f" + std::to_string(i) + ".cfg";
    file(name, i == 150 ? "a = 1\nb = 2;\n" : "a = " + std::to_string(i) + ";\n");
    args.push_back(name);
  }
  const ToolResult result = run(args);
  EXPECT_EQ(result.status, 1);
  EXPECT_EQ(result.out, "f150.cfg(2, 3): expected ';' after the value of 'a', found '=' (missing ';' at the end of line 1?)\n");
  EXPECT_EQ(result.err, "200 files checked, 1 invalid\n");
}
