/**
 * @file ConsoleToolTest.cpp
 * touchline-console as a program: -c and --script stop at the first command that fails and name
 * it, a refused connection is tried again while the robot starts, and the history of the
 * interactive console survives the session (the program on a pseudo terminal) and stays bounded
 * (CommandHistory in-process). Against touchline-testrobot on loopback.
 */
#include "CommandHistory.h"
#include "Process.h"
#include <gtest/gtest.h>
#include <arpa/inet.h>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <netinet/in.h>
#include <poll.h>
#include <pty.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>

namespace
{
  namespace fs = std::filesystem;
  using namespace std::chrono_literals;

  /** A temporary directory, removed at the end. */
  struct Directory
  {
    fs::path path;
    explicit Directory(const std::string& name)
      : path(fs::temp_directory_path() / ("touchline-console-tool-" + name + "-" + std::to_string(::getpid())))
    {
      fs::remove_all(path);
      fs::create_directories(path);
    }
    ~Directory() { fs::remove_all(path); }
  };

  std::vector<std::string> readLines(const fs::path& file)
  {
    std::ifstream stream(file);
    std::vector<std::string> lines;
    for(std::string line; std::getline(stream, line);)
      lines.push_back(line);
    return lines;
  }
}

TEST(CommandHistory, TheFileIsInTheUsersConfigDirectory)
{
  // The environment of this process is restored at the end.
  struct Restore
  {
    std::optional<std::string> xdg, home;
    Restore()
    {
      if(const char* value = std::getenv("XDG_CONFIG_HOME"))
        xdg = value;
      if(const char* value = std::getenv("HOME"))
        home = value;
    }
    ~Restore()
    {
      xdg ? ::setenv("XDG_CONFIG_HOME", xdg->c_str(), 1) : ::unsetenv("XDG_CONFIG_HOME");
      home ? ::setenv("HOME", home->c_str(), 1) : ::unsetenv("HOME");
    }
  } restore;
  ::setenv("XDG_CONFIG_HOME", "/tmp/xdg", 1);
  ::setenv("HOME", "/home/someone", 1);
  EXPECT_EQ(CommandHistory::defaultPath(), "/tmp/xdg/touchline/console_history");
  ::setenv("XDG_CONFIG_HOME", "relative/is/ignored", 1);
  EXPECT_EQ(CommandHistory::defaultPath(), "/home/someone/.config/touchline/console_history");
  ::unsetenv("XDG_CONFIG_HOME");
  EXPECT_EQ(CommandHistory::defaultPath(), "/home/someone/.config/touchline/console_history");
  ::unsetenv("HOME");
  EXPECT_EQ(CommandHistory::defaultPath(), "");
}

TEST(CommandHistory, CommandsAreAppendedAndTheFileStaysBounded)
{
  Directory directory("history");
  const fs::path file = directory.path / "new/dir/console_history";
  CommandHistory history(file.string());
  EXPECT_TRUE(history.load().empty()); // no file yet: no history, no warning
  EXPECT_EQ(history.takeWarning(), "");
  history.add("dr representation:JointRequest");
  history.add("");
  history.add(std::string(CommandHistory::maxLineLength + 1, 'x')); // too long to keep
  history.add("get module:SitStandBehavior");
  EXPECT_EQ(readLines(file), (std::vector<std::string>{"dr representation:JointRequest", "get module:SitStandBehavior"}));
  EXPECT_EQ(CommandHistory(file.string()).load(), readLines(file));

  // At twice the bound the file is cut back to the newest maxEntries commands.
  for(std::size_t i = 0; i < 2 * CommandHistory::maxEntries; ++i)
    history.add("echo " + std::to_string(i));
  const std::vector<std::string> lines = readLines(file);
  EXPECT_LE(lines.size(), 2 * CommandHistory::maxEntries);
  EXPECT_GE(lines.size(), CommandHistory::maxEntries);
  EXPECT_EQ(lines.back(), "echo " + std::to_string(2 * CommandHistory::maxEntries - 1));
  const std::vector<std::string> loaded = CommandHistory(file.string()).load();
  ASSERT_EQ(loaded.size(), CommandHistory::maxEntries);
  EXPECT_EQ(loaded.front(), "echo " + std::to_string(CommandHistory::maxEntries));
  EXPECT_EQ(history.takeWarning(), "");
}

