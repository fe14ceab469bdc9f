/**
 * @file Process.h
 * Real processes for the end-to-end tests: a program with pipes to its standard input, output
 * and error, and a program run to its end with its output collected.
 */
#pragma once

#include <algorithm>
#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <functional>
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
  using namespace std::chrono_literals;

  /** A program with pipes to its standard input, output and error (killed when this object goes). */
  class Process
  {
  public:
    /** Starts args[0] with the arguments, in workingDirectory if one is given. */
    explicit Process(const std::vector<std::string>& args, const std::string& workingDirectory = "")
    {
      int in[2], out[2], err[2];
      if(pipe2(in, O_CLOEXEC) || pipe2(out, O_CLOEXEC) || pipe2(err, O_CLOEXEC))
        return;
      posix_spawn_file_actions_t actions;
      posix_spawn_file_actions_init(&actions);
      posix_spawn_file_actions_adddup2(&actions, in[0], 0);
      posix_spawn_file_actions_adddup2(&actions, out[1], 1);
      posix_spawn_file_actions_adddup2(&actions, err[1], 2);
      if(!workingDirectory.empty())
        posix_spawn_file_actions_addchdir_np(&actions, workingDirectory.c_str());
      std::vector<char*> argv;
      for(const std::string& arg : args)
        argv.push_back(const_cast<char*>(arg.c_str()));
      argv.push_back(nullptr);
      if(posix_spawn(&pid, argv.front(), &actions, nullptr, argv.data(), environ) != 0)
        pid = -1;
      posix_spawn_file_actions_destroy(&actions);
      ::close(in[0]);
      ::close(out[1]);
      ::close(err[1]);
      input = in[1];
      output = out[0];
      errors = err[0];
      fcntl(output, F_SETFL, O_NONBLOCK);
      fcntl(errors, F_SETFL, O_NONBLOCK);
    }
    ~Process()
    {
      if(pid > 0 && !exited)
      {
        ::kill(pid, SIGKILL);
        ::waitpid(pid, nullptr, 0);
      }
      for(int fd : {input, output, errors})
        if(fd >= 0)
          ::close(fd);
    }
    Process(const Process&) = delete;
    Process& operator=(const Process&) = delete;

    bool started() const { return pid > 0; }
    pid_t processId() const { return pid; }

    void write(const std::string& text)
    {
      if(input >= 0)
        static_cast<void>(::write(input, text.data(), text.size()));
    }
    void closeInput()
    {
      ::close(input);
      input = -1;
    }

    /** Reads what is there (waits at most timeoutMs for something). */
    void pump(int timeoutMs = 0)
    {
      pollfd fds[2] = {{output, POLLIN, 0}, {errors, POLLIN, 0}};
      if(::poll(fds, 2, timeoutMs) <= 0)
        return;
      char chunk[8192];
      for(auto [fd, text] : {std::pair{output, &out}, std::pair{errors, &err}})
        for(ssize_t n; (n = ::read(fd, chunk, sizeof(chunk))) > 0;)
          text->append(chunk, static_cast<std::size_t>(n));
    }

    /** Pumps until the condition holds; false if it did not within the timeout. */
    bool waitFor(const std::function<bool()>& condition, std::chrono::milliseconds timeout)
    {
      const auto deadline = std::chrono::steady_clock::now() + timeout;
      while(!condition())
      {
        if(std::chrono::steady_clock::now() > deadline)
          return false;
        pump(20);
      }
      return true;
    }
    bool waitForOut(const std::string& text, std::chrono::milliseconds timeout = 10s)
    {
      return waitFor([&] { return out.find(text) != std::string::npos; }, timeout);
    }
    bool waitForErr(const std::string& text, std::chrono::milliseconds timeout = 10s)
    {
      return waitFor([&] { return err.find(text) != std::string::npos; }, timeout);
    }

    void signal(int number) { ::kill(pid, number); }

    /** Waits for the end: the exit status, 128 + signal if killed, -1 if it did not end in time. */
    int wait(std::chrono::milliseconds timeout)
    {
      const auto deadline = std::chrono::steady_clock::now() + timeout;
      for(;;)
      {
        pump(0);
        int status = 0;
        if(::waitpid(pid, &status, WNOHANG) == pid)
        {
          exited = true;
          pump(0);
          return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
        }
        if(std::chrono::steady_clock::now() > deadline)
          return -1;
        pump(10);
      }
    }

    /** The next line of standard output not read with readLine() yet, waiting at most timeout. */
    std::optional<std::string> readLine(std::chrono::milliseconds timeout)
    {
      std::optional<std::string> line;
      waitFor([&] {
        const std::size_t end = out.find('\n', lineStart);
        if(end == std::string::npos)
          return false;
        line = out.substr(lineStart, end - lineStart);
        lineStart = end + 1;
        return true;
      }, timeout);
      return line;
    }
    /** Reads lines (readLine()) until one starts with prefix; returns it. */
    std::optional<std::string> waitForLine(const std::string& prefix, std::chrono::milliseconds timeout)
    {
      const auto deadline = std::chrono::steady_clock::now() + timeout;
      while(true)
      {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        const std::optional<std::string> line = readLine(std::max(left, std::chrono::milliseconds(0)));
        if(!line || line->starts_with(prefix))
          return line;
      }
    }

    std::string out, err;

  private:
    pid_t pid = -1;
    int input = -1, output = -1, errors = -1;
    bool exited = false;
    std::size_t lineStart = 0; ///< Where the next line of out starts (readLine()).
  };

  /** Exit status and output of a program run to its end. */
  struct Run
  {
    int status = -1; ///< The exit status; 128 + signal if killed, -1 if it did not end in time.
    std::string out;
    std::string err;

    /** Whether the text is in the standard output or error. */
    bool contains(const std::string& text) const
    {
      return out.find(text) != std::string::npos || err.find(text) != std::string::npos;
    }
  };

  /** Runs a program with the arguments (standard input closed), in workingDirectory if given. */
  inline Run run(const std::vector<std::string>& args, const std::string& workingDirectory = "",
                 std::chrono::milliseconds timeout = 60s)
  {
    Process process(args, workingDirectory);
    process.closeInput();
    Run result;
    result.status = process.wait(timeout);
    result.out = std::move(process.out);
    result.err = std::move(process.err);
    return result;
  }
}
