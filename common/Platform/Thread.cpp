/**
 * @file Platform/Thread.cpp
 * Starting and stopping named threads with a priority.
 */
#include "Platform/Thread.h"
#include <cerrno>
#include <cstring>
#include <future>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/resource.h>

namespace
{
  /**
   * An alternate signal stack for the thread's lifetime: a handler with SA_ONSTACK (the robot
   * program's crash report) then runs even after the thread's own stack overflowed.
   */
  class AlternateSignalStack
  {
  public:
    AlternateSignalStack()
    {
      // A stack that is there already stays (sanitizers give every thread one).
      stack_t current{};
      if(::sigaltstack(nullptr, &current) != 0 || !(current.ss_flags & SS_DISABLE))
        return;
      memory = ::mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if(memory == MAP_FAILED)
        return;
      stack_t stack{};
      stack.ss_sp = memory;
      stack.ss_size = size;
      if(::sigaltstack(&stack, nullptr) != 0)
      {
        ::munmap(memory, size);
        memory = MAP_FAILED;
      }
    }

    ~AlternateSignalStack()
    {
      if(memory == MAP_FAILED)
        return;
      stack_t stack{};
      stack.ss_flags = SS_DISABLE;
      ::sigaltstack(&stack, nullptr);
      ::munmap(memory, size);
    }

    AlternateSignalStack(const AlternateSignalStack&) = delete;
    AlternateSignalStack& operator=(const AlternateSignalStack&) = delete;

  private:
    static constexpr std::size_t size = 64 * 1024;
    void* memory = MAP_FAILED;
  };
}

std::string Thread::start(const std::string& name, int priority, std::function<void()> body)
{
  stop();
  running = true;
  std::promise<std::string> started;
  std::future<std::string> warning = started.get_future();
  thread = std::thread([this, name, priority, body = std::move(body), started = std::move(started)]() mutable {
    const AlternateSignalStack signalStack;
    started.set_value(setPriority(name, priority));
    while(running)
      body();
  });
  return warning.get();
}

void Thread::stop()
{
  running = false;
  if(thread.joinable())
    thread.join();
}

std::string Thread::currentName()
{
  char name[maxNameLength + 1] = {};
  pthread_getname_np(pthread_self(), name, sizeof(name));
  return name;
}

std::string Thread::setPriority(const std::string& name, int priority)
{
  pthread_setname_np(pthread_self(), name.substr(0, maxNameLength).c_str());
  sched_param parameter{};
  int policy = SCHED_OTHER;
  if(priority > 0)
  {
    policy = SCHED_FIFO;
    parameter.sched_priority = priority;
  }
  else if(priority == -1)
    policy = SCHED_BATCH;
  else if(priority <= -2)
    policy = SCHED_IDLE;
  const int result = pthread_setschedparam(pthread_self(), policy, &parameter);
  if(result == 0)
    return "";
  std::string why;
  if(result == EPERM && priority > 0)
  {
    rlimit limit{};
    ::getrlimit(RLIMIT_RTPRIO, &limit);
    why = "; real-time priorities need root, CAP_SYS_NICE or a limit of real-time priorities (RLIMIT_RTPRIO, LimitRTPRIO= of "
          "a systemd unit) of at least " + std::to_string(priority) + ", which is " +
          (limit.rlim_cur == RLIM_INFINITY ? std::string("unlimited") : std::to_string(limit.rlim_cur)) + " here";
  }
  return "thread " + name + ": priority " + std::to_string(priority) + " not set (" + std::strerror(result) + why +
         "), running with the normal scheduler";
}
