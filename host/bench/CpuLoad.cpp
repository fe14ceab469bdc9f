/**
 * @file CpuLoad.cpp
 * Busy-loop processes that load cores during a measurement.
 */
#include "CpuLoad.h"
#include <cerrno>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sched.h>
#include <sstream>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace
{
  /** The parent process id from /proc/<pid>/stat (0 if unreadable). */
  pid_t parentOf(const std::string& pid)
  {
    std::ifstream stat("/proc/" + pid + "/stat");
    std::string line;
    std::getline(stat, line);
    const std::size_t close = line.rfind(')');
    if(close == std::string::npos)
      return 0;
    std::istringstream fields(line.substr(close + 2));
    std::string state;
    pid_t ppid = 0;
    fields >> state >> ppid;
    return ppid;
  }

  [[noreturn]] void spin(int cpu)
  {
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if(cpu >= 0)
    {
      cpu_set_t set;
      CPU_ZERO(&set);
      CPU_SET(cpu, &set);
      ::sched_setaffinity(0, sizeof(set), &set);
    }
    volatile unsigned long counter = 0;
    for(;;)
      counter = counter + 1;
  }
}

bool CpuLoad::start(const std::vector<int>& cpus)
{
  for(int cpu : cpus)
  {
    const pid_t child = ::fork();
    if(child < 0)
      return false;
    if(child == 0)
      spin(cpu);
    children.push_back(child);
  }
  return true;
}

void CpuLoad::stop()
{
  for(pid_t child : children)
  {
    ::kill(child, SIGKILL);
    ::waitpid(child, nullptr, 0);
  }
  children.clear();
}

pid_t CpuLoad::findThread(pid_t parent, const std::string& name)
{
  namespace fs = std::filesystem;
  std::error_code error;
  for(const auto& process : fs::directory_iterator("/proc", error))
  {
    const std::string pid = process.path().filename().string();
    if(pid.find_first_not_of("0123456789") != std::string::npos || parentOf(pid) != parent)
      continue;
    std::error_code taskError;
    for(const auto& task : fs::directory_iterator(process.path() / "task", taskError))
    {
      std::ifstream comm(task.path() / "comm");
      std::string threadName;
      std::getline(comm, threadName);
      if(threadName == name)
        return static_cast<pid_t>(std::stol(task.path().filename().string()));
    }
  }
  return 0;
}

std::string CpuLoad::pin(pid_t thread, int cpu)
{
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpu, &set);
  return ::sched_setaffinity(thread, sizeof(set), &set) == 0 ? "" : std::strerror(errno);
}

std::string CpuLoad::describe(pid_t thread)
{
  const int policy = ::sched_getscheduler(thread);
  sched_param parameter{};
  ::sched_getparam(thread, &parameter);
  std::string text = policy == SCHED_FIFO ? "SCHED_FIFO " + std::to_string(parameter.sched_priority)
                     : policy == SCHED_RR ? "SCHED_RR " + std::to_string(parameter.sched_priority)
                     : policy < 0         ? "policy unknown"
                                          : "normal scheduler";
  cpu_set_t set;
  if(::sched_getaffinity(thread, sizeof(set), &set) == 0)
  {
    text += ", CPUs";
    for(int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
      if(CPU_ISSET(cpu, &set))
        text += " " + std::to_string(cpu);
  }
  return text;
}
