/**
 * @file BenchProcess.cpp
 * Starting and talking to the programs the motion loop measurement runs.
 */
#include "BenchProcess.h"
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char** environ;

BenchProcess::BenchProcess(const std::vector<std::string>& args, bool pipes, const std::string& log)
{
  int in[2] = {-1, -1}, out[2] = {-1, -1};
  if(pipes && (pipe2(in, O_CLOEXEC) != 0 || pipe2(out, O_CLOEXEC) != 0))
    return;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 2, log.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
  if(pipes)
  {
    posix_spawn_file_actions_adddup2(&actions, in[0], 0);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
  }
  else
  {
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, 2, 1);
  }
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP); // a group of its own: Ctrl-C reaches only the bench
  posix_spawnattr_setpgroup(&attributes, 0);
  std::vector<char*> argv;
  for(const std::string& arg : args)
    argv.push_back(const_cast<char*>(arg.c_str()));
  argv.push_back(nullptr);
  if(posix_spawn(&pid, argv.front(), &actions, &attributes, argv.data(), environ) != 0)
    pid = -1;
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  if(pipes)
  {
    ::close(in[0]);
    ::close(out[1]);
    input = in[1];
    output = out[0];
  }
}

BenchProcess::~BenchProcess()
{
  if(pid > 0 && !status)
  {
    ::kill(pid, SIGKILL);
    ::waitpid(pid, nullptr, 0);
  }
  for(int fd : {input, output})
    if(fd >= 0)
      ::close(fd);
}

bool BenchProcess::running()
{
  int result = 0;
  if(pid > 0 && !status && ::waitpid(pid, &result, WNOHANG) == pid)
    status = WIFEXITED(result) ? WEXITSTATUS(result) : 128 + WTERMSIG(result);
  return pid > 0 && !status;
}

void BenchProcess::writeLine(const std::string& line)
{
  const std::string text = line + "\n";
  if(input >= 0)
    static_cast<void>(::write(input, text.data(), text.size()));
}

std::optional<std::string> BenchProcess::readLine(const std::string& prefix, std::chrono::milliseconds timeout)
{
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  for(;;)
  {
    for(std::size_t end; (end = buffer.find('\n')) != std::string::npos;)
    {
      std::string line = buffer.substr(0, end);
      buffer.erase(0, end + 1);
      if(line.starts_with(prefix))
        return line;
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    pollfd request{output, POLLIN, 0};
    if(output < 0 || left.count() <= 0 || ::poll(&request, 1, static_cast<int>(left.count())) != 1)
      return std::nullopt;
    char chunk[4096];
    const ssize_t bytes = ::read(output, chunk, sizeof(chunk));
    if(bytes <= 0)
      return std::nullopt;
    buffer.append(chunk, static_cast<std::size_t>(bytes));
  }
}

void BenchProcess::signal(int number)
{
  if(running())
    ::kill(pid, number);
}

int BenchProcess::wait(std::chrono::milliseconds timeout)
{
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while(running())
  {
    if(std::chrono::steady_clock::now() > deadline)
      return -1;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return status.value_or(-1);
}
