/**
 * @file Console/ConsoleThread.cpp
 * The console engine's own thread: queued commands, pumping the robots, reconnecting.
 */
#include "Console/ConsoleThread.h"

ConsoleThread::ConsoleThread()
  : engine([this](const std::string& line) {
      std::lock_guard lock(outputMutex);
      while(!output.empty() && (output.size() >= maxOutput || outputBytes + line.size() > maxOutputBytes))
      {
        outputBytes -= output.front().size();
        output.pop_front();
        ++dropped;
      }
      outputBytes += line.size();
      output.push_back(line);
    })
{
  engine.reconnect = true;
  thread = std::thread([this] { loop(); });
}

ConsoleThread::~ConsoleThread()
{
  {
    std::lock_guard lock(queueMutex);
    stopping = true;
  }
  queued.notify_all();
  thread.join();
}

void ConsoleThread::submit(const std::string& line)
{
  run([line](Console& console) { console.execute(line); });
}

void ConsoleThread::submitFile(const std::string& fileName)
{
  run([fileName](Console& console) { console.executeFile(fileName); });
}

void ConsoleThread::run(std::function<void(Console& console)> job)
{
  ++pending;
  {
    std::lock_guard lock(queueMutex);
    work.push_back(std::move(job));
  }
  queued.notify_one();
}

std::vector<std::string> ConsoleThread::takeOutput()
{
  std::lock_guard lock(outputMutex);
  std::vector<std::string> lines;
  if(dropped)
  {
    lines.push_back("(" + std::to_string(dropped) + " lines of output were dropped)");
    dropped = 0;
  }
  lines.insert(lines.end(), std::make_move_iterator(output.begin()), std::make_move_iterator(output.end()));
  output.clear();
  outputBytes = 0;
  return lines;
}

void ConsoleThread::post(Task task)
{
  std::lock_guard lock(taskMutex);
  tasks.push_back(std::move(task));
}

std::vector<ConsoleThread::Task> ConsoleThread::takeTasks()
{
  std::lock_guard lock(taskMutex);
  std::vector<Task> result;
  result.swap(tasks);
  return result;
}

void ConsoleThread::loop()
{
  for(;;)
  {
    std::function<void(Console&)> job;
    {
      std::unique_lock lock(queueMutex);
      if(stopping)
        return;
      if(!work.empty())
      {
        job = std::move(work.front());
        work.pop_front();
      }
    }
    if(job)
    {
      job(engine);
      --pending;
      continue;
    }
    // Nothing to do: handle what the robots sent, bring back lost links. The engine's lock is
    // not held while waiting, so that others (completion in a GUI) get it.
    const std::size_t frames = engine.update(std::chrono::milliseconds(0));
    engine.maintain();
    if(frames == 0)
    {
      std::unique_lock lock(queueMutex);
      queued.wait_for(lock, std::chrono::milliseconds(2), [&] { return stopping || !work.empty(); });
    }
  }
}
