/**
 * @file Console/ConsoleThread.h
 * The console engine on a thread of its own, for a program with a GUI: commands are queued and
 * run there one after the other (a command may wait seconds for a robot), what the robots send
 * is handled there between commands, lost links come back (Console::maintain()). Nothing of it
 * waits for the caller, and the caller never waits for it:
 *
 *   ConsoleThread engine;
 *   engine.submit("sc Nao07 10.0.1.17");
 *   // in a GUI timer, 60 times a second:
 *   for(const std::string& line : engine.takeOutput()) consoleView.append(line);
 *   for(auto& task : engine.takeTasks()) task();                 // work commands left for the GUI
 *   for(RobotConnection* robot : engine.console().connections())
 *     if(const unsigned changes = robot->takeChanges()) ...      // views read robot->read(...)
 */
#pragma once

#include "Console/Console.h"
#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

class ConsoleThread
{
public:
  using Task = std::function<void()>;

  /** Starts the thread. */
  ConsoleThread();
  /** Stops the thread after the command it runs (which may wait for a robot up to its timeout). */
  ~ConsoleThread();
  ConsoleThread(const ConsoleThread&) = delete;
  ConsoleThread& operator=(const ConsoleThread&) = delete;

  /** Queues a command line (any thread). */
  void submit(const std::string& line);
  /** Queues a script file (call <file>). */
  void submitFile(const std::string& fileName);
  /** Queues work on the engine's thread (e.g. reading or changing the console). */
  void run(std::function<void(Console& console)> work);

  /** The lines printed since the last call (any thread; bounded: the oldest are dropped). */
  std::vector<std::string> takeOutput();
  /** Leaves work for the caller's thread (a command of the studio's views); any thread. */
  void post(Task task);
  /** The work left for the caller's thread since the last call. */
  std::vector<Task> takeTasks();

  /**
   * The engine. Its functions documented as "any thread" may be called directly; commands go
   * through submit(). Add commands (addCommand) before the first submit().
   */
  Console& console() { return engine; }
  /** Whether a command is queued or running. */
  bool busy() const { return pending > 0; }
  /** Output kept for takeOutput() at most (lines, bytes): the oldest is dropped. */
  static constexpr std::size_t maxOutput = 100000;
  static constexpr std::size_t maxOutputBytes = 16 << 20;

private:
  void loop();

  Console engine;
  std::mutex queueMutex;
  std::condition_variable queued;
  std::deque<std::function<void(Console&)>> work;
  std::atomic<unsigned> pending{0};
  std::mutex outputMutex;
  std::deque<std::string> output;
  std::size_t outputBytes = 0;
  std::size_t dropped = 0;
  std::mutex taskMutex;
  std::vector<Task> tasks;
  bool stopping = false;
  std::thread thread;
};
