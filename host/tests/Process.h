/**
 * @file Process.h
 * Real processes for the end-to-end tests: a program started in the background whose standard
 * output is read line by line, and a program run to its end with its output collected.
 */
#pragma once

#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <optional>
#include <poll.h>
#include <spawn.h>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char** environ;

namespace TestProcess
{
  /** A program running in the background (killed when this object goes). */
  class Background
  {
  public:
    /**
     * Starts args[0] with the arguments; stderr goes to errFile, to standard output if errFile
     * is "&1", or to the test's stderr if it is empty.
     */
    explicit Background(const std::vector<std::string>& args, const std::string& errFile = "")
    {
      int pipeFds[2];
      if(pipe2(pipeFds, O_CLOEXEC) != 0) // close-on-exec: no other child inherits this pipe
        return;
      posix_spawn_file_actions_t actions;
      posix_spawn_file_actions_init(&actions);
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
      posix_spawn_file_actions_adddup2(&actions, pipeFds[1], 1);
      if(errFile == "&1")
        posix_spawn_file_actions_adddup2(&actions, pipeFds[1], 2);
      else if(!errFile.empty())
        posix_spawn_file_actions_addopen(&actions, 2, errFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      std::vector<char*> argv;
      for(const std::string& arg : args)
        argv.push_back(const_cast<char*>(arg.c_str()));
      argv.push_back(nullptr);
      if(posix_spawn(&pid, argv.front(), &actions, nullptr, argv.data(), environ) != 0)
        pid = -1;
      posix_spawn_file_actions_destroy(&actions);
      close(pipeFds[1]);
      out = pipeFds[0];
    }
    ~Background()
    {
      if(pid > 0 && !exited)
      {
        kill(pid, SIGKILL);
        waitpid(pid, nullptr, 0);
      }
      if(out >= 0)
        close(out);
    }
    Background(const Background&) = delete;
    Background& operator=(const Background&) = delete;

    bool started() const { return pid > 0; }
    pid_t processId() const { return pid; }

    /** The next line of standard output, waiting at most timeout. */
    std::optional<std::string> readLine(std::chrono::milliseconds timeout)
    {
      const auto deadline = std::chrono::steady_clock::now() + timeout;
      while(true)
      {
        if(const std::size_t end = buffer.find('\n'); end != std::string::npos)
        {
          std::string line = buffer.substr(0, end);
          buffer.erase(0, end + 1);
          return line;
        }
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        if(left.count() <= 0)
          return std::nullopt;
        pollfd fd{out, POLLIN, 0};
        if(poll(&fd, 1, static_cast<int>(left.count())) <= 0)
          continue;
        char chunk[4096];
        const ssize_t n = read(out, chunk, sizeof(chunk));
        if(n <= 0)
          return std::nullopt;
        buffer.append(chunk, static_cast<std::size_t>(n));
      }
    }

    /** Reads lines until one starts with prefix; returns it. */
    std::optional<std::string> waitForLine(const std::string& prefix, std::chrono::milliseconds timeout)
    {
      const auto deadline = std::chrono::steady_clock::now() + timeout;
      while(std::chrono::steady_clock::now() < deadline)
      {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        const std::optional<std::string> line = readLine(left);
        if(!line)
          return std::nullopt;
        if(line->starts_with(prefix))
          return line;
      }
      return std::nullopt;
    }

    void signal(int number) { kill(pid, number); }

    /** Waits for the end; the exit status, 128 + signal if killed, -1 if it did not end in time. */
    int wait(std::chrono::milliseconds timeout)
    {
      const auto deadline = std::chrono::steady_clock::now() + timeout;
      while(true)
      {
        int status = 0;
        const pid_t result = waitpid(pid, &status, WNOHANG);
        if(result == pid)
        {
          exited = true;
          return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
        }
        if(std::chrono::steady_clock::now() > deadline)
          return -1;
        usleep(10000);
      }
    }

  private:
    pid_t pid = -1;
    int out = -1;
    bool exited = false;
    std::string buffer;
  };

  /** Exit status and output of a program run to its end. */
  struct Run
  {
    int status = -1;
    std::string out;

    bool contains(const std::string& text) const { return out.find(text) != std::string::npos; }
  };

  /** Runs a program with the arguments (standard input /dev/null); out holds stdout and stderr. */
  inline Run run(const std::vector<std::string>& args, std::chrono::milliseconds timeout = std::chrono::seconds(60))
  {
    Run result;
    Background process(args, "&1");
    while(const std::optional<std::string> line = process.readLine(timeout))
      result.out += *line + "\n";
    result.status = process.wait(timeout);
    return result;
  }
}
