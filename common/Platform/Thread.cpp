/**
 * @file Platform/Thread.cpp
 * Starting and stopping named threads with a priority.
 */
#include "Platform/Thread.h"
#include "Platform/AlternateSignalStack.h"
#include <cerrno>
#include <cstring>
#include <future>
#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>


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
