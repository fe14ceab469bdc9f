/**
 * @file BenchProcess.h
 * A program the motion loop measurement runs, with pipes and a log.
 */
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <sys/types.h>
#include <vector>

/**
 * A program the measurement runs: started with posix_spawn, optionally with pipes to its
 * standard input and output (read line by line), its standard error (and, without an output
 * pipe, its output) appended to a log file. Killed if still running when this object goes.
 */
class BenchProcess
{
public:
  /**
   * Starts args[0] with the arguments.
   * @param pipes Whether standard input and output are pipes (else /dev/null and the log file).
   * @param log The file that receives standard error.
   */
  BenchProcess(const std::vector<std::string>& args, bool pipes, const std::string& log);
  ~BenchProcess();
  BenchProcess(const BenchProcess&) = delete;
  BenchProcess& operator=(const BenchProcess&) = delete;

  bool started() const { return pid > 0; }
  pid_t processId() const { return pid; }
  bool running();

  /** Writes a line to the program's standard input. */
  void writeLine(const std::string& line);
  /** The next line of standard output that starts with prefix (others are skipped), waiting at most timeout. */
  std::optional<std::string> readLine(const std::string& prefix, std::chrono::milliseconds timeout);

  void signal(int number);
  /** Waits for the end: the exit status, 128 + signal if killed, -1 if it did not end in time. */
  int wait(std::chrono::milliseconds timeout);

private:
  pid_t pid = -1;
  int input = -1, output = -1;
  std::string buffer;
  std::optional<int> status;
};