TEST(CommandHistory, AHugeOrBrokenFileIsReadOnlyAtItsEnd)
{
  Directory directory("huge");
  const fs::path file = directory.path / "console_history";
  {
    std::ofstream stream(file, std::ios::binary);
    stream << std::string(10 * CommandHistory::maxFileBytes, 'y'); // one endless line
    stream << "\nlast command\n";
  }
  EXPECT_EQ(CommandHistory(file.string()).load(), std::vector<std::string>{"last command"});

  fs::remove(file);
  fs::create_directories(file); // a directory where the file should be
  CommandHistory history(file.string());
  EXPECT_TRUE(history.load().empty());
  history.add("echo x");
  EXPECT_NE(history.takeWarning().find("cannot write the history " + file.string()), std::string::npos);
}

#if defined(TOUCHLINE_TESTROBOT_PATH) && defined(TOUCHLINE_CONSOLE_PATH)
namespace
{
  /** A TCP port on loopback that nobody listens on (now). */
  unsigned short freePort()
  {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof(address);
    if(::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)) != 0 ||
       ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) != 0)
      address.sin_port = 0;
    ::close(fd);
    return ntohs(address.sin_port);
  }

  /** The test robot in a configuration directory of its own, on a port of its own. */
  class ConsoleTool : public testing::Test
  {
  protected:
    void SetUp() override
    {
#ifdef TOUCHLINE_RELEASE
      GTEST_SKIP() << "release builds have no debug link";
#endif
      const std::string name = testing::UnitTest::GetInstance()->current_test_info()->name();
      directory = std::make_unique<Directory>(name);
      fs::copy(TOUCHLINE_TESTROBOT_CONFIG, directory->path / "Config", fs::copy_options::recursive);
    }

    /** Starts the robot (port 0: any); returns its port. */
    unsigned short startRobot(unsigned short port = 0)
    {
      robot = std::make_unique<TestProcess::Process>(std::vector<std::string>{
        TOUCHLINE_TESTROBOT_PATH, "--config", (directory->path / "Config").string(), "--port", std::to_string(port), "--no-beacon"});
      const std::optional<std::string> line = robot->waitForLine("debug port ", 20s);
      return line ? static_cast<unsigned short>(std::stoi(line->substr(11))) : 0;
    }

    std::unique_ptr<Directory> directory;
    std::unique_ptr<TestProcess::Process> robot;
  };
}

TEST_F(ConsoleTool, TheCommandsStopAtTheFirstThatFailsWhichIsNamed)
{
  const std::string address = "127.0.0.1:" + std::to_string(startRobot());
  TestProcess::Run run = TestProcess::run({TOUCHLINE_CONSOLE_PATH, address, "-c", "echo one", "-c", "frobnicate", "-c", "echo three"});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.out.find("one\n"), std::string::npos) << run.out;
  EXPECT_EQ(run.out.find("three"), std::string::npos) << "not run after the failure: " << run.out;
  EXPECT_NE(run.err.find("touchline-console: -c \"frobnicate\" failed (command 2 of 3); the commands after it were not run\n"),
            std::string::npos)
    << run.err;

  // A script after failing -c commands is not run; the script stops at its failing line, named with the line number.
  const fs::path script = directory->path / "stops.con";
  std::ofstream(script) << "echo one\n// a comment\nfrobnicate\necho three\n";
  run = TestProcess::run({TOUCHLINE_CONSOLE_PATH, address, "-c", "frobnicate", "--script", script.string()});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.out.find("one"), std::string::npos) << run.out;
  EXPECT_NE(run.err.find("-c \"frobnicate\" failed (command 1 of 1); --script was not run\n"), std::string::npos) << run.err;
  run = TestProcess::run({TOUCHLINE_CONSOLE_PATH, address, "-c", "frobnicate", "-c", "echo two", "--script", script.string()});
  EXPECT_NE(run.err.find("-c \"frobnicate\" failed (command 1 of 2); the commands after it and --script were not run\n"),
            std::string::npos)
    << run.err;
  EXPECT_EQ(run.out.find("two"), std::string::npos) << run.out;
  run = TestProcess::run({TOUCHLINE_CONSOLE_PATH, address, "-c", "echo zero", "--script", script.string()});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.out.find("zero\none\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find(script.string() + "(3)"), std::string::npos) << run.out;
  EXPECT_EQ(run.out.find("three"), std::string::npos) << run.out;

  run = TestProcess::run({TOUCHLINE_CONSOLE_PATH, address, "-c", "echo one", "-c", "echo two"});
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("one\ntwo\n"), std::string::npos) << run.out;
}

