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

std::string Thread::start(const std::string& name, int priority, std::function<void()> body)
{
  stop();
  running = true;
  std::promise<std::string> started;
  std::future<std::string> warning = started.get_future();
  thread = std::thread([this, name, priority, body = std::move(body), started = std::move(started)]() mutable {
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
  return "thread " + name + ": priority " + std::to_string(priority) + " not set (" + std::strerror(result) +
         (result == EPERM ? "; real-time priorities need root or CAP_SYS_NICE" : "") + "), running with the normal scheduler";
}