TEST_F(ConsoleTool, ARefusedConnectionIsTriedAgainWhileTheRobotStarts)
{
  const unsigned short port = freePort();
  ASSERT_NE(port, 0);
  TestProcess::Process console({TOUCHLINE_CONSOLE_PATH, "127.0.0.1:" + std::to_string(port), "-c", "echo connected"});
  console.closeInput();
  EXPECT_TRUE(console.waitForErr("refused the connection; trying again for 5 s\n", 5s)) << console.err;
  std::this_thread::sleep_for(1s);
  ASSERT_EQ(startRobot(port), port) << (robot ? robot->err : "");
  EXPECT_EQ(console.wait(20s), 0) << console.err;
  EXPECT_NE(console.out.find("connected\n"), std::string::npos) << console.out;

  // --retry 0: at once.
  const TestProcess::Run run = TestProcess::run({TOUCHLINE_CONSOLE_PATH, "127.0.0.1:" + std::to_string(freePort()), "--retry", "0", "-c", "echo x"});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find("Connection refused"), std::string::npos) << run.err;
  EXPECT_EQ(run.err.find("trying again"), std::string::npos) << run.err;
}

namespace
{
  /** touchline-console on a pseudo terminal (so that it edits lines and keeps a history). */
  class Terminal
  {
  public:
    Terminal(const std::vector<std::string>& args, const fs::path& configHome)
    {
      pid = ::forkpty(&master, nullptr, nullptr, nullptr);
      if(pid == 0)
      {
        ::setenv("XDG_CONFIG_HOME", configHome.c_str(), 1);
        ::setenv("TERM", "xterm", 1);
        std::vector<char*> argv;
        for(const std::string& arg : args)
          argv.push_back(const_cast<char*>(arg.c_str()));
        argv.push_back(nullptr);
        ::execv(argv[0], argv.data());
        ::_exit(127);
      }
    }
    ~Terminal()
    {
      if(pid > 0 && !ended)
      {
        ::kill(pid, SIGKILL);
        ::waitpid(pid, nullptr, 0);
      }
      if(master >= 0)
        ::close(master);
    }

    void type(const std::string& keys) { static_cast<void>(::write(master, keys.data(), keys.size())); }

    /** Reads until text appeared (counted from the offset) or the timeout is over. */
    bool waitFor(const std::string& text, std::size_t from, std::chrono::milliseconds timeout = 10s)
    {
      const auto deadline = std::chrono::steady_clock::now() + timeout;
      while(output.find(text, from) == std::string::npos)
      {
        if(std::chrono::steady_clock::now() > deadline)
          return false;
        pollfd fd{master, POLLIN, 0};
        if(::poll(&fd, 1, 20) > 0)
        {
          char chunk[4096];
          const ssize_t n = ::read(master, chunk, sizeof(chunk));
          if(n <= 0)
            return false;
          output.append(chunk, static_cast<std::size_t>(n));
        }
      }
      return true;
    }

    int wait(std::chrono::milliseconds timeout)
    {
      const auto deadline = std::chrono::steady_clock::now() + timeout;
      for(int status = 0; std::chrono::steady_clock::now() < deadline;)
      {
        waitFor("\x01never", output.size(), 20ms); // keeps the terminal drained
        if(::waitpid(pid, &status, WNOHANG) == pid)
        {
          ended = true;
          return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        }
      }
      return -1;
    }

    std::string output;

  private:
    int master = -1;
    pid_t pid = -1;
    bool ended = false;
  };
}

TEST_F(ConsoleTool, TheHistoryIsKeptAcrossSessions)
{
  const std::string address = "127.0.0.1:" + std::to_string(startRobot());
  const fs::path configHome = directory->path / "config";
  {
    Terminal first({TOUCHLINE_CONSOLE_PATH, address}, configHome);
    ASSERT_TRUE(first.waitFor("touchline> ", 0)) << first.output;
    // What "echo" prints starts a line; the typed command follows the prompt.
    first.type("echo alpha-1\r");
    ASSERT_TRUE(first.waitFor("\nalpha-1\r\n", 0)) << first.output;
    first.type("echo beta-2\r");
    ASSERT_TRUE(first.waitFor("\nbeta-2\r\n", 0)) << first.output;
    first.type("exit\r");
    EXPECT_EQ(first.wait(10s), 0) << first.output;
  }
  EXPECT_EQ(readLines(configHome / "touchline/console_history"), (std::vector<std::string>{"echo alpha-1", "echo beta-2", "exit"}));

  // The next session: arrow up three times (exit, echo beta-2, echo alpha-1) finds the first command of the last one.
  Terminal second({TOUCHLINE_CONSOLE_PATH, address}, configHome);
  ASSERT_TRUE(second.waitFor("touchline> ", 0)) << second.output;
  const std::size_t from = second.output.size();
  second.type("\x1b[A\x1b[A\x1b[A\r");
  EXPECT_TRUE(second.waitFor("\nalpha-1\r\n", from)) << second.output;
  second.type("exit\r");
  EXPECT_EQ(second.wait(10s), 0) << second.output;
}
#endif
